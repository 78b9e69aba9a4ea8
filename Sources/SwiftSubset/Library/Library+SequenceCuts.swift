/// `prefix(_:)` and `dropFirst(_:)` of a sequence made on demand (a
/// program's own `Sequence`, `sequence(first:next:)`, `zip` or
/// `enumerated()` of one): Swift's `PrefixSequence` and
/// `DropFirstSequence`, which pull the base's elements only as they are
/// walked — a `DropFirstSequence` of an endless sequence is walked as far
/// as it is read, and a `prefix` pulls nothing before its first element is
/// asked for. Their `map`, `filter` and the rest are `Sequence`'s (arrays);
/// showing one whole or its type is refused by name, as for `zip`.
extension Library {
    func installSequenceCuts() {
        for name in [SequenceCutValue.prefixName, SequenceCutValue.dropFirstName] {
            let type = TypeInfo(name: name, kind: .builtin)
            type.genericParameters = ["Base"]
            type.conformances = ["Sequence"].compactMap { types[$0] }
            nativeTypes[name] = type
            installSequenceMethods(on: type)
            installStreamingLazy(on: type)
            installStreamedCuts(on: type)
        }
    }

    /// `prefix(_:)`, `dropFirst(_:)` and `enumerated()` of a library
    /// sequence made on demand (`type`): they pull as they are walked.
    func installStreamedCuts(on type: TypeInfo) {
        for name in ["prefix", "dropFirst"] {
            type.deferNative(name) { type in
                type.nativeMembers[name]?.removeAll { $0.signature?.parameters.count == 1 && $0.signature?.parameters[0].label == nil }
            }
        }
        for (spec, isPrefix) in [("prefix(_:)", true), ("dropFirst(_?:)", false)] {
            let name = String(spec.prefix(while: { $0 != "(" }))
            method(type, spec) { _, v, args, at throws(Unwind) in
                let k = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
                if k < 0 { throw .trap(Trap(message: LanguageMessages.negativeSliceCount(name), position: at)) }
                return .native(SequenceCutValue(base: v, isPrefix: isPrefix, count: k))
            }
        }
        type.deferNative("enumerated") { $0.nativeMembers["enumerated"] = [] }
        method(type, "enumerated()") { _, v, _, _ throws(Unwind) in .native(EnumeratedValue(v)) }
    }
}

final class SequenceCutValue: StreamedSequence {
    static let prefixName = "PrefixSequence"
    static let dropFirstName = "DropFirstSequence"
    let base: Value
    /// `prefix(count)` if true, else `dropFirst(count)`.
    let isPrefix: Bool
    let count: Int

    init(base: Value, isPrefix: Bool, count: Int) {
        self.base = base
        self.isPrefix = isPrefix
        self.count = count
    }

    override var typeName: String { isPrefix ? Self.prefixName : Self.dropFirstName }

    /// The next element, pulled from the base as Swift's iterator pulls it.
    func puller(_ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> () throws(Unwind) -> Value? {
        let next = try rt.library.puller(for: base, rt: rt, at: at)
        var counted = 0
        if isPrefix {
            return { () throws(Unwind) -> Value? in
                guard counted < self.count else { return nil }
                counted += 1
                return try next()
            }
        }
        return { () throws(Unwind) -> Value? in
            while counted < self.count {
                counted += 1
                guard try next() != nil else { return nil }
            }
            return try next()
        }
    }

    /// Walked through the base's own walk (which a base walked on demand,
    /// such as `enumerated()` of an endless sequence, needs).
    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        var counted = 0
        if isPrefix {
            guard count > 0 else { return }
            try rt.library.walk(base, rt: rt, at: at) { element throws(Unwind) in
                counted += 1
                return try body(element) && counted < count
            }
            return
        }
        try rt.library.walk(base, rt: rt, at: at) { element throws(Unwind) in
            if counted < count { counted += 1; return true }
            return try body(element)
        }
    }
}
