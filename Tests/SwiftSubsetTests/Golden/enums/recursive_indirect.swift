// indirect enums model recursive data such as expression trees.
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    }
}
let e = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(eval(e))  // expect: 14
