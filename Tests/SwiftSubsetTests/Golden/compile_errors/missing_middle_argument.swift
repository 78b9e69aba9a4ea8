// A missing argument before one that is given.
struct Order {
    var product: String
    var quantity: Int
    var express = false
}
let order = Order(quantity: 2, express: true) // expect error col 19: missing argument for parameter 'product' in call
print(order)
