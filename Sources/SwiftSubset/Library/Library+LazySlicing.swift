/// The parts of a lazy sequence, computed when Swift computes them.
///
/// Over a collection (`xs.lazy.map { … }.filter { … }`), `prefix(_:)`,
/// `dropFirst(_:)`, `suffix(_:)` and `dropLast(_:)` are cuts at indices,
/// found as Swift's `Collection` methods find them: a filter's
/// `startIndex` runs its closure (and the closures before it) on the
/// base's elements up to the first one it keeps, and each step of
/// `index(_:offsetBy:limitedBy:)` up to the next — so the closures run
/// when the part is made, and again for its elements as it is walked. A
/// map alone runs nothing until then. `first` is the element at the
/// filter's `startIndex`, whose maps run again as the subscript reads it.
///
/// Over a sequence walked on demand (`(1...).lazy`, a program's own
/// `Sequence`), `prefix(_:)` and `dropFirst(_:)` are steps of the walk
/// (Swift's `PrefixSequence`, `DropFirstSequence`), and `suffix(_:)` and
/// `dropLast(_:)` are arrays, as `Sequence`'s are. `prefix(while:)` and
/// `drop(while:)` are steps of the walk everywhere (`LazyPrefixWhileSequence`,
/// `LazyDropWhileSequence`).
extension Library {
    func installLazySlicing(on lazy: TypeInfo) {
        func lazyValue(_ v: Value) -> LazySequenceValue {
            (v.nativeObject as? LazySequenceValue) ?? LazySequenceValue(base: [], steps: [])
        }
        for name in ["prefix", "suffix", "dropFirst", "dropLast", "drop"] {
            // Replaces the overloads taking a count or a predicate; `prefix(upTo:)` stays.
            lazy.deferNative(name) { type in
                type.nativeMembers[name]?.removeAll { member in
                    guard let parameters = member.signature?.parameters, parameters.count == 1 else { return false }
                    return parameters[0].label == nil || parameters[0].label == "while"
                }
            }
        }
        for (spec, cut) in [("prefix(_:)", LazySequenceValue.Cut.prefix), ("suffix(_:)", .suffix),
                            ("dropFirst(_?:)", .dropFirst), ("dropLast(_?:)", .dropLast)] as [(String, LazySequenceValue.Cut)] {
            let name = String(spec.prefix(while: { $0 != "(" }))
            method(lazy, spec) { rt, v, args, at throws(Unwind) in
                let k = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
                if k < 0 { throw .trap(Trap(message: LanguageMessages.negativeSliceCount(name), position: at)) }
                return try lazyValue(v).cut(cut, k, rt, at)
            }
        }
        for (spec, keeps) in [("prefix(while:)", true), ("drop(while:)", false)] {
            method(lazy, spec) { _, v, args, at throws(Unwind) in
                let sequence = lazyValue(v)
                let f = try Library.function(args[0], at)
                return .native(sequence.adding(keeps ? .prefixWhile(f) : .dropWhile(f)))
            }
        }
    }
}

extension LazySequenceValue {
    enum Cut { case prefix, suffix, dropFirst, dropLast }

    func adding(_ step: Step) -> LazySequenceValue {
        LazySequenceValue(base: base, steps: steps + [step], source: source)
    }

    /// Whether Swift's value is a lazy collection over `base` of maps and
    /// filters, whose parts are cut at indices.
    var isIndexed: Bool {
        source == nil && steps.allSatisfy {
            switch $0 {
            case .map, .filter, .compactMap: return true
            default: return false
            }
        }
    }

