// A failure mapped to a message with mapError: a Result's failure must be an Error, and a String is not one.
enum LoginError: Error {
    case wrongPassword
}

func login(_ password: String) -> Result<String, LoginError> {
    password == "swift" ? .success("welcome") : .failure(.wrongPassword)
}

let message = login("java").mapError { _ in "Try again" } // expect error col 29: instance method 'mapError' requires that 'String' conform to 'Error'
print(message)
