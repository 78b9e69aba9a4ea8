// Protocol-oriented model: shapes with default implementations and static dispatch of extension methods.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    var name: String { "shape" }
    func describe() -> String { "\(name) with area \(area())" }
}
struct Square: Shape {
    let side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
struct Circle: Shape {
    let radius: Double
    func area() -> Double { 3.0 * radius * radius }
    func describe() -> String { "round thing" }
}
let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
for s in shapes { print(s.describe()) }
print(Circle(radius: 2).describe())
let total = shapes.reduce(0) { $0 + $1.area() }
print(total)
print(shapes.map(\.name))
// expect: square with area 4.0
// expect: shape with area 3.0
// expect: round thing
// expect: 7.0
// expect: ["square", "shape"]
