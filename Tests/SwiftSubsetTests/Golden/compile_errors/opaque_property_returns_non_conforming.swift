// A `some Shape` property whose single expression is a struct that is not a Shape is refused at that expression.
protocol Shape {
    func area() -> Double
}
struct Label {
    var text: String
}
struct Board {
    var title: some Shape { Label(text: "board") } // expect error col 29: return type of property 'title' requires that 'Label' conform to 'Shape'
}
print(Board().title.area())
