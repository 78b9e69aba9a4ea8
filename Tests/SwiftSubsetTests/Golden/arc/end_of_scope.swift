// An object is deinitialised when the scope holding its only reference ends.
final class Thing {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}
func useThing() {
    let t = Thing("local")
    print("using", t.name)
}
useThing()
// expect: init local
// expect: using local
// expect: deinit local
do {
    let t = Thing("in do")
    print("end of do", t.name)
}
// expect: init in do
// expect: end of do in do
// expect: deinit in do
print("done")  // expect: done
