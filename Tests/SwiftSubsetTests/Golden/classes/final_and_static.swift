// class methods can be overridden, static ones cannot; both dispatch on the type.
class Base {
    class func kind() -> String { "base" }
    static func fixed() -> String { "fixed" }
    func whoAmI() -> String { Self.kind() }
}
class Derived: Base {
    override class func kind() -> String { "derived" }
}
print(Base.kind(), Derived.kind())  // expect: base derived
print(Derived.fixed())  // expect: fixed
let x: Base = Derived()
print(x.whoAmI())  // expect: derived
print(type(of: x).kind())  // expect: derived
