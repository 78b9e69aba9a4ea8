// A computed summary returns a reduce over Ints where its declared type is String.
struct Cart {
    var prices: [Int]
    var summary: String { prices.reduce(0, +) } // expect error col 34: cannot convert return expression of type 'Int' to return type 'String'
}
print(Cart(prices: [3, 4]).summary)
