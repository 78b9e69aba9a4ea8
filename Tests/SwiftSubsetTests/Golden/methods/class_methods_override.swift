// `class func` can be overridden; `static func` on a class cannot, but both dispatch on the type.
class Shape {
    class func name() -> String { "shape" }
    static func kind() -> String { "geometry" }
    func describe() -> String { "\(type(of: self).name()) (\(Self.kind()))" }
}
class Circle: Shape {
    override class func name() -> String { "circle" }
}
class Ring: Circle {
    override class func name() -> String { "ring of " + super.name() }
}
let shapes: [Shape] = [Shape(), Circle(), Ring()]
for s in shapes { print(s.describe()) }
// expect: shape (geometry)
// expect: circle (geometry)
// expect: ring of circle (geometry)
let metatype: Shape.Type = Ring.self
print(metatype.name())  // expect: ring of circle
