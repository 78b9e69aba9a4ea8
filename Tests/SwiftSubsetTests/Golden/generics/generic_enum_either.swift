// A generic enum with two type parameters, with map and a generic init.
enum Either<Left, Right> {
    case left(Left)
    case right(Right)
    func map<T>(_ f: (Right) -> T) -> Either<Left, T> {
        switch self {
        case .left(let l): return .left(l)
        case .right(let r): return .right(f(r))
        }
    }
    var right: Right? { if case .right(let r) = self { r } else { nil } }
}
let parsed: [Either<String, Int>] = ["12", "x", "7"].map { s in
    if let n = Int(s) { .right(n) } else { .left("bad: \(s)") }
}
print(parsed.compactMap(\.right))  // expect: [12, 7]
let doubled = parsed.map { $0.map { $0 * 2 } }
for item in doubled {
    switch item {
    case .left(let message): print(message)
    case .right(let value): print(value)
    }
}
// expect: 24
// expect: bad: x
// expect: 14
print(parsed[1])  // expect: left("bad: x")
