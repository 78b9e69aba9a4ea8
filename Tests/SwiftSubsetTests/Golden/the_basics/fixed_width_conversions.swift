// Converting between integer widths is explicit; exact, clamping and truncating forms differ.
let small: UInt8 = 200
let widened = Int(small) + 100
print(widened)  // expect: 300
print(UInt8(exactly: 300) as Any)  // expect: nil
print(UInt8(exactly: 42) as Any)  // expect: Optional(42)
print(UInt8(clamping: 300))  // expect: 255
print(Int8(clamping: -1000))  // expect: -128
print(UInt8(truncatingIfNeeded: 258))  // expect: 2
print(Int16(truncatingIfNeeded: 70000))  // expect: 4464
let delayMilliseconds = 250
let nanoseconds = UInt64(delayMilliseconds) * 1_000_000
print(nanoseconds)  // expect: 250000000
print(type(of: nanoseconds))  // expect: UInt64
let byte: UInt8 = 0xFF
let signed = Int8(bitPattern: byte)
print(signed)  // expect: -1
