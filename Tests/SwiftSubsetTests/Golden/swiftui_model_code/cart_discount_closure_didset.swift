// A shopping cart model with computed properties, didSet and discounts as closures.
struct Product { let name: String; let price: Double }
struct Cart {
    var items: [(product: Product, quantity: Int)] = [] {
        didSet { changes += 1 }
    }
    private(set) var changes = 0
    var discount: (Double) -> Double = { $0 }
    var subtotal: Double { items.reduce(0) { $0 + $1.product.price * Double($1.quantity) } }
    var total: Double { discount(subtotal) }
    mutating func add(_ p: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product.name == p.name }) {
            items[i].quantity += quantity
        } else {
            items.append((p, quantity))
        }
    }
}
var cart = Cart()
let apple = Product(name: "apple", price: 0.5)
cart.add(apple, quantity: 4)
cart.add(Product(name: "pie", price: 3))
cart.add(apple)
cart.discount = { $0 > 5 ? $0 * 0.9 : $0 }
print(cart.items.map { "\($0.product.name)x\($0.quantity)" }, cart.subtotal, cart.total, cart.changes)
// expect: ["applex5", "piex1"] 5.5 4.95 3
