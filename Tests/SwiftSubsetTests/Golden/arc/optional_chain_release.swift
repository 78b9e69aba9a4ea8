// Releasing a parent releases a child it solely owns, after the parent's deinit.
final class Child {
    deinit { print("child deinit") }
}
final class Parent {
    var child: Child? = Child()
    deinit { print("parent deinit") }
}
var p: Parent? = Parent()
let keepChild = false
if keepChild { print("never") }
p?.child = nil  // expect: child deinit
p?.child = Child()
p = nil
// expect: parent deinit
// expect: child deinit
print("end")  // expect: end
