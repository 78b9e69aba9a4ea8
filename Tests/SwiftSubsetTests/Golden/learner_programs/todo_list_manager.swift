// A to-do list manager: items with ids, priorities ordered by Comparable, completion, removal and a summary.
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "HIGH"
        }
    }
}

struct TodoItem {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
}

class TodoList {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: Priority = .medium) -> Int {
        let item = TodoItem(id: nextID, title: title, priority: priority)
        items.append(item)
        nextID += 1
        return item.id
    }

    func complete(id: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
        items[index].isDone = true
        return true
    }

    func remove(id: Int) {
        items.removeAll { $0.id == id }
    }

    var pending: [TodoItem] {
        items.filter { !$0.isDone }.sorted { $0.priority > $1.priority || ($0.priority == $1.priority && $0.id < $1.id) }
    }

    func summary() -> String {
        let done = items.filter(\.isDone).count
        return "\(done)/\(items.count) done"
    }
}

let list = TodoList()
list.add("Buy milk", priority: .low)
let essay = list.add("Write essay", priority: .high)
list.add("Call mom")
list.add("Fix bike", priority: .high)
print(list.summary())
// expect: 0/4 done
print(list.complete(id: essay), list.complete(id: 42))
// expect: true false
for item in list.pending {
    print("[\(item.isDone ? "x" : " ")] #\(item.id) \(item.title) (\(item.priority))")
}
// expect: [ ] #4 Fix bike (HIGH)
// expect: [ ] #3 Call mom (medium)
// expect: [ ] #1 Buy milk (low)
list.remove(id: 3)
print(list.items.map(\.title), list.summary())
// expect: ["Buy milk", "Write essay", "Fix bike"] 1/3 done
print(list.items.first!.priority, Priority.high > .medium, [Priority.high, .low, .medium].sorted())
// expect: low true [low, medium, HIGH]
