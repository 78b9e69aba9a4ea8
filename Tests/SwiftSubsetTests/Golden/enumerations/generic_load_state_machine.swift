// Enum state machine with associated values and mutating transitions.
enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(String)

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
    mutating func advance(by amount: Double, result: @autoclosure () -> Value) {
        switch self {
        case .idle:
            self = .loading(progress: amount)
        case .loading(let p) where p + amount >= 1:
            self = .loaded(result())
        case .loading(let p):
            self = .loading(progress: p + amount)
        case .loaded, .failed:
            break
        }
    }
}
var state = LoadState<[String]>.idle
var steps: [String] = []
while true {
    state.advance(by: 0.4, result: ["a", "b"])
    switch state {
    case .loading(let p): steps.append("loading \(p)")
    case .loaded(let items): steps.append("loaded \(items.count)")
    default: steps.append("other")
    }
    if !state.isLoading { break }
}
print(steps)
if case .loaded(let items) = state { print(items.joined()) }
// expect: ["loading 0.4", "loading 0.8", "loaded 2"]
// expect: ab
