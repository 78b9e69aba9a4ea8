// A nested type is found through its parent's scope only: a top-level type of the same name stays visible everywhere else.
struct Item { var b = "two" }
struct Catalog {
    struct Item { var a = 1 }
    enum State { case idle, loaded }
    struct Result { var ok = true }
    var state: State = .idle
    func make() -> Item { Item() }
    static func first() -> State { let s = State.loaded; return s == .loaded ? s : .idle }
}
extension Catalog {
    func result() -> Result { Result() }
}
extension Catalog.State {
    // An extension stands at file scope: here `State` alone is the top-level one.
    var flipped: Catalog.State { self == .idle ? .loaded : .idle }
    var other: State { .top }
}
class Base { enum Kind { case one, two } }
class Sub: Base { func kind() -> Kind { .two } }

print(Item())  // expect: Item(b: "two")
print(Catalog().make())  // expect: Item(a: 1)
print(Catalog.Item())  // expect: Item(a: 1)
print(Catalog.first(), Catalog().state.flipped)  // expect: loaded loaded
let r: Result<Int, Error> = .success(3)
print(r, Catalog().result().ok)  // expect: success(3) true
print(Sub().kind())  // expect: two
enum State { case top }
print(State.top, Catalog.State.idle, Catalog.State.idle.other)  // expect: top idle top
