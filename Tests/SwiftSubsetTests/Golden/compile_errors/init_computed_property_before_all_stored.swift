// A class's initializer reads a computed property before every stored property has a value.
final class Temperature {
    let celsius: Double
    let label: String
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    init(celsius: Double) {
        self.celsius = celsius
        print(fahrenheit) // expect error col 15: 'self' used in property access 'fahrenheit' before all stored properties are initialized
        label = "temp"
    }
}
print(Temperature(celsius: 20).label)
