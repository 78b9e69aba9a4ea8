// A closure of two parameters called with one.
let discount = { (price: Double, percent: Double) in price * (1 - percent / 100) }
print(discount(80)) // expect error col 18: missing argument for parameter #2 in call
