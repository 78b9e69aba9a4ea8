// split drops empty pieces by default; joined glues with a separator.
let csv = "a,b,,c"
let parts = csv.split(separator: ",")
print(parts)  // expect: ["a", "b", "c"]
print(parts.count)  // expect: 3
print(parts.joined(separator: "-"))  // expect: a-b-c
print(csv.split(separator: ",", omittingEmptySubsequences: false).count)  // expect: 4
print(["x", "y", "z"].joined())  // expect: xyz
let words = "one two  three".split(separator: " ")
print(words.map { $0.count })  // expect: [3, 3, 5]
