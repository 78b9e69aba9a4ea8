// A method that ends in an operator expression of its result type: the error is at the expression's start.
struct Invoice {
    var net = 40.0
    func gross(rate: Double) -> Double {
        let tax = net * rate
        net + tax // expect error col 9: missing return in instance method expected to return 'Double'
    }
}
print(Invoice().gross(rate: 0.25))
