// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
struct Rational: Equatable, Comparable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ n: Int, _ d: Int) {
        precondition(d != 0, "zero denominator")
        let g = Rational.gcd(abs(n), abs(d))
        let s = d < 0 ? -1 : 1
        num = s * n / g; den = s * d / g
    }
    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }
    static func + (a: Rational, b: Rational) -> Rational { Rational(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func * (a: Rational, b: Rational) -> Rational { Rational(a.num * b.num, a.den * b.den) }
    static func < (a: Rational, b: Rational) -> Bool { a.num * b.den < b.num * a.den }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }
}
let half = Rational(1, 2), third = Rational(2, -6)
print(half + third, half * third, Rational(4, 2), half > third, [half, third, Rational(0, 5)].sorted())
print(half == Rational(3, 6), (1...4).map { Rational(1, $0) }.reduce(Rational(0, 1), +))
// expect: 1/6 -1/6 2 true [-1/3, 0, 1/2]
// expect: true 25/12
