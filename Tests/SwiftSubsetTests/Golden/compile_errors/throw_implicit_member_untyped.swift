// A plain `throws` throws `any Error`: `.emptyName` has no base to be found in
enum SignupError: Error {
    case emptyName
    case tooYoung(age: Int)
}

func register(name: String, age: Int) throws -> String {
    if name.isEmpty { throw .emptyName } // expect error col 30: type 'any Error' has no member 'emptyName'
    if age < 13 { throw SignupError.tooYoung(age: age) }
    return "welcome, \(name)"
}

print(try register(name: "Kim", age: 20))
