// Literal types are inferred; explicit annotations convert literals.
let i = 7
let d = 7.0
let explicit: Double = 7
let b = true
print(type(of: i))  // expect: Int
print(type(of: d))  // expect: Double
print(explicit)  // expect: 7.0
print(type(of: b))  // expect: Bool
print(type(of: "s"))  // expect: String
