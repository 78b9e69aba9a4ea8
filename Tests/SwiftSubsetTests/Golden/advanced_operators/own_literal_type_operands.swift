// A literal beside a value of a type that is ExpressibleByIntegerLiteral takes that type, on either side of an operator (also one Comparable derives, like >), and reduce(.zero, +) over such values is of their type.
struct Points: Comparable, ExpressibleByIntegerLiteral, AdditiveArithmetic, CustomStringConvertible {
    var tenths: Int
    init(tenths: Int) { self.tenths = tenths }
    init(integerLiteral whole: Int) { tenths = whole * 10 }
    static var zero: Points { Points(tenths: 0) }
    static func + (a: Points, b: Points) -> Points { Points(tenths: a.tenths + b.tenths) }
    static func - (a: Points, b: Points) -> Points { Points(tenths: a.tenths - b.tenths) }
    static func < (a: Points, b: Points) -> Bool { a.tenths < b.tenths }
    var description: String { "\(tenths / 10).\(tenths % 10)pt" }
}
let rounds = [Points(tenths: 75), Points(tenths: 92), 8]
let total = rounds.reduce(.zero, +)
print(total, total > 20, 30 > total, 24 <= total, total == 24)
print(rounds.filter { 8 <= $0 }.count, 10 - Points(tenths: 25), rounds.map { $0 + 1 })
print(max(total, 25), rounds.sorted(by: >).first!)
// expect: 24.7pt true true true false
// expect: 2 7.5pt [8.5pt, 10.2pt, 9.0pt]
// expect: 25.0pt 9.2pt
