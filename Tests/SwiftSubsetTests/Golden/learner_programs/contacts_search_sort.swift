// A contacts list: structs with optional fields, search by prefix ignoring case, sections by first letter, and sorting by last then first name.
struct Contact: CustomStringConvertible {
    var first: String
    var last: String
    var phone: String?
    var favorite = false

    var fullName: String { "\(first) \(last)" }
    var initial: Character { last.uppercased().first ?? "#" }
    var description: String { fullName + (phone.map { " (\($0))" } ?? "") }
}

struct AddressBook {
    private(set) var contacts: [Contact] = []

    mutating func add(_ c: Contact) { contacts.append(c) }

    func search(_ text: String) -> [Contact] {
        let needle = text.lowercased()
        return sorted().filter { $0.first.lowercased().hasPrefix(needle) || $0.last.lowercased().hasPrefix(needle) }
    }

    func sorted() -> [Contact] {
        contacts.sorted { ($0.last, $0.first) < ($1.last, $1.first) }
    }

    var sections: [(letter: Character, names: [String])] {
        let groups = Dictionary(grouping: sorted(), by: \.initial)
        return groups.keys.sorted().map { ($0, groups[$0]!.map(\.fullName)) }
    }

    mutating func toggleFavorite(named name: String) -> Bool? {
        guard let i = contacts.firstIndex(where: { $0.fullName == name }) else { return nil }
        contacts[i].favorite.toggle()
        return contacts[i].favorite
    }
}

var book = AddressBook()
book.add(Contact(first: "Grace", last: "Hopper", phone: "555-0101"))
book.add(Contact(first: "Alan", last: "Turing"))
book.add(Contact(first: "Ada", last: "Lovelace", phone: "555-0199"))
book.add(Contact(first: "Tim", last: "Berners-Lee"))
book.add(Contact(first: "Anita", last: "Borg"))
print(book.sorted())
// expect: [Tim Berners-Lee, Anita Borg, Grace Hopper (555-0101), Ada Lovelace (555-0199), Alan Turing]
print(book.search("a").map(\.fullName), book.search("BO"), book.search("x").isEmpty)
// expect: ["Anita Borg", "Ada Lovelace", "Alan Turing"] [Anita Borg] true
for section in book.sections { print(section.letter, section.names) }
// expect: B ["Tim Berners-Lee", "Anita Borg"]
// expect: H ["Grace Hopper"]
// expect: L ["Ada Lovelace"]
// expect: T ["Alan Turing"]
print(book.toggleFavorite(named: "Alan Turing") as Any, book.toggleFavorite(named: "Nobody") as Any, book.contacts.filter(\.favorite).count)
// expect: Optional(true) nil 1
let withPhones = book.contacts.compactMap { c in c.phone.map { (c.first, $0) } }
print(withPhones.map { "\($0.0): \($0.1)" })
// expect: ["Grace: 555-0101", "Ada: 555-0199"]
