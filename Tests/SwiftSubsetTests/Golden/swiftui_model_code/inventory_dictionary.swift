// Inventory kept in a Dictionary: default subscripts, removing by nil, sorted iteration, filter and merging, reduce(into:) counts and mapValues.
var stock: [String: Int] = ["apple": 3, "pear": 0]
stock["kiwi", default: 0] += 5
stock["apple"]! -= 1
stock["pear"] = nil
for (name, qty) in stock.sorted(by: { $0.key < $1.key }) { print(name, qty) }
let low = stock.filter { $0.value < 4 }.map(\.key)
print(low)
let prices = ["apple": 0.4, "kiwi": 0.25]
let value = stock.reduce(0.0) { sum, entry in sum + Double(entry.value) * (prices[entry.key] ?? 0) }
print(value)
let merged = stock.merging(["fig": 2, "kiwi": 1]) { $0 + $1 }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let counts = "hello world".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts["l"]!, counts["o"]!, counts[" "] ?? 0)
print(stock.mapValues { $0 * 2 }["kiwi"]!, stock.isEmpty, stock.count)
// expect: apple 2
// expect: kiwi 5
// expect: ["apple"]
// expect: 2.05
// expect: ["apple=2", "fig=2", "kiwi=6"]
// expect: 3 2 1
// expect: 10 false 2
