// LocalizedError supplies errorDescription, which localizedDescription returns.
import Foundation
enum LoginError: LocalizedError {
    case wrongPassword(attemptsLeft: Int)
    case locked
    var errorDescription: String? {
        switch self {
        case .wrongPassword(let left): "Wrong password, \(left) attempts left"
        case .locked: "Account locked"
        }
    }
}
func login(_ password: String, attempts: Int) throws -> String {
    if attempts >= 3 { throw LoginError.locked }
    guard password == "secret" else { throw LoginError.wrongPassword(attemptsLeft: 3 - attempts - 1) }
    return "welcome"
}
var attempts = 0
for guess in ["123", "abc", "secret", "secret"] {
    do {
        print(try login(guess, attempts: attempts))
        attempts = 3
    } catch {
        attempts += 1
        print(error.localizedDescription)
    }
}
// expect: Wrong password, 2 attempts left
// expect: Wrong password, 1 attempts left
// expect: welcome
// expect: Account locked
