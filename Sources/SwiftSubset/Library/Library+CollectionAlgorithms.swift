/// Searching, slicing and building collections beyond the basic sequence
/// operations: `lastIndex(where:)`, `count(where:)`, `prefix(upTo:)`,
/// `suffix(from:)`, `prefix(while:)`, `drop(while:)`, `starts(with:)`,
/// `elementsEqual(_:)`, `joined()` of
/// nested sequences, `description`, `Dictionary(_:uniquingKeysWith:)`,
/// `compactMapValues` and the global `swap`.
///
/// Slicing an array gives an `ArraySlice` that keeps the base's indices
/// (`days.dropFirst().startIndex` is 1), as Swift's does.
extension Library {
    func installCollectionAlgorithms() {
        for type in [array, set, range, string, dictionary, arraySlice] {
            installCollectionAlgorithms(on: type)
        }
        for name in ["Sequence", "Collection"] {
            if let p = types[name] { installCollectionAlgorithms(on: p) }
        }
        mutating(array, "insert(contentsOf:at:)") { rt, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let more = try rt.library.elements(of: args[0], rt: rt, at: at)
            let i = try Library.int(args[1], at)
            guard i >= 0 && i <= a.count else { throw .trap(Trap(message: LanguageMessages.arrayIndexOutOfRange, position: at)) }
            v = .void
            a.insert(contentsOf: more, at: i)
            v = .array(a)
            return .void
        }
        for type in [array, arraySlice, range] { installSplitting(on: type) }
        installDescriptions()
        installDictionaryBuilding()
        function("swap(_:_:)", .void, inoutBody: { _, _, args, _ throws(Unwind) in
            args.swapAt(0, 1)
            return .void
        })
    }

    /// Registers the searching and slicing algorithms on `type`, when its
    /// members are first looked up (`onFirstUse`).
    func installCollectionAlgorithms(on type: TypeInfo) {
        onFirstUse(of: type) { [unowned self] type in
            installSearching(on: type)
            installSlicing(on: type)
        }
    }

    // MARK: - Searching

    private func installSearching(on type: TypeInfo) {
        func each(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> [Value] {
            try rt.library.elements(of: v, rt: rt, at: at)
        }
        // BidirectionalCollection's: a Dictionary or a Set has none.
        if !(type === dictionary || type === set) {
            method(type, "lastIndex(where:)", resultFrom: { [unowned self] in .optional(self.indexType(of: $0)) }) { rt, v, args, at throws(Unwind) in
                let f = try Library.function(args[0], at)
                let items = try each(rt, v, at)
                let start = v.sliceStartIndex
                for i in items.indices.reversed() where try Value.truth(try rt.call(f, [items[i]], at: at)) {
                    return .some(.int(start + i))
                }
                return .none
            }
        }
        // `starts(with:)` and `elementsEqual(_:)`, by `==` or by a closure.
        for (name, whole) in [("starts(with:", false), ("elementsEqual(_:", true)] {
            method(type, name + ")", .bool) { rt, v, args, at throws(Unwind) in
                let mine = try each(rt, v, at), other = try rt.library.elements(of: args[0], rt: rt, at: at)
                guard whole ? mine.count == other.count : mine.count >= other.count else { return .bool(false) }
                for (x, y) in zip(mine, other) where !(try rt.library.equal(x, y, rt: rt, at: at)) { return .bool(false) }
                return .bool(true)
            }
            method(type, name + "by:)", .bool) { rt, v, args, at throws(Unwind) in
                let mine = try each(rt, v, at), other = try rt.library.elements(of: args[0], rt: rt, at: at)
                let f = try Library.function(args[1], at)
                guard whole ? mine.count == other.count : mine.count >= other.count else { return .bool(false) }
                for (x, y) in zip(mine, other) where !(try Value.truth(try rt.call(f, [x, y], at: at))) { return .bool(false) }
                return .bool(true)
            }
        }
        method(type, "count(where:)", .int) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var n = 0
            for e in try each(rt, v, at) where try Value.truth(try rt.call(f, [e], at: at)) { n += 1 }
            return .int(n)
        }
    }

    // MARK: - Slicing

