// Reassigning a variable releases the old object right after the new one is stored.
final class Obj {
    let n: Int
    init(_ n: Int) { self.n = n; print("init", n) }
    deinit { print("deinit", n) }
}
func run() {
    var x = Obj(1)
    print("reassign")
    x = Obj(2)
    print("after reassign", x.n)
}
run()
// expect: init 1
// expect: reassign
// expect: init 2
// expect: deinit 1
// expect: after reassign 2
// expect: deinit 2
