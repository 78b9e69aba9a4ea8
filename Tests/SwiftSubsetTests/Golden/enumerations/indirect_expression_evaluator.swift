// Recursive indirect enum evaluated with closures for operators and a generic fold.
indirect enum Expr {
    case number(Double)
    case variable(String)
    case binary(String, Expr, Expr)
    case negate(Expr)
}
let operators: [String: (Double, Double) -> Double] = ["+": (+), "-": (-), "*": (*), "/": (/)]
func evaluate(_ e: Expr, _ env: [String: Double]) -> Double? {
    switch e {
    case .number(let n): return n
    case .variable(let name): return env[name]
    case .negate(let inner): return evaluate(inner, env).map { -$0 }
    case let .binary(op, l, r):
        guard let f = operators[op], let a = evaluate(l, env), let b = evaluate(r, env) else { return nil }
        return f(a, b)
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .number(let n): return "\(n)"
    case .variable(let v): return v
    case .negate(let i): return "-\(render(i))"
    case let .binary(op, l, r): return "(\(render(l)) \(op) \(render(r)))"
    }
}
let expr = Expr.binary("+", .number(2), .binary("*", .variable("x"), .negate(.number(3))))
print(render(expr), evaluate(expr, ["x": 4]) ?? .nan, evaluate(expr, [:]) as Any)
func count(_ e: Expr) -> Int {
    switch e {
    case .number, .variable: return 1
    case .negate(let i): return 1 + count(i)
    case .binary(_, let l, let r): return 1 + count(l) + count(r)
    }
}
print(count(expr))
// expect: (2.0 + (x * -3.0)) -10.0 nil
// expect: 6
