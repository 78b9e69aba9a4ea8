// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
import Foundation
enum LoginError: LocalizedError {
    case emptyName
    case tooShort(min: Int)
    case locked
    var errorDescription: String? {
        switch self {
        case .emptyName: return "Name is empty"
        case .tooShort(let m): return "Password needs \(m) characters"
        case .locked: return nil
        }
    }
}
func login(_ name: String, _ pw: String) throws -> String {
    guard !name.isEmpty else { throw LoginError.emptyName }
    guard pw.count >= 4 else { throw LoginError.tooShort(min: 4) }
    if name == "root" { throw LoginError.locked }
    return "welcome \(name)"
}
for (n, p) in [("", "x"), ("ann", "ab"), ("root", "abcd"), ("bob", "secret")] {
    do { print(try login(n, p)) }
    catch let e as LoginError { print("error:", e.localizedDescription, e.errorDescription ?? "-") }
    catch { print("other") }
}
let r = Result { try login("zoe", "1234") }
print(r)
let r2: Result<String, Error> = Result { try login("", "") }
if case .failure(let e) = r2 { print(e.localizedDescription) }
// expect: error: Name is empty Name is empty
// expect: error: Password needs 4 characters Password needs 4 characters
// expect: error: The operation could not be completed. (main.LoginError error 2.) -
// expect: welcome bob
// expect: success("welcome zoe")
// expect: Name is empty
