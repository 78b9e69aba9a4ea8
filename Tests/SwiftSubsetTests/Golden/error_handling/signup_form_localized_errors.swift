// Sign-up form validation: LocalizedError messages, validation rules as closures, collected errors, computed isValid
import Foundation

enum FieldError: LocalizedError, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail
    case mismatch

    var errorDescription: String? {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case .invalidEmail: return "Enter a valid email address"
        case .mismatch: return "Passwords do not match"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirmation = ""

    typealias Rule = (SignUpForm) -> FieldError?

    static let rules: [Rule] = [
        { $0.username.isEmpty ? .empty(field: "Username") : nil },
        { !$0.username.isEmpty && $0.username.count < 3 ? .tooShort(field: "Username", minimum: 3) : nil },
        { $0.email.isEmpty ? .empty(field: "Email") : nil },
        { form in
            let parts = form.email.split(separator: "@")
            guard !form.email.isEmpty else { return nil }
            return parts.count == 2 && parts[1].contains(".") ? nil : .invalidEmail
        },
        { $0.password.count < 8 ? .tooShort(field: "Password", minimum: 8) : nil },
        { $0.password != $0.confirmation ? .mismatch : nil },
    ]

    var errors: [FieldError] { Self.rules.compactMap { $0(self) } }
    var isValid: Bool { errors.isEmpty }
}

func submit(_ form: SignUpForm) throws -> String {
    if let first = form.errors.first { throw first }
    return "Welcome, \(form.username)!"
}

var form = SignUpForm()
print(form.isValid, form.errors.count)
print(form.errors.map { $0.localizedDescription })
form.username = "al"
form.email = "al@example"
form.password = "secret"
print(form.errors.compactMap(\.errorDescription))
form.username = "alice"
form.email = "alice@example.com"
form.password = "correct horse"
form.confirmation = "correct horse"
print(form.isValid, form.errors)
for attempt in [SignUpForm(), form] {
    do {
        print(try submit(attempt))
    } catch let error as FieldError {
        print("error:", error.localizedDescription, error == .empty(field: "Username"))
    } catch {
        print("unexpected")
    }
}
let generic: Error = FieldError.mismatch
print(generic.localizedDescription, (generic as? LocalizedError)?.errorDescription ?? "")

// expect: false 3
// expect: ["Username is required", "Email is required", "Password must be at least 8 characters"]
// expect: ["Username must be at least 3 characters", "Enter a valid email address", "Password must be at least 8 characters", "Passwords do not match"]
// expect: true []
// expect: error: Username is required true
// expect: Welcome, alice!
// expect: Passwords do not match Passwords do not match
