// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
protocol Storage {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var count: Int { get }
}
struct MemoryStorage<K: Hashable, V>: Storage {
    private var dict: [K: V] = [:]
    subscript(key: K) -> V? { get { dict[key] } set { dict[key] = newValue } }
    var count: Int { dict.count }
}
func fill<S: Storage>(_ s: inout S, _ pairs: [(S.Key, S.Value)]) { for (k, v) in pairs { s[k] = v } }
var store = MemoryStorage<String, Int>()
fill(&store, [("a", 1), ("b", 2)])
store["a"] = nil
print(store.count, store["b"] ?? 0, store["a"] as Any)
// expect: 1 2 nil
