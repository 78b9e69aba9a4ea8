// Subclass deinit runs before the superclass deinit; then stored properties are released.
final class Part {
    deinit { print("part deinit") }
}
class Base {
    let basePart = Part()
    deinit { print("Base deinit") }
}
final class Derived: Base {
    deinit { print("Derived deinit") }
}
do { _ = Derived() }
// expect: Derived deinit
// expect: Base deinit
// expect: part deinit
print("end")  // expect: end
