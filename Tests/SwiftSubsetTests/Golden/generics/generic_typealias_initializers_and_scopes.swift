// Generic typealiases called as initializers (StringDict<Int>()), with constraints, for completion handlers and optional callbacks, nested in a generic struct and local to a generic function.
typealias StringDict<V> = [String: V]
typealias List<T: Comparable> = [T]
typealias Completion<Success> = (Result<Success, Error>) -> Void
typealias Grid<T> = [[T]]
typealias Callback<T> = ((T) -> Void)?

struct Cache<Key: Hashable, Value> {
    typealias Storage = [Key: Value]
    typealias Lookup<R> = (Value) -> R
    private var storage: Storage = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    func read<R>(_ key: Key, _ f: Lookup<R>) -> R? { storage[key].map(f) }
}

func load(_ id: Int, completion: Completion<String>) {
    if id > 0 { completion(.success("item \(id)")) } else { completion(.failure(LoadError.bad)) }
}
enum LoadError: Error { case bad }

var d = StringDict<Int>()
d["a"] = 1
print(d, type(of: d))
let sorted: List<Int> = [3, 1, 2].sorted()
print(sorted)
load(2) { result in
    switch result {
    case .success(let s): print("ok", s)
    case .failure(let e): print("fail", e)
    }
}
load(0) { print($0) }
var grid: Grid<Character> = Array(repeating: Array(repeating: ".", count: 3), count: 2)
grid[1][2] = "#"
print(grid.map { String($0) }.joined(separator: "/"))
var cache = Cache<String, Int>()
cache["x"] = 10
print(cache["x"] ?? -1, cache.read("x") { $0 * 3 } ?? 0, cache.read("y") { "\($0)" } as Any)
var onDone: Callback<Int> = nil
onDone?(1)
onDone = { print("done", $0) }
onDone?(2)
func pairUp<T>(_ xs: [T]) -> [(T, T)] {
    typealias P = (T, T)
    var out: [P] = []
    var i = 0
    while i + 1 < xs.count { out.append((xs[i], xs[i + 1])); i += 2 }
    return out
}
print(pairUp([1, 2, 3, 4]))
// expect: ["a": 1] Dictionary<String, Int>
// expect: [1, 2, 3]
// expect: ok item 2
// expect: failure(main.LoadError.bad)
// expect: .../..#
// expect: 10 30 nil
// expect: done 2
// expect: [(1, 2), (3, 4)]
