/// `OptionSet` (and the `SetAlgebra` it refines): a program's struct with a
/// `rawValue` of bits gets the set operations Swift's default
/// implementations give it — `contains`, `insert`, `remove`, `update(with:)`,
/// `union` and friends, their `form…` forms, the subset relations,
/// `isEmpty` — all computed on `rawValue` with `|`, `&`, `^` and `~`; `init()`
/// is the empty set, and an array literal `[.read, .write]` where an option
/// set is expected is the union of its elements.
extension Library {
    func installOptionSet() {
        addProtocol("SetAlgebra", inherits: ["Equatable"])
        let optionSet = addProtocol("OptionSet", inherits: ["SetAlgebra", "RawRepresentable"])
        let selfType = StaticType.generic("Self")

        func bits(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> Value {
            try rt.readNamed(v, "rawValue", at: at)
        }
        /// `v` with other bits: a copy whose `rawValue` is `raw`.
        func with(_ rt: Runtime, _ v: Value, _ raw: Value, _ at: SourcePosition) throws(Unwind) -> Value {
            var copy = v
            try rt.writeNamed(&copy, "rawValue", raw, at: at)
            return copy
        }
        func op(_ rt: Runtime, _ name: String, _ a: Value, _ b: Value, _ at: SourcePosition) throws(Unwind) -> Value {
            try rt.library.binary(name, a, b, rt: rt, at: at)
        }
        func isZero(_ rt: Runtime, _ raw: Value, _ at: SourcePosition) throws(Unwind) -> Bool {
            try rt.library.equal(raw, try op(rt, "^", raw, raw, at), rt: rt, at: at)
        }
        /// The bits of `self` and of the argument, combined by `combine`.
        func combining(_ combine: @escaping (Runtime, Value, Value, SourcePosition) throws(Unwind) -> Value) -> NativeMember.Method {
            { rt, v, args, at throws(Unwind) in
                try with(rt, v, try combine(rt, try bits(rt, v, at), try bits(rt, args[0], at), at), at)
            }
        }
        let union: (Runtime, Value, Value, SourcePosition) throws(Unwind) -> Value = { rt, a, b, at throws(Unwind) in try op(rt, "|", a, b, at) }
        let intersection: (Runtime, Value, Value, SourcePosition) throws(Unwind) -> Value = { rt, a, b, at throws(Unwind) in try op(rt, "&", a, b, at) }
        let difference: (Runtime, Value, Value, SourcePosition) throws(Unwind) -> Value = { rt, a, b, at throws(Unwind) in
            try op(rt, "&", a, try rt.library.prefix("~", b, rt: rt, at: at), at)
        }
        let symmetric: (Runtime, Value, Value, SourcePosition) throws(Unwind) -> Value = { rt, a, b, at throws(Unwind) in try op(rt, "^", a, b, at) }
        for (name, formName, combine) in [("union", "formUnion", union), ("intersection", "formIntersection", intersection),
                                          ("subtracting", "subtract", difference),
                                          ("symmetricDifference", "formSymmetricDifference", symmetric)] {
            let body = combining(combine)
            method(optionSet, name + "(_:)", selfType, types: [selfType], body)
            mutating(optionSet, formName + "(_:)", types: [selfType]) { rt, v, args, at throws(Unwind) in
                v = try body(rt, v, args, at)
                return .void
            }
        }
        method(optionSet, "contains(_:)", .bool, types: [selfType]) { rt, v, args, at throws(Unwind) in
            let member = try bits(rt, args[0], at)
            return .bool(try rt.library.equal(try op(rt, "&", try bits(rt, v, at), member, at), member, rt: rt, at: at))
        }
        // a ⊆ b when a & b == a; a ⊇ b when a & b == b; disjoint when a & b is empty.
        for (spec, keepsSelf) in [("isSubset(of:)", true), ("isSuperset(of:)", false)] {
            method(optionSet, spec, .bool, types: [selfType]) { rt, v, args, at throws(Unwind) in
                let a = try bits(rt, v, at), b = try bits(rt, args[0], at)
                return .bool(try rt.library.equal(try op(rt, "&", a, b, at), keepsSelf ? a : b, rt: rt, at: at))
            }
        }
        method(optionSet, "isDisjoint(with:)", .bool, types: [selfType]) { rt, v, args, at throws(Unwind) in
            .bool(try isZero(rt, try op(rt, "&", try bits(rt, v, at), try bits(rt, args[0], at), at), at))
        }
        property(optionSet, "isEmpty", .bool) { rt, v, at throws(Unwind) in .bool(try isZero(rt, try bits(rt, v, at), at)) }
        let inserted: StaticType = .labeledTuple(["inserted", "memberAfterInsert"], [.bool, selfType])
        mutating(optionSet, "insert(_:)", inserted, types: [selfType]) { rt, v, args, at throws(Unwind) in
            let mine = try bits(rt, v, at), theirs = try bits(rt, args[0], at)
            let common = try op(rt, "&", mine, theirs, at)
            if try rt.library.equal(common, theirs, rt: rt, at: at) {
                return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(false), try with(rt, v, common, at)]))
            }
            let member = args[0]
            v = try with(rt, v, try op(rt, "|", mine, theirs, at), at)
            return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(true), member]))
        }
        mutating(optionSet, "remove(_:)", .optional(selfType), types: [selfType]) { rt, v, args, at throws(Unwind) in
            let mine = try bits(rt, v, at), theirs = try bits(rt, args[0], at)
            let common = try op(rt, "&", mine, theirs, at)
            if try isZero(rt, common, at) { return .none }
            let removed = try with(rt, v, common, at)
            v = try with(rt, v, try difference(rt, mine, theirs, at), at)
            return .some(removed)
        }
        mutating(optionSet, "update(with:)", .optional(selfType), types: [selfType]) { rt, v, args, at throws(Unwind) in
            let mine = try bits(rt, v, at), theirs = try bits(rt, args[0], at)
            let common = try op(rt, "&", mine, theirs, at)
            let previous = try with(rt, v, common, at)
            v = try with(rt, v, try op(rt, "|", mine, theirs, at), at)
            return try isZero(rt, common, at) ? .none : .some(previous)
        }
    }

    /// `init()` of an option set: no bits, through its `init(rawValue:)`.
    func emptyOptionSetInitializer(_ type: TypeInfo) -> Initializer {
        let member = NativeMember(body: .method({ rt, _, _, at throws(Unwind) in
            try rt.library.makeOptionSet(type, raw: nil, rt: rt, at: at)
        }), signature: Signature([]))
        return Initializer(kind: .native(member), signature: Signature([]), isFailable: false)
    }

    /// A value of option set `type` with bits `raw` (none when nil).
    func makeOptionSet(_ type: TypeInfo, raw: Value?, rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        var bits = raw ?? .int(0)
        if raw == nil, case .nominal(let t, _)? = type.storedProperties.first(where: { $0.name == "rawValue" })?.type,
           let convert = literalConversion(to: t) {
            bits = try convert(bits, at)
        }
        guard let initializer = initializers(of: type).first(where: { $0.signature?.parameters.map(\.label) == ["rawValue"] }) else {
            throw .trap(Trap(message: LanguageMessages.noInitializerTakes(type.name), position: at))
        }
        return try runConstructor(initializer, of: type, [bits], rt: rt, at: at)
    }

    /// `[.read, .write]` as an option set: the union of the elements.
    func optionSetUnion(_ elements: [Value], of type: TypeInfo, rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        var result = try makeOptionSet(type, raw: nil, rt: rt, at: at)
        for element in elements {
            let bits = try binary("|", try rt.readNamed(result, "rawValue", at: at), try rt.readNamed(element, "rawValue", at: at),
                                  rt: rt, at: at)
            try rt.writeNamed(&result, "rawValue", bits, at: at)
        }
        return result
    }
}
