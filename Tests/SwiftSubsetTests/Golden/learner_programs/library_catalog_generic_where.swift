// A library catalog: a protocol with an associated type, a generic shelf constrained with `where` clauses, and search helpers generic over any catalog whose items are Comparable.
protocol CatalogItem {
    associatedtype ID: Hashable
    var id: ID { get }
    var title: String { get }
}

protocol Catalog {
    associatedtype Item: CatalogItem
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct Book: CatalogItem, Comparable, CustomStringConvertible {
    let id: String
    let title: String
    let author: String
    let year: Int

    var description: String { "\(title) (\(author), \(year))" }

    static func < (lhs: Book, rhs: Book) -> Bool {
        lhs.year == rhs.year ? lhs.title < rhs.title : lhs.year < rhs.year
    }
}

struct DVD: CatalogItem {
    let id: Int
    let title: String
    let minutes: Int
}

struct Shelf<Item: CatalogItem>: Catalog {
    private(set) var items: [Item] = []

    mutating func add(_ item: Item) {
        if !items.contains(where: { $0.id == item.id }) {
            items.append(item)
        }
    }

    func item(withID id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }
}

extension Shelf where Item: Comparable {
    var oldestFirst: [Item] { items.sorted() }
    var newest: Item? { items.max() }
}

func titles<C: Catalog>(in catalog: C, matching word: String) -> [String] where C.Item: CatalogItem {
    catalog.items
        .map { $0.title }
        .filter { $0.lowercased().contains(word.lowercased()) }
}

func countBy<C: Catalog, Key: Hashable>(_ catalog: C, _ key: (C.Item) -> Key) -> [Key: Int] {
    var counts: [Key: Int] = [:]
    for item in catalog.items {
        counts[key(item), default: 0] += 1
    }
    return counts
}

var books = Shelf<Book>()
books.add(Book(id: "b1", title: "The Swift Way", author: "Ada", year: 2021))
books.add(Book(id: "b2", title: "Swift Patterns", author: "Lin", year: 2019))
books.add(Book(id: "b3", title: "Cooking for Coders", author: "Ada", year: 2019))
books.add(Book(id: "b1", title: "Duplicate", author: "Nobody", year: 1999))

print(books.items.count)
for book in books.oldestFirst {
    print(book)
}
print(books.newest?.title ?? "none")
print(books.item(withID: "b2")?.author ?? "missing")
print(books.item(withID: "zz") == nil)
print(titles(in: books, matching: "swift"))
let byAuthor = countBy(books) { $0.author }
for author in byAuthor.keys.sorted() {
    print("\(author): \(byAuthor[author]!)")
}

var dvds = Shelf<DVD>()
dvds.add(DVD(id: 7, title: "Learning Swift", minutes: 95))
dvds.add(DVD(id: 8, title: "Deep Dive", minutes: 120))
print(dvds.item(withID: 8)?.minutes ?? 0)
print(titles(in: dvds, matching: "SWIFT"))
let lengths = countBy(dvds) { $0.minutes > 100 ? "long" : "short" }
print(lengths.keys.sorted().map { "\($0)=\(lengths[$0]!)" }.joined(separator: ", "))

// expect: 3
// expect: Cooking for Coders (Ada, 2019)
// expect: Swift Patterns (Lin, 2019)
// expect: The Swift Way (Ada, 2021)
// expect: The Swift Way
// expect: Lin
// expect: true
// expect: ["The Swift Way", "Swift Patterns"]
// expect: Ada: 2
// expect: Lin: 1
// expect: 120
// expect: ["Learning Swift"]
// expect: long=1, short=1
