// A `some Shape` property whose body is an `if` expression giving a Circle in one branch and a Square in the other has two underlying types: refused at the first branch.
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
        if round {
            Circle(radius: 1) // expect error col 13: branches have mismatching types 'Circle' and 'Square'
        } else {
            Square(side: 2)
        }
    }
}
print(Badge(round: true).outline.area())
