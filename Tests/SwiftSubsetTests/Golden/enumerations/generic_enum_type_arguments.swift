// A generic enum's value keeps its type arguments: written (`LoadState<Int>.idle`), from the context, or from the payload; `type(of:)` and debug descriptions show them.
enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}
let idle = LoadState<Int>.idle
print(idle) // expect: idle
print(type(of: idle)) // expect: LoadState<Int>
print(String(describing: LoadState<Int>.idle)) // expect: idle
let loaded = LoadState.loaded(3)
print(loaded, type(of: loaded)) // expect: loaded(3) LoadState<Int>
let names: LoadState<[String]> = .loaded(["a"])
print(names, type(of: names)) // expect: loaded(["a"]) LoadState<Array<String>>
let failed: LoadState<Double> = .failed("offline")
print(type(of: failed)) // expect: LoadState<Double>
func describe<T>(_ state: LoadState<T>) -> String {
    switch state {
    case .idle: return "idle"
    case .loading: return "loading"
    case .loaded(let value): return "loaded \(value)"
    case .failed(let message): return "failed: \(message)"
    }
}
print(describe(LoadState<String>.loading)) // expect: loading
print(describe(loaded)) // expect: loaded 3
// Inside another value (and in debug descriptions) the arguments are module-qualified.
print([idle]) // expect: [main.LoadState<Swift.Int>.idle]
print([loaded]) // expect: [main.LoadState<Swift.Int>.loaded(3)]
debugPrint(names) // expect: main.LoadState<Swift.Array<Swift.String>>.loaded(["a"])
let states: [LoadState<String>] = [.idle, .loaded("a")]
print(states) // expect: [main.LoadState<Swift.String>.idle, main.LoadState<Swift.String>.loaded("a")]
print(String(reflecting: LoadState<Double>.loading)) // expect: main.LoadState<Swift.Double>.loading
