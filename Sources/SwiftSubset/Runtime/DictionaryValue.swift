/// A `Dictionary` value. Keeps insertion order so that iteration and
/// printing are deterministic (real Swift randomises the order per process;
/// any order is a correct Swift order, and a fixed one keeps transcripts
/// byte-identical).
package struct DictionaryValue {
    private final class Storage {
        var keys: [Value] = []
        var values: [Value] = []
        var index: [HashKey: Int] = [:]

        func copy() -> Storage {
            let s = Storage()
            s.keys = keys
            s.values = values
            s.index = index
            return s
        }
    }

    private var storage = Storage()

    init() {}

    init(pairs: [(Value, Value)]) {
        for (k, v) in pairs { self[k] = v }
    }

    var count: Int { storage.keys.count }
    var isEmpty: Bool { storage.keys.isEmpty }
    var keys: [Value] { storage.keys }
    package var values: [Value] { storage.values }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    subscript(key: Value) -> Value? {
        get {
            guard let i = storage.index[HashKey(key)] else { return nil }
            return storage.values[i]
        }
        set {
            makeUnique()
            let hashKey = HashKey(key)
            if let newValue {
                if let i = storage.index[hashKey] {
                    storage.values[i] = newValue
                } else {
                    storage.index[hashKey] = storage.keys.count
                    storage.keys.append(key)
                    storage.values.append(newValue)
                }
            } else if let i = storage.index.removeValue(forKey: hashKey) {
                storage.keys.remove(at: i)
                storage.values.remove(at: i)
                for j in i..<storage.keys.count { storage.index[HashKey(storage.keys[j])] = j }
            }
        }
    }

    /// Mutates the value stored under `key` in place (it must exist).
    mutating func modifyValue<E: Error>(forKey key: Value, _ body: (inout Value) throws(E) -> Void) throws(E) -> Bool {
        makeUnique()
        guard let i = storage.index[HashKey(key)] else { return false }
        var value = storage.values[i]
        storage.values[i] = .void
        defer { storage.values[i] = value }
        try body(&value)
        return true
    }

    @discardableResult
    mutating func removeValue(forKey key: Value) -> Value? {
        let old = self[key]
        if old != nil { self[key] = nil }
        return old
    }

    mutating func removeAll() {
        storage = Storage()
    }
}

/// A `Value` usable as a host dictionary key: Swift's `Hashable` types.
package struct HashKey: Hashable, CustomStringConvertible {
    package var description: String { value.shortText }

    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (a: HashKey, b: HashKey) -> Bool { a.value.isIdentical(to: b.value) }

    package func hash(into hasher: inout Hasher) { value.hashStructure(into: &hasher) }
}
