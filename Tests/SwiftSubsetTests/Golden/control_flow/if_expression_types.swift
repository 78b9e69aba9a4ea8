// if expressions: branches share one type, taken from context when given.
let score = 72
let passed = if score >= 60 { true } else { false }
print(passed)  // expect: true
let bonus: Double = if score > 70 { 1 } else { 0.5 }
print(bonus)  // expect: 1.0
let rating: Int? = if score > 90 { 5 } else { nil }
print(rating as Any)  // expect: nil
var message = ""
message = if score.isMultiple(of: 2) { "even" } else { "odd" }
print(message)  // expect: even
func category(_ age: Int) -> String {
    let base = if age < 13 { "child" } else if age < 20 { "teen" } else { "adult" }
    return base.capitalized
}
print(category(8), category(15), category(40))  // expect: Child Teen Adult

extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
