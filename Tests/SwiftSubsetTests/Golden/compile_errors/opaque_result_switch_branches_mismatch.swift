// A `some Shape` function whose body is a `switch` expression with cases of two types is refused at the first case's value.
protocol Shape {
    func area() -> Double
}
struct Circle: Shape {
    var radius: Double
    func area() -> Double { 3 * radius * radius }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
enum Kind { case dot, tile }
func marker(_ kind: Kind) -> some Shape {
    switch kind {
    case .dot: Circle(radius: 0.5) // expect error col 16: branches have mismatching types 'Circle' and 'Square'
    case .tile: Square(side: 1)
    }
}
print(marker(.dot).area())
