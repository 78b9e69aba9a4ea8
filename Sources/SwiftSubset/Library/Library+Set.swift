/// `Set`: a value of its own (`Value.set`), equal to another set with the
/// same members in any order, hashed without regard to order; insertion,
/// removal and membership by hash; the algebra (`union`, `formUnion`,
/// `subtract`, …) and relations (`isSubset`, `isSuperset`, `isDisjoint`,
/// strict forms), each taking any sequence as Swift's do.
///
/// Members of a type with its own `==` are compared with it.
extension Library {
    func installSets() {
        set.conformances = ["Sequence", "Collection", "Equatable", "Hashable"].compactMap { types[$0] }
        installSequenceMethods(on: set)
        let pair: (StaticType) -> StaticType = { .labeledTuple(["inserted", "memberAfterInsert"], [.bool, Library.setElement($0)]) }
        let member: (StaticType) -> StaticType = { .optional(Library.setElement($0)) }

        staticMethod(set, "init()") { _, _, _, _ throws(Unwind) in .set(SetValue()) }
        staticMethod(set, "init(minimumCapacity:)") { _, _, _, _ throws(Unwind) in .set(SetValue()) }
        staticMethod(set, "init(_:)") { rt, _, args, at throws(Unwind) in
            .set(try rt.library.makeSet(try rt.library.elements(of: args[0], rt: rt, at: at), rt: rt, at: at))
        }

        // MARK: Membership and mutation
        set.deferNative("contains") { $0.nativeMembers["contains"]?.removeAll { $0.signature?.parameters.first?.label == nil } }
        method(set, "contains(_:)", .bool) { rt, v, args, at throws(Unwind) in
            .bool(try rt.library.setContains(try rt.library.setValue(v, rt: rt, at: at), args[0], rt: rt, at: at))
        }
        set.deferNative("filter") { $0.nativeMembers["filter"] = [] }
        method(set, "filter(_:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var out = SetValue()
            for e in try rt.library.setValue(v, rt: rt, at: at).elements where try Value.truth(try rt.call(f, [e], at: at)) {
                out.insert(e)
            }
            return .set(out)
        }
        mutating(set, "insert(_:)", resultOf: pair) { rt, v, args, at throws(Unwind) in
            var s = try rt.library.setValue(v, rt: rt, at: at)
            if let existing = try rt.library.setMember(s, args[0], rt: rt, at: at) {
                return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(false), existing]))
            }
            v = .void
            s.insert(args[0])
            v = .set(s)
            return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(true), args[0]]))
        }
        mutating(set, "update(with:)", resultOf: member) { rt, v, args, at throws(Unwind) in
            var s = try rt.library.setValue(v, rt: rt, at: at)
            let old = try rt.library.setMember(s, args[0], rt: rt, at: at)
            v = .void
            if let old { s.remove(old) }
            s.insert(args[0])
            v = .set(s)
            return old.map { .some($0) } ?? .none
        }
        mutating(set, "remove(_:)", resultOf: member) { rt, v, args, at throws(Unwind) in
            var s = try rt.library.setValue(v, rt: rt, at: at)
            guard let old = try rt.library.setMember(s, args[0], rt: rt, at: at) else { return .none }
            v = .void
            s.remove(old)
            v = .set(s)
            return .some(old)
        }
        for (name, emptyTraps) in [("removeFirst()", true), ("popFirst()", false)] {
            mutating(set, name, resultOf: { emptyTraps ? Library.setElement($0) : .optional(Library.setElement($0)) }) { rt, v, _, at throws(Unwind) in
                var s = try rt.library.setValue(v, rt: rt, at: at)
                guard let first = s.elements.first else {
                    if emptyTraps { throw .trap(Trap(message: LanguageMessages.arrayEmptyRemoveFirst, position: at)) }
                    return .none
                }
                v = .void
                s.remove(first)
                v = .set(s)
                return emptyTraps ? first : .some(first)
            }
        }
        mutating(set, "removeAll(keepingCapacity?:)") { _, v, _, _ throws(Unwind) in v = .set(SetValue()); return .void }

        // MARK: Algebra
        typealias Combine = (Library, SetValue, [Value], Runtime, SourcePosition) throws(Unwind) -> SetValue
        let algebra: [(String, String, Combine)] = [
            ("union", "formUnion", { _, a, b, _, _ throws(Unwind) in
                var out = a
                for x in b { out.insert(x) }
                return out
            }),
            ("intersection", "formIntersection", { library, a, b, rt, at throws(Unwind) in
                let other = try library.makeSet(b, rt: rt, at: at)
                var out = SetValue()
                for x in a.elements where try library.setContains(other, x, rt: rt, at: at) { out.insert(x) }
                return out
            }),
            ("subtracting", "subtract", { library, a, b, rt, at throws(Unwind) in
                let other = try library.makeSet(b, rt: rt, at: at)
                var out = SetValue()
                for x in a.elements where !(try library.setContains(other, x, rt: rt, at: at)) { out.insert(x) }
                return out
            }),
            ("symmetricDifference", "formSymmetricDifference", { library, a, b, rt, at throws(Unwind) in
                let other = try library.makeSet(b, rt: rt, at: at)
                var out = SetValue()
                for x in a.elements where !(try library.setContains(other, x, rt: rt, at: at)) { out.insert(x) }
                for x in other.elements where !(try library.setContains(a, x, rt: rt, at: at)) { out.insert(x) }
                return out
            }),
        ]
        for (name, formName, combine) in algebra {
            method(set, "\(name)(_:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
                let a = try rt.library.setValue(v, rt: rt, at: at)
                return .set(try combine(rt.library, a, try rt.library.elements(of: args[0], rt: rt, at: at), rt, at))
            }
            mutating(set, "\(formName)(_:)") { rt, v, args, at throws(Unwind) in
                let a = try rt.library.setValue(v, rt: rt, at: at)
                let b = try rt.library.elements(of: args[0], rt: rt, at: at)
                v = .void
                v = .set(try combine(rt.library, a, b, rt, at))
                return .void
            }
        }

        // MARK: Relations
        func isSubset(_ a: SetValue, _ b: SetValue, _ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> Bool {
            for x in a.elements where !(try rt.library.setContains(b, x, rt: rt, at: at)) { return false }
            return true
        }
        let relations: [(String, (SetValue, SetValue, Runtime, SourcePosition) throws(Unwind) -> Bool)] = [
            ("isSubset(of:)", { a, b, rt, at throws(Unwind) in try isSubset(a, b, rt, at) }),
            ("isSuperset(of:)", { a, b, rt, at throws(Unwind) in try isSubset(b, a, rt, at) }),
            ("isStrictSubset(of:)", { a, b, rt, at throws(Unwind) in
                guard a.count < b.count else { return false }
                return try isSubset(a, b, rt, at)
            }),
            ("isStrictSuperset(of:)", { a, b, rt, at throws(Unwind) in
                guard b.count < a.count else { return false }
                return try isSubset(b, a, rt, at)
            }),
            ("isDisjoint(with:)", { a, b, rt, at throws(Unwind) in
                for x in a.elements where try rt.library.setContains(b, x, rt: rt, at: at) { return false }
                return true
            }),
        ]
        for (name, relation) in relations {
            method(set, name, .bool) { rt, v, args, at throws(Unwind) in
                let a = try rt.library.setValue(v, rt: rt, at: at)
                let b = try rt.library.makeSet(try rt.library.elements(of: args[0], rt: rt, at: at), rt: rt, at: at)
                return .bool(try relation(a, b, rt, at))
            }
        }
    }

    /// The element type of a `Set<Element>`.
    static func setElement(_ type: StaticType) -> StaticType {
        if case .nominal(_, let args) = type, let element = args.first { return element }
        return StaticType.elementType(of: type)
    }

    // MARK: - Helpers

    /// A set of `elements`, duplicates dropped (by the members' own `==`).
    func makeSet(_ elements: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> SetValue {
        guard let first = elements.first, hasOwnEquality(first) else { return SetValue(elements) }
        return SetValue(try unique(elements, rt: rt, at: position))
    }

    /// A receiver as a set (an array that reached a `Set` member becomes one).
    func setValue(_ v: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> SetValue {
        if case .set(let s) = v.unwrappedIfOptional { return s }
        return try makeSet(try elements(of: v, rt: rt, at: position), rt: rt, at: position)
    }

    /// The member of `s` equal to `x`.
    func setMember(_ s: SetValue, _ x: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value? {
        guard hasOwnEquality(x) else { return s.member(x) }
        for e in s.elements where try equal(e, x, rt: rt, at: position) { return e }
        return nil
    }

    func setContains(_ s: SetValue, _ x: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Bool {
        try setMember(s, x, rt: rt, at: position) != nil
    }

    /// Whether a value's type defines its own `==` (then hashing by
    /// structure could disagree with it).
    func hasOwnEquality(_ v: Value) -> Bool {
        switch v {
        case .structure, .enumeration, .object: return operatorFunction("==", typeOf(v)) != nil
        default: return false
        }
    }
}
