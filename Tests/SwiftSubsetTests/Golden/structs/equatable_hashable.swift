// Synthesised Equatable and Hashable for structs.
struct Tag: Hashable { var name: String; var level: Int }
let a = Tag(name: "x", level: 1)
print(a == Tag(name: "x", level: 1), a == Tag(name: "x", level: 2))  // expect: true false
let set: Set = [a, Tag(name: "x", level: 1)]
print(set.count)  // expect: 1
let lookup = [a: "found"]
print(lookup[Tag(name: "x", level: 1)]!)  // expect: found
print([a, a].contains(Tag(name: "x", level: 1)))  // expect: true
