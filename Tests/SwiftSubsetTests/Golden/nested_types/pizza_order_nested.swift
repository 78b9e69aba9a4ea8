// A pizza order with nested types: enums and structs inside a struct, qualified names when printed inside values, extensions of nested types.
import Foundation
struct Pizza {
    enum Size: String, CaseIterable {
        case small, medium, large
        var inches: Int {
            switch self {
            case .small: return 10
            case .medium: return 12
            case .large: return 14
            }
        }
    }
    struct Topping: Equatable {
        let name: String
        let price: Double
        static let cheese = Topping(name: "cheese", price: 1.0)
        static let olives = Topping(name: "olives", price: 0.75)
    }
    var size: Size
    var toppings: [Topping] = []

    var price: Double {
        let base: Double
        switch size {
        case .small: base = 8
        case .medium: base = 10
        case .large: base = 12.5
        }
        return base + toppings.reduce(0) { $0 + $1.price }
    }
}

extension Pizza.Size {
    var label: String { rawValue.capitalized }
}

var order = Pizza(size: .medium)
order.toppings.append(.cheese)
order.toppings.append(Pizza.Topping.olives)
print(order.size, order.size.inches, order.size.label)
print(order.price)
print([order.size])
print(order.toppings.map(\.name))
print(Pizza.Size.allCases)
print(Pizza.Size(rawValue: "large") as Any, Pizza.Size(rawValue: "huge") as Any)
print(order.toppings.contains(.cheese))
print(order.toppings[0])
print("\(order.size)", String(describing: Pizza.Size.self), String(reflecting: Pizza.Size.self))
let upgraded = Pizza(size: .large, toppings: order.toppings)
print(upgraded.price - order.price)
print(type(of: upgraded.toppings))
// expect: medium 12 Medium
// expect: 11.75
// expect: [main.Pizza.Size.medium]
// expect: ["cheese", "olives"]
// expect: [main.Pizza.Size.small, main.Pizza.Size.medium, main.Pizza.Size.large]
// expect: Optional(main.Pizza.Size.large) nil
// expect: true
// expect: Topping(name: "cheese", price: 1.0)
// expect: medium Size main.Pizza.Size
// expect: 2.5
// expect: Array<Topping>
