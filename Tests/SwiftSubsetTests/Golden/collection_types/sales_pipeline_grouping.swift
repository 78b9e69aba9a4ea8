// Sorting, grouping and reducing pipelines: multi-key sorts with tuple comparison, reduce(into:), mapValues, zip, chunked windows
import Foundation
struct Order {
    let customer: String
    let month: Int
    let amount: Double
    let items: Int
}

let orders = [
    Order(customer: "ann", month: 1, amount: 120.5, items: 3),
    Order(customer: "bob", month: 1, amount: 80, items: 1),
    Order(customer: "ann", month: 2, amount: 42.25, items: 2),
    Order(customer: "cy", month: 2, amount: 300, items: 10),
    Order(customer: "bob", month: 3, amount: 99.99, items: 4),
    Order(customer: "ann", month: 3, amount: 15, items: 1),
    Order(customer: "cy", month: 3, amount: 5, items: 1),
]

let sorted = orders.sorted { ($0.month, -$0.amount) < ($1.month, -$1.amount) }
print(sorted.map { "\($0.month):\($0.customer)" })

let perCustomer = orders.reduce(into: [String: (total: Double, count: Int)]()) { acc, o in
    acc[o.customer, default: (0, 0)].total += o.amount
    acc[o.customer, default: (0, 0)].count += 1
}
for name in perCustomer.keys.sorted() {
    let entry = perCustomer[name]!
    print(name, entry.total, entry.count, (entry.total / Double(entry.count) * 100).rounded() / 100)
}

let monthly = Dictionary(grouping: orders, by: \.month).mapValues { $0.map(\.amount).reduce(0, +) }
let months = monthly.keys.sorted()
let totals = months.map { monthly[$0]! }
print(zip(months, totals).map { "m\($0)=\($1)" })
let growth = zip(totals, totals.dropFirst()).map { (($1 - $0) / $0 * 1000).rounded() / 10 }
print(growth)

let ranked = perCustomer.sorted { $0.value.total > $1.value.total }.enumerated().map { "\($0.offset + 1). \($0.element.key)" }
print(ranked)
let bigSpenders = Set(orders.filter { $0.amount > 90 }.map(\.customer))
print(bigSpenders.sorted(), orders.allSatisfy { $0.items > 0 }, orders.contains { $0.items > 5 })
let itemCounts = orders.map(\.items)
let windows = stride(from: 0, to: itemCounts.count, by: 3).map { Array(itemCounts[$0..<min($0 + 3, itemCounts.count)]) }
print(windows, windows.map { $0.reduce(0, +) })
let (small, large) = orders.reduce(into: ([Order](), [Order]())) { parts, o in
    if o.amount < 50 { parts.0.append(o) } else { parts.1.append(o) }
}
print(small.count, large.count, orders.min { $0.amount < $1.amount }!.customer)
let flattened = Dictionary(grouping: orders, by: \.customer).sorted { $0.key < $1.key }.flatMap { $0.value.map(\.items) }
print(flattened, flattened.lazy.filter { $0 > 1 }.map { $0 * 10 }.first ?? 0)

// expect: ["1:ann", "1:bob", "2:cy", "2:ann", "3:bob", "3:ann", "3:cy"]
// expect: ann 177.75 3 59.25
// expect: bob 179.99 2 90.0
// expect: cy 305.0 2 152.5
// expect: ["m1=200.5", "m2=342.25", "m3=119.99"]
// expect: [70.7, -64.9]
// expect: ["1. cy", "2. bob", "3. ann"]
// expect: ["ann", "bob", "cy"] true true
// expect: [[3, 1, 2], [10, 4, 1], [1]] [6, 15, 1]
// expect: 3 4 cy
// expect: [3, 2, 1, 1, 4, 10, 1] 30
