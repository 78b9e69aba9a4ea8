// A to-do view model: a CaseIterable filter enum, a switch-expression computed list, firstIndex(of:) on Equatable items, trimmingPrefix on titles.
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}
enum Filter: String, CaseIterable { case all, open, done }
final class TodoViewModel {
    var todos: [Todo] = []
    var filter: Filter = .all
    var visible: [Todo] {
        switch filter {
        case .all: todos
        case .open: todos.filter { !$0.done }
        case .done: todos.filter(\.done)
        }
    }
    var summary: String { "\(todos.filter(\.done).count)/\(todos.count) done" }
    func add(_ title: String) {
        let trimmed = title.trimmingPrefix(" ")
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: String(trimmed)))
    }
    func toggle(_ todo: Todo) {
        if let i = todos.firstIndex(of: todo) { todos[i].done.toggle() }
    }
}
let vm = TodoViewModel()
vm.add("  buy milk")
vm.add("")
vm.add("call mom")
vm.toggle(vm.todos[0])
for f in Filter.allCases {
    vm.filter = f
    print(f.rawValue, vm.visible.map(\.title))
}
print(vm.summary)
// expect: all [" buy milk", "call mom"]
// expect: open ["call mom"]
// expect: done [" buy milk"]
// expect: 1/2 done
