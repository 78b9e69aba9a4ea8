// Library initializers that may fail (Int(exactly:), Double(exactly:), UInt8(_:radix:)) give optionals: if let and guard let bind them, ?? defaults them
import Foundation
if let whole = Int(exactly: 2.0) {
    print("whole", whole)  // expect: whole 2
}
if let fraction = Int(exactly: 2.5) {
    print(fraction)
} else {
    print("2.5 is not whole")  // expect: 2.5 is not whole
}
func byte(_ hex: String) -> Int {
    guard let value = UInt8(hex, radix: 16) else { return -1 }
    return Int(value)
}
print(byte("ff"), byte("zz"))  // expect: 255 -1
let exact = Double(exactly: 7) ?? 0
print(exact)  // expect: 7.0
let huge = 1e30
let big = Int64(exactly: huge)
print(big == nil)  // expect: true
