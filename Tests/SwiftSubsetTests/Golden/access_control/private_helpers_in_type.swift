// Private members are hidden helpers; the public surface stays small.
final class PasswordValidator {
    private let minimumLength: Int
    private var failures: [String] = []
    init(minimumLength: Int = 8) { self.minimumLength = minimumLength }
    func validate(_ password: String) -> [String] {
        failures = []
        check(password.count >= minimumLength, "at least \(minimumLength) characters")
        check(password.contains(where: \.isNumber), "a digit")
        check(password.contains(where: \.isUppercase), "an uppercase letter")
        return failures
    }
    private func check(_ condition: Bool, _ requirement: String) {
        if !condition { failures.append("needs \(requirement)") }
    }
}
let validator = PasswordValidator()
print(validator.validate("abc"))  // expect: ["needs at least 8 characters", "needs a digit", "needs an uppercase letter"]
print(validator.validate("Sup3rSecret"))  // expect: []
