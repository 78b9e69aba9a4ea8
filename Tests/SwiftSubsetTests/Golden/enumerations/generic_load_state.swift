// A generic enum with a payload of its type parameter, as view models use for load state.
enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}
var state: LoadState<[String]> = .idle
print(state.value as Any, state.isLoading)  // expect: nil false
state = .loading
print(state.isLoading)  // expect: true
state = .loaded(["a", "b"])
print(state.value ?? [])  // expect: ["a", "b"]
let count: LoadState<Int> = .loaded(3)
switch count {
case .loaded(let n) where n > 2: print("plenty: \(n)")  // expect: plenty: 3
case .loaded(let n): print("few: \(n)")
case .failed(let reason): print("error \(reason)")
case .idle, .loading: print("waiting")
}
print(LoadState<Int>.failed("offline"))  // expect: failed("offline")
