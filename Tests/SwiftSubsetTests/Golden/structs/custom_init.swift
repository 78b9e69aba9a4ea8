// A custom init in the struct body replaces the memberwise one; an extension init keeps it.
struct Celsius {
    var degrees: Double
    init(fahrenheit: Double) { degrees = (fahrenheit - 32) / 1.8 }
}
print(Celsius(fahrenheit: 212).degrees)  // expect: 100.0
struct Size { var w: Int; var h: Int }
extension Size { init(square: Int) { self.init(w: square, h: square) } }
print(Size(w: 2, h: 3))  // expect: Size(w: 2, h: 3)
print(Size(square: 4))  // expect: Size(w: 4, h: 4)
