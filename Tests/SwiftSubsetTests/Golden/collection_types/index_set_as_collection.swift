// IndexSet is a collection of its integers: map, filter, sorted, reduce and for-in over the offsets onDelete passes
import Foundation

let names = ["ant", "bee", "cat", "dog", "eel"]
let offsets = IndexSet([3, 1])
print(offsets.map { names[$0] })  // expect: ["bee", "dog"]
print(offsets.filter { $0 > 1 })  // expect: [3]
print(offsets.sorted(by: >))  // expect: [3, 1]
print(offsets.reduce(0, +))  // expect: 4
for index in offsets { print(index, names[index]) }
// expect: 1 bee
// expect: 3 dog
let removed = Set(offsets.map { names[$0] })
print(names.filter { !removed.contains($0) })  // expect: ["ant", "cat", "eel"]
print(offsets.contains(3), offsets.count, offsets.first ?? -1)  // expect: true 2 1
