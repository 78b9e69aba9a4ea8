// A getter declared `get throws` passes errors on, but the call still needs `try`.
enum Parse: Error { case notANumber }
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw Parse.notANumber }
    return n
}
struct Form {
    var ageText = "41"
    var age: Int {
        get throws { parse(ageText) } // expect error col 22: call can throw but is not marked with 'try'
    }
}
print((try? Form().age) ?? 0)
