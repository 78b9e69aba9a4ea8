// A `some Shape` property or function may choose between values with `if`, `switch` or `return`s as long as every branch gives the same type.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Tile {
    var large: Bool
    var shape: some Shape {
        if large {
            Square(side: 3)
        } else {
            Square(side: 1)
        }
    }
}
func picked(_ n: Int) -> some Shape {
    switch n {
    case 0: Square(side: 0.5)
    default: Square(side: Double(n))
    }
}
func scaled(_ factor: Double) -> some Shape {
    if factor > 1 {
        return Square(side: factor)
    }
    let tiny = { (x: Double) -> Double in if x < 0 { 0 } else { x } }
    return Square(side: tiny(factor))
}
print(Tile(large: true).shape.area()) // expect: 9.0
print(Tile(large: false).shape.area()) // expect: 1.0
print(picked(0).area()) // expect: 0.25
print(picked(2).area()) // expect: 4.0
print(scaled(2).area()) // expect: 4.0
print(scaled(-1).area()) // expect: 0.0
