// A generic cache class keyed by Hashable: hit and miss counters, a non-escaping factory closure, and a generic first-match function.
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0, misses = 0
    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let v = storage[key] { hits += 1; return v }
        misses += 1
        let v = make()
        storage[key] = v
        return v
    }
}
let squares = Cache<Int, Int>()
var made = 0
for n in [2, 3, 2, 2, 4] { _ = squares.value(for: n) { made += 1; return n * n } }
print(squares.hits, squares.misses, made)
let labels = Cache<String, [String]>()
print(labels.value(for: "x") { ["a"] }, labels.value(for: "x") { ["b"] })
func firstWhere<T>(_ xs: [T], _ test: (T) -> Bool) -> T? { for x in xs where test(x) { return x }; return nil }
print(firstWhere([1, 5, 8]) { $0 > 4 } ?? 0, firstWhere(["a"]) { $0.isEmpty } ?? "none")
// expect: 2 3 3
// expect: ["a"] ["a"]
// expect: 5 none
