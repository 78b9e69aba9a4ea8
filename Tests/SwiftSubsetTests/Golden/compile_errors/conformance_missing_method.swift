// A struct that claims a protocol must implement what it requires: area() is missing
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape { // expect error col 8: type 'Square' does not conform to protocol 'Shape'
    var side: Double
    var name: String { "square" }
    func perimeter() -> Double { side * 4 }
}

let shapes: [any Shape] = [Square(side: 2)]
for s in shapes { print(s.name, s.area()) }
