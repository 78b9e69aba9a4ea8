// Two methods with the same name, labels and types in one type; an
// overload by parameter type is another method.
struct Thermostat {
    var celsius = 20.0
    func describe() -> String { "\(celsius)°C" }
    func describe(in unit: String) -> String { unit == "F" ? "\(celsius * 9 / 5 + 32)°F" : describe() }
    func describe() -> String { "Thermostat at \(celsius)" } // expect error col 10: invalid redeclaration of 'describe()'
}
print(Thermostat().describe())
