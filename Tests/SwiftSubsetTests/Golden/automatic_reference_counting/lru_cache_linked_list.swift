// An LRU cache: a doubly linked list of class nodes with weak back links, a dictionary index, eviction callbacks
final class Node<Key: Hashable, Value> {
    let key: Key
    var value: Value
    var next: Node?
    weak var previous: Node?
    init(key: Key, value: Value) { self.key = key; self.value = value }
}

final class LRUCache<Key: Hashable, Value> {
    private var index: [Key: Node<Key, Value>] = [:]
    private var head: Node<Key, Value>?
    private var tail: Node<Key, Value>?
    let capacity: Int
    var onEvict: ((Key, Value) -> Void)?
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { index.count }

    private func unlink(_ node: Node<Key, Value>) {
        let prev = node.previous
        let next = node.next
        prev?.next = next
        next?.previous = prev
        if head === node { head = next }
        if tail === node { tail = prev }
        node.next = nil
        node.previous = nil
    }

    private func pushFront(_ node: Node<Key, Value>) {
        node.next = head
        head?.previous = node
        head = node
        if tail == nil { tail = node }
    }

    subscript(key: Key) -> Value? {
        get {
            guard let node = index[key] else { misses += 1; return nil }
            hits += 1
            unlink(node)
            pushFront(node)
            return node.value
        }
        set {
            if let node = index[key] {
                unlink(node)
                if let newValue {
                    node.value = newValue
                    pushFront(node)
                } else {
                    index[key] = nil
                }
                return
            }
            guard let newValue else { return }
            let node = Node(key: key, value: newValue)
            index[key] = node
            pushFront(node)
            if index.count > capacity, let last = tail {
                unlink(last)
                index[last.key] = nil
                onEvict?(last.key, last.value)
            }
        }
    }

    var keysByRecency: [Key] {
        var keys: [Key] = []
        var node = head
        while let n = node {
            keys.append(n.key)
            node = n.next
        }
        return keys
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { key, value in evicted.append("\(key):\(value)") }

cache["a"] = 1
cache["b"] = 2
cache["c"] = 3
print(cache.keysByRecency)
_ = cache["a"]
cache["d"] = 4
print(cache.keysByRecency, evicted)
cache["c"] = 30
cache["e"] = 5
print(cache.keysByRecency, evicted)
cache["a"] = nil
print(cache.keysByRecency, cache.count)
print(cache["b"] as Any, cache["c"] ?? 0, cache["zzz"] as Any)
print("hits \(cache.hits) misses \(cache.misses)")

let squares = LRUCache<Int, Int>(capacity: 2)
func square(_ n: Int) -> Int {
    if let cached = squares[n] { return cached }
    print("computing \(n)")
    let result = n * n
    squares[n] = result
    return result
}
print([3, 4, 3, 5, 4, 3].map(square))

// expect: ["c", "b", "a"]
// expect: ["d", "a", "c"] ["b:2"]
// expect: ["e", "c", "d"] ["b:2", "a:1"]
// expect: ["e", "c", "d"] 3
// expect: nil 30 nil
// expect: hits 2 misses 2
// expect: computing 3
// expect: computing 4
// expect: computing 5
// expect: computing 4
// expect: computing 3
// expect: [9, 16, 9, 25, 16, 9]
