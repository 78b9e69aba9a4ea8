// In a debug build a local lives until its scope ends, even after its last use.
final class Obj {
    let n: String
    init(_ n: String) { self.n = n; print("init", n) }
    deinit { print("deinit", n) }
}
func run() {
    let a = Obj("a")
    print("last use of", a.n)
    let b = Obj("b")
    print("last use of", b.n)
    print("end of function")
}
run()
// expect: init a
// expect: last use of a
// expect: init b
// expect: last use of b
// expect: end of function
// expect: deinit b
// expect: deinit a
