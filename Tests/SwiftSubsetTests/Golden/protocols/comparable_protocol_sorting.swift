// Implementing only < gives <=, >, >=, min, max and sorted for free.
struct Money: Comparable, CustomStringConvertible {
    let cents: Int
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    var description: String { "$\(cents / 100).\(String(format2: cents % 100))" }
}
extension String {
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
let prices = [Money(cents: 1999), Money(cents: 505), Money(cents: 1200)]
print(prices.sorted())  // expect: [$5.05, $12.00, $19.99]
print(prices.min()!, prices.max()!)  // expect: $5.05 $19.99
print(Money(cents: 5) >= Money(cents: 5), Money(cents: 6) <= Money(cents: 5))  // expect: true false
print(prices.sorted(by: >).first!)  // expect: $19.99
print((Money(cents: 1)...Money(cents: 100)).contains(Money(cents: 50)))  // expect: true
