// A password validator with rules as closures in an array: each failing rule's message collected, a strength score from Character properties.
struct Rule {
    let message: String
    let check: (String) -> Bool
}

let rules: [Rule] = [
    Rule(message: "at least 8 characters") { $0.count >= 8 },
    Rule(message: "an uppercase letter") { $0.contains(where: \.isUppercase) },
    Rule(message: "a digit") { $0.contains { $0.isNumber } },
    Rule(message: "no spaces") { !$0.contains(" ") },
    Rule(message: "not a common word") { !["password", "letmein", "qwerty"].contains($0.lowercased()) },
]

func problems(with password: String) -> [String] {
    rules.filter { !$0.check(password) }.map(\.message)
}

func strength(_ password: String) -> Int {
    var score = min(password.count, 12)
    if password.contains(where: { $0.isUppercase }) { score += 2 }
    if password.contains(where: { $0.isLowercase }) { score += 2 }
    if password.contains(where: { $0.isNumber }) { score += 3 }
    if password.contains(where: { !$0.isLetter && !$0.isNumber }) { score += 5 }
    return score
}

for candidate in ["Password", "short1A", "correct horse", "Tr0ub4dor&3", "QWERTY", ""] {
    let issues = problems(with: candidate)
    let verdict = issues.isEmpty ? "ok" : "needs " + issues.joined(separator: ", ")
    print("\"\(candidate)\" [\(strength(candidate))]: \(verdict)")
}
// expect: "Password" [12]: needs a digit, not a common word
// expect: "short1A" [14]: needs at least 8 characters
// expect: "correct horse" [19]: needs an uppercase letter, a digit, no spaces
// expect: "Tr0ub4dor&3" [23]: ok
// expect: "QWERTY" [8]: needs at least 8 characters, a digit, not a common word
// expect: "" [0]: needs at least 8 characters, an uppercase letter, a digit
let best = ["abc", "Abc12345", "a-b-c-d-e"].max { strength($0) < strength($1) }
print(best ?? "none", rules.count)
// expect: a-b-c-d-e 5
