// A function with an opaque result type and no `return`: swiftc cannot infer the type, and says so at its name.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
func unitSquare() -> some Shape { // expect error col 6: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
    let side = 1.0
    Square(side: side)
}
print(unitSquare().area())
