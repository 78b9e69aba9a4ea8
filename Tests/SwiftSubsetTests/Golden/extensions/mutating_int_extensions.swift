// Extensions add mutating methods, subscripts and nested types to Int.
extension Int {
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var base = 1
        for _ in 0..<digitIndex { base *= 10 }
        return (self / base) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: .zero
        case let x where x > 0: .positive
        default: .negative
        }
    }
    func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
}
var n = 3
n.square()
print(n)  // expect: 9
print(746381295[0], 746381295[1], 746381295[8], 746381295[9])  // expect: 5 9 7 0
print([3, 19, -27, 0].map { "\($0.kind)" })  // expect: ["positive", "positive", "negative", "zero"]
2.repetitions { print("Hello!") }
// expect: Hello!
// expect: Hello!