    private func installSlicing(on type: TypeInfo) {
        func each(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> [Value] {
            try rt.library.elements(of: v, rt: rt, at: at)
        }
        /// Elements `range` (offsets from the receiver's start) of `v`, as
        /// Swift slices it: a String gives a String, an array a slice.
        func slice(_ rt: Runtime, _ v: Value, _ offsets: Range<Int>, _ at: SourcePosition) throws(Unwind) -> Value {
            if case .string(let s) = v {
                let characters = Array(s)
                return .string(String(characters[offsets]))
            }
            let items = try each(rt, v, at)
            return .native(ArraySliceValue(values: Array(items[offsets]), startIndex: v.sliceStartIndex + offsets.lowerBound))
        }
        func count(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> Int {
            if case .string(let s) = v { return s.count }
            return try each(rt, v, at).count
        }
        /// An index argument as an offset from the receiver's start, checked.
        func offset(_ v: Value, _ index: Value, upTo limit: Int, _ at: SourcePosition) throws(Unwind) -> Int {
            let i = try Library.int(index, at) - v.sliceStartIndex
            guard i >= 0 && i <= limit else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: at)) }
            return i
        }
        let arraySlice = self.arraySlice
        let sliceType: (StaticType) -> StaticType = { receiver in
            switch receiver {
            case .string: return .nominal(self.substring, [])
            case .nominal(let t, _) where t === self.substring: return receiver
            case .array(let element) where element.isKnown: return .nominal(arraySlice, [element])
            case .nominal(let t, _) where t === arraySlice: return receiver
            default: return .unknown
            }
        }
        method(type, "prefix(upTo:)", resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
            let n = try count(rt, v, at)
            return try slice(rt, v, 0..<(try offset(v, args[0], upTo: n, at)), at)
        }
        method(type, "prefix(through:)", resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
            let n = try count(rt, v, at)
            return try slice(rt, v, 0..<(try offset(v, args[0], upTo: n - 1, at) + 1), at)
        }
        method(type, "suffix(from:)", resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
            let n = try count(rt, v, at)
            return try slice(rt, v, (try offset(v, args[0], upTo: n, at))..<n, at)
        }
        method(type, "prefix(while:)", resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            let items = try each(rt, v, at)
            var end = 0
            while end < items.count, try Value.truth(try rt.call(f, [items[end]], at: at)) { end += 1 }
            return try slice(rt, v, 0..<end, at)
        }
        method(type, "drop(while:)", resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            let items = try each(rt, v, at)
            var start = 0
            while start < items.count, try Value.truth(try rt.call(f, [items[start]], at: at)) { start += 1 }
            return try slice(rt, v, start..<items.count, at)
        }
        // Slices of arrays keep the base's indices (`dropFirst().startIndex`
        // is 1); strings stay strings.
        for (spec, cut) in [("prefix(_:)", { (n: Int, k: Int) in 0..<min(max(k, 0), n) }),
                            ("suffix(_:)", { (n: Int, k: Int) in max(n - max(k, 0), 0)..<n }),
                            ("dropFirst(_?:)", { (n: Int, k: Int) in min(max(k, 0), n)..<n }),
                            ("dropLast(_?:)", { (n: Int, k: Int) in 0..<max(n - max(k, 0), 0) })] as [(String, (Int, Int) -> Range<Int>)] {
            let name = String(spec.prefix(while: { $0 != "(" }))
            type.deferNative(name) { type in
                type.nativeMembers[name]?.removeAll { $0.signature?.parameters.count == 1 && $0.signature?.parameters[0].label == nil }
            }
            method(type, spec, resultFrom: sliceType) { rt, v, args, at throws(Unwind) in
                let k = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
                if k < 0 { throw .trap(Trap(message: LanguageMessages.negativeSliceCount(name), position: at)) }
                if name == "prefix" || name == "dropFirst", Library.isUserValue(v),
                   !rt.library.typeOf(v).conforms(to: "Collection") {
                    // A program's own sequence, which may be endless
                    // (`Fibonacci().dropFirst(5)`): Swift's PrefixSequence
                    // and DropFirstSequence pull its elements as they are walked.
                    return .native(SequenceCutValue(base: v, isPrefix: name == "prefix", count: k))
                }
                return try slice(rt, v, cut(try count(rt, v, at), k), at)
            }
        }
    }

    // MARK: - Splitting

    /// `split` on collections other than String: the pieces are slices
    /// keeping the base's indices.
    private func installSplitting(on type: TypeInfo) {
        func split(_ rt: Runtime, _ v: Value, maxSplits: Int, omitting: Bool, _ at: SourcePosition,
                   isSeparator: (Value) throws(Unwind) -> Bool) throws(Unwind) -> Value {
            let items = try rt.library.elements(of: v, rt: rt, at: at)
            let base = v.sliceStartIndex
            var pieces: [Value] = [], start = 0, splits = 0
            func cut(_ end: Int) {
                if omitting && start == end { return }
                pieces.append(.native(ArraySliceValue(values: Array(items[start..<end]), startIndex: base + start)))
            }
            for (i, e) in items.enumerated() where splits < maxSplits {
                guard try isSeparator(e) else { continue }
                let before = pieces.count
                cut(i)
                if pieces.count > before || !omitting { splits += 1 }
                start = i + 1
            }
            cut(items.count)
            return .array(pieces)
        }
        method(type, "split(separator:maxSplits?:omittingEmptySubsequences?:)") { rt, v, args, at throws(Unwind) in
            let maxSplits = args[1].isVoidValue ? Int.max : try Library.int(args[1], at)
            let omitting = args[2].isVoidValue ? true : (args[2].asBool ?? true)
            return try split(rt, v, maxSplits: maxSplits, omitting: omitting, at) { e throws(Unwind) in
                try rt.library.equal(e, args[0], rt: rt, at: at)
            }
        }
        method(type, "split(maxSplits?:omittingEmptySubsequences?:whereSeparator:)") { rt, v, args, at throws(Unwind) in
            let maxSplits = args[0].isVoidValue ? Int.max : try Library.int(args[0], at)
            let omitting = args[1].isVoidValue ? true : (args[1].asBool ?? true)
            let f = try Library.function(args[2], at)
            return try split(rt, v, maxSplits: maxSplits, omitting: omitting, at) { e throws(Unwind) in
                try Value.truth(try rt.call(f, [e], at: at))
            }
        }
    }

    // MARK: - Descriptions

    private func installDescriptions() {
        // `description` is what `print` writes, `debugDescription` what a
        // value inside another writes: `[1]` and `Set([1])`, `0..<3` and
        // `Range(0..<3)`
        for type in [array, dictionary, set, arraySlice, range] {
            property(type, "description", .string) { rt, v, at throws(Unwind) in
                .string(try rt.library.describe(v, rt: rt, at: at))
            }
            property(type, "debugDescription", .string) { rt, v, at throws(Unwind) in
                .string(try rt.library.debugDescribe(v, rt: rt, at: at))
            }
        }
    }

    // MARK: - Building dictionaries

    private func installDictionaryBuilding() {
        staticMethod(dictionary, "init(_:uniquingKeysWith:)", resultFromArguments: Library.dictionaryOfPairs) { rt, _, args, at throws(Unwind) in
            var d = DictionaryValue()
            let combine = try Library.function(args[1], at)
            for pair in try rt.library.elements(of: args[0], rt: rt, at: at) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                let key = t.elements[0]
                if let old = d[key] {
                    d[key] = try rt.call(combine, [old, t.elements[1]], at: at)
                } else {
                    d[key] = t.elements[1]
                }
            }
            return .dictionary(d)
        }
        // merge / merging: another dictionary or a sequence of pairs; a
        // key both have takes `combine(old, new)`.
        func merged(_ rt: Runtime, _ base: DictionaryValue, _ other: Value, _ combine: Value, _ at: SourcePosition) throws(Unwind) -> DictionaryValue {
            var d = base
            let f = try Library.function(combine, at)
            for pair in try rt.library.elements(of: other, rt: rt, at: at) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                let key = try rt.library.dictionaryKey(d, t.elements[0], rt: rt, at: at)
                if let old = d[key] {
                    d[key] = try rt.call(f, [old, t.elements[1]], at: at)
                } else {
                    d[key] = t.elements[1]
                }
            }
            return d
        }
        mutating(dictionary, "merge(_:uniquingKeysWith:)") { rt, v, args, at throws(Unwind) in
            guard case .dictionary(let d) = v else { return .void }
            v = .void
            v = .dictionary(try merged(rt, d, args[0], args[1], at))
            return .void
        }
        method(dictionary, "merging(_:uniquingKeysWith:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            guard case .dictionary(let d) = v else { return v }
            return .dictionary(try merged(rt, d, args[0], args[1], at))
        }
        method(dictionary, "compactMapValues(_:)") { rt, v, args, at throws(Unwind) in
            guard case .dictionary(let d) = v else { return v }
            var out = DictionaryValue()
            let f = try Library.function(args[0], at)
            for (k, value) in zip(d.keys, d.values) {
                if case .some(let x) = Value.wrapOptional(try rt.call(f, [value], at: at)) { out[k] = x }
            }
            return .dictionary(out)
        }
    }
}

extension Value {
    /// The index of an array slice's first element in its base (0 for
    /// anything else).
    var sliceElements: [Value]? {
        if case .native(let n) = self, let slice = n as? ArraySliceValue { return slice.values }
        return nil
    }

    var sliceStartIndex: Int {
        if case .native(let n) = self, let slice = n as? ArraySliceValue { return slice.startIndex }
        return 0
    }
}
