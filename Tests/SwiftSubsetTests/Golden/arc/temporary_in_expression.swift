// Temporaries inside one expression die right after their last use, before the statement ends.
final class T {
    let n: Int
    init(_ n: Int) { self.n = n; print("init", n) }
    deinit { print("deinit", n) }
}
func show(_ a: Int, _ b: Int) { print("show", a, b) }
func run() {
    show(T(1).n, T(2).n)
    print("next statement")
}
run()
// expect: init 1
// expect: deinit 1
// expect: init 2
// expect: deinit 2
// expect: show 1 2
// expect: next statement
