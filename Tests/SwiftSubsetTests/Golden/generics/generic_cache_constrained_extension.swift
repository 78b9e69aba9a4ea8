// Generic cache with constraints, where clauses and a generic method.
struct Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    mutating func insert(_ value: Value, for key: Key) {
        if storage[key] == nil { order.append(key) }
        storage[key] = value
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
        }
    }
    func value(for key: Key) -> Value? { storage[key] }
    func mapValues<T>(_ transform: (Value) -> T) -> [Key: T] { storage.mapValues(transform) }
    var keys: [Key] { order }
}
extension Cache where Value == String {
    func shout(_ key: Key) -> String? { value(for: key)?.uppercased() }
}
var cache = Cache<String, String>(capacity: 2)
cache.insert("one", for: "1")
cache.insert("two", for: "2")
cache.insert("three", for: "3")
print(cache.keys, cache.value(for: "1") ?? "evicted", cache.shout("3") ?? "")
let lengths = cache.mapValues { $0.count }
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
func pairs<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { Array(zip(a, b)) }
print(largest([3, 9, 2]) ?? 0, largest(["kiwi", "apple"]) ?? "", pairs([1, 2], ["a", "b"]).map { "\($0.0)\($0.1)" })
// expect: ["2", "3"] evicted THREE
// expect: ["2=3", "3=5"]
// expect: 9 kiwi ["1a", "2b"]
