/// Sequences whose elements are made on demand by a program's closure:
/// `AnyIterator { … }` / `AnyIterator(base)`, `sequence(first:next:)` and
/// `sequence(state:next:)`. They may be endless, so they are walked one
/// element at a time (`Library.walk`): `for … in` with `break`,
/// `prefix(_:)`, `first(where:)` and `contains` ask for no more elements
/// than they use, as Swift's do.
extension Library {
    func installStreamedSequences() {
        let anyIterator = TypeInfo(name: AnyIteratorValue.name, kind: .builtin)
        anyIterator.genericParameters = ["Element"]
        anyIterator.conformances = ["IteratorProtocol", "Sequence"].compactMap { types[$0] }
        addType(anyIterator)
        nativeTypes[AnyIteratorValue.name] = anyIterator
        installSequenceMethods(on: anyIterator)
        installStreamingLazy(on: anyIterator)
        // `AnyIterator { … }`: the closure is the iterator's `next()`.
        staticMethod(anyIterator, "init(_:)") { rt, _, args, at throws(Unwind) in
            if case .function(let produce) = args[0] {
                return .native(AnyIteratorValue { rt, at throws(Unwind) in
                    guard case .some(let element) = Value.wrapOptional(try rt.call(produce, [], at: at)) else { return nil }
                    return element
                })
            }
            // `AnyIterator(base)`: another iterator, advanced in place.
            var base = args[0]
            return .native(AnyIteratorValue { rt, at throws(Unwind) in
                try rt.library.nextElement(of: &base, rt: rt, at: at)
            })
        }
        // Copies of an `AnyIterator` share one iterator (it boxes its base).
        method(anyIterator, "next()", resultFrom: { receiver in
            if case .nominal(_, let args) = receiver, let element = args.first, element.isKnown { return .optional(element) }
            return .unknown
        }) { rt, v, _, at throws(Unwind) in
            guard case .native(let n) = v, let iterator = n as? AnyIteratorValue,
                  let element = try iterator.produce(rt, at) else { return .none }
            return .some(element)
        }
        method(anyIterator, "makeIterator()", resultFrom: { $0 }) { _, v, _, _ throws(Unwind) in v }

        let zipped = TypeInfo(name: ZipValue.name, kind: .builtin)
        zipped.conformances = ["Sequence"].compactMap { types[$0] }
        nativeTypes[ZipValue.name] = zipped
        installSequenceMethods(on: zipped)
        installStreamingLazy(on: zipped)
        installStreamedCuts(on: zipped)

        // `Countdown().enumerated()` on a program's own Sequence: an
        // EnumeratedSequence, paired as it is walked (the base may be endless).
        let enumerated = TypeInfo(name: EnumeratedValue.name, kind: .builtin)
        enumerated.conformances = ["Sequence"].compactMap { types[$0] }
        nativeTypes[EnumeratedValue.name] = enumerated
        installSequenceMethods(on: enumerated)
        installStreamingLazy(on: enumerated)
        installStreamedCuts(on: enumerated)
        if let sequence = types["Sequence"] {
            sequence.deferNative("enumerated") { $0.nativeMembers["enumerated"] = [] }
            method(sequence, "enumerated()") { _, v, _, _ throws(Unwind) in .native(EnumeratedValue(v)) }
        }

        let unfold = TypeInfo(name: UnfoldSequenceValue.name, kind: .builtin)
        unfold.genericParameters = ["Element"]
        unfold.conformances = ["Sequence"].compactMap { types[$0] }
        nativeTypes[UnfoldSequenceValue.name] = unfold
        installSequenceMethods(on: unfold)
        installStreamingLazy(on: unfold)
        installStreamedCuts(on: unfold)
        method(unfold, "makeIterator()") { _, v, _, _ throws(Unwind) in
            guard case .native(let n) = v, let sequence = n as? UnfoldSequenceValue else { return .none }
            return .native(sequence.makeIterator())
        }
        // `sequence(first: 1) { $0 * 2 }`: first, then next(previous) until nil.
        function("sequence(first:next:)") { rt, _, args, at throws(Unwind) in
            let step = try Library.function(args[1], at)
            return .native(UnfoldSequenceValue(state: Value.wrapOptional(args[0])) { state, rt, at throws(Unwind) in
                guard case .some(let current) = state else { return nil }
                state = Value.wrapOptional(try rt.call(step, [current], at: at))
                return current
            })
        }
        // `sequence(state: 0) { (n: inout Int) -> Int? in … }`: the closure
        // changes the state it is handed and returns the next element.
        function("sequence(state:next:)") { rt, _, args, at throws(Unwind) in
            let step = try Library.function(args[1], at)
            return .native(UnfoldSequenceValue(state: args[0]) { state, rt, at throws(Unwind) in
                var callArgs = [state]
                let result: Value
                if case .compiled(let function, let captures, let boundSelf) = step.kind {
                    result = try rt.invoke(function, captures: captures, selfValue: boundSelf, arguments: &callArgs, at: at,
                                           readingBack: 0)
                    state = callArgs[0]
                } else {
                    result = try rt.call(step, callArgs, at: at)
                }
                guard case .some(let element) = Value.wrapOptional(result) else { return nil }
                return element
            })
        }
    }

