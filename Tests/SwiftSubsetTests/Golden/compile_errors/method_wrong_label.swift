// A method's argument labels, like a function's.
struct Cart {
    var items: [String] = []
    mutating func add(item: String) { items.append(item) }
}
var cart = Cart()
cart.add(product: "tea") // expect error col 9: incorrect argument label in call (have 'product:', expected 'item:')
print(cart.items)
