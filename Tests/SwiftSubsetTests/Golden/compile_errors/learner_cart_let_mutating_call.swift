// A shopping cart declared with let cannot take a mutating call: swiftc names the constant.
struct Cart {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

let cart = Cart()
cart.add("apple") // expect error col 6: cannot use mutating member on immutable value: 'cart' is a 'let' constant
print(cart.items)
