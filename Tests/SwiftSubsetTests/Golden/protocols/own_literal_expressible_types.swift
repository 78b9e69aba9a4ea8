// A program's own ExpressibleBy…Literal types: a literal where such a type is expected calls its literal initializer (a constant, array elements, a default argument, an optional, an operator operand, a switch pattern).
import Foundation
struct Money: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Equatable, CustomStringConvertible {
    var cents: Int
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    init(integerLiteral value: Int) { cents = value * 100 }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    init(cents: Int) { self.cents = cents }
}
struct Flag: ExpressibleByBooleanLiteral { let on: Bool; init(booleanLiteral value: Bool) { on = value } }
let price: Money = 2.5
let fee: Money = 3
print(price, fee, price + fee, price + 1)
let wallet: [Money] = [1, 0.25]
print(wallet, wallet.contains(1))
func charge(_ m: Money = 9.99) -> String { m.description }
print(charge(), charge(4))
let f: Flag = true
print(f.on)
var maybe: Money? = 7
print(maybe!, maybe == 7)
switch price { case 2.5: print("two fifty"); default: print("other") }
// expect: $2.50 $3.00 $5.50 $3.50
// expect: [$1.00, $0.25] true
// expect: $9.99 $4.00
// expect: true
// expect: $7.00 true
// expect: two fifty
