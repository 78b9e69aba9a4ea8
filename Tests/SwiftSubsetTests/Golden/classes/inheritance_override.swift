// Subclasses override methods and computed properties; dynamic dispatch picks the override.
class Shape {
    var name: String { "shape" }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override var name: String { "square" }
    override func area() -> Double { side * side }
}
class Circle: Shape {
    override var name: String { "circle" }
}
let shapes: [Shape] = [Shape(), Square(side: 3), Circle()]
for s in shapes { print(s.describe()) }
// expect: shape with area 0.0
// expect: square with area 9.0
// expect: circle with area 0.0
