// Argument labels, omitted labels and different internal parameter names.
func greet(_ name: String, from hometown: String, politely: Bool = true) -> String {
    politely ? "Hello \(name) from \(hometown)" : "Yo \(name)"
}
print(greet("Ana", from: "Lima"))  // expect: Hello Ana from Lima
print(greet("Ben", from: "Oslo", politely: false))  // expect: Yo Ben
func move(from start: Int, to end: Int) -> Int { end - start }
print(move(from: 3, to: 10))  // expect: 7
func area(width w: Double, height h: Double) -> Double { w * h }
print(area(width: 2, height: 3.5))  // expect: 7.0
struct Temperature {
    var celsius: Double
    init(fahrenheit f: Double) { celsius = (f - 32) * 5 / 9 }
    init(_ celsius: Double) { self.celsius = celsius }
}
print(Temperature(fahrenheit: 212).celsius, Temperature(21).celsius)  // expect: 100.0 21.0
