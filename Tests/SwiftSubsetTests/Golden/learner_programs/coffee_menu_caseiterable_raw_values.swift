// A coffee menu built from CaseIterable enums with raw values: allCases in declaration order, init?(rawValue:) round trips, Int raw values counting up from an explicit start, and an order parsed from text.
enum Size: Int, CaseIterable {
    case small = 8, medium = 12, large = 16
    var extraCents: Int { (rawValue - 8) * 10 }
}

enum Drink: String, CaseIterable {
    case espresso, latte, flatWhite = "flat white", mocha
    var baseCents: Int {
        switch self {
        case .espresso: return 250
        case .latte, .flatWhite: return 380
        case .mocha: return 420
        }
    }
}

enum Shot: Int, CaseIterable {
    case single = 1, double, triple
}

print(Drink.allCases.map(\.rawValue))
print(Size.allCases.map { "\($0)=\($0.rawValue)oz" })
print(Shot.allCases.map(\.rawValue), Shot(rawValue: 3) == .triple, Shot(rawValue: 4) as Any)

func price(_ drink: Drink, _ size: Size, _ shot: Shot) -> String {
    let cents = drink.baseCents + size.extraCents + (shot.rawValue - 1) * 60
    return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
}

let orders = ["latte large double", "flat white small single", "tea medium single", "mocha huge single", "espresso small triple"]
for text in orders {
    var words = text.split(separator: " ").map(String.init)
    guard words.count >= 3,
          let shot = words.popLast().flatMap({ name in Shot.allCases.first { "\($0)" == name } }),
          let size = words.popLast().flatMap({ name in Size.allCases.first { "\($0)" == name } }),
          let drink = Drink(rawValue: words.joined(separator: " ")) else {
        print("cannot read '\(text)'")
        continue
    }
    print("\(drink.rawValue), \(size), \(shot): \(price(drink, size, shot))")
}
for drink in Drink.allCases where Drink(rawValue: drink.rawValue) != drink {
    print("no round trip for", drink)
}
print(Drink.allCases.count * Size.allCases.count * Shot.allCases.count, "combinations")

// expect: ["espresso", "latte", "flat white", "mocha"]
// expect: ["small=8oz", "medium=12oz", "large=16oz"]
// expect: [1, 2, 3] true nil
// expect: latte, large, double: $5.20
// expect: flat white, small, single: $3.80
// expect: cannot read 'tea medium single'
// expect: cannot read 'mocha huge single'
// expect: espresso, small, triple: $3.70
// expect: 36 combinations
