// Fixed-width integer types have their own bounds and sizes.
print(UInt8.min, UInt8.max)  // expect: 0 255
print(Int8.min, Int8.max)  // expect: -128 127
print(Int16.max)  // expect: 32767
print(Int32.min)  // expect: -2147483648
print(UInt32.max)  // expect: 4294967295
print(Int64.max)  // expect: 9223372036854775807
print(UInt64.max)  // expect: 18446744073709551615
print(Int.max == Int64.max)  // expect: true
print(MemoryLayout<Int16>.size, MemoryLayout<UInt8>.size)  // expect: 2 1
print(UInt16.bitWidth, Int.bitWidth)  // expect: 16 64
