// CustomStringConvertible overrides the default description everywhere.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let m = Money(cents: 1205)
print(m)  // expect: $12.05
print("cost \(m)")  // expect: cost $12.05
print([m])  // expect: [$12.05]
print(String(describing: m))  // expect: $12.05
