// A unit converter: a CaseIterable enum converting through Celsius, a table printed with String(format:), and a round trip checked with a tolerance.
import Foundation

enum TempUnit: String, CaseIterable {
    case celsius = "°C", fahrenheit = "°F", kelvin = "K"

    func toCelsius(_ v: Double) -> Double {
        switch self {
        case .celsius: return v
        case .fahrenheit: return (v - 32) * 5 / 9
        case .kelvin: return v - 273.15
        }
    }

    func fromCelsius(_ c: Double) -> Double {
        switch self {
        case .celsius: return c
        case .fahrenheit: return c * 9 / 5 + 32
        case .kelvin: return c + 273.15
        }
    }
}

func convert(_ value: Double, from: TempUnit, to: TempUnit) -> Double {
    to.fromCelsius(from.toCelsius(value))
}

let header = TempUnit.allCases.map { String(repeating: " ", count: 8 - $0.rawValue.count) + $0.rawValue }.joined()
print(header)
for c in stride(from: -40.0, through: 100, by: 35) {
    let row = TempUnit.allCases.map { String(format: "%8.2f", convert(c, from: .celsius, to: $0)) }
    print(row.joined())
}
// expect:       °C      °F       K
// expect:   -40.00  -40.00  233.15
// expect:    -5.00   23.00  268.15
// expect:    30.00   86.00  303.15
// expect:    65.00  149.00  338.15
// expect:   100.00  212.00  373.15
let trip = convert(convert(98.6, from: .fahrenheit, to: .kelvin), from: .kelvin, to: .fahrenheit)
print(abs(trip - 98.6) < 1e-9, TempUnit(rawValue: "K") == .kelvin, TempUnit(rawValue: "C") as Any)
// expect: true true nil
print(convert(0, from: .kelvin, to: .celsius), convert(212, from: .fahrenheit, to: .celsius).rounded())
// expect: -273.15 100.0
