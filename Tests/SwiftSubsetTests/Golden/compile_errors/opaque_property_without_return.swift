// A computed property with an opaque type and two statements is ordinary code: without `return`, swiftc refuses it at its `{`.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Board {
    var tile: some Shape { // expect error col 26: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
        let side = 2.0
        Square(side: side)
    }
}
print(Board().tile.area())
