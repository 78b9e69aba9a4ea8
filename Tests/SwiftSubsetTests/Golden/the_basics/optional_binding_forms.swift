// Optional binding: shorthand `if let x`, several bindings with conditions, guard.
let input = "42"
let other: String? = "8"
if let number = Int(input), let second = other.flatMap({ Int($0) }), number > second {
    print("\(number) > \(second)")  // expect: 42 > 8
}
var nickname: String? = nil
if let nickname {
    print("has \(nickname)")
} else {
    print("no nickname")  // expect: no nickname
}
nickname = "Bee"
if let nickname {
    print("has \(nickname)")  // expect: has Bee
}
func describe(_ raw: String) -> String {
    guard let value = Int(raw) else { return "not a number: \(raw)" }
    return "number \(value)"
}
print(describe("12"))  // expect: number 12
print(describe("1.5"))  // expect: not a number: 1.5
print(Int("  7") as Any)  // expect: nil
print(Double("2.50") as Any)  // expect: Optional(2.5)
