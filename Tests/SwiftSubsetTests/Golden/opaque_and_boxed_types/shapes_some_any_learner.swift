// A student's shapes: a function returning some Shape, parameters taking some Shape and any Shape, an [any Shape] array, and what type(of:) says of each.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    func summary() -> String { "\(name): \(area())" }
}
struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}

func makeTile(big: Bool) -> some Shape {
    Square(side: big ? 4 : 1)
}
func largest(_ shapes: [any Shape]) -> (any Shape)? {
    shapes.max { $0.area() < $1.area() }
}
func report(_ shape: some Shape) -> String { "report " + shape.summary() }
func reportAny(_ shape: any Shape) -> String { "any " + shape.summary() }

let tile = makeTile(big: true)
print(tile.summary(), type(of: tile))
let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1), tile, makeTile(big: false)]
for shape in shapes {
    print(shape.name, shape.area())
}
print(shapes.map { $0.summary() })
if let big = largest(shapes) {
    print("largest:", big.summary(), type(of: big))
}
print(largest([]) == nil)
print(report(Circle(radius: 2)), reportAny(Circle(radius: 2)))
print(report(tile))
let total = shapes.reduce(0) { $0 + $1.area() }
print("total area:", total)
print(shapes.filter { $0 is Square }.count, shapes.compactMap { $0 as? Circle }.map(\.radius))
// expect: square: 16.0 Square
// expect: square 4.0
// expect: circle 3.0
// expect: square 16.0
// expect: square 1.0
// expect: ["square: 4.0", "circle: 3.0", "square: 16.0", "square: 1.0"]
// expect: largest: square: 16.0 Square
// expect: true
// expect: report circle: 12.0 any circle: 12.0
// expect: report square: 16.0
// expect: total area: 24.0
// expect: 3 [1.0]
