// A computed property's getter that does not throw cannot call a throwing function without handling its error.
enum Parse: Error { case notANumber }
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw Parse.notANumber }
    return n
}
struct Form {
    var ageText = "41"
    var age: Int { parse(ageText) } // expect error col 20: call can throw, but it is not marked with 'try' and the error is not handled
}
print(Form().age)
