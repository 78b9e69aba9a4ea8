// A mutating method may replace self entirely; copies taken before are unaffected.
struct Fraction {
    var numerator: Int
    var denominator: Int
    mutating func simplify() {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = gcd(abs(numerator), abs(denominator))
        self = Fraction(numerator: numerator / g, denominator: denominator / g)
    }
    var description: String { "\(numerator)/\(denominator)" }
}
var f = Fraction(numerator: 12, denominator: 18)
let original = f
f.simplify()
print(f.description, original.description)  // expect: 2/3 12/18
var fractions = [Fraction(numerator: 4, denominator: 8), Fraction(numerator: 9, denominator: 3)]
for i in fractions.indices { fractions[i].simplify() }
print(fractions.map(\.description))  // expect: ["1/2", "3/1"]
