// Chaining collection operations, compactMap, flatMap, zip, reversed.
let words = ["kiwi", "fig", "banana", "plum"]
let result = words.filter { $0.count > 3 }.map { $0.uppercased() }.sorted()
print(result)  // expect: ["BANANA", "KIWI", "PLUM"]
print([[1, 2], [3], []].flatMap { $0 })  // expect: [1, 2, 3]
print(Array(zip([1, 2, 3], ["a", "b"])).map { "\($0)\($1)" })  // expect: ["1a", "2b"]
print(Array(words.reversed()))  // expect: ["plum", "banana", "fig", "kiwi"]
print(words.map(\.count).max()!)  // expect: 6
print(words.min { $0.count < $1.count }!)  // expect: fig
