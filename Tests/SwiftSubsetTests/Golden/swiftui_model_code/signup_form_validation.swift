// A sign-up form model: per-field errors, a computed isValid, and a submit that reports them.
import Foundation
struct SignUpForm {
    enum Field: String, CaseIterable { case username, email, password }
    var username = ""
    var email = ""
    var password = ""
    var agreedToTerms = false
    func error(for field: Field) -> String? {
        switch field {
        case .username:
            return username.count < 3 ? "Username must be at least 3 characters" : nil
        case .email:
            let parts = email.split(separator: "@")
            return parts.count == 2 && parts[1].contains(".") ? nil : "Enter a valid email"
        case .password:
            if password.count < 8 { return "Password too short" }
            return password.rangeOfCharacter(from: .decimalDigits) == nil ? "Password needs a digit" : nil
        }
    }
    var errors: [String] { Field.allCases.compactMap { error(for: $0) } }
    var isValid: Bool { errors.isEmpty && agreedToTerms }
}
var form = SignUpForm()
form.username = "jo"
form.email = "jo@example"
form.password = "password"
print(form.errors)  // expect: ["Username must be at least 3 characters", "Enter a valid email", "Password needs a digit"]
form.username = "joanna"
form.email = "jo@example.com"
form.password = "passw0rd!"
print(form.errors.isEmpty, form.isValid)  // expect: true false
form.agreedToTerms = true
print(form.isValid)  // expect: true
