// A library's books as classes with deinit: released when removed from an array, a dictionary, set to nil, replaced, or at the end of a do block.
class Book {
    let title: String
    init(_ title: String) {
        self.title = title
        print("shelved \(title)")
    }
    deinit { print("recycled \(title)") }
}

var shelf = [Book("Dune"), Book("Emma"), Book("Ulysses")]
print("removing the first")
let removed = shelf.removeFirst()
print("removed \(removed.title), still held")

var loans: [String: Book] = ["ann": Book("Beloved")]
print("returning Ann's loan")
loans["ann"] = nil
print("loans:", loans.count)

var current: Book? = Book("Hamlet")
print("replacing")
current = Book("Macbeth")
print("clearing")
current = nil

do {
    let reading = Book("Walden")
    print("reading \(reading.title)")
}
print("emptying the shelf")
shelf.removeAll()
print("done")
// expect: shelved Dune
// expect: shelved Emma
// expect: shelved Ulysses
// expect: removing the first
// expect: removed Dune, still held
// expect: shelved Beloved
// expect: returning Ann's loan
// expect: recycled Beloved
// expect: loans: 0
// expect: shelved Hamlet
// expect: replacing
// expect: shelved Macbeth
// expect: recycled Hamlet
// expect: clearing
// expect: recycled Macbeth
// expect: shelved Walden
// expect: reading Walden
// expect: recycled Walden
// expect: emptying the shelf
// expect: recycled Emma
// expect: recycled Ulysses
// expect: done
