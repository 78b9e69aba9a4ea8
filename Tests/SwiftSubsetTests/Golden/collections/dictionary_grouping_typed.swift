// Dictionary(grouping:by:) groups a sequence's elements by the closure's
// key: the closure's `$0` is an element, and the result a dictionary of
// arrays, so what is done with them downstream is typed.
struct Expense {
    let title: String
    let category: String
    let amount: Double
}
let expenses = [
    Expense(title: "Tea", category: "food", amount: 3.5),
    Expense(title: "Bus", category: "travel", amount: 2),
    Expense(title: "Cake", category: "food", amount: 4.25),
]
let byCategory = Dictionary(grouping: expenses, by: { $0.category })
for category in byCategory.keys.sorted() {
    let items = byCategory[category]!
    let total = items.reduce(0) { $0 + $1.amount }
    print(category, items.map { $0.title }, total)
}
let counts = byCategory.mapValues { $0.count }
print(counts.sorted { $0.key < $1.key })
let byLength = Dictionary(grouping: ["kiwi", "fig", "pear", "plum"]) { $0.count }
print(byLength[4]!, byLength[3]!.first!.uppercased())
let byParity = Dictionary(grouping: 1...6, by: { $0 % 2 == 0 })
print(byParity[true]!, byParity[false]!.reduce(0, +))
let scores = Dictionary(uniqueKeysWithValues: zip(["ann", "bo"], [90, 75]))
print(scores["bo"]! + 1, scores.keys.sorted())
let tally = Dictionary([("x", 1), ("y", 5), ("x", 2)], uniquingKeysWith: +)
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let largest = byCategory.max { $0.value.count < $1.value.count }
print(largest!.key)

// expect: food ["Tea", "Cake"] 7.75
// expect: travel ["Bus"] 2.0
// expect: [(key: "food", value: 2), (key: "travel", value: 1)]
// expect: ["kiwi", "pear", "plum"] FIG
// expect: [2, 4, 6] 9
// expect: 76 ["ann", "bo"]
// expect: ["x=3", "y=5"]
// expect: food
