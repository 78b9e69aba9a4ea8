// The await goes at the start of the whole expression.
func price(of item: String) async -> Double { Double(item.count) }
func total(_ items: [String]) async -> Double {
    var sum = 0.0
    for item in items {
        sum = sum + price(of: item) // expect error col 15: expression is 'async' but is not marked with 'await'
    }
    return sum
}
print("start")
