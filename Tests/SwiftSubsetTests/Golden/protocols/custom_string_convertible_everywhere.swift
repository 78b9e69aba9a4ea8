// description is used by print, interpolation, String(describing:) and inside collections.
struct Temperature: CustomStringConvertible {
    let celsius: Double
    var description: String { "\(celsius)°C" }
}
struct Forecast: CustomDebugStringConvertible {
    let day: String
    var debugDescription: String { "Forecast(\(day))" }
}
let t = Temperature(celsius: 21.5)
print(t)  // expect: 21.5°C
print("now \(t)")  // expect: now 21.5°C
print([t, Temperature(celsius: -2)])  // expect: [21.5°C, -2.0°C]
print(String(describing: t), Optional(t) as Any)  // expect: 21.5°C Optional(21.5°C)
print(Forecast(day: "Mon"))  // expect: Forecast(Mon)
debugPrint(Forecast(day: "Tue"))  // expect: Forecast(Tue)
print(["k": t])  // expect: ["k": 21.5°C]
