// A shopping cart of line items: mutating add that merges by Equatable product, removeAll(where:), reduce totals, default arguments and rounding.
import Foundation
struct Product: Equatable { let sku: String; let price: Double }
struct LineItem { let product: Product; var quantity: Int
    var subtotal: Double { product.price * Double(quantity) } }
struct Cart {
    private(set) var items: [LineItem] = []
    mutating func add(_ p: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product == p }) { items[i].quantity += quantity }
        else { items.append(LineItem(product: p, quantity: quantity)) }
    }
    mutating func remove(sku: String) { items.removeAll { $0.product.sku == sku } }
    var total: Double { items.reduce(0) { $0 + $1.subtotal } }
    var count: Int { items.map(\.quantity).reduce(0, +) }
    func discounted(by percent: Double) -> Double { (total * (1 - percent / 100) * 100).rounded() / 100 }
}
let apple = Product(sku: "A1", price: 0.5), bread = Product(sku: "B2", price: 2.25)
var cart = Cart()
cart.add(apple, quantity: 4)
cart.add(bread)
cart.add(apple)
print(cart.count, cart.total)
print(cart.discounted(by: 10))
cart.remove(sku: "A1")
print(cart.items.map { "\($0.product.sku)x\($0.quantity)" }, cart.total)
let empty = Cart()
print(empty.total, empty.count, empty.items.isEmpty)
// expect: 6 4.75
// expect: 4.28
// expect: ["B2x1"] 2.25
// expect: 0.0 0 true
