// Switching over an optional with .some / .none and the `?` pattern.
func classify(_ v: Int?) -> String {
    switch v {
    case .none: return "none"
    case .some(0): return "zero"
    case let x? where x < 0: return "negative \(x)"
    case let x?: return "positive \(x)"
    }
}
print(classify(nil))  // expect: none
print(classify(0))  // expect: zero
print(classify(-4))  // expect: negative -4
print(classify(9))  // expect: positive 9
