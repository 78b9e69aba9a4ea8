// Returning an object hands the reference to the caller: no deinit in the callee.
final class Box {
    let v: Int
    init(_ v: Int) { self.v = v; print("init", v) }
    deinit { print("deinit", v) }
}
func make() -> Box {
    let temp = Box(1)
    let keep = Box(2)
    print("returning", temp.v + keep.v)
    return keep
}
func caller() {
    let b = make()
    print("caller got", b.v)
}
caller()
// expect: init 1
// expect: init 2
// expect: returning 3
// expect: deinit 1
// expect: caller got 2
// expect: deinit 2
