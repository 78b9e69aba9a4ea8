/// Iterators: `makeIterator()` on the standard sequences (an array's
/// `IndexingIterator`, a string's, a range's, a dictionary's, a set's) and
/// `next()` on them; and the default `makeIterator()` a type that is both
/// its own `Sequence` and `IteratorProtocol` gets (it returns itself).
///
/// An iterator is a value, as in Swift: `var copy = iterator` then
/// advances on its own. Each `next()` replaces the receiver with the
/// iterator one element further (nothing shared changes), so copies stay
/// independent without copy-on-write bookkeeping.
extension Library {
    func installIterators() {
        let iterator = TypeInfo(name: IteratorValue.name, kind: .builtin)
        iterator.genericParameters = ["Elements"]
        iterator.conformances = ["IteratorProtocol", "Sequence"].compactMap { types[$0] }
        addType(iterator)
        nativeTypes[IteratorValue.name] = iterator
        installSequenceMethods(on: iterator)

        mutating(iterator, "next()", resultOf: { receiver in
            if case .nominal(_, let args) = receiver, let elements = args.first {
                let element = Library.iteratedElement(of: elements)
                return element.isKnown ? .optional(element) : .unknown
            }
            return .unknown
        }) { _, v, _, _ throws(Unwind) in
            guard case .native(let n) = v, let current = n as? IteratorValue else { return .none }
            guard let (element, rest) = current.advanced() else { return .none }
            v = .native(rest)
            return .some(element)
        }

        func standardIterator(_ v: Value, _ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> Value {
            if case .range(let r) = v, let ints = r.intRange, r.upper != nil {
                return .native(IteratorValue(lower: ints.lowerBound, upper: ints.upperBound))
            }
            return .native(IteratorValue(elements: try rt.library.elements(of: v, rt: rt, at: at)))
        }
        for type in [array, string, range, dictionary, set, arraySlice] {
            method(type, "makeIterator()", resultFrom: { receiver in
                receiver.isKnown ? .nominal(iterator, [receiver]) : .nominal(iterator, [])
            }) { rt, v, _, at throws(Unwind) in try standardIterator(v, rt, at) }
        }
        // `struct Countdown: Sequence, IteratorProtocol`: its own iterator.
        // The same member is what `s.makeIterator()` finds in a generic
        // function over `S: Sequence`, so a standard sequence passed there
        // still gets its own iterator.
        if let sequence = types["Sequence"] {
            method(sequence, "makeIterator()", resultFrom: { $0 }) { rt, v, _, at throws(Unwind) in
                switch v {
                case .array, .string, .range, .dictionary, .set, .native(is ArraySliceValue): return try standardIterator(v, rt, at)
                default: return v
                }
            }
        }
    }

    /// The element type a sequence of static type `sequence` yields.
    static func iteratedElement(of sequence: StaticType) -> StaticType {
        switch sequence {
        case .array(let element): return element
        case .string: return .character
        case .dictionary(let key, let value): return .labeledTuple(["key", "value"], [key, value])
        case .nominal(let t, let args) where t.name == "Range" || t.name == "ClosedRange" || t.name == "Set":
            return args.first ?? .unknown
        default: return .unknown
        }
    }
}

/// A standard sequence's iterator: the elements not yet handed out, or
/// for an `Int` range the bounds left (a range is not materialised).
final class IteratorValue: NativeSequence {
    static let name = "IndexingIterator"

    private let values: [Value]
    private let position: Int
    private let end: Int
    private let isIntRange: Bool

    init(elements: [Value], position: Int = 0) {
        self.values = elements
        self.position = position
        self.end = elements.count
        self.isIntRange = false
    }

    init(lower: Int, upper: Int) {
        self.values = []
        self.position = lower
        self.end = upper
        self.isIntRange = true
    }

    private init(values: [Value], position: Int, end: Int, isIntRange: Bool) {
        self.values = values
        self.position = position
        self.end = end
        self.isIntRange = isIntRange
    }

    override var typeName: String { IteratorValue.name }

    /// The next element and the iterator after it; nil at the end.
    func advanced() -> (Value, IteratorValue)? {
        guard position < end else { return nil }
        let element: Value = isIntRange ? .int(position) : values[position]
        return (element, IteratorValue(values: values, position: position + 1, end: end, isIntRange: isIntRange))
    }

    /// What is left, for `for … in iterator` and sequence methods.
    override var elements: [Value] {
        guard position < end else { return [] }
        if isIntRange { return (position..<end).map { .int($0) } }
        return Array(values[position..<end])
    }
}
