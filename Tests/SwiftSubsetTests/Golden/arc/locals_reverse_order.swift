// Several locals at the end of a scope: which deinit runs first?
final class Obj {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit", n) }
}
func scope() {
    let a = Obj("a")
    let b = Obj("b")
    let c = Obj("c")
    print("end", a.n, b.n, c.n)
}
scope()
// expect: end a b c
// expect: deinit c
// expect: deinit b
// expect: deinit a
