// An indirect enum models an expression tree evaluated recursively.
indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}
func evaluate(_ e: Expr) -> Double {
    switch e {
    case .number(let n): return n
    case let .add(l, r): return evaluate(l) + evaluate(r)
    case let .multiply(l, r): return evaluate(l) * evaluate(r)
    case .negate(let inner): return -evaluate(inner)
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .number(let n): return String(n)
    case let .add(l, r): return "(\(render(l)) + \(render(r)))"
    case let .multiply(l, r): return "\(render(l)) * \(render(r))"
    case .negate(let inner): return "-\(render(inner))"
    }
}
let tree = Expr.multiply(.add(.number(2), .number(3)), .negate(.number(4)))
print(render(tree))  // expect: (2.0 + 3.0) * -4.0
print(evaluate(tree))  // expect: -20.0
