/// A registered change of a type's native member tables, and its place in
/// the order of registration (an install's members share its place).
struct PendingChange {
    let place: Int
    /// The name the change touches, or the spec that begins with it.
    let name: String
    let isSpec: Bool
    let isStatic: Bool
    let change: Change

    /// A change of one name, or one change shared by many names and
    /// given the name it runs for (`TypeInfo.deferNative(each:_:)`).
    enum Change {
        case one((TypeInfo) -> Void)
        case named((TypeInfo, String) -> Void)
    }

    func run(on type: TypeInfo) {
        switch change {
        case .one(let change): change(type)
        case .named(let change): change(type, name)
        }
    }

    /// Whether the change touches `key`'s name (without making the name).
    func touches(_ key: NativeKey) -> Bool {
        guard isStatic == key.isStatic else { return false }
        guard isSpec else { return name == key.name }
        var spec = name.utf8.makeIterator()
        for byte in key.name.utf8 {
            if spec.next() != byte { return false }
        }
        let next = spec.next()
        return next == nil || next == UInt8(ascii: "(")
    }

    var key: NativeKey {
        guard isSpec, let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return NativeKey(name: name, isStatic: isStatic) }
        return NativeKey(name: String(name[..<open]), isStatic: isStatic)
    }
}

struct NativeKey: Hashable {
    let name: String
    let isStatic: Bool
}
