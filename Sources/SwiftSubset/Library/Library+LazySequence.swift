/// `sequence.lazy`: `map`, `filter` and `compactMap` on it record their
/// closure instead of running it; an element is computed when something
/// uses it (`first(where:)` stops at the first match, `Array(lazy)` and
/// `for … in` walk them all), so a closure runs as often as in Swift.
extension Library {
    func installLazySequences() {
        let lazy = TypeInfo(name: "LazySequence", kind: .builtin)
        lazy.conformances = ["Sequence", "Collection"].compactMap { types[$0] }
        nativeTypes[LazySequenceValue.name] = lazy
        installSequenceMethods(on: lazy)
        installCollectionAlgorithms(on: lazy)

        for type in [array, range, string, dictionary, arraySlice, set] {
            type.deferNative("lazy") { $0.nativeMembers["lazy"] = [] }
            property(type, "lazy") { rt, v, at throws(Unwind) in
                // `(1...).lazy`: a one-sided range is walked as it is read.
                if Library.countingStart(v) != nil { return .native(LazySequenceValue(base: [], steps: [], source: v)) }
                return .native(LazySequenceValue(base: try rt.library.elements(of: v, rt: rt, at: at), steps: []))
            }
        }
        // A program's own sequence stays unwalked until elements are asked for.
        if let sequence = types["Sequence"] { installStreamingLazy(on: sequence) }
        func lazyValue(_ v: Value) -> LazySequenceValue {
            (v.nativeObject as? LazySequenceValue) ?? LazySequenceValue(base: [], steps: [])
        }
        for (name, step) in [("map", LazySequenceValue.Step.map), ("filter", LazySequenceValue.Step.filter), ("compactMap", LazySequenceValue.Step.compactMap)]
            as [(String, (FunctionValue) -> LazySequenceValue.Step)] {
            lazy.deferNative(name) { $0.nativeMembers[name] = [] }
            method(lazy, "\(name)(_:)") { _, v, args, at throws(Unwind) in
                let sequence = lazyValue(v)
                return .native(LazySequenceValue(base: sequence.base, steps: sequence.steps + [step(try Library.function(args[0], at))],
                                                 source: sequence.source))
            }
        }
        property(lazy, "lazy") { _, v, _ throws(Unwind) in v }
        installLazySlicing(on: lazy)
        // Still lazy: a loop over `xs.lazy.map(f).enumerated()` calls `f` as it goes.
        lazy.deferNative("enumerated") { $0.nativeMembers["enumerated"] = [] }
        method(lazy, "enumerated()") { _, v, _, _ throws(Unwind) in
            let sequence = lazyValue(v)
            return .native(LazySequenceValue(base: sequence.base, steps: sequence.steps + [.enumerated], source: sequence.source))
        }
        lazy.deferNative("first") { $0.nativeMembers["first"] = [] }
        property(lazy, "first") { rt, v, at throws(Unwind) in
            if let first = try lazyValue(v).indexedFirst(rt, at) { return first }
            var found: Value = .none
            try lazyValue(v).walk(rt, at) { e throws(Unwind) in found = .some(e); return false }
            return found
        }
        for name in ["first(where:)", "contains(where:)"] {
            let wantsElement = name.hasPrefix("first")
            let base = String(name.prefix(while: { $0 != "(" }))
            lazy.deferNative(base) { $0.nativeMembers[base]?.removeAll { $0.signature?.parameters.first?.label == "where" } }
            method(lazy, name) { rt, v, args, at throws(Unwind) in
                let f = try Library.function(args[0], at)
                var found: Value?
                try lazyValue(v).walk(rt, at) { e throws(Unwind) in
                    guard try Value.truth(try rt.call(f, [e], at: at), at: at) else { return true }
                    found = e
                    return false
                }
                if wantsElement { return found.map { .some($0) } ?? .none }
                return .bool(found != nil)
            }
        }
    }
}

