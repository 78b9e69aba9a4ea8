// Dictionary(grouping:by:) gives `[Key: [Element]]`: a group is an
// array, not an element.
struct Expense {
    let title: String
    let amount: Double
}
let expenses = [Expense(title: "Tea", amount: 3.5)]
let byTitle = Dictionary(grouping: expenses, by: { $0.title })
let tea: Expense = byTitle["Tea"]! // expect error col 34: cannot convert value of type '[Expense]' to specified type 'Expense'
print(tea.amount)
