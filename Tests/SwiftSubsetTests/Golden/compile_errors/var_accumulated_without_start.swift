// A running total needs its starting value: `+=` reads the variable first.
func total(of prices: [Double]) -> Double {
    var sum: Double
    for price in prices {
        sum += price // expect error col 13: variable 'sum' passed by reference before being initialized
    }
    return sum
}
print(total(of: [1.5, 2.5]))
