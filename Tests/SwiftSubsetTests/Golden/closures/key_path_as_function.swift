// Key-path expressions used where a function is expected, in map, filter and sorted.
struct Book { let title: String; let pages: Int; let isRead: Bool }
let shelf = [Book(title: "Dune", pages: 412, isRead: true),
             Book(title: "Emma", pages: 474, isRead: false),
             Book(title: "Ubik", pages: 202, isRead: true)]
print(shelf.map(\.title))  // expect: ["Dune", "Emma", "Ubik"]
print(shelf.filter(\.isRead).map(\.pages))  // expect: [412, 202]
print(shelf.map(\.title.count))  // expect: [4, 4, 4]
let longest = shelf.max { $0.pages < $1.pages }!
print(longest.title)  // expect: Emma
print(shelf.sorted { $0.pages < $1.pages }.map(\.title).joined(separator: ", "))  // expect: Ubik, Dune, Emma
