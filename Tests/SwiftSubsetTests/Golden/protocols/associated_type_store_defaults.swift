// Protocol with associated type and default implementation used generically; Self requirements.
protocol Identified { associatedtype ID: Hashable; var id: ID { get } }
protocol Store {
    associatedtype Item: Identified
    var items: [Item] { get set }
}
extension Store {
    func item(with id: Item.ID) -> Item? { items.first { $0.id == id } }
    mutating func upsert(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i] = item } else { items.append(item) }
    }
    var ids: [Item.ID] { items.map(\.id) }
}
struct Note: Identified { let id: String; var text: String }
struct NoteStore: Store { var items: [Note] = [] }
var store = NoteStore()
store.upsert(Note(id: "a", text: "first"))
store.upsert(Note(id: "b", text: "second"))
store.upsert(Note(id: "a", text: "edited"))
print(store.ids, store.item(with: "a")?.text ?? "-", store.item(with: "z")?.text ?? "-")
protocol Copyable { func copy() -> Self }
final class Doc: Copyable {
    var title: String
    init(title: String) { self.title = title }
    func copy() -> Self { Self.init(title: title + " copy") }
    required init(title t: String, _ unused: Int = 0) { title = t }
}
print(Doc(title: "x").copy().title)
// expect: ["a", "b"] edited -
// expect: x copy
