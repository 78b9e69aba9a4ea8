// mapValues, filter, compactMapValues and default subscripts on dictionaries.
let prices = ["tea": 2.5, "cake": 4.0, "water": 1.0]
let doubled = prices.mapValues { $0 * 2 }
print(doubled["cake"]!)  // expect: 8.0
let cheap = prices.filter { $0.value < 3 }
print(cheap.keys.sorted())  // expect: ["tea", "water"]
let raw = ["a": "1", "b": "x", "c": "3"]
let parsed = raw.compactMapValues(Int.init)
print(parsed.count, parsed["c"]!)  // expect: 2 3
var counts: [Character: Int] = [:]
for ch in "hello" { counts[ch, default: 0] += 1 }
print(counts["l"]!, counts["z", default: 0])  // expect: 2 0
let total = prices.values.reduce(0, +)
print(total)  // expect: 7.5
let sortedByPrice = prices.sorted { $0.value > $1.value }.map(\.key)
print(sortedByPrice)  // expect: ["cake", "tea", "water"]
