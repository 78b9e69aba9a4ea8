// guard let exits early; the binding is usable after the guard.
func describe(_ age: Int?) -> String {
    guard let age else { return "unknown" }
    guard age >= 18 else { return "minor (\(age))" }
    return "adult (\(age))"
}
print(describe(nil))  // expect: unknown
print(describe(12))  // expect: minor (12)
print(describe(40))  // expect: adult (40)
