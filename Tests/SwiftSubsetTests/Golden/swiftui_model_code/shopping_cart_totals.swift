// A cart model: quantities, a discount enum with payloads, and totals formatted to cents.
import Foundation
struct Product: Hashable { let name: String; let price: Double }
enum Discount {
    case none
    case percent(Double)
    case fixed(Double)
    case buyXGetOne(product: String, x: Int)
}
struct Cart {
    private(set) var lines: [(product: Product, quantity: Int)] = []
    var discount: Discount = .none
    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product == product }) {
            lines[i].quantity += quantity
        } else {
            lines.append((product, quantity))
        }
    }
    var subtotal: Double { lines.reduce(0) { $0 + $1.product.price * Double($1.quantity) } }
    var savings: Double {
        switch discount {
        case .none: return 0
        case .percent(let p): return subtotal * p / 100
        case .fixed(let amount): return min(amount, subtotal)
        case let .buyXGetOne(name, x):
            guard let line = lines.first(where: { $0.product.name == name }) else { return 0 }
            return Double(line.quantity / (x + 1)) * line.product.price
        }
    }
    var total: Double { subtotal - savings }
}
func money(_ value: Double) -> String { String(format: "$%.2f", value) }
var cart = Cart()
let coffee = Product(name: "Coffee", price: 3.4)
let bagel = Product(name: "Bagel", price: 2.25)
cart.add(coffee, quantity: 2)
cart.add(bagel)
cart.add(coffee)
print(cart.lines.map { "\($0.quantity)x \($0.product.name)" })  // expect: ["3x Coffee", "1x Bagel"]
print(money(cart.subtotal))  // expect: $12.45
for discount: Discount in [.percent(10), .fixed(20), .buyXGetOne(product: "Coffee", x: 2)] {
    cart.discount = discount
    print(money(cart.savings), money(cart.total))
}
// expect: $1.25 $11.20
// expect: $12.45 $0.00
// expect: $3.40 $9.05
