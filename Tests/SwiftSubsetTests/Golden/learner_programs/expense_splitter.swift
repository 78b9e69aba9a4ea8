// Splitting shared expenses: who paid what, each person's balance, and the fewest transfers that settle up, in cents with a deterministic order.
struct Expense {
    let payer: String
    let cents: Int
    let sharedBy: [String]
}

func balances(_ expenses: [Expense]) -> [String: Int] {
    var result: [String: Int] = [:]
    for e in expenses {
        result[e.payer, default: 0] += e.cents
        let share = e.cents / e.sharedBy.count
        var remainder = e.cents % e.sharedBy.count
        for person in e.sharedBy.sorted() {
            var owed = share
            if remainder > 0 { owed += 1; remainder -= 1 }
            result[person, default: 0] -= owed
        }
    }
    return result
}

func settle(_ balances: [String: Int]) -> [(from: String, to: String, cents: Int)] {
    var debtors = balances.filter { $0.value < 0 }.map { ($0.key, -$0.value) }.sorted { $0.0 < $1.0 }
    var creditors = balances.filter { $0.value > 0 }.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
    var transfers: [(from: String, to: String, cents: Int)] = []
    var i = 0, j = 0
    while i < debtors.count && j < creditors.count {
        let amount = min(debtors[i].1, creditors[j].1)
        transfers.append((debtors[i].0, creditors[j].0, amount))
        debtors[i].1 -= amount
        creditors[j].1 -= amount
        if debtors[i].1 == 0 { i += 1 }
        if creditors[j].1 == 0 { j += 1 }
    }
    return transfers
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    return "\(sign)$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
}

let trip = [
    Expense(payer: "Ana", cents: 9000, sharedBy: ["Ana", "Ben", "Cleo"]),
    Expense(payer: "Ben", cents: 2500, sharedBy: ["Ben", "Cleo"]),
    Expense(payer: "Cleo", cents: 1000, sharedBy: ["Ana", "Ben", "Cleo"]),
    Expense(payer: "Dev", cents: 400, sharedBy: ["Ana", "Dev"]),
]
let b = balances(trip)
for name in b.keys.sorted() { print(name, money(b[name]!)) }
// expect: Ana $54.66
// expect: Ben -$20.83
// expect: Cleo -$35.83
// expect: Dev $2.00
print(b.values.reduce(0, +))
// expect: 0
for t in settle(b) { print("\(t.from) pays \(t.to) \(money(t.cents))") }
// expect: Ben pays Ana $20.83
// expect: Cleo pays Ana $33.83
// expect: Cleo pays Dev $2.00
