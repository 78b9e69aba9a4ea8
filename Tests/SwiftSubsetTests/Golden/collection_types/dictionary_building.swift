// Building dictionaries: uniquingKeysWith, grouping, and zip of keys and values.
let pairs = [("apple", 3), ("pear", 1), ("apple", 2)]
let totals = Dictionary(pairs, uniquingKeysWith: +)
print(totals["apple"]!, totals["pear"]!)  // expect: 5 1
let latest = Dictionary(pairs, uniquingKeysWith: { _, new in new })
print(latest["apple"]!)  // expect: 2
let words = ["ant", "bee", "bat", "cow", "cat", "cod"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!)
}
// expect: a ["ant"]
// expect: b ["bee", "bat"]
// expect: c ["cow", "cat", "cod"]
let ids = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [10, 20]))
print(ids["y"]!)  // expect: 20
