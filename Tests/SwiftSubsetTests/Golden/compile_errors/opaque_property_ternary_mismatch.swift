// A `some Shape` property whose value is a ternary choosing a Circle or a Square has two underlying types: refused at the first result.
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
struct Badge {
    var round: Bool
    var outline: some Shape {
        round ? Circle(radius: 1) : Square(side: 2) // expect error col 17: result values in '? :' expression have mismatching types 'Circle' and 'Square'
    }
}
print(Badge(round: true).outline.area())
