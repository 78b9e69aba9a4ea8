// Expenses grouped by category with totals, shares of the whole and a sorted summary.
import Foundation
enum Category: String, CaseIterable { case food, transport, fun }
struct Expense { let title: String; let amount: Double; let category: Category }
let expenses = [
    Expense(title: "Groceries", amount: 82.5, category: .food),
    Expense(title: "Bus pass", amount: 40, category: .transport),
    Expense(title: "Cinema", amount: 24, category: .fun),
    Expense(title: "Lunch", amount: 13.5, category: .food),
]
let byCategory = Dictionary(grouping: expenses, by: \.category).mapValues { $0.reduce(0) { $0 + $1.amount } }
let total = byCategory.values.reduce(0, +)
for (category, amount) in byCategory.sorted(by: { $0.value > $1.value }) {
    let share = Int((amount / total * 100).rounded())
    print("\(category.rawValue): \(String(format: "%.2f", amount)) (\(share)%)")
}
// expect: food: 96.00 (60%)
// expect: transport: 40.00 (25%)
// expect: fun: 24.00 (15%)
let unused = Category.allCases.filter { byCategory[$0] == nil }
print(unused.isEmpty, String(format: "%.2f", total))  // expect: true 160.00
