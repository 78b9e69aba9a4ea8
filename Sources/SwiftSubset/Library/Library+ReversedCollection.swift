/// `reversed()` on a bidirectional collection (an array, a string, a
/// range, a slice): a `ReversedCollection<Base>` over it, as swiftc's
/// `BidirectionalCollection.reversed()` gives, which `print`, `dump` and
/// `type(of:)` show (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`).
/// Where the context expects an Array (`let r: [Int] = a.reversed()`, an
/// `[Int]` parameter or result), swiftc picks Sequence's overload, which
/// returns `[Element]`: the call's `arrayOverload`. A dictionary's or a
/// set's `reversed()` is Sequence's, an Array, everywhere.
///
/// Its indices are `ReversedCollection.Index`, not offsets: subscripts and
/// the members that take or give indices are refused by name rather than
/// answered with an array's. Its parts (`prefix`, `dropFirst`, …) are
/// `Slice<ReversedCollection<Base>>` (`Library+ReversedSlice.swift`).
extension Library {
    /// Members of `ReversedCollection` (and of a slice of one) that take
    /// or give its indices, which are not modelled (the compiler refuses
    /// them by name).
    static let reversedIndexingMembers: Set<String> = [
        "indices", "startIndex", "endIndex", "index", "firstIndex", "lastIndex", "split", "distance", "formIndex",
    ]

    func installReversedCollections() {
        let reversed = reversedCollection
        installReversedFamily(reversed)
        // `r.reversed()` is its base again.
        reversed.deferNative("reversed") { $0.nativeMembers["reversed"] = [] }
        method(reversed, "reversed()", resultFrom: { receiver in
            if case .nominal(_, let args) = receiver, let base = args.first { return base }
            return .unknown
        }) { _, v, _, _ throws(Unwind) in (v.nativeObject as? ReversedCollectionValue)?.base ?? v }

        for type in [array, string, substring, range, arraySlice] {
            type.deferNative("reversed") { type in
                let sequences = type.nativeMembers["reversed"] ?? []
                guard let sequenceOverload = sequences.first, case .method(let toArray) = sequenceOverload.body else { return }
                var member = NativeMember(body: .method { rt, v, _, at throws(Unwind) in
                    .native(try ReversedCollectionValue(base: v, names: nil, rt: rt, at: at))
                }, signature: sequenceOverload.signature)
                member.resultType = { receiver in
                    receiver.isKnown ? .nominal(reversed, [receiver]) : .unknown
                }
                member.namingReceiver = { plain, qualified in
                    { rt, v, _, at throws(Unwind) in
                        .native(try ReversedCollectionValue(base: v, names: (plain, qualified), rt: rt, at: at))
                    }
                }
                member.arrayOverload = NativeMember.ArrayOverload(body: toArray, resultType: sequenceOverload.resultType)
                type.nativeMembers["reversed"] = [member]
            }
        }
    }

    /// What a `ReversedCollection` and a `Slice` of one share: a sequence
    /// over `Base` whose members are closed, whose indices are refused by
    /// name, with its own lazy view (`r.lazy.map { … }` calls the closure on
    /// demand) and a `filter` that gives an array of the elements.
    func installReversedFamily(_ type: TypeInfo) {
        addType(type)
        type.genericParameters = ["Base"]
        type.conformances = ["Sequence", "Collection"].compactMap { types[$0] }
        type.membersAreClosed = true
        nativeTypes[type.name] = type
        installSequenceMethods(on: type)
        for name in Library.reversedIndexingMembers {
            type.deferNative(name) { $0.nativeMembers[name] = nil }
        }
        type.deferNative("lazy") { $0.nativeMembers["lazy"] = [] }
        property(type, "lazy") { rt, v, at throws(Unwind) in
            .native(LazySequenceValue(base: try rt.library.elements(of: v, rt: rt, at: at), steps: []))
        }
        type.deferNative("filter") { type in
            for i in (type.nativeMembers["filter"] ?? []).indices { type.nativeMembers["filter"]?[i].resultType = Library.orderedResult }
        }
    }

    /// The names of a base's type from its value, where no static type
    /// named it: a range says whether it is closed.
    func reversedBaseNames(_ base: Value) -> (plain: String, qualified: String) {
        func names(_ value: Value) -> (String, String) {
            switch value {
            case .range(let r):
                let (bound, qualifiedBound) = names(r.lower)
                let kind = r.isClosed ? "ClosedRange" : "Range"
                return (kind + "<" + bound + ">", "Swift." + kind + "<" + qualifiedBound + ">")
            case .array(let elements):
                let (element, qualifiedElement) = elements.first.map(names) ?? ("Any", "Any")
                return ("Array<" + element + ">", "Swift.Array<" + qualifiedElement + ">")
            case .native(let slice as ReversedSliceValue):
                return (slice.plainName, slice.qualifiedName)
            case .native(let slice as ArraySliceValue):
                let (element, qualifiedElement) = slice.values.first.map(names) ?? ("Any", "Any")
                return ("ArraySlice<" + element + ">", "Swift.ArraySlice<" + qualifiedElement + ">")
            case .int, .double, .string, .bool, .character, .float, .fixedWidth:
                return (typeName(of: value), "Swift." + typeName(of: value))
            default:
                return (typeName(of: value), typeName(of: value))
            }
        }
        let (plain, qualified) = names(base)
        return (plain, qualified)
    }
}

/// `base.reversed()`: the base, walked from its end. Its elements are the
/// base's, reversed once when it is made (the base is a value).
final class ReversedCollectionValue: NativeSequence {
    static let name = "ReversedCollection"
    let base: Value
    let reversedElements: [Value]
    /// `ReversedCollection<Array<Int>>` and, as `dump` and a value inside
    /// another write it, `Swift.ReversedCollection<Swift.Array<Swift.Int>>`.
    let plainName: String
    let qualifiedName: String
    /// The base's type as `dump` writes it (`Swift.ClosedRange<Swift.Int>`).
    let baseQualifiedName: String

    init(base: Value, names: (plain: String, qualified: String)?, rt: Runtime, at position: SourcePosition) throws(Unwind) {
        self.base = base
        reversedElements = try rt.library.elements(of: base, rt: rt, at: position).reversed()
        // A range's static type does not say whether it is closed: its value does.
        var baseNames = rt.library.reversedBaseNames(base)
        if let names, !Self.isRange(base) { baseNames = names }
        plainName = Self.name + "<" + baseNames.plain + ">"
        qualifiedName = "Swift." + Self.name + "<" + baseNames.qualified + ">"
        baseQualifiedName = baseNames.qualified
    }

    private static func isRange(_ value: Value) -> Bool {
        if case .range = value { return true }
        return false
    }

    override var elements: [Value] { reversedElements }
    override var typeName: String { Self.name }
}
