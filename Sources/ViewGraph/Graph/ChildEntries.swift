/// A body's (or a container's) result flattened into the children it
/// stands for, in order, each with its identity (DESIGN V4): each
/// statement of a sequence a position, `if`/`else` arms branches of their
/// own, `ForEach` rows keyed by their ids, `.id(_:)` and the view's type;
/// the n-th repetition of an identity is told apart by its count.
struct ChildEntries {
    /// One child: the key shown in paths, the identity matched on, its value.
    struct Entry {
        let key: KeyText
        let identity: ChildIdentity
        let spec: ViewSpec
    }

    private(set) var entries: [Entry] = []
    private var seen: [ChildIdentity: Int] = [:]
    /// Ids a `ForEach` gave more than one of its rows, once each.
    private(set) var duplicateIDs: [AnyHashable] = []

    /// Notes the ids `ids` repeats.
    private mutating func noteDuplicates(count: Int, _ id: (Int) -> AnyHashable) {
        var ids = Set<AnyHashable>(minimumCapacity: count)
        for index in 0..<count where !ids.insert(id(index)).inserted {
            if !duplicateIDs.contains(id(index)) { duplicateIDs.append(id(index)) }
        }
    }

    mutating func add(_ key: KeyText, _ identity: ChildIdentity, _ spec: ViewSpec) {
        let n = postIncrement(&seen[identity, default: 0])
        var unique = identity
        if n > 0 { unique.append(.duplicate(n)) }
        entries.append(Entry(key: n == 0 ? key : .segment(key, "~\(n)"), identity: unique, spec: spec))
    }

    /// Adds the children `element` stands for, under `prefix` and
    /// `identity`. A `ForEach` row not built yet is built now.
    mutating func flatten(_ element: ViewElement, _ prefix: KeyText, _ identity: ChildIdentity) throws {
        switch element {
        case .empty:
            break
        case .view(let spec):
            let (key, full) = Self.viewIdentity(spec, prefix, identity)
            add(key, full, spec)
        case .sequence(let items):
            for (i, item) in items.enumerated() {
                var inner = identity
                inner.append(.statement(i))
                try flatten(item, .segment(prefix, "\(i)."), inner)
            }
        case .branch(let b, let inner):
            var branch = identity
            branch.append(.branch(b))
            try flatten(inner, .segment(prefix, "b\(b)."), branch)
        case .forEach(let items):
            // A dictionary grows geometrically: reserving again for a nested ForEach is cheap.
            seen.reserveCapacity(seen.count + items.count)
            noteDuplicates(count: items.count) { items[$0].id }
            for item in items {
                var row = identity
                row.append(.row(item.id))
                try flatten(try item.element(), .row(prefix, item.id), row)
            }
        case .lazyForEach(let rows):
            // Outside a lazy container, every row is built.
            noteDuplicates(count: rows.count, rows.id(at:))
            for index in 0..<rows.count {
                let id = rows.id(at: index)
                var row = identity
                row.append(.row(id))
                try flatten(try rows.row(at: index), .row(prefix, id), row)
            }
        }
    }

    /// Bar items come after the view's own content, positioned apart from it.
    mutating func addBarItems(of spec: ViewSpec) throws {
        for (index, bar) in spec.toolbarContents.enumerated() {
            try flatten(bar, .start("toolbar\(index)."), ChildIdentity(name: "toolbar\(index)"))
        }
    }

    /// A view's key and identity under `prefix` and `identity`: its type,
    /// and its `.id(_:)` if it has one.
    static func viewIdentity(_ spec: ViewSpec, _ prefix: KeyText, _ identity: ChildIdentity) -> (KeyText, ChildIdentity) {
        var key = KeyText.segment(prefix, spec.typeName)
        var full = identity
        full.append(.name(spec.typeName))
        if let id = spec.explicitID {
            key = .explicitID(key, id)
            full.append(.explicitID(id))
        }
        return (key, full)
    }

    /// `value`, then one more: the n-th sighting of an identity.
    private func postIncrement(_ value: inout Int) -> Int {
        defer { value += 1 }
        return value
    }
}

/// A child's key as reconciliation builds it (`2.b0.ChildView`,
/// `[id].Row~1`), made text only for a child that is installed: most
/// children of a long list are matched, and a row id's text is costly.
indirect enum KeyText {
    case start(String)
    case segment(KeyText, String)
    /// A `ForEach` row: `[id].`.
    case row(KeyText, AnyHashable)
    /// `.id(_:)`: `#id(id)`.
    case explicitID(KeyText, AnyHashable)

    var text: String {
        switch self {
        case .start(let text): return text
        case .segment(let prefix, let text): return prefix.text + text
        case .row(let prefix, let id): return prefix.text + "[\(id)]."
        case .explicitID(let prefix, let id): return prefix.text + "#id(\(id))"
        }
    }
}
