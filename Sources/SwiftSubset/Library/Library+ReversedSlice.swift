/// A part of a `ReversedCollection`: `items.reversed().prefix(3)` (the
/// three most recent), `suffix`, `dropFirst`, `dropLast`, `prefix(while:)`
/// and `drop(while:)`. Swift gives `Slice<ReversedCollection<Base>>`, whose
/// own parts are slices of the same collection, and whose `reversed()` is
/// a `ReversedCollection` of the slice. Its elements are the reversed
/// collection's, from one offset to another; its indices, as the reversed
/// collection's, are `ReversedCollection<Base>.Index` and are refused by
/// name (`Library.reversedIndexingMembers`).
///
/// `print` shows what Swift shows — `Slice<…>(_startIndex: …, _endIndex:
/// …, _base: …)`, each index written as the base's index it wraps — where
/// the base's indices are integers (an array, an array slice, a range of
/// integers, a closed range's `inRange`/`pastEnd`); a string's are UTF-8
/// offsets StateLab does not keep, so printing one is refused by name.
extension Library {
    /// The members that give a slice of a reversed collection or of a
    /// slice of one, by their specs.
    static let reversedSlicingMembers = ["prefix", "suffix", "dropFirst", "dropLast", "drop"]

    func installReversedSlices() {
        let slice = reversedSlice
        installReversedFamily(slice)
        // A slice's `reversed()` is a ReversedCollection over the slice.
        slice.deferNative("reversed") { $0.nativeMembers["reversed"] = [] }
        let reversed = reversedCollection
        method(slice, "reversed()", resultFrom: { receiver in receiver.isKnown ? .nominal(reversed, [receiver]) : .unknown }) {
            rt, v, _, at throws(Unwind) in .native(try ReversedCollectionValue(base: v, names: nil, rt: rt, at: at))
        }
        for type in [reversedCollection, slice] { installReversedSlicing(on: type) }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast`, `prefix(while:)` and
    /// `drop(while:)` of a reversed collection (a slice of it) or of a
    /// slice (a slice of the same collection).
    private func installReversedSlicing(on type: TypeInfo) {
        let slice = reversedSlice
        let sliceType: (StaticType) -> StaticType = { receiver in
            guard case .nominal(let t, _) = receiver else { return .unknown }
            return t === slice ? receiver : .nominal(slice, [receiver])
        }
        for name in Library.reversedSlicingMembers {
            type.deferNative(name) { $0.nativeMembers[name] = [] }
        }
        for (spec, cut) in [("prefix(_:)", { (n: Int, k: Int) in 0..<min(k, n) }),
                            ("suffix(_:)", { (n: Int, k: Int) in max(n - k, 0)..<n }),
                            ("dropFirst(_?:)", { (n: Int, k: Int) in min(k, n)..<n }),
                            ("dropLast(_?:)", { (n: Int, k: Int) in 0..<max(n - k, 0) })] as [(String, (Int, Int) -> Range<Int>)] {
            let name = String(spec.prefix(while: { $0 != "(" }))
            method(type, spec, resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
                let k = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
                if k < 0 { throw .trap(Trap(message: LanguageMessages.negativeSliceCount(name), position: at)) }
                return try ReversedSliceValue.part(of: v, cut(try rt.library.elements(of: v, rt: rt, at: at).count, k), at: at)
            }
        }
        let predicate: [StaticType] = [.function([.generic("Element")], .bool)]
        for (spec, keepsMatches) in [("prefix(while:)", true), ("drop(while:)", false)] {
            method(type, spec, resultFrom: sliceType, types: predicate) { rt, v, args, at throws(Unwind) in
                let f = try Library.function(args[0], at)
                let items = try rt.library.elements(of: v, rt: rt, at: at)
                var end = 0
                while end < items.count, try Value.truth(try rt.call(f, [items[end]], at: at)) { end += 1 }
                return try ReversedSliceValue.part(of: v, keepsMatches ? 0..<end : end..<items.count, at: at)
            }
        }
    }
}

/// `r.prefix(3)` of a reversed collection `r`: offsets `range` of its
/// elements. A slice of a slice is a slice of the same collection.
final class ReversedSliceValue: NativeSequence {
    static let name = "Slice"
    let base: ReversedCollectionValue
    let range: Range<Int>

    init(base: ReversedCollectionValue, range: Range<Int>) {
        self.base = base
        self.range = range
    }

    /// Offsets `part` of `value`, a reversed collection or a slice of one.
    static func part(of value: Value, _ part: Range<Int>, at position: SourcePosition) throws(Unwind) -> Value {
        switch value.nativeObject {
        case let reversed as ReversedCollectionValue:
            return .native(ReversedSliceValue(base: reversed, range: part))
        case let slice as ReversedSliceValue:
            let start = slice.range.lowerBound
            return .native(ReversedSliceValue(base: slice.base, range: (start + part.lowerBound)..<(start + part.upperBound)))
        default:
            throw .trap(Trap(message: LanguageMessages.unsupported("a slice of this sequence"), position: position))
        }
    }

    override var elements: [Value] { Array(base.reversedElements[range]) }
    override var typeName: String { Self.name }
    var plainName: String { Self.name + "<" + base.plainName + ">" }
    var qualifiedName: String { "Swift." + Self.name + "<" + base.qualifiedName + ">" }

    /// `Slice<…>(_startIndex: …, _endIndex: …, _base: …)`, with `debug`
    /// the qualified name first (as a value inside another shows it), or
    /// nil where the base's indices are not integers.
    func shown(debug: Bool, base baseText: String) -> String? {
        guard let start = indexText(range.lowerBound), let end = indexText(range.upperBound) else { return nil }
        return (debug ? qualifiedName : plainName) + "(_startIndex: " + start + ", _endIndex: " + end + ", _base: " + baseText + ")"
    }

    /// The reversed collection's index at `offset`, which wraps the
    /// base's index just after the element: the base's end for the first.
    private func indexText(_ offset: Int) -> String? {
        let count = base.reversedElements.count
        let after = count - offset
        let wrapped: String
        switch base.base {
        case .array: wrapped = String(after)
        case .native(let slice as ArraySliceValue): wrapped = String(slice.startIndex + after)
        case .range(let r):
            guard case .int(let lower) = r.lower else { return nil }
            if !r.isClosed { wrapped = String(lower + after); break }
            wrapped = "(extension in Swift):" + base.baseQualifiedName + ".Index."
                + (after == count ? "pastEnd" : "inRange(" + String(lower + after) + ")")
        default: return nil
        }
        return base.qualifiedName + ".Index(base: " + wrapped + ")"
    }
}

extension Library {
    /// `print` (`debug`: inside another value) of a slice of a reversed
    /// collection, refused by name where its indices are not integers.
    func reversedSliceText(_ slice: ReversedSliceValue, debug: Bool, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        let base = try debugDescribe(.native(slice.base), rt: rt, at: position)
        guard let text = slice.shown(debug: debug, base: base) else {
            throw .trap(Trap(message: LanguageMessages.reversedSliceShown("showing a " + slice.plainName), position: position ?? .unknown))
        }
        return text
    }
}
