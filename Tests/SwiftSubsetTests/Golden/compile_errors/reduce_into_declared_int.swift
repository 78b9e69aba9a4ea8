// A total of prices declared as an Int.
let prices = [2.5, 4.0]
let total: Int = prices.reduce(0, +) // expect error col 35: cannot convert value of type '(Int) -> Int' to expected argument type '(Int, Double) throws -> Int'
print(total)
