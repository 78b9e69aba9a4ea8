// A throwing initializer is a call that can throw too.
enum ParseError: Error { case empty }
struct Recipe {
    let name: String
    init(text: String) throws {
        guard !text.isEmpty else { throw ParseError.empty }
        name = text
    }
}
let soup = Recipe(text: "Soup") // expect error col 12: call can throw but is not marked with 'try'
print(soup.name)
