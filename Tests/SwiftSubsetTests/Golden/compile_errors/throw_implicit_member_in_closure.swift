// A closure that does not write throws(E) throws `any Error`, even where the error type is obvious
enum ParseError: Error { case notANumber(String) }

let parse = { (text: String) throws -> Int in
    guard let n = Int(text) else { throw .notANumber(text) } // expect error col 43: type 'any Error' has no member 'notANumber'
    return n
}
print(try parse("12"))
