// Initializers written as implicit members: `.init`, `.some`, and an enum's own init.
enum Temperature {
    case cold, warm
    init(celsius: Double) { self = celsius < 15 ? .cold : .warm }
}
let readings: [Temperature] = [.init(celsius: 3), .init(celsius: 22)]
print(readings)  // expect: [main.Temperature.cold, main.Temperature.warm]
let maybe: Int? = .some(5)
let nothing: String? = .none
print(maybe as Any, nothing as Any)  // expect: Optional(5) nil
let wrapped: Int?? = .some(nil)
print(wrapped as Any)  // expect: Optional(nil)
let list: [Int] = .init(repeating: 7, count: 2)
print(list)  // expect: [7, 7]
let text: String = .init(repeating: "ab", count: 2)
print(text)  // expect: abab
