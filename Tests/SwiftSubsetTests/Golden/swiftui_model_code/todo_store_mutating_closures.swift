// A to-do store mutating its items through closures in mutating methods.
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}
struct TodoStore {
    private(set) var items: [TodoItem] = []
    private var nextID = 1
    mutating func add(_ titles: String...) {
        titles.forEach { title in
            items.append(TodoItem(id: nextID, title: title))
            nextID += 1
        }
    }
    mutating func toggle(where predicate: (TodoItem) -> Bool) {
        for index in items.indices where predicate(items[index]) {
            items[index].done.toggle()
        }
    }
    mutating func clearDone() -> Int {
        let before = items.count
        items.removeAll(where: \.done)
        return before - items.count
    }
    var summary: String {
        items.map { "\($0.done ? "x" : " ") \($0.id) \($0.title)" }.joined(separator: "\n")
    }
}
var store = TodoStore()
store.add("milk", "eggs", "bread")
store.toggle { $0.title.hasPrefix("e") || $0.id == 3 }
print(store.summary)
print(store.clearDone(), store.items.map(\.title))
store.add("jam")
print(store.items.last!.id)
// expect:   1 milk
// expect: x 2 eggs
// expect: x 3 bread
// expect: 2 ["milk"]
// expect: 4
