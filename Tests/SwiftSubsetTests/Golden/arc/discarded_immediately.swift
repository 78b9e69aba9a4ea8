// A temporary is released right after its last use: `_ = T()` at once, and
// `print(T().value())` releases T after value() returns, before print runs.
final class Temp {
    init() { print("init") }
    deinit { print("deinit") }
    func value() -> Int { 7 }
}
func f() {
    _ = Temp()
    print("after _ =")
    print(Temp().value())
    print("after call")
}
f()
// expect: init
// expect: deinit
// expect: after _ =
// expect: init
// expect: deinit
// expect: 7
// expect: after call
