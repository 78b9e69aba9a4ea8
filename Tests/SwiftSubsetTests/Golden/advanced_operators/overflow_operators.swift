// The overflow operators &+, &- and &* wrap around instead of trapping.
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)  // expect: 0
var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print(unsignedUnderflow)  // expect: 255
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)  // expect: 127
print(Int8(100) &* 3)  // expect: 44
let (partial, overflow) = UInt8(200).addingReportingOverflow(100)
print(partial, overflow)  // expect: 44 true
print(Int.max.multipliedReportingOverflow(by: 2).overflow)  // expect: true
var hash: UInt32 = 2166136261
for byte in "ab".utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
print(hash)  // expect: 1294271946
