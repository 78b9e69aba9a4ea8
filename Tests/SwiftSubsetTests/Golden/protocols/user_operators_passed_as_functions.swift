// User Comparable/Equatable operators passed as functions: sorted(by: <), max(by: <), zip(a, b).map(==), reduce with a user +.
import Foundation
struct Money: Comparable, CustomStringConvertible {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
let wallet = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(wallet.sorted(by: <), wallet.sorted(by: >).first!)
print(wallet.reduce(Money(cents: 0), +), wallet.max(by: <)!)
print(zip(wallet, wallet.reversed()).map(==), zip(wallet, wallet.dropFirst()).map(<))
let totals = zip(wallet, wallet).map(+)
print(totals)
// expect: [$0.99, $2.50, $10.00] $10.00
// expect: $13.49 $10.00
// expect: [false, true, false] [false, true]
// expect: [$5.00, $1.98, $20.00]
