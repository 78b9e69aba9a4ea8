// Inside an extension of Array or of a protocol, `Element` and `.zero` mean
// the element type of the value the method is called on — also when the
// collection is empty and has no element to show it.
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Sequence where Element: AdditiveArithmetic {
    func total() -> Element { reduce(.zero, +) }
}
extension Collection where Element: BinaryFloatingPoint {
    var mean: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}

let prices: [Double] = []
let counts = [3, 4]
print(prices.sum(), counts.sum())  // expect: 0.0 7
print(prices.total(), counts.total(), [0.25, 0.5].total())  // expect: 0.0 7 0.75
print([2.0, 3.0, 7.0].mean, prices.mean)  // expect: 4.0 0.0

struct Ledger {
    var entries: [Double] = []
    var balance: Double { entries.sum() }
}
var ledger = Ledger()
print(ledger.balance)  // expect: 0.0
ledger.entries += [12.5, -2]
print(ledger.balance, ledger.entries.mean)  // expect: 10.5 5.25

// An arithmetic operand where an `Element` is expected is an `Element` too.
extension Collection where Element: BinaryFloatingPoint {
    var average: Element { isEmpty ? .zero : reduce(.zero, +) / Element(count) }
}
let temperatures: [Float] = [18.5, 21]
print(temperatures.average, [Double]().average)  // expect: 19.75 0.0
