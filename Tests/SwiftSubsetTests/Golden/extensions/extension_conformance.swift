// Adding protocol conformance in an extension.
protocol Summary { var summary: String { get } }
struct Book { let title: String; let pages: Int }
extension Book: Summary { var summary: String { "\(title) (\(pages)p)" } }
extension Array: Summary where Element: Summary {
    var summary: String { map(\.summary).joined(separator: "; ") }
}
let books = [Book(title: "A", pages: 10), Book(title: "B", pages: 20)]
print(books[0].summary)  // expect: A (10p)
print(books.summary)  // expect: A (10p); B (20p)
