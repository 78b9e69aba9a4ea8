// A value returned from a `some Shape` function must be a Shape: swiftc refuses a Double at the returned value.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
func tile(large: Bool) -> some Shape {
    let side = large ? 4.0 : 1.0
    return side * side // expect error col 17: return type of global function 'tile(large:)' requires that 'Double' conform to 'Shape'
}
print(tile(large: true).area())
