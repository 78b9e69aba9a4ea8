// Type parameters inferred from arguments and from the expected result type.
func makeArray<T>(repeating value: T, count: Int) -> [T] { Array(repeating: value, count: count) }
func firstOrDefault<T>(_ items: [T], _ fallback: T) -> T { items.first ?? fallback }
func decode<T: LosslessStringConvertible>(_ text: String) -> T? { T(text) }
print(makeArray(repeating: "ab", count: 2))  // expect: ["ab", "ab"]
print(firstOrDefault([Double](), 1))  // expect: 1.0
let n: Int? = decode("12")
let d: Double? = decode("12")
let b: Bool? = decode("true")
print(n as Any, d as Any, b as Any)  // expect: Optional(12) Optional(12.0) Optional(true)
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
let p = pair(1, "x")
print(p, type(of: p))  // expect: (1, "x") (Int, String)
