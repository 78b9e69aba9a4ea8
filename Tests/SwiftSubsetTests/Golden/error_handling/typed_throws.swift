// Typed throws: the catch clause's error already has the declared type.
enum FormError: Error {
    case empty(field: String)
    case tooLong(field: String, limit: Int)
}
func validate(name: String) throws(FormError) -> String {
    if name.isEmpty { throw .empty(field: "name") }
    if name.count > 8 { throw .tooLong(field: "name", limit: 8) }
    return name.capitalized
}
extension String { var capitalized: String { prefix(1).uppercased() + dropFirst().lowercased() } }
for candidate in ["ada", "", "bartholomew"] {
    do {
        print(try validate(name: candidate))
    } catch {
        switch error {
        case .empty(let field): print("\(field) is empty")
        case .tooLong(let field, let limit): print("\(field) longer than \(limit)")
        }
    }
}
// expect: Ada
// expect: name is empty
// expect: name longer than 8
