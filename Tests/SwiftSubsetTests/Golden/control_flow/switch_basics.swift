// switch on Int with multiple values, ranges, and default; no fallthrough by default.
func bucket(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case 1, 2, 3: return "few"
    case 4..<10: return "several"
    case let x where x < 0: return "negative"
    default: return "many"
    }
}
print([0, 2, 7, -1, 50].map(bucket))  // expect: ["zero", "few", "several", "negative", "many"]
