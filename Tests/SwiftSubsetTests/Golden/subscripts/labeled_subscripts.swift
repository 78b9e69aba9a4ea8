// Subscripts with argument labels and overloads by parameter type.
struct Library {
    var books: [String] = ["Dune", "Emma", "Ubik"]
    subscript(index: Int) -> String { books[index] }
    subscript(title title: String) -> Int? { books.firstIndex(of: title) }
    subscript(safe index: Int) -> String? { books.indices.contains(index) ? books[index] : nil }
}
let library = Library()
print(library[1])  // expect: Emma
print(library[title: "Ubik"] as Any)  // expect: Optional(2)
print(library[title: "Odd"] as Any)  // expect: nil
print(library[safe: 7] ?? "out of range")  // expect: out of range
extension Array {
    subscript(wrapping index: Int) -> Element {
        self[((index % count) + count) % count]
    }
}
let ring = ["a", "b", "c"]
print(ring[wrapping: 4], ring[wrapping: -1])  // expect: b c
