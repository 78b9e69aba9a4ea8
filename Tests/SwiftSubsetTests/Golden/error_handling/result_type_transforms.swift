// Result: map, flatMap, mapError, get() and building one from a throwing closure.
enum ParseError: Error { case notANumber(String), negative(Int) }
struct UserFacingError: Error { let message: String }
func parse(_ text: String) -> Result<Int, ParseError> {
    guard let n = Int(text) else { return .failure(.notANumber(text)) }
    return .success(n)
}
func checkPositive(_ n: Int) -> Result<Int, ParseError> {
    n >= 0 ? .success(n) : .failure(.negative(n))
}
print(parse("21").map { $0 * 2 })  // expect: success(42)
print(parse("x1"))  // expect: failure(main.ParseError.notANumber("x1"))
print(parse("-5").flatMap(checkPositive))  // expect: failure(main.ParseError.negative(-5))
let friendly = parse("oops").mapError { UserFacingError(message: "could not read \($0)") }
switch friendly {
case .success(let n): print("got \(n)")
case .failure(let e): print(e.message)  // expect: could not read notANumber("oops")
}
do {
    let value = try parse("7").get()
    print(value)  // expect: 7
    _ = try parse("seven").get()
} catch {
    print("threw \(error)")  // expect: threw notANumber("seven")
}
let caught = Result { try parse("3").get() + 1 }
print(caught)  // expect: success(4)
