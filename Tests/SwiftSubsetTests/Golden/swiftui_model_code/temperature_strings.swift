// Temperatures and strings: an initializer as a function, CustomStringConvertible in arrays, prefix/dropFirst capitalising, components, reversed and Foundation replacing.
import Foundation
struct Temperature: CustomStringConvertible {
    var celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    var description: String { "\(celsius)°C" }
}
let temps = [21.5, -3, 0, 37].map(Temperature.init(celsius:))
print(temps)
print(temps.map(\.fahrenheit))
let names = ["ada", "grace", "linus"]
print(names.map { $0.prefix(1).uppercased() + $0.dropFirst() })
let sentence = "the quick brown fox"
print(sentence.components(separatedBy: " ").map { $0.count }, sentence.filter { "aeiou".contains($0) }.count)
print(String(sentence.reversed()), sentence.hasPrefix("the"), sentence.replacingOccurrences(of: "quick", with: "slow"))
let padded = String(repeating: "-", count: 3) + "x"
print(padded, padded.count, Array("abc").map(String.init))
print("\(1) + \(2.5) = \(1 + 2.5)", Int("42")! + 1, Double("1.5")! * 2)
// expect: [21.5°C, -3.0°C, 0.0°C, 37.0°C]
// expect: [70.7, 26.6, 32.0, 98.6]
// expect: ["Ada", "Grace", "Linus"]
// expect: [3, 5, 5, 3] 5
// expect: xof nworb kciuq eht true the slow brown fox
// expect: ---x 4 ["a", "b", "c"]
// expect: 1 + 2.5 = 3.5 43 3.0
