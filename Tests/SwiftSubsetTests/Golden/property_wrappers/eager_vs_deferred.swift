// Eager wrapper evaluates its default at every init; an autoclosure wrapper never if unread.
func make(_ tag: String) -> Int { print("make", tag); return 1 }
@propertyWrapper
struct Eager<V> {
    var wrappedValue: V
    init(wrappedValue: V) { self.wrappedValue = wrappedValue }
}
@propertyWrapper
struct Lazyish<V> {
    let thunk: () -> V
    init(wrappedValue: @autoclosure @escaping () -> V) { thunk = wrappedValue }
    var wrappedValue: V { thunk() }
}
struct View {
    @Eager var a = make("eager")
    @Lazyish var b = make("lazy")
}
_ = View()  // expect: make eager
_ = View()  // expect: make eager
let v = View()  // expect: make eager
print(v.b)
// expect: make lazy
// expect: 1
print(v.b)
// expect: make lazy
// expect: 1
