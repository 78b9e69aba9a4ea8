// A `let` property stays constant even in a `var` struct.
struct Book {
    let isbn: String
    var title: String
}
var book = Book(isbn: "978-0", title: "Swift")
book.title = "SwiftUI"
book.isbn = "978-1" // expect error col 6: cannot assign to property: 'isbn' is a 'let' constant
print(book)
