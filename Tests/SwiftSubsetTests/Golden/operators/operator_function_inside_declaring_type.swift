// Inside a type that declares its own + and *, the operator passed as a function (map(+), reduce(0, *)) is still chosen by the operands' types: the Doubles' own, or the type's for its values.
struct Vector: Equatable {
    var xs: [Double]
    static func + (a: Vector, b: Vector) -> Vector { Vector(xs: zip(a.xs, b.xs).map(+)) }
    static func * (k: Double, v: Vector) -> Vector { Vector(xs: v.xs.map { k * $0 }) }
    static var zero: Vector { Vector(xs: [0, 0]) }
    static func sum(_ vs: [Vector]) -> Vector { vs.reduce(.zero, +) }
    var product: Double { xs.reduce(1, *) }
}
let v = Vector(xs: [1, 2]) + Vector(xs: [3, 4.5])
print(v.xs, v.product)
// expect: [4.0, 6.5] 26.0
print(Vector.sum([v, 2 * v]).xs, [v, v].reduce(Vector.zero, +) == 2 * v)
// expect: [12.0, 19.5] true