    /// A function handing out a sequence's elements one call at a time
    /// (nil at the end), asking a sequence made on demand for no more than
    /// it is asked for.
    package func puller(for value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> () throws(Unwind) -> Value? {
        switch value {
        case .structure, .object, .enumeration:
            var iterator = value
            if case .methods? = lookupMember(typeOf(value), "makeIterator") {
                iterator = try callNamed(value, "makeIterator", [], rt: rt, at: position).result
            }
            return { () throws(Unwind) -> Value? in try rt.library.nextElement(of: &iterator, rt: rt, at: position) }
        case .native(let n as AnyIteratorValue):
            return { () throws(Unwind) -> Value? in try n.produce(rt, position) }
        case .native(let n as SequenceCutValue):
            return try n.puller(rt, position)
        case .native(let n as UnfoldSequenceValue):
            let iterator = n.makeIterator()
            return { () throws(Unwind) -> Value? in try iterator.produce(rt, position) }
        default:
            let elements = try self.elements(of: value, rt: rt, at: position)
            var index = 0
            return { () throws(Unwind) -> Value? in
                guard index < elements.count else { return nil }
                defer { index += 1 }
                return elements[index]
            }
        }
    }

    /// Advances an iterator held in `iterator` (a library iterator, an
    /// `AnyIterator`, or a program's own `IteratorProtocol` value, whose
    /// `next()` may mutate it) and returns its next element, nil at the end.
    package func nextElement(of iterator: inout Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value? {
        if case .native(let n) = iterator {
            if let indexing = n as? IteratorValue {
                guard let (element, rest) = indexing.advanced() else { return nil }
                iterator = .native(rest)
                return element
            }
            if let any = n as? AnyIteratorValue { return try any.produce(rt, position) }
        }
        let (next, updated) = try callNamed(iterator, "next", [], rt: rt, at: position)
        iterator = updated
        guard case .some(let element) = Value.wrapOptional(next) else { return nil }
        return element
    }
}

/// A sequence made on demand: walked element by element, never all at
/// once unless something asks for all of them.
class StreamedSequence: NativeObject {
    func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {}
}

/// `AnyIterator`: a `next()` made of a closure (or of another iterator),
/// shared by every copy, as Swift's boxes its base.
final class AnyIteratorValue: StreamedSequence {
    static let name = "AnyIterator"
    let produce: (Runtime, SourcePosition) throws(Unwind) -> Value?

    init(_ produce: @escaping (Runtime, SourcePosition) throws(Unwind) -> Value?) {
        self.produce = produce
    }

    override var typeName: String { AnyIteratorValue.name }

    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        while true {
            try rt.step(at: at)
            guard let element = try produce(rt, at), try body(element) else { return }
        }
    }
}

/// `zip(a, b)` where either is made on demand: each pair is pulled when
/// it is used, as Swift's zip does (the first sequence, then the second),
/// until one of them ends.
final class ZipValue: StreamedSequence {
    static let name = "Zip2Sequence"
    let first: Value
    let second: Value

    init(_ first: Value, _ second: Value) {
        self.first = first
        self.second = second
    }

    override var typeName: String { ZipValue.name }

    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        let a = try rt.library.puller(for: first, rt: rt, at: at)
        let b = try rt.library.puller(for: second, rt: rt, at: at)
        while true {
            try rt.step(at: at)
            guard let x = try a(), let y = try b() else { return }
            if !(try body(.tuple(TupleValue(labels: [nil, nil], elements: [x, y])))) { return }
        }
    }
}

/// `base.enumerated()` of a sequence made on demand: each element is
/// numbered as it is pulled, as Swift's `EnumeratedSequence` does.
final class EnumeratedValue: StreamedSequence {
    static let name = "EnumeratedSequence"
    let base: Value

    init(_ base: Value) { self.base = base }

    override var typeName: String { EnumeratedValue.name }

    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        let next = try rt.library.puller(for: base, rt: rt, at: at)
        var offset = 0
        while true {
            try rt.step(at: at)
            guard let element = try next() else { return }
            if !(try body(.tuple(TupleValue(labels: ["offset", "element"], elements: [.int(offset), element])))) { return }
            offset += 1
        }
    }
}

/// `sequence(first:next:)` / `sequence(state:next:)`: each walk starts
/// again from the initial state.
final class UnfoldSequenceValue: StreamedSequence {
    static let name = "UnfoldSequence"
    typealias Step = (inout Value, Runtime, SourcePosition) throws(Unwind) -> Value?
    let initial: Value
    let step: Step

    init(state: Value, step: @escaping Step) {
        self.initial = state
        self.step = step
    }

    override var typeName: String { UnfoldSequenceValue.name }

    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        var state = initial
        while true {
            try rt.step(at: at)
            guard let element = try step(&state, rt, at), try body(element) else { return }
        }
    }

    /// An iterator of its own (`makeIterator()`), advancing one state.
    func makeIterator() -> AnyIteratorValue {
        var state = initial
        let step = self.step
        return AnyIteratorValue { rt, at throws(Unwind) in try step(&state, rt, at) }
    }
}
