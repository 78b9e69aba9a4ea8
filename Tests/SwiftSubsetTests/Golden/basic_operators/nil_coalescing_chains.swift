// `??` chains and short-circuits: the right side runs only when needed.
func fallback(_ label: String) -> String {
    print("computing \(label)")
    return label
}
let userName: String? = nil
let savedName: String? = "saved"
let name = userName ?? savedName ?? fallback("default")
print(name)  // expect: saved
let other = userName ?? fallback("guest")
// expect: computing guest
print(other)  // expect: guest
let counts: [String: Int] = ["a": 2]
print((counts["a"] ?? 0) + (counts["b"] ?? 0))  // expect: 2
let nested: Int?? = .some(nil)
print(nested ?? 5 as Any)  // expect: nil
