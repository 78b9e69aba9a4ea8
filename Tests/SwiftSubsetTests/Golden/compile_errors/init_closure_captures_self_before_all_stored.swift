// A closure in a struct's initializer reads a property (capturing `self`) before every stored property has a value.
struct PriceList {
    let taxRate: Double
    var prices: [Double]
    init(raw: [Double], taxRate: Double) {
        self.taxRate = taxRate
        let taxed = raw.map { $0 * (1 + taxRate) } // fine: the parameter, not the property
        let rounded = taxed.map { ($0 * 100).rounded() / 100 * self.taxRate } // expect error col 33: variable 'self.prices' captured by a closure before being initialized
        prices = rounded
    }
}
print(PriceList(raw: [1, 2], taxRate: 0.5).prices)
