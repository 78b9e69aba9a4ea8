// An @Observable-free view model pattern: a class with a state enum, async-free loading via closures, and computed presentation text.
enum Loadable<Value> {
    case idle, loading, loaded(Value), failed(String)
    var value: Value? { if case .loaded(let v) = self { return v } else { return nil } }
}
struct Recipe: Identifiable, Hashable { let id: Int; let title: String; let minutes: Int }
final class RecipeListModel {
    private(set) var state: Loadable<[Recipe]> = .idle
    var searchText = ""
    var onChange: ((Loadable<[Recipe]>) -> Void)?
    private let source: () -> Result<[Recipe], Error>
    init(source: @escaping () -> Result<[Recipe], Error>) { self.source = source }
    func load() {
        state = .loading
        onChange?(state)
        switch source() {
        case .success(let recipes): state = .loaded(recipes.sorted { $0.minutes < $1.minutes })
        case .failure(let error): state = .failed("\(error)")
        }
        onChange?(state)
    }
    var visible: [Recipe] {
        guard let all = state.value else { return [] }
        return searchText.isEmpty ? all : all.filter { $0.title.lowercased().contains(searchText.lowercased()) }
    }
    var subtitle: String {
        switch state {
        case .idle: return "Pull to load"
        case .loading: return "Loading…"
        case .loaded(let r): return "\(r.count) recipes"
        case .failed(let message): return "Error: \(message)"
        }
    }
}
struct Offline: Error {}
let model = RecipeListModel { .success([Recipe(id: 1, title: "Soup", minutes: 30), Recipe(id: 2, title: "Salad", minutes: 10), Recipe(id: 3, title: "Soufflé", minutes: 50)]) }
var transitions: [String] = []
model.onChange = { state in
    switch state {
    case .loading: transitions.append("loading")
    case .loaded(let r): transitions.append("loaded \(r.count)")
    default: transitions.append("other")
    }
}
print(model.subtitle)
model.load()
print(transitions, model.subtitle)
model.searchText = "SOU"
print(model.visible.map(\.title))
let failing = RecipeListModel { .failure(Offline()) }
failing.load()
print(failing.subtitle, failing.visible.isEmpty)
// expect: Pull to load
// expect: ["loading", "loaded 3"] 3 recipes
// expect: ["Soup", "Soufflé"]
// expect: Error: Offline() true
