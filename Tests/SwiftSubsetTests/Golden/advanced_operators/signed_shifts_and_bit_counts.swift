// Signed right shifts keep the sign; bit-count properties on fixed-width integers.
let negative: Int8 = -4
print(negative >> 1, negative << 1)  // expect: -2 -8
print(Int8(-128) >> 7)  // expect: -1
let flags: UInt16 = 0b1011_0000_0000_0001
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)  // expect: 4 0 0
print(UInt8(1).leadingZeroBitCount, UInt32(256).trailingZeroBitCount)  // expect: 7 8
print(String(Int8(-1), radix: 2), String(UInt8(bitPattern: -1), radix: 2))  // expect: -1 11111111
print(Int16(0x7F00).byteSwapped)  // expect: 127
