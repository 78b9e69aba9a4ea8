// Word counts incremented straight through the dictionary's optional subscript.
let words = ["swift", "code", "swift"]
var counts: [String: Int] = [:]
for word in words {
    counts[word] = counts[word] + 1 // expect error col 26: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
}
print(counts["swift"] ?? 0)
