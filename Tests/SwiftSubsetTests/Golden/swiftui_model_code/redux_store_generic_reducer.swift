// A minimal redux-style store: generic over state and action, reducers as closures, subscribers notified in order.
final class Store<State, Action> {
    typealias Reducer = (inout State, Action) -> Void
    typealias Subscriber = (State) -> Void
    private(set) var state: State
    private let reducer: Reducer
    private var subscribers: [Subscriber] = []
    init(initial: State, reducer: @escaping Reducer) { state = initial; self.reducer = reducer }
    func subscribe(_ s: @escaping Subscriber) { subscribers.append(s); s(state) }
    func send(_ action: Action) {
        reducer(&state, action)
        subscribers.forEach { $0(state) }
    }
}
struct AppState: Equatable { var items: [String] = []; var filter = "" }
enum AppAction { case add(String), setFilter(String), clear }
let store = Store<AppState, AppAction>(initial: AppState()) { state, action in
    switch action {
    case .add(let item): state.items.append(item)
    case .setFilter(let f): state.filter = f
    case .clear: state = AppState()
    }
}
var renders: [String] = []
store.subscribe { state in
    let shown = state.filter.isEmpty ? state.items : state.items.filter { $0.contains(state.filter) }
    renders.append(shown.joined(separator: ","))
}
store.send(.add("apple")); store.send(.add("banana")); store.send(.setFilter("an")); store.send(.clear)
print(renders, store.state == AppState())
// expect: ["", "apple", "apple,banana", "banana", ""] true
