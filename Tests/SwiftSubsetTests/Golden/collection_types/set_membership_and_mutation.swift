// Set insert/update/remove results, Hashable structs as members, filter keeping a Set, sets as dictionary keys, strict relations.
struct Tag: Hashable { let name: String }
var tags: Set<Tag> = [Tag(name: "swift"), Tag(name: "ios"), Tag(name: "swift")]
print(tags.count, tags.contains(Tag(name: "ios")))  // expect: 2 true
let first = tags.insert(Tag(name: "swift"))
print(first.inserted, first.memberAfterInsert.name)  // expect: false swift
print(tags.insert(Tag(name: "mac")).inserted, tags.count)  // expect: true 3
print(tags.remove(Tag(name: "ios"))?.name ?? "none", tags.remove(Tag(name: "tv")) == nil)  // expect: ios true
var numbers: Set = [1, 2, 3, 4, 5, 6]
let evens = numbers.filter { $0 % 2 == 0 }
print(type(of: evens), evens.sorted())  // expect: Set<Int> [2, 4, 6]
print(numbers.update(with: 3) as Any, numbers.update(with: 9) as Any)  // expect: Optional(3) nil
print(numbers.isStrictSuperset(of: evens), evens.isStrictSuperset(of: evens))  // expect: true false
print(numbers.symmetricDifference([1, 2, 10]).sorted())  // expect: [3, 4, 5, 6, 9, 10]
print(evens == [6, 4, 2], evens != [2, 4])  // expect: true true
let groups = [Set([1, 2]): "low", Set([8, 9]): "high"]
print(groups[Set([2, 1])]!, groups[Set([9, 8])]!)  // expect: low high
var empty = Set<String>()
print(empty, empty.popFirst() as Any, empty.isEmpty)  // expect: [] nil true
empty.formUnion(["a"])
print(empty, empty.first!)  // expect: ["a"] a
let letters = Set("mississippi")
print(letters.count, letters.sorted().map(String.init).joined())  // expect: 4 imps
