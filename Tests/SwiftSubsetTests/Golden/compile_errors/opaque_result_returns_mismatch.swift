// A `some Shape` function that returns a Circle on one path and a Square on another is refused at its name.
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
func tile(small: Bool) -> some Shape { // expect error col 6: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types
    if small {
        return Circle(radius: 1)
    }
    return Square(side: 3)
}
print(tile(small: false).area())
