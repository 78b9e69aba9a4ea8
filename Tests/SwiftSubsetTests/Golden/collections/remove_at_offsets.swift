// remove(atOffsets:) with an IndexSet removes several positions at once.
// swiftc-shim: remove_at_offsets
import Foundation
var items = ["a", "b", "c", "d", "e"]
items.remove(atOffsets: IndexSet([1, 3]))
print(items)  // expect: ["a", "c", "e"]
items.remove(atOffsets: IndexSet(integer: 0))
print(items)  // expect: ["c", "e"]
var nums = Array(0..<10)
nums.remove(atOffsets: IndexSet(2..<8))
print(nums)  // expect: [0, 1, 8, 9]
let set = IndexSet([5, 1, 3])
print(Array(set))  // expect: [1, 3, 5]
var list = ["a", "b", "c", "d"]
list.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
print(list)  // expect: ["b", "c", "a", "d"]
