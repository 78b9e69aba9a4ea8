// An owner's deinit runs before the objects it alone holds are released.
final class Child {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("child \(name) gone") }
}
final class Parent {
    let kids: [Child]
    init(kids: [Child]) { self.kids = kids }
    deinit { print("parent gone with \(kids.count) kids") }
}
var parent: Parent? = Parent(kids: [Child("a"), Child("b")])
let favourite = parent!.kids[1]
parent = nil
// expect: parent gone with 2 kids
// expect: child a gone
print("favourite is \(favourite.name)")  // expect: favourite is b
