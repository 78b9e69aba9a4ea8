// A method named without () used in arithmetic.
struct Cart {
    var prices: [Double]
    func total() -> Double { prices.reduce(0, +) }
}
let cart = Cart(prices: [4.5, 3])
let withTip = cart.total * 1.1 // expect error col 26: binary operator '*' cannot be applied to operands of type '() -> Double' and 'Double'
print(withTip)
