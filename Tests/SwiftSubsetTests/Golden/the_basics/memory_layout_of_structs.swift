// MemoryLayout size, stride and alignment of structs with padding, optionals, tuples, strings and Void.
struct Packet { var flag: UInt8; var length: Int32; var done: Bool }
print(MemoryLayout<Packet>.size, MemoryLayout<Packet>.stride, MemoryLayout<Packet>.alignment)  // expect: 9 12 4
print(MemoryLayout<Int?>.size, MemoryLayout<Int?>.stride, MemoryLayout<String>.size, MemoryLayout<Double>.alignment)  // expect: 9 16 16 8
print(MemoryLayout<(Int8, Int64)>.size, MemoryLayout<Bool?>.size, MemoryLayout<[Int]>.size)  // expect: 16 1 8
print(MemoryLayout<Void>.size, MemoryLayout<Void>.stride, MemoryLayout<Float>.stride)  // expect: 0 1 4
