// Random numbers and UUIDs: only their shape is deterministic.
import Foundation
let roll = Int.random(in: 1...6)
print((1...6).contains(roll))  // expect: true
let d = Double.random(in: 0..<1)
print(d >= 0 && d < 1)  // expect: true
let id = UUID().uuidString
print(id.count, id.filter { $0 == "-" }.count)  // expect: 36 4
print(UUID() == UUID())  // expect: false
print([1, 2, 3].shuffled().sorted())  // expect: [1, 2, 3]
print([7].randomElement()!)  // expect: 7
