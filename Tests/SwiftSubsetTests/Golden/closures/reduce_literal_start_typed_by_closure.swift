// A literal start value of reduce takes the type the closure's arithmetic gives it, also when the array is empty ($0 + $1 over Doubles makes 0 a Double)
struct Expense { let title: String; let amount: Double }
let none: [Double] = []
print(none.reduce(0) { $0 + $1 })
// expect: 0.0
print([Double]().reduce(0, { total, x in total + x }))
// expect: 0.0
let expenses: [Expense] = []
let spent = expenses.reduce(0) { $0 + $1.amount }
print(spent, type(of: spent))
// expect: 0.0 Double
let some = [Expense(title: "tea", amount: 2.5), Expense(title: "cake", amount: 4)]
print(some.reduce(0) { sum, e in sum + e.amount })
// expect: 6.5
print([2.0, 4.0].reduce(1) { $0 * $1 }, [1.5].reduce(0) { $0 + $1 * 2 })
// expect: 8.0 3.0
print([[1, 2], [3]].reduce(0) { $0 + $1.count }, ["a", "b"].reduce("") { $0 + $1 })
// expect: 3 ab
let ints: [Int] = []
print(ints.reduce(0) { $0 + $1 }, ints.reduce(0) { $0 + $1 * 2 })
// expect: 0 0
