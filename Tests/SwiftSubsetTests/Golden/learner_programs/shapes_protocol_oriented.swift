// Protocol-oriented shapes: a protocol with a default implementation, a refinement, extensions, existential arrays sorted by area and a generic total.
import Foundation

protocol Shape {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
}

extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String { "\(name): area \(String(format: "%.2f", area)), perimeter \(String(format: "%.2f", perimeter))" }
}

protocol Scalable: Shape {
    func scaled(by factor: Double) -> Self
}

struct Circle: Scalable {
    var radius: Double
    var area: Double { .pi * radius * radius }
    var perimeter: Double { 2 * .pi * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

struct Rectangle: Scalable {
    var width: Double, height: Double
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }
    func scaled(by factor: Double) -> Rectangle { Rectangle(width: width * factor, height: height * factor) }
}

struct Square: Shape {
    var side: Double
    var name: String { "square \(side)" }
    var area: Double { side * side }
    var perimeter: Double { 4 * side }
}

struct Triangle: Shape {
    let a: Double, b: Double, c: Double
    var perimeter: Double { a + b + c }
    var area: Double {
        let s = perimeter / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

func totalArea<S: Sequence>(_ shapes: S) -> Double where S.Element == any Shape {
    shapes.reduce(0) { $0 + $1.area }
}

func doubled<T: Scalable>(_ shape: T) -> T { shape.scaled(by: 2) }

let shapes: [any Shape] = [Circle(radius: 1), Rectangle(width: 2, height: 3), Square(side: 1.5), Triangle(a: 3, b: 4, c: 5)]
for shape in shapes.sorted(by: { $0.area < $1.area }) {
    print(shape.summary())
}
// expect: square 1.5: area 2.25, perimeter 6.00
// expect: circle: area 3.14, perimeter 6.28
// expect: rectangle: area 6.00, perimeter 10.00
// expect: triangle: area 6.00, perimeter 12.00
print(String(format: "%.3f", totalArea(shapes)))
// expect: 17.392
let big = doubled(Rectangle(width: 1, height: 1.5))
print(big, big.area, doubled(Circle(radius: 0.5)).radius)
// expect: Rectangle(width: 2.0, height: 3.0) 6.0 1.0
print(shapes.filter { $0 is any Scalable }.map(\.name), shapes.contains { $0.perimeter > 11 })
// expect: ["circle", "rectangle"] true
