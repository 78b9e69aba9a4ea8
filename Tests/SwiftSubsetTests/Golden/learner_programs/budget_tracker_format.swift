// A monthly budget tracker: expenses with categories, totals per category with Dictionary(grouping:), amounts shown with String(format:), and warnings for categories over their limit.
import Foundation

enum Category: String, CaseIterable {
    case rent, food, transport, fun
}

struct Expense {
    let title: String
    let amount: Double
    let category: Category
}

struct Budget {
    var limits: [Category: Double]
    var expenses: [Expense] = []

    mutating func spend(_ amount: Double, on title: String, _ category: Category) {
        expenses.append(Expense(title: title, amount: amount, category: category))
    }

    var totals: [Category: Double] {
        Dictionary(grouping: expenses, by: \.category).mapValues { $0.reduce(0) { $0 + $1.amount } }
    }

    func remaining(for category: Category) -> Double {
        (limits[category] ?? 0) - (totals[category] ?? 0)
    }
}

func money(_ value: Double) -> String {
    String(format: "%@$%.2f", value < 0 ? "-" : "", abs(value))
}

func pad(_ text: String, _ width: Int) -> String {
    let fill = String(repeating: " ", count: max(0, abs(width) - text.count))
    return width < 0 ? fill + text : text + fill
}

var budget = Budget(limits: [.rent: 1200, .food: 400, .transport: 120, .fun: 150])
budget.spend(1200, on: "April rent", .rent)
budget.spend(82.40, on: "Groceries", .food)
budget.spend(45.15, on: "Bus pass", .transport)
budget.spend(63.99, on: "Concert", .fun)
budget.spend(120.5, on: "Groceries", .food)
budget.spend(99.95, on: "Game", .fun)
budget.spend(12, on: "Taxi", .transport)

for category in Category.allCases {
    let spent = budget.totals[category] ?? 0
    let left = budget.remaining(for: category)
    let line = pad(category.rawValue, 10) + pad(money(spent), -10) + pad(money(left), -10)
    print(line + (left < 0 ? "  over!" : ""))
}
let total = budget.expenses.map(\.amount).reduce(0, +)
print("total", money(total))
let percent = total / budget.limits.values.reduce(0, +) * 100
print(String(format: "used %.1f%% of the budget", percent))
let biggest = budget.expenses.max { $0.amount < $1.amount }!
print("biggest: \(biggest.title) \(money(biggest.amount))")
let foodTitles = budget.expenses.filter { $0.category == .food }.map(\.title)
print(Set(foodTitles).count, foodTitles.count)
print(String(format: "%05.1f|%+d|%x", 3.14159, 42, 255))

// expect: rent        $1200.00     $0.00
// expect: food         $202.90   $197.10
// expect: transport     $57.15    $62.85
// expect: fun          $163.94   -$13.94  over!
// expect: total $1623.99
// expect: used 86.8% of the budget
// expect: biggest: April rent $1200.00
// expect: 1 2
// expect: 003.1|+42|ff