    func cut(_ cut: Cut, _ k: Int, _ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> Value {
        guard isIndexed else {
            switch cut {
            case .prefix: return .native(adding(.prefix(k)))
            case .dropFirst: return .native(adding(.dropFirst(k)))
            case .suffix: return .array(Array(try all(rt, at).suffix(k)))
            case .dropLast: return .array(Array(try all(rt, at).dropLast(k)))
            }
        }
        let walker = IndexWalker(self, rt, at)
        let range: Range<Int>
        switch cut {
        case .prefix:
            let end = try walker.offset(from: try walker.startIndex(), by: k) ?? base.count
            range = try walker.startIndex()..<end
        case .dropFirst:
            range = (try walker.offset(from: try walker.startIndex(), by: k) ?? base.count)..<base.count
        case .suffix:
            var start = try walker.offset(back: k)
            if start == nil { start = try walker.startIndex() }
            range = start!..<base.count
        case .dropLast:
            var end = try walker.offset(back: k)
            if end == nil { end = try walker.startIndex() }
            let start = try walker.startIndex()
            range = start..<max(end!, start)
        }
        let slice = range.isEmpty ? [] : Array(base[range])
        return .native(LazySequenceValue(base: slice, steps: steps, source: nil))
    }

    /// `first` of a lazy collection with a filter: its `startIndex`, then
    /// the element there through every map (a filter's subscript runs no
    /// predicate). Nil where it is not such a collection.
    func indexedFirst(_ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> Value? {
        guard isIndexed, steps.contains(where: { if case .map = $0 { return false }; return true }) else { return nil }
        let walker = IndexWalker(self, rt, at)
        let start = try walker.startIndex()
        guard start < base.count else { return Value.none }
        var value = base[start]
        for step in steps {
            switch step {
            case .map(let f): value = try rt.call(f, [value], at: at)
            case .compactMap(let f):
                if case .some(let x) = Value.wrapOptional(try rt.call(f, [value], at: at)) { value = x }
            default: break
            }
        }
        return .some(value)
    }
}

/// Swift's index walk over a lazy collection of maps and filters: an
/// offset of `base` is an index, and whether the element there is kept
/// runs the steps up to the last filter (the maps after it do not move
/// indices and run nothing).
private struct IndexWalker {
    let base: [Value]
    let steps: ArraySlice<LazySequenceValue.Step>
    let rt: Runtime
    let at: SourcePosition

    init(_ sequence: LazySequenceValue, _ rt: Runtime, _ at: SourcePosition) {
        base = sequence.base
        let last = sequence.steps.lastIndex { if case .map = $0 { return false }; return true }
        steps = last.map { sequence.steps[...$0] } ?? []
        self.rt = rt
        self.at = at
    }

    func keeps(_ offset: Int) throws(Unwind) -> Bool {
        var value = base[offset]
        for step in steps {
            switch step {
            case .map(let f): value = try rt.call(f, [value], at: at)
            case .filter(let f): if !(try Value.truth(try rt.call(f, [value], at: at), at: at)) { return false }
            case .compactMap(let f):
                guard case .some(let x) = Value.wrapOptional(try rt.call(f, [value], at: at)) else { return false }
                value = x
            default: break
            }
        }
        return true
    }

    /// Whether a step of `index(after:)` (`ahead`) or `index(before:)`
    /// that reached `i` goes on: the element there is not kept.
    private func moves(_ i: Int, ahead: Bool) throws(Unwind) -> Bool {
        if steps.isEmpty || ahead && i >= base.count { return false }
        if try keeps(i) { return false }
        return ahead || i > 0
    }

    /// The first element kept (the base's end if none).
    func startIndex() throws(Unwind) -> Int {
        if steps.isEmpty { return 0 }
        var i = 0
        while i < base.count {
            if try keeps(i) { break }
            i += 1
        }
        return i
    }

    /// `index(i, offsetBy: k, limitedBy: endIndex)`: nil where the end
    /// is reached first.
    func offset(from i: Int, by k: Int) throws(Unwind) -> Int? {
        var i = i
        for _ in 0..<k {
            if i == base.count { return nil }
            repeat { i += 1 } while try moves(i, ahead: true)
        }
        return i
    }

    /// `index(endIndex, offsetBy: -k, limitedBy: startIndex)`: nil where
    /// the start is reached first.
    func offset(back k: Int) throws(Unwind) -> Int? {
        let limit = try startIndex()
        var i = base.count
        for _ in 0..<k {
            if i == limit { return nil }
            repeat { i -= 1 } while try moves(i, ahead: false)
        }
        return i
    }
}
