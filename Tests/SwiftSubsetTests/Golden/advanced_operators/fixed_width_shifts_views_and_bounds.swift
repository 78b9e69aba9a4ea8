// Smart shifts (overshift, negative counts), magnitude, clamping to Int, utf8 bytes as UInt8, optional and array literals of fixed-width types.
import Foundation
let byte: UInt8 = 0b1000_0001
print(byte << 8, byte >> 9, byte << -1)  // expect: 0 0 64
let signed: Int8 = -64
print(signed >> 10, signed &<< 9, signed &>> 1)  // expect: -1 -128 -32
print(Int8.min.magnitude, type(of: Int8.min.magnitude))  // expect: 128 UInt8
print(Int(clamping: UInt64.max), UInt8(clamping: -5))  // expect: 9223372036854775807 0
print(String(UInt64.max, radix: 16, uppercase: true))  // expect: FFFFFFFFFFFFFFFF
let bytes = Array("Hi!".utf8)
print(bytes, type(of: bytes[0]))  // expect: [72, 105, 33] UInt8
print(bytes.map { $0 &+ 200 })  // expect: [16, 49, 233]
let maybe: UInt16? = 65_535
print(maybe as Any, maybe.map { $0 / 5 } as Any)  // expect: Optional(65535) Optional(13107)
let widths: [Int32] = [7, -3, 12]
print(widths.sorted(), widths.reduce(0, +), widths.max()!)  // expect: [-3, 7, 12] 16 12
let (q, r) = Int16(-7).quotientAndRemainder(dividingBy: 2)
print(q, r)  // expect: -3 -1
let minusOne = Int8(truncatingIfNeeded: 255)
print(Int8.min.dividedReportingOverflow(by: minusOne))  // expect: (partialValue: -128, overflow: true)
print(UInt32(1) << 31 == 2_147_483_648, Int64(5) > 3)  // expect: true true
print(UInt8(exactly: 12.0) as Any, UInt8(exactly: 12.5) as Any, UInt8(200.9))  // expect: Optional(12) nil 200
print(Int8("-129") as Any, Int8("-128") as Any, UInt8("ff", radix: 16) as Any)  // expect: nil Optional(-128) Optional(255)
