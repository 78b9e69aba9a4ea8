// `+=` on a parameter: parameters are `let` constants.
func total(_ prices: [Double], tax: Double) -> Double {
    var sum = 0.0
    for price in prices { sum += price }
    tax += 1 // expect error col 9: left side of mutating operator isn't mutable: 'tax' is a 'let' constant
    return sum * tax
}
print(total([1, 2], tax: 0.2))
