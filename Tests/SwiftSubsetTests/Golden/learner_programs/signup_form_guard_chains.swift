// A sign-up form validated with guard-let chains: each field is parsed in turn, the first failure is reported with a specific error, and a valid form becomes an Account.
struct Account: CustomStringConvertible {
    let username: String
    let age: Int
    let email: String
    var description: String { "\(username) (\(age)) <\(email)>" }
}

enum SignupError: Error, CustomStringConvertible {
    case missing(String)
    case notANumber(String)
    case tooYoung(Int)
    case badEmail(String)

    var description: String {
        switch self {
        case .missing(let field): return "missing \(field)"
        case .notANumber(let text): return "'\(text)' is not a number"
        case .tooYoung(let age): return "must be 13 or older, got \(age)"
        case .badEmail(let email): return "bad email \(email)"
        }
    }
}

func signUp(_ form: [String: String]) throws -> Account {
    guard let rawName = form["username"], case let name = rawName.trimmingWhitespace(), !name.isEmpty else {
        throw SignupError.missing("username")
    }
    guard let ageText = form["age"] else { throw SignupError.missing("age") }
    guard let age = Int(ageText) else { throw SignupError.notANumber(ageText) }
    guard age >= 13 else { throw SignupError.tooYoung(age) }
    guard let email = form["email"], let at = email.firstIndex(of: "@"),
          email[email.index(after: at)...].contains("."), at != email.startIndex else {
        throw SignupError.badEmail(form["email"] ?? "")
    }
    return Account(username: name.lowercased(), age: age, email: email)
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

let forms: [[String: String]] = [
    ["username": "  Ana ", "age": "29", "email": "ana@example.com"],
    ["username": "   ", "age": "20"],
    ["username": "bo", "age": "twelve"],
    ["username": "cy", "age": "12", "email": "cy@x.io"],
    ["username": "di", "age": "40", "email": "@nowhere.com"],
    ["username": "ed", "age": "33", "email": "ed@localhost"],
    ["username": "Fay", "age": "51", "email": "fay@mail.org"],
]
var accepted: [Account] = []
for (number, form) in forms.enumerated() {
    do {
        let account = try signUp(form)
        accepted.append(account)
        print("\(number + 1): ok \(account)")
    } catch let error as SignupError {
        print("\(number + 1): \(error)")
    }
}
print(accepted.map(\.username))

// expect: 1: ok ana (29) <ana@example.com>
// expect: 2: missing username
// expect: 3: 'twelve' is not a number
// expect: 4: must be 13 or older, got 12
// expect: 5: bad email @nowhere.com
// expect: 6: bad email ed@localhost
// expect: 7: ok fay (51) <fay@mail.org>
// expect: ["ana", "fay"]
