// switch and if as the single expression of functions, getters and closures.
enum Weather { case sunny, rainy, snowy }
extension Weather {
    var emoji: String {
        switch self {
        case .sunny: "☀️"
        case .rainy: "🌧"
        case .snowy: "❄️"
        }
    }
    func advice(temperature: Int) -> String {
        if self == .rainy { "take an umbrella" } else if temperature < 5 { "wear a coat" } else { "enjoy" }
    }
}
print(Weather.sunny.emoji, Weather.snowy.emoji)  // expect: ☀️ ❄️
print(Weather.rainy.advice(temperature: 20))  // expect: take an umbrella
print(Weather.snowy.advice(temperature: -3))  // expect: wear a coat
let describe: (Int) -> String = { n in
    switch n {
    case ..<0: "negative"
    case 0: "zero"
    default: "positive"
    }
}
print([-4, 0, 9].map(describe))  // expect: ["negative", "zero", "positive"]
let size = 3
let word = switch size { case 1: "one"; case 2: "two"; default: "many" }
print(word)  // expect: many
