/// Key path types (`KeyPath`, `WritableKeyPath`, …) as names a program can
/// write, and `value[keyPath:]`: reading a path, and writing or mutating
/// through it in place (`person[keyPath: \.age] += 1`).
extension Library {
    func installKeyPaths() {
        let any = TypeInfo(name: "AnyKeyPath", kind: .builtin)
        let partial = TypeInfo(name: "PartialKeyPath", kind: .builtin)
        partial.genericParameters = ["Root"]
        partial.superclass = any
        let readOnly = TypeInfo(name: "KeyPath", kind: .builtin)
        readOnly.genericParameters = ["Root", "Value"]
        readOnly.superclass = partial
        let writable = TypeInfo(name: "WritableKeyPath", kind: .builtin)
        writable.genericParameters = ["Root", "Value"]
        writable.superclass = readOnly
        let reference = TypeInfo(name: "ReferenceWritableKeyPath", kind: .builtin)
        reference.genericParameters = ["Root", "Value"]
        reference.superclass = writable
        for t in [any, partial, readOnly, writable, reference] { addType(t) }
        // A path written `\T.a.b` can be read and written: the most specific type.
        nativeTypes["KeyPath"] = reference
        // `\Contact.address` appending `\.zip` is `\Contact.address.zip`.
        method(any, "appending(path:)") { _, v, args, at throws(Unwind) in
            guard let base = v.nativeObject as? KeyPathValue, let tail = args[0].nativeObject as? KeyPathValue else {
                throw .trap(Trap(message: LanguageMessages.expected("a key path"), position: at))
            }
            return .native(KeyPathValue(names: base.names + tail.names))
        }
    }

    /// `base[keyPath: path]`.
    func keyPathGet(_ base: Value, _ path: KeyPathValue, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        var value = base
        for name in path.names { value = try rt.readNamed(value, name, at: position) }
        return value
    }

    /// Mutates what `path` names inside `base`, in place.
    package func keyPathModify(_ base: inout Value, _ names: ArraySlice<String>, rt: Runtime, at position: SourcePosition,
                       _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) {
        guard let first = names.first else { return try body(&base) }
        try rt.modifyNamed(&base, first, at: position) { inner throws(Unwind) in
            try keyPathModify(&inner, names.dropFirst(), rt: rt, at: position, body)
        }
    }
}

extension Array where Element == String? {
    /// A subscript's labels are `[keyPath:]`.
    var isKeyPathSubscript: Bool { count == 1 && self[0] == "keyPath" }
}
