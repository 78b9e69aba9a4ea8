// A function or an initializer named with its argument labels (greet(name:times:), Temp.init(celsius:)) is a value, called without labels; overloads are told apart by the labels
func greet(name: String, times: Int) -> String { String(repeating: name, count: times) }
func move(to x: Int) -> String { "to \(x)" }
func move(by dx: Int) -> String { "by \(dx)" }
let g = greet(name:times:)
print(g("ab", 2))  // expect: abab
let moveTo = move(to:)
let moveBy = move(by:)
print(moveTo(3), moveBy(4))  // expect: to 3 by 4
struct Temp {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
}
let fromF = Temp.init(fahrenheit:)
let fromC = Temp.init(celsius:)
print(fromF(212).celsius, fromC(5).celsius)  // expect: 100.0 5.0
print([32.0, 50.0].map(Temp.init(fahrenheit:)).map(\.celsius))  // expect: [0.0, 10.0]
