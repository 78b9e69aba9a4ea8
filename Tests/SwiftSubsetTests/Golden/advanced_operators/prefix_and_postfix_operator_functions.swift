// Prefix and postfix operator functions, global and static, by value and inout.
prefix operator √
postfix operator ++
postfix operator ~~
prefix func √ (x: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= x { r += 1 }; return r }
postfix func ++ (n: inout Int) -> Int { n += 1; return n }
struct Money { var cents: Int }
extension Money {
    static postfix func ~~ (m: Money) -> String { "$\(m.cents / 100).\(m.cents % 100)" }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
}
var counter = 4
print(√16, counter++, counter)  // expect: 4 5 5
let price = Money(cents: 1250)
print(price~~, (-price).cents)  // expect: $12.50 -1250
print(-counter, -2.5)  // expect: -5 -2.5
