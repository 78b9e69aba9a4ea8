// Errors conforming to CustomStringConvertible print their description.
struct ValidationError: Error, CustomStringConvertible {
    let field: String
    var description: String { "invalid \(field)" }
}
do {
    throw ValidationError(field: "email")
} catch {
    print(error)  // expect: invalid email
    print("\(error)")  // expect: invalid email
    print(error is ValidationError)  // expect: true
}
