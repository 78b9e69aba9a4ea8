// CaseIterable: allCases in declaration order, used to build a menu.
enum Drink: String, CaseIterable {
    case espresso, latte, flatWhite = "flat white", tea
    var price: Double {
        switch self {
        case .espresso: 2.0
        case .latte, .flatWhite: 3.5
        case .tea: 1.5
        }
    }
}
print(Drink.allCases.count)  // expect: 4
for (i, drink) in Drink.allCases.enumerated() {
    print("\(i + 1). \(drink.rawValue) \(drink.price)")
}
// expect: 1. espresso 2.0
// expect: 2. latte 3.5
// expect: 3. flat white 3.5
// expect: 4. tea 1.5
let cheapest = Drink.allCases.min { $0.price < $1.price }!
print(cheapest)  // expect: tea
print(Drink.allCases.map(\.rawValue).joined(separator: "/"))  // expect: espresso/latte/flat white/tea
