// The expected result type picks between overloads that differ only in return type.
func make() -> Int { 42 }
func make() -> String { "forty-two" }
let number: Int = make()
let text: String = make()
print(number, text)  // expect: 42 forty-two
func parse(_ s: String) -> Int? { Int(s) }
func parse(_ s: String) -> Double? { Double(s) }
let a: Int? = parse("7")
let b: Double? = parse("7")
print(a as Any, b as Any)  // expect: Optional(7) Optional(7.0)
print((make() as String).count)  // expect: 9
