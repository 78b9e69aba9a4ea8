// Operator methods on a struct: infix, prefix and compound assignment, plus Equatable.
struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
    static func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
    static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
}
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
print(vector + anotherVector)  // expect: (5.0, 5.0)
print(-vector)  // expect: (-3.0, -1.0)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 2.0, y: 3.0)
print(original)  // expect: (3.0, 5.0)
print(vector * 2 == Vector2D(x: 6, y: 2))  // expect: true
print([vector, anotherVector].reduce(Vector2D(), +))  // expect: (5.0, 5.0)
