/// A `Set` value: its members, each once, in insertion order (so that
/// iteration and printing are deterministic, as `DictionaryValue` keeps
/// its keys), with a hash index for membership. Equality ignores order.
package struct SetValue {
    /// Members as keys; each key's value is the member itself, so a
    /// lookup returns the member the set holds.
    private var storage = DictionaryValue()

    package init() {}

    init(_ elements: [Value]) {
        for e in elements where storage[e] == nil { storage[e] = e }
    }

    package var elements: [Value] { storage.keys }
    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    package func contains(_ v: Value) -> Bool { storage[v] != nil }

    /// The member equal to `v`, if any.
    func member(_ v: Value) -> Value? { storage[v] }

    /// Adds `v` unless an equal member is there; returns whether it did.
    @discardableResult
    package mutating func insert(_ v: Value) -> Bool {
        guard storage[v] == nil else { return false }
        storage[v] = v
        return true
    }

    /// Adds `v`, replacing an equal member; returns the one replaced.
    mutating func update(_ v: Value) -> Value? {
        let old = storage[v]
        storage[v] = v
        return old
    }

    @discardableResult
    package mutating func remove(_ v: Value) -> Value? { storage.removeValue(forKey: v) }

    mutating func removeAll() { storage.removeAll() }
}

extension SetValue {
    /// Same members, whatever the order.
    func isIdentical(to other: SetValue) -> Bool {
        count == other.count && elements.allSatisfy(other.contains)
    }

    /// A hash that does not depend on the order of the members.
    func hash(into hasher: inout Hasher) {
        var combined = 0
        for e in elements {
            var h = Hasher()
            e.hashStructure(into: &h)
            combined ^= h.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
