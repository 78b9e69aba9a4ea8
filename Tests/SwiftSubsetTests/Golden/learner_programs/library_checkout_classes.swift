// A library system with classes: members borrow and return books, a weak back-reference from a book to its borrower, errors with LocalizedError messages, and deinit when a member leaves.
import Foundation

enum LibraryError: LocalizedError {
    case notAvailable(title: String)
    case limitReached(Int)
    case notBorrowedBy(String)

    var errorDescription: String? {
        switch self {
        case .notAvailable(let title): return "\"\(title)\" is out"
        case .limitReached(let n): return "limit of \(n) books reached"
        case .notBorrowedBy(let name): return "not borrowed by \(name)"
        }
    }
}

final class Book {
    let title: String
    weak var borrower: Member?
    init(title: String) { self.title = title }
}

final class Member {
    let name: String
    private(set) var books: [Book] = []
    static let limit = 2
    init(name: String) { self.name = name }
    deinit { print("\(name) leaves with \(books.count) book(s)") }

    func borrow(_ book: Book) throws {
        guard book.borrower == nil else { throw LibraryError.notAvailable(title: book.title) }
        guard books.count < Member.limit else { throw LibraryError.limitReached(Member.limit) }
        book.borrower = self
        books.append(book)
    }

    func giveBack(_ book: Book) throws {
        guard book.borrower === self else { throw LibraryError.notBorrowedBy(name) }
        book.borrower = nil
        books.removeAll { $0 === book }
    }
}

let shelf = ["Dune", "Emma", "Ulysses"].map(Book.init)
var ana: Member? = Member(name: "Ana")
let ben = Member(name: "Ben")

func attempt(_ label: String, _ action: () throws -> Void) {
    do {
        try action()
        print(label, "ok")
    } catch {
        print(label, "failed:", error.localizedDescription)
    }
}

attempt("Ana takes Dune") { try ana?.borrow(shelf[0]) }
attempt("Ben takes Dune") { try ben.borrow(shelf[0]) }
attempt("Ben takes Emma") { try ben.borrow(shelf[1]) }
attempt("Ben takes Ulysses") { try ben.borrow(shelf[2]) }
attempt("Ben takes Dune") { try ben.borrow(shelf[0]) }
attempt("Ben returns Dune") { try ben.giveBack(shelf[0]) }
// expect: Ana takes Dune ok
// expect: Ben takes Dune failed: "Dune" is out
// expect: Ben takes Emma ok
// expect: Ben takes Ulysses ok
// expect: Ben takes Dune failed: "Dune" is out
// expect: Ben returns Dune failed: not borrowed by Ben
print(shelf.map { $0.borrower?.name ?? "-" })
// expect: ["Ana", "Ben", "Ben"]
ana = nil
// expect: Ana leaves with 1 book(s)
print(shelf.map { $0.borrower?.name ?? "-" }, shelf[0].borrower == nil)
// expect: ["-", "Ben", "Ben"] true
attempt("Ben returns Emma") { try ben.giveBack(shelf[1]) }
// expect: Ben returns Emma ok
print(ben.books.map(\.title))
// expect: ["Ulysses"]
