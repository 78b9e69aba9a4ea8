// Operators on a vector type: static operator functions, compound assignment, prefix minus, a custom infix operator with precedence
import Foundation

struct Vector2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vector2(x: 0, y: 0)

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector2) -> Vector2 { v * k }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
    static func *= (a: inout Vector2, k: Double) { a = a * k }

    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: Vector2 { length == 0 ? .zero : self * (1 / length) }
    var description: String { "(\(x), \(y))" }
}

infix operator •: MultiplicationPrecedence
infix operator ×: MultiplicationPrecedence
func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }
func × (a: Vector2, b: Vector2) -> Double { a.x * b.y - a.y * b.x }

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Double, exp: Double) -> Double { pow(base, exp) }

postfix operator °
postfix func ° (degrees: Double) -> Double { degrees * .pi / 180 }

let a = Vector2(x: 3, y: 4)
let b = Vector2(x: 1, y: -2)
print(a + b, a - b, a * 2, 0.5 * a, -b)
print(a.length, a.normalized, Vector2.zero.normalized)
print(a • b, a × b, a • b + 1, 2 * a • b)
var position = Vector2.zero
let velocity = Vector2(x: 1.5, y: 0.5)
for _ in 1...4 { position += velocity }
position *= 2
print(position, position == Vector2(x: 12, y: 4))
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 10).squareRoot())
print((sin(90°) * 1000).rounded() / 1000, (cos(180°)).rounded())
let path = [a, b, -a, Vector2(x: 0, y: 1)]
let total = path.reduce(.zero, +)
print(total, path.map(\.length).max()!, path.filter { $0 • a > 0 }.count)

// expect: (4.0, 2.0) (2.0, 6.0) (6.0, 8.0) (1.5, 2.0) (-1.0, 2.0)
// expect: 5.0 (0.6000000000000001, 0.8) (0.0, 0.0)
// expect: -5.0 -10.0 -4.0 -10.0
// expect: (12.0, 4.0) true
// expect: 512.0 18.0 32.0
// expect: 1.0 -1.0
// expect: (1.0, -1.0) 5.0 2
