// A local array and a local object: reverse declaration order, elements first to last.
final class Obj {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit", n) }
}
func run() {
    let list = [Obj("e1"), Obj("e2")]
    let solo = Obj("solo")
    print("count", list.count, solo.n)
}
run()
// expect: count 2 solo
// expect: deinit solo
// expect: deinit e1
// expect: deinit e2
