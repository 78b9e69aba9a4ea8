// Dictionary(grouping:by:)'s closure is given the sequence's elements, so
// a member they lack is refused before anything runs.
struct Expense {
    let title: String
    let category: String
}
let expenses = [Expense(title: "Tea", category: "food")]
print("expenses:", expenses.count)
let byCategory = Dictionary(grouping: expenses, by: { $0.categroy }) // expect error col 58: value of type 'Expense' has no member 'categroy'
print(byCategory.count)
