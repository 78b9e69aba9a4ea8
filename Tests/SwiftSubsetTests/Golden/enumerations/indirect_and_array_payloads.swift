// A recursive enum marked `indirect` (or a case of it), and one that holds only arrays of itself, which needs no `indirect`.
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case optional(Expr?)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case .add(let a, let b): return evaluate(a) + evaluate(b)
    case .optional(let inner): return inner.map(evaluate) ?? 0
    }
}
print(evaluate(.add(.number(2), .optional(.number(3)))))
// expect: 5
enum Tree {
    case leaf(Int)
    case node([Tree])
    indirect case labelled(String, Tree)
}
func total(_ t: Tree) -> Int {
    switch t {
    case .leaf(let n): return n
    case .node(let children): return children.map(total).reduce(0, +)
    case .labelled(_, let inner): return total(inner)
    }
}
print(total(.node([.leaf(1), .labelled("x", .leaf(2)), .node([.leaf(3)])])))
// expect: 6
