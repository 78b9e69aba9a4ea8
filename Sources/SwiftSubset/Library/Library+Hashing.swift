/// `Hasher`, `hash(into:)` and `hashValue`: a type's own `hash(into:)` is
/// what its `hashValue` and `Hasher.combine` use; other values hash by
/// their structure, as synthesized `Hashable` does. Dictionary keys and
/// set members of a type with its own `==` are found with that `==`.
extension Library {
    func installHashing() {
        let hasher = TypeInfo(name: "Hasher", kind: .builtin)
        addType(hasher)
        nativeTypes[HasherValue.typeName] = hasher
        let hasherType: StaticType = .nominal(hasher, [])
        staticMethod(hasher, "init()", hasherType) { _, _, _, _ throws(Unwind) in .native(HasherValue(Hasher())) }
        func read(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Hasher {
            guard let h = (v.nativeObject as? HasherValue)?.hasher else {
                throw .trap(Trap(message: LanguageMessages.expected("a Hasher"), position: at))
            }
            return h
        }
        mutating(hasher, "combine(_:)") { rt, v, args, at throws(Unwind) in
            // A fresh box per change: a copied Hasher is a separate value.
            var h = try read(v, at)
            try rt.library.hash(args[0], into: &h, rt: rt, at: at)
            v = .native(HasherValue(h))
            return .void
        }
        method(hasher, "finalize()", .int) { _, v, _, at throws(Unwind) in .int(try read(v, at).finalize()) }
        if let hashable = types["Hashable"] {
            property(hashable, "hashValue", .int) { rt, v, at throws(Unwind) in
                var h = Hasher()
                try rt.library.hash(v, into: &h, rt: rt, at: at)
                return .int(h.finalize())
            }
        }
        for type in [int, double, float, string, character, bool, array, dictionary, set] + fixedWidthTypes {
            property(type, "hashValue", .int) { rt, v, at throws(Unwind) in
                var h = Hasher()
                try rt.library.hash(v, into: &h, rt: rt, at: at)
                return .int(h.finalize())
            }
            method(type, "hash(into:)", .void, inoutBody: { rt, v, args, at throws(Unwind) in
                var h = try read(args[0], at)
                try rt.library.hash(v, into: &h, rt: rt, at: at)
                args[0] = .native(HasherValue(h))
                return .void
            })
        }
    }

    /// Feeds `value` to `hasher`: through its type's `hash(into:)` if it
    /// has one, else by structure.
    func hash(_ value: Value, into hasher: inout Hasher, rt: Runtime, at position: SourcePosition) throws(Unwind) {
        if let function = ownHashFunction(value) {
            var arguments: [Value] = [.native(HasherValue(hasher))]
            _ = try rt.invoke(function, captures: [], selfValue: value, arguments: &arguments, at: position, readingBack: 0)
            if let updated = arguments[0].nativeObject as? HasherValue { hasher = updated.hasher }
            return
        }
        value.hashStructure(into: &hasher)
    }

    /// A user type's `hash(into:)`.
    private func ownHashFunction(_ value: Value) -> CompiledFunction? {
        switch value {
        case .structure, .enumeration, .object:
            guard case .methods(let methods)? = lookupMember(typeOf(value), "hash") else { return nil }
            return methods.first { $0.function.parameters.first?.label == "into" }?.function
        default:
            return nil
        }
    }

    /// The key a dictionary holds that equals `key` by the key type's own
    /// `==` (`key` itself when the type has none, or no key matches).
    func dictionaryKey(_ d: DictionaryValue, _ key: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        guard hasOwnEquality(key) else { return key }
        for existing in d.keys where try equal(existing, key, rt: rt, at: position) { return existing }
        return key
    }
}

/// A `Hasher` value.
final class HasherValue: NativeObject {
    static let typeName = "Hasher"
    let hasher: Hasher
    init(_ hasher: Hasher) { self.hasher = hasher }
    override var typeName: String { HasherValue.typeName }
}
