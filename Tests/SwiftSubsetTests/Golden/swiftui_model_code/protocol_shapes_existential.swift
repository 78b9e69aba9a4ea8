// Protocol requirements with extension defaults, an array of any Shape, a generic function constrained to the protocol, sorting by a requirement.
protocol Shape { var area: Double { get }; var name: String { get } }
extension Shape {
    var name: String { "shape" }
    func describe() -> String { "\(name) with area \(area)" }
}
struct Square: Shape { var side: Double; var area: Double { side * side }; var name: String { "square" } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes { print(s.describe()) }
print(shapes.map(\.area).reduce(0, +))
func largest<S: Shape>(_ xs: [S]) -> S? { xs.max { $0.area < $1.area } }
print(largest([Square(side: 1), Square(side: 3)])?.side ?? 0)
let sorted = shapes.sorted { $0.area > $1.area }.map(\.name)
print(sorted)
// expect: square with area 4.0
// expect: shape with area 3.0
// expect: 7.0
// expect: 3.0
// expect: ["square", "shape"]
