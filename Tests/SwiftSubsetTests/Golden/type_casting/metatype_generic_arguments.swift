// A generic type written with its arguments names them all as a metatype, a protocol argument included (the existential).
protocol Shape {}
struct Circle: Shape {}
print(Optional<Int>.self, Int?.self)
print(Array<Int>.self, [String].self, Dictionary<String, Int>.self)
print([Shape].self, Optional<Shape>.self, Optional<Circle>.self)
let missing: Shape? = nil
print(type(of: missing))
let shapes: [Shape] = [Circle()]
print(type(of: shapes), type(of: shapes[0]))
let lookup: [String: Shape] = [:]
print(type(of: lookup))
print(String(reflecting: [Shape].self), String(reflecting: Optional<Circle>.self))
// expect: Optional<Int> Optional<Int>
// expect: Array<Int> Array<String> Dictionary<String, Int>
// expect: Array<Shape> Optional<Shape> Optional<Circle>
// expect: Optional<Shape>
// expect: Array<Shape> Circle
// expect: Dictionary<String, Shape>
// expect: Swift.Array<main.Shape> Swift.Optional<main.Circle>
