// A shopping cart: discounts as enum payloads, quantities in a dictionary, totals by reduce
import Foundation

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Double
}

enum Discount {
    case percent(Double)
    case fixed(Double)
    case buyXGetY(sku: String, buy: Int, free: Int)
    case none

    func amount(for lines: [(product: Product, quantity: Int)]) -> Double {
        let subtotal = lines.reduce(0.0) { $0 + $1.product.price * Double($1.quantity) }
        switch self {
        case .percent(let p):
            return subtotal * p / 100
        case .fixed(let value):
            return min(value, subtotal)
        case let .buyXGetY(sku, buy, free):
            guard let line = lines.first(where: { $0.product.sku == sku }) else { return 0 }
            let groups = line.quantity / (buy + free)
            return Double(groups * free) * line.product.price
        case .none:
            return 0
        }
    }
}

struct Cart {
    private var quantities: [Product: Int] = [:]
    private var order: [Product] = []
    var discount: Discount = .none

    mutating func add(_ product: Product, quantity: Int = 1) {
        if quantities[product] == nil { order.append(product) }
        quantities[product, default: 0] += quantity
    }

    mutating func remove(_ product: Product) {
        guard let current = quantities[product] else { return }
        if current <= 1 {
            quantities[product] = nil
            order.removeAll { $0 == product }
        } else {
            quantities[product] = current - 1
        }
    }

    var lines: [(product: Product, quantity: Int)] {
        order.compactMap { p in quantities[p].map { (product: p, quantity: $0) } }
    }

    var subtotal: Double { lines.reduce(0) { $0 + $1.product.price * Double($1.quantity) } }
    var total: Double { subtotal - discount.amount(for: lines) }
    var itemCount: Int { quantities.values.reduce(0, +) }
}

let apple = Product(sku: "A1", name: "Apple", price: 0.5)
let bread = Product(sku: "B2", name: "Bread", price: 2.25)
let cheese = Product(sku: "C3", name: "Cheese", price: 7.99)

var cart = Cart()
cart.add(apple, quantity: 6)
cart.add(bread)
cart.add(cheese, quantity: 2)
cart.remove(cheese)
cart.add(bread)
cart.remove(bread)
cart.remove(bread)

for line in cart.lines {
    let cost = line.product.price * Double(line.quantity)
    print("\(line.quantity) x \(line.product.name)".padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: "%6.2f", cost))
}
print("items:", cart.itemCount)
let discounts: [Discount] = [.none, .percent(10), .fixed(20), .buyXGetY(sku: "A1", buy: 2, free: 1)]
for d in discounts {
    cart.discount = d
    print(String(format: "subtotal %.2f total %.2f", cart.subtotal, cart.total))
}

// expect: 6 x Apple       3.00
// expect: 1 x Cheese      7.99
// expect: items: 7
// expect: subtotal 10.99 total 10.99
// expect: subtotal 10.99 total 9.89
// expect: subtotal 10.99 total 0.00
// expect: subtotal 10.99 total 9.99