extension Library {
    /// `lazy` on a sequence walked on demand: the sequence itself is the
    /// lazy sequence's source, so `map`/`filter` after it run element by
    /// element (`Fibonacci().lazy.filter { … }.first`).
    func installStreamingLazy(on type: TypeInfo) {
        type.deferNative("lazy") { $0.nativeMembers["lazy"] = [] }
        property(type, "lazy") { _, v, _ throws(Unwind) in
            if case .native(let n) = v, n is LazySequenceValue { return v }
            return .native(LazySequenceValue(base: [], steps: [], source: v))
        }
    }
}

/// A lazy sequence: its base's elements and the steps still to apply.
final class LazySequenceValue: StreamedSequence {
    static let name = "LazySequence"

    enum Step {
        case map(FunctionValue)
        case filter(FunctionValue)
        case compactMap(FunctionValue)
        /// `enumerated()`: pairs each element with its offset so far.
        case enumerated
        /// `prefix(n)` of a sequence: `n` elements, and none pulled after
        /// the last (`Library+LazySlicing.swift`).
        case prefix(Int)
        /// `dropFirst(n)` of a sequence: the first `n` pulled and dropped.
        case dropFirst(Int)
        /// `prefix(while:)`: elements until one fails, which ends the walk.
        case prefixWhile(FunctionValue)
        /// `drop(while:)`: elements from the first that fails, unchecked after it.
        case dropWhile(FunctionValue)
    }

    let base: [Value]
    let steps: [Step]
    /// A sequence walked on demand instead of `base` (a program's own
    /// sequence, `sequence(first:next:)`): it may be endless.
    let source: Value?

    init(base: [Value], steps: [Step], source: Value? = nil) {
        self.base = base
        self.steps = steps
        self.source = source
    }

    override var typeName: String { LazySequenceValue.name }

    /// Computes elements in order, handing each to `body` until it returns
    /// false: each step runs for an element only when it is reached.
    override func walk(_ rt: Runtime, _ at: SourcePosition, _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        /// One element through the steps: false when `body` wants no more.
        var offsets = [Int](repeating: 0, count: steps.count)
        // A `prefix` step has given its last element, or `prefix(while:)` found its end.
        var finished = steps.contains { if case .prefix(let n) = $0 { return n <= 0 }; return false }
        func process(_ element: Value) throws(Unwind) -> Bool {
            if finished { return false }
            var value = element
            for (index, step) in steps.enumerated() {
                switch step {
                case .prefix(let n):
                    offsets[index] += 1
                    if offsets[index] >= n { finished = true }
                case .dropFirst(let n):
                    if offsets[index] < n { offsets[index] += 1; return true }
                case .prefixWhile(let f):
                    if !(try Value.truth(try rt.call(f, [value], at: at), at: at)) { finished = true; return false }
                case .dropWhile(let f):
                    // Offset 0: still dropping; 1: an element was kept, the rest pass.
                    if offsets[index] == 0 {
                        if try Value.truth(try rt.call(f, [value], at: at), at: at) { return true }
                        offsets[index] = 1
                    }
                case .enumerated:
                    value = .tuple(TupleValue(labels: ["offset", "element"], elements: [.int(offsets[index]), value]))
                    offsets[index] += 1
                case .map(let f):
                    value = try rt.call(f, [value], at: at)
                case .filter(let f):
                    if !(try Value.truth(try rt.call(f, [value], at: at), at: at)) { return true }
                case .compactMap(let f):
                    guard case .some(let x) = Value.wrapOptional(try rt.call(f, [value], at: at)) else { return true }
                    value = x
                }
            }
            return try body(value) && !finished
        }
        if finished { return }
        if let source {
            try rt.library.walk(source, rt: rt, at: at, process)
            return
        }
        for element in base where !(try process(element)) { return }
    }

    func all(_ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> [Value] {
        var out: [Value] = []
        try walk(rt, at) { e throws(Unwind) in out.append(e); return true }
        return out
    }
}
