// `Self` in a class: a class method returning Self builds the class it is called on, and its static type follows the receiver
class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make() -> Self { Self(sides: defaultSides) }
    static func build(_ n: Int) -> Self { return self.init(sides: n) }
    func copy() -> Self { Self(sides: sides) }
    class var defaultSides: Int { 0 }
    class var kind: String { "shape" }
    func describe() -> String { "\(Self.kind) with \(sides) sides" }
}

final class Triangle: Shape {
    var isRight = false
    override class var defaultSides: Int { 3 }
    override class var kind: String { "triangle" }
}

let t = Triangle.make()
print(type(of: t), t.isRight, t.sides)
let built = Triangle.build(4)
print(type(of: built), built.isRight, built.describe())
let copy = t.copy()
copy.isRight = true
print(type(of: copy), copy.isRight, t.isRight, copy.describe())
let shape: Shape = Triangle(sides: 3)
print(type(of: shape.copy()), shape.describe())
let kinds: [Shape.Type] = [Shape.self, Triangle.self]
for k in kinds { print(k.kind, k.make().describe(), k.build(8).sides) }

// expect: Triangle false 3
// expect: Triangle false triangle with 4 sides
// expect: Triangle true false triangle with 3 sides
// expect: Triangle triangle with 3 sides
// expect: shape shape with 0 sides 8
// expect: triangle triangle with 3 sides 8
