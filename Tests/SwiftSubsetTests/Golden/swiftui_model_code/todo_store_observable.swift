// An @Observable to-do store: add, toggle, delete by offsets, move, and a filter enum.
// swiftc-shim: remove_at_offsets
import Foundation
import Observation

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class TodoStore {
    enum Filter: String, CaseIterable { case all, open, done }
    var items: [TodoItem] = []
    var filter: Filter = .all
    private var nextID = 1

    var visibleItems: [TodoItem] {
        switch filter {
        case .all: items
        case .open: items.filter { !$0.isDone }
        case .done: items.filter(\.isDone)
        }
    }
    var remainingCount: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed))
        nextID += 1
    }
    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }
    func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
    func move(from source: IndexSet, to destination: Int) { items.move(fromOffsets: source, toOffset: destination) }
}

let store = TodoStore()
["Buy milk", "  ", "Walk dog", "Call mum", "Read book"].forEach(store.add)
print(store.items.map(\.title))  // expect: ["Buy milk", "Walk dog", "Call mum", "Read book"]
store.toggle(store.items[1])
store.toggle(store.items[3])
print(store.remainingCount)  // expect: 2
store.filter = .done
print(store.visibleItems.map(\.title))  // expect: ["Walk dog", "Read book"]
store.filter = .open
store.delete(at: IndexSet(integer: 0))
print(store.visibleItems.map(\.id))  // expect: [3]
store.move(from: IndexSet(integer: 2), to: 0)
print(store.items.map(\.title))  // expect: ["Read book", "Walk dog", "Call mum"]
print(TodoStore.Filter.allCases.map(\.rawValue))  // expect: ["all", "open", "done"]
