// An object created for a call argument lives until the call returns.
final class Arg {
    init() { print("arg init") }
    deinit { print("arg deinit") }
}
func consume(_ a: Arg) { print("inside call") }
consume(Arg())
print("after call")
// expect: arg init
// expect: inside call
// expect: arg deinit
// expect: after call
