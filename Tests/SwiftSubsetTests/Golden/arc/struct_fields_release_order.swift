// When a struct value dies, its class-typed fields are released in declaration order.
final class Obj {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit", n) }
}
struct Pair { let first: Obj; let second: Obj; let third: Obj }
func run() {
    let p = Pair(first: Obj("first"), second: Obj("second"), third: Obj("third"))
    print("made", p.first.n)
}
run()
// expect: made first
// expect: deinit first
// expect: deinit second
// expect: deinit third
