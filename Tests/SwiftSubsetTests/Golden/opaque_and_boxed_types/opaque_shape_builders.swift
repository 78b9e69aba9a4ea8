// Functions returning `some Shape` hide the concrete type but keep it fixed.
protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String { (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n") }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T, bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
struct Square: Shape {
    var size: Int
    func draw() -> String { (0..<size).map { _ in String(repeating: "*", count: size) }.joined(separator: "\n") }
}
func makeTrapezoid() -> some Shape {
    JoinedShape(top: Triangle(size: 2), bottom: JoinedShape(top: Square(size: 2), bottom: FlippedShape(shape: Triangle(size: 2))))
}
print(makeTrapezoid().draw())
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
print(flip(Triangle(size: 3)).draw())
// expect: ***
// expect: **
// expect: *
