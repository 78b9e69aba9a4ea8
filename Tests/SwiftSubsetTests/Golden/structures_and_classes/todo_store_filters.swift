// A to-do store: identifiable items, filters from a CaseIterable enum, sorting by several keys
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var priority: Priority = .normal

    enum Priority: Int, Comparable, CaseIterable {
        case low = 0, normal, high
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
        var symbol: String {
            switch self {
            case .low: "↓"
            case .normal: "·"
            case .high: "!"
            }
        }
    }
}

enum Filter: String, CaseIterable {
    case all, active, completed

    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: return true
        case .active: return !item.isDone
        case .completed: return item.isDone
        }
    }
}

final class TodoStore {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: TodoItem.Priority = .normal) -> TodoItem {
        let item = TodoItem(id: nextID, title: title, priority: priority)
        nextID += 1
        items.append(item)
        return item
    }

    func toggle(_ id: TodoItem.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            print("no item \(id)")
            return
        }
        items[index].isDone.toggle()
    }

    func remove(where shouldRemove: (TodoItem) -> Bool) -> Int {
        let before = items.count
        items.removeAll(where: shouldRemove)
        return before - items.count
    }

    func visible(_ filter: Filter) -> [TodoItem] {
        items.filter(filter.includes).sorted {
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            return $0.title < $1.title
        }
    }
}

let store = TodoStore()
store.add("Buy milk")
let taxes = store.add("File taxes", priority: .high)
store.add("Call mom", priority: .high)
store.add("Water plants", priority: .low)
store.add("Answer email")
store.toggle(taxes.id)
store.toggle(4)
store.toggle(42)

for filter in Filter.allCases {
    let titles = store.visible(filter).map { "\($0.priority.symbol) \($0.title)" }
    print("\(filter.rawValue) (\(titles.count)):", titles)
}

let removed = store.remove { $0.isDone }
print("removed \(removed), left \(store.items.count)")
print(store.items.first == store.items.first, store.items.first == store.items.last)
print(store.items.map(\.id))
print(TodoItem.Priority.allCases.max()!, TodoItem.Priority.allCases.sorted(by: >).map(\.symbol))

// expect: no item 42
// expect: all (5): ["! Call mom", "! File taxes", "· Answer email", "· Buy milk", "↓ Water plants"]
// expect: active (3): ["! Call mom", "· Answer email", "· Buy milk"]
// expect: completed (2): ["! File taxes", "↓ Water plants"]
// expect: removed 2, left 3
// expect: true false
// expect: [1, 3, 5]
// expect: high ["!", "·", "↓"]
