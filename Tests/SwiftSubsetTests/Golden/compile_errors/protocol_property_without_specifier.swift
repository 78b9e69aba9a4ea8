// A protocol's property requirement without `{ get }` or `{ get set }`.
protocol Shape {
    var name: String // expect error col 9: property in protocol must have explicit { get } or { get set } specifier
    func area() -> Double
}
struct Square: Shape {
    var name = "square"
    var side = 2.0
    func area() -> Double { side * side }
}
print(Square().area())
