// A generic class with two type parameters and a constraint on the key.
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0, misses = 0
    func value(for key: Key, orCompute make: (Key) -> Value) -> Value {
        if let cached = storage[key] {
            hits += 1
            return cached
        }
        misses += 1
        let made = make(key)
        storage[key] = made
        return made
    }
}
let lengths = Cache<String, Int>()
for word in ["swift", "go", "swift", "rust", "go"] {
    _ = lengths.value(for: word) { $0.count }
}
print(lengths.hits, lengths.misses)  // expect: 2 3
let squares = Cache<Int, String>()
print(squares.value(for: 12) { String($0 * $0) })  // expect: 144
print(type(of: squares))  // expect: Cache<Int, String>
