/// The sequence operations arrays, ranges, strings, dictionaries and
/// user `Sequence`s share: `map`, `filter`, `reduce`, `sorted`, …
extension Library {
    /// The elements a `for` loop or a sequence method walks.
    package func elements(of value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> [Value] {
        switch value {
        case .array(let a): return a
        case .set(let s): return s.elements
        case .range(let r):
            if let ints = r.intRange, r.upper != nil { return ints.map { .int($0) } }
            if case .character(let lo) = r.lower, let upper = r.upper, case .character(let hi) = upper,
               let l = lo.unicodeScalars.first?.value, let h = hi.unicodeScalars.first?.value {
                let end = r.isClosed ? h : h - 1
                guard l <= end else { return [] }
                return (l...end).compactMap { Unicode.Scalar($0).map { .character(Character($0)) } }
            }
            throw .trap(Trap(message: LanguageMessages.rangeNotIterable, position: position))
        case .string(let s): return s.map { .character($0) }
        case .dictionary(let d):
            return zip(d.keys, d.values).map { .tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1])) }
        case .some(let inner): return try elements(of: inner, rt: rt, at: position)
        case .native(let n):
            if let sequence = n as? NativeSequence { return sequence.elements }
            if n is StreamedSequence { return try iterate(value, rt: rt, at: position) }
            if let lazy = n as? LazySequenceValue { return try lazy.all(rt, position) }
        case .structure, .object, .enumeration:
            return try iterate(value, rt: rt, at: position)
        default:
            break
        }
        throw .trap(Trap(message: LanguageMessages.notASequence(typeName(of: value)), position: position))
    }

    /// A user `Sequence`: `makeIterator()`, then `next()` until `nil`.
    private func iterate(_ value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> [Value] {
        var result: [Value] = []
        try walk(value, rt: rt, at: position) { element throws(Unwind) in
            result.append(element)
            return true
        }
        return result
    }

    /// The first `n` elements of a sequence, asking a program's own
    /// sequence (which may be endless) for no more than those.
    package func taking(_ n: Int, from value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> [Value] {
        var taken: [Value] = []
        guard n > 0 else { return taken }
        try walk(value, rt: rt, at: position) { e throws(Unwind) in
            taken.append(e)
            return taken.count < n
        }
        return taken
    }

    /// A sequence walked one element at a time: a value of a program's
    /// own struct, class or enum (whose sequence conformance, if any, is
    /// its own code), or a library sequence made on demand by a closure.
    static func isUserValue(_ value: Value) -> Bool {
        switch value {
        case .structure, .object, .enumeration: return true
        case .native(let n): return n is StreamedSequence
        default: return false
        }
    }

    /// Hands a sequence's elements to `body` in order until it returns
    /// false. A user `Sequence` is walked one `next()` at a time between
    /// calls of `body`, as Swift's `for … in` does: its side effects
    /// interleave with the loop's, and an endless one stops at `break`.
    package func walk(_ value: Value, rt: Runtime, at position: SourcePosition,
                      _ body: (Value) throws(Unwind) -> Bool) throws(Unwind) {
        if let start = Library.countingStart(value) {
            // `1...` counts up for as long as it is read (each element a step,
            // so an endless loop over it meets the step budget).
            var next = start
            while true {
                try rt.step(at: position)
                if !(try body(.int(next))) { return }
                next += 1
            }
        }
        guard Library.isUserValue(value) else {
            for element in try elements(of: value, rt: rt, at: position) where !(try body(element)) { return }
            return
        }
        if case .native(let n) = value, let streamed = n as? StreamedSequence {
            try streamed.walk(rt, position, body)
            return
        }
        var iterator = value
        if case .methods? = lookupMember(typeOf(value), "makeIterator") {
            iterator = try callNamed(value, "makeIterator", [], rt: rt, at: position).result
        } else if lookupMember(typeOf(value), "next") == nil, lookupMember(typeOf(value), "endIndex") != nil,
                  case .methods? = lookupMember(typeOf(value), "index"),
                  case .methods? = lookupMember(typeOf(value), FunctionDecl.subscriptGetter) {
            // A program's own Collection with no `makeIterator()`: Swift's
            // IndexingIterator reads `self[i]` from `startIndex`, moving
            // with `index(after:)` until `endIndex`.
            var index = try rt.readNamed(value, "startIndex", at: position)
            let end = try rt.readNamed(value, "endIndex", at: position)
            while !(try equal(index, end, rt: rt, at: position)) {
                try rt.step(at: position)
                if !(try body(try callNamed(value, FunctionDecl.subscriptGetter, [index], rt: rt, at: position).result)) { return }
                index = try callNamed(value, "index", [index], rt: rt, at: position).result
            }
            return
        }
        if case .native(let n) = iterator, let sequence = n as? NativeSequence {
            // `func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }`
            for element in sequence.elements where !(try body(element)) { return }
            return
        }
        while true {
            try rt.step(at: position)
            guard let element = try nextElement(of: &iterator, rt: rt, at: position) else { return }
            if !(try body(element)) { return }
        }
    }

    /// Calls a zero-label method by name on a value, returning the result
    /// and the receiver as the method left it (mutating methods).
    package func callNamed(_ receiver: Value, _ name: String, _ arguments: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> (result: Value, receiver: Value) {
        guard case .methods(let methods)? = lookupMember(typeOf(receiver), name),
              let method = methods.first(where: { $0.function.parameters.count == arguments.count }) else {
            throw .trap(Trap(message: LanguageMessages.noMember(typeName(of: receiver), name), position: position))
        }
        var selfValue = receiver
        var args = arguments
        if method.function.isMutating {
            let result = try rt.invokeMutating(method.function, captures: [], selfValue: &selfValue, arguments: &args, at: position)
            return (result, selfValue)
        }
        return (try rt.invoke(method.function, captures: [], selfValue: selfValue, arguments: &args, at: position), selfValue)
    }

    func installSequences() {
        for type in [array, range, string, dictionary] {
            installSequenceMethods(on: type)
        }
        // Protocol extensions on Sequence/Collection can use them on `self`.
        for name in ["Sequence", "Collection"] {
            if let p = types[name] { installSequenceMethods(on: p) }
        }
    }

    /// Registers `Sequence`'s methods on `type`, when its members are
    /// first looked up (`onFirstUse`): a dozen types have them, a program
    /// calls them on one or two.
    func installSequenceMethods(on type: TypeInfo) {
        onFirstUse(of: type) { [unowned self] type in addSequenceMethods(to: type) }
    }

    private func addSequenceMethods(to type: TypeInfo) {
        let isString = type === string
        // `last`, `last(where:)` and `lastIndex(of:)` are
        // BidirectionalCollection's: a Dictionary or a Set has none.
        let isBidirectional = !(type === dictionary || type === set)
        func each(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> [Value] {
            try rt.library.elements(of: v, rt: rt, at: at)
        }
        func call(_ rt: Runtime, _ f: Value, _ args: [Value], _ at: SourcePosition) throws(Unwind) -> Value {
            try rt.call(try Library.function(f, at), args, at: at)
        }
        // A closure's parameter is the sequence's element, statically too.
        let eachElement: [StaticType] = [.function([.generic("Element")], .unknown)]
        let element = StaticType.generic("Element")
        let predicate: [StaticType] = [.function([element], .bool)]
        let ordering: [StaticType] = [.function([element, element], .bool)]
        // `map<T>` and `compactMap<T>`: an array of what the closure makes.
        let mapped = (parameter: "T", type: StaticType.array(.generic("T")))
        method(type, "map(_:)", resultFrom: { _ in .array(.unknown) }, types: [.function([.generic("Element")], .generic("T"))],
               genericResult: mapped) { rt, v, args, at throws(Unwind) in
            var out: [Value] = []
            for e in try each(rt, v, at) { out.append(try call(rt, args[0], [e], at)) }
            return .array(out)
        }
        method(type, "compactMap(_:)", resultFrom: { _ in .unknown }, types: [.function([.generic("Element")], .optional(.generic("T")))],
               genericResult: mapped) { rt, v, args, at throws(Unwind) in
            var out: [Value] = []
            for e in try each(rt, v, at) {
                if case .some(let x) = Value.wrapOptional(try call(rt, args[0], [e], at)) { out.append(x) }
            }
            return .array(out)
        }
        method(type, "flatMap(_:)") { rt, v, args, at throws(Unwind) in
            var out: [Value] = []
            for e in try each(rt, v, at) { out += try rt.library.elements(of: try call(rt, args[0], [e], at), rt: rt, at: at) }
            return .array(out)
        }
        method(type, "filter(_:)", resultFrom: { $0 }, types: eachElement) { rt, v, args, at throws(Unwind) in
            var out: [Value] = []
            for e in try each(rt, v, at) { if !(try Value.truth(try call(rt, args[0], [e], at), at: at)) { continue }; out.append(e) }
            if isString { return .string(String(out.compactMap { $0.asString }.joined())) }
            if case .dictionary = v {
                return .dictionary(DictionaryValue(pairs: out.compactMap { t in
                    guard case .tuple(let p) = t else { return nil }
                    return (p.elements[0], p.elements[1])
                }))
            }
            return .array(out)
        }
        let result = StaticType.generic("Result")
        method(type, "reduce(_:_:)", resultFrom: { _ in .unknown }, types: [result, .function([result, element], result)],
               genericResult: (parameter: "Result", type: result)) { rt, v, args, at throws(Unwind) in
            var acc = args[0]
            for e in try each(rt, v, at) { acc = try call(rt, args[1], [acc, e], at) }
            return acc
        }
        method(type, "reduce(into:_:)", resultFrom: { _ in .unknown }, types: [result, .function([result, element], .void)],
               genericResult: (parameter: "Result", type: result)) { rt, v, args, at throws(Unwind) in
            var acc = args[0]
            let f = try Library.function(args[1], at)
            guard case .compiled(let function, let captures, let boundSelf) = f.kind else { return acc }
            for e in try each(rt, v, at) {
                var callArgs = [acc, e]
                acc = .void
                _ = try rt.invoke(function, captures: captures, selfValue: boundSelf, arguments: &callArgs, at: at,
                                  readingBack: 0)
                acc = callArgs[0]
            }
            return acc
        }
        // The result is the initial value's type, unless that is a number
        // literal's, which the closure may still make a Double.
        type.deferNative("reduce") { type in
            for index in type.nativeMembers["reduce"]?.indices ?? 0..<0 {
                type.nativeMembers["reduce"]?[index].resultFromArguments = { types in
                    guard let first = types.first, first.isKnown, first != .int, first != .double else { return nil }
                    return first
                }
            }
        }
        method(type, "forEach(_:)", .void, types: eachElement) { rt, v, args, at throws(Unwind) in
            try rt.library.walk(v, rt: rt, at: at) { e throws(Unwind) in _ = try call(rt, args[0], [e], at); return true }
            return .void
        }
        method(type, "contains(_:)", .bool, types: [.generic("Element")]) { rt, v, args, at throws(Unwind) in
            if case .string(let s) = v, let needle = args[0].asString { return .bool(s.contains(needle)) }
            var found = false
            try rt.library.walk(v, rt: rt, at: at) { e throws(Unwind) in
                found = try rt.library.equal(e, args[0], rt: rt, at: at)
                return !found
            }
            return .bool(found)
        }
        method(type, "contains(where:)", .bool, types: predicate) { rt, v, args, at throws(Unwind) in
            var found = false
            try rt.library.walk(v, rt: rt, at: at) { e throws(Unwind) in
                found = try Value.truth(try call(rt, args[0], [e], at), at: at)
                return !found
            }
            return .bool(found)
        }
        method(type, "allSatisfy(_:)", .bool, types: predicate) { rt, v, args, at throws(Unwind) in
            var all = true
            try rt.library.walk(v, rt: rt, at: at) { e throws(Unwind) in
                all = try Value.truth(try call(rt, args[0], [e], at), at: at)
                return all
            }
            return .bool(all)
        }
        method(type, "first(where:)", .optional(element), types: predicate) { rt, v, args, at throws(Unwind) in
            var found: Value = .none
            try rt.library.walk(v, rt: rt, at: at) { e throws(Unwind) in
                guard try Value.truth(try call(rt, args[0], [e], at), at: at) else { return true }
                found = .some(e)
                return false
            }
            return found
        }
        if isBidirectional {
            method(type, "last(where:)", .optional(element), types: predicate) { rt, v, args, at throws(Unwind) in
                for e in try each(rt, v, at).reversed() { if !(try Value.truth(try call(rt, args[0], [e], at), at: at)) { continue }; return .some(e) }
                return .none
            }
        }
        let optionalIndex: (StaticType) -> StaticType = { [unowned self] in .optional(self.indexType(of: $0)) }
        method(type, "firstIndex(where:)", resultFrom: optionalIndex, types: predicate) { rt, v, args, at throws(Unwind) in
            for (i, e) in try each(rt, v, at).enumerated() { if !(try Value.truth(try call(rt, args[0], [e], at), at: at)) { continue }; return .some(.int(v.sliceStartIndex + i)) }
            return .none
        }
        // `index(of:)` is the deprecated name swiftc still compiles (with a
        // warning) as `firstIndex(of:)`; older tutorials use it.
        for name in ["firstIndex(of:)", "index(of:)"] {
            method(type, name, resultFrom: optionalIndex, types: [element]) { rt, v, args, at throws(Unwind) in
                for (i, e) in try each(rt, v, at).enumerated() { if !(try rt.library.equal(e, args[0], rt: rt, at: at)) { continue }; return .some(.int(v.sliceStartIndex + i)) }
                return .none
            }
        }
        if isBidirectional {
            method(type, "lastIndex(of:)", resultFrom: optionalIndex, types: [element]) { rt, v, args, at throws(Unwind) in
                for (i, e) in try each(rt, v, at).enumerated().reversed() { if !(try rt.library.equal(e, args[0], rt: rt, at: at)) { continue }; return .some(.int(v.sliceStartIndex + i)) }
                return .none
            }
        }
        method(type, "sorted()", resultFrom: Library.orderedResult) { rt, v, _, at throws(Unwind) in
            .array(try rt.library.sort(try each(rt, v, at), rt: rt, at: at) { a, b throws(Unwind) in try rt.library.less(a, b, rt: rt, at: at) })
        }
        method(type, "sorted(by:)", resultFrom: Library.orderedResult, types: ordering) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            return .array(try rt.library.sort(try each(rt, v, at), rt: rt, at: at) { a, b throws(Unwind) in
                try Value.truth(try rt.call(f, [a, b], at: at))
            })
        }
        method(type, "reversed()", resultFrom: Library.orderedResult) { rt, v, _, at throws(Unwind) in .array(try each(rt, v, at).reversed()) }
        method(type, "enumerated()", .array(.labeledTuple(["offset", "element"], [.int, element]))) { rt, v, _, at throws(Unwind) in
            .array(try each(rt, v, at).enumerated().map { .tuple(TupleValue(labels: ["offset", "element"], elements: [.int($0), $1])) })
        }
        method(type, "min()", .optional(element)) { rt, v, _, at throws(Unwind) in
            var best: Value?
            for e in try each(rt, v, at) {
                if let b = best, !(try rt.library.less(e, b, rt: rt, at: at)) { continue }
                best = e
            }
            return best.map { .some($0) } ?? .none
        }
        method(type, "max()", .optional(element)) { rt, v, _, at throws(Unwind) in
            var best: Value?
            for e in try each(rt, v, at) {
                if let b = best, !(try rt.library.less(b, e, rt: rt, at: at)) { continue }
                best = e
            }
            return best.map { .some($0) } ?? .none
        }
        method(type, "min(by:)", .optional(element), types: ordering) { rt, v, args, at throws(Unwind) in
            var best: Value?
            for e in try each(rt, v, at) {
                if let b = best, !(try Value.truth(try call(rt, args[0], [e, b], at))) { continue }
                best = e
            }
            return best.map { .some($0) } ?? .none
        }
        method(type, "max(by:)", .optional(element), types: ordering) { rt, v, args, at throws(Unwind) in
            var best: Value?
            for e in try each(rt, v, at) {
                if let b = best, !(try Value.truth(try call(rt, args[0], [b, e], at))) { continue }
                best = e
            }
            return best.map { .some($0) } ?? .none
        }
        method(type, "prefix(_:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let n = try Library.int(args[0], at)
            if case .string(let s) = v { return .string(String(s.prefix(n))) }
            return .array(try rt.library.taking(n, from: v, rt: rt, at: at))
        }
        method(type, "suffix(_:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let n = try Library.int(args[0], at)
            if case .string(let s) = v { return .string(String(s.suffix(n))) }
            return .array(Array(try each(rt, v, at).suffix(n)))
        }
        method(type, "dropFirst(_?:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let n = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
            if case .string(let s) = v { return .string(String(s.dropFirst(n))) }
            return .array(Array(try each(rt, v, at).dropFirst(n)))
        }
        method(type, "dropLast(_?:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let n = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
            if case .string(let s) = v { return .string(String(s.dropLast(n))) }
            return .array(Array(try each(rt, v, at).dropLast(n)))
        }
        method(type, "shuffled()", resultFrom: Library.orderedResult) { rt, v, _, at throws(Unwind) in
            var items = try each(rt, v, at)
            rt.library.shuffle(&items, rt: rt)
            return .array(items)
        }
        method(type, "randomElement()") { rt, v, _, at throws(Unwind) in
            let items = try each(rt, v, at)
            guard !items.isEmpty else { return .none }
            return .some(items[Int(rt.nextRandom() % UInt64(items.count))])
        }
        method(type, "joined(separator?:)", resultFrom: Library.joinedType) { rt, v, args, at throws(Unwind) in
            let items = try each(rt, v, at)
            if let first = items.first, first.asString == nil {
                // A sequence of sequences flattens (`[[1], [2, 3]].joined()`).
                let separator = args[0].isVoidValue ? [] : try rt.library.elements(of: args[0], rt: rt, at: at)
                var out: [Value] = []
                for (i, e) in items.enumerated() {
                    if i > 0 { out += separator }
                    out += try rt.library.elements(of: e, rt: rt, at: at)
                }
                return .array(out)
            }
            let separator = args[0].isVoidValue ? "" : try Library.string(args[0], at)
            var parts: [String] = []
            for e in items { parts.append(try Library.string(e, at)) }
            return .string(parts.joined(separator: separator))
        }
        property(type, "count", .int) { rt, v, at throws(Unwind) in
            switch v {
            case .array(let a): return .int(a.count)
            case .string(let s): return .int(s.count)
            case .dictionary(let d): return .int(d.count)
            default: return .int(try each(rt, v, at).count)
            }
        }
        if [array, range, string, dictionary].contains(where: { $0 === type }) || type.name == "Sequence" || type.name == "Collection" {
            // A collection's count; a program's own sequence that is not a
            // Collection has Sequence's default, 0 (it may be endless).
            property(type, "underestimatedCount", .int) { rt, v, at throws(Unwind) in
                switch v {
                case .array(let a): return .int(a.count)
                case .string(let s): return .int(s.count)
                case .dictionary(let d): return .int(d.count)
                case .structure, .object, .enumeration:
                    guard rt.library.typeOf(v).conforms(to: "Collection") else { return .int(0) }
                    return .int(try each(rt, v, at).count)
                default: return .int(try each(rt, v, at).count)
                }
            }
        }
        property(type, "isEmpty", .bool) { rt, v, at throws(Unwind) in
            switch v {
            case .array(let a): return .bool(a.isEmpty)
            case .string(let s): return .bool(s.isEmpty)
            case .dictionary(let d): return .bool(d.isEmpty)
            default: return .bool(try each(rt, v, at).isEmpty)
            }
        }
        property(type, "first", resultFrom: { StaticType.elementType(of: $0).isKnown ? .optional(StaticType.elementType(of: $0)) : .unknown }) { rt, v, at throws(Unwind) in
            (try each(rt, v, at).first).map { .some($0) } ?? .none
        }
        if isBidirectional {
            property(type, "last", resultFrom: { StaticType.elementType(of: $0).isKnown ? .optional(StaticType.elementType(of: $0)) : .unknown }) { rt, v, at throws(Unwind) in
                (try each(rt, v, at).last).map { .some($0) } ?? .none
            }
        }
        property(type, "lazy", resultFrom: { $0 }) { _, v, _ throws(Unwind) in v }
        property(type, "indices", resultFrom: { [unowned self] in self.indicesType(of: $0) }) { rt, v, at throws(Unwind) in
            let start = v.sliceStartIndex
            return .range(RangeValue(lower: .int(start), upper: .int(start + (try each(rt, v, at).count)), isClosed: false))
        }
    }

    /// What `sorted()` and friends return: an array, except that a String
    /// or a range stays as the compiler knew it.
    /// `sorted()`, `reversed()`, `shuffled()`: an array of the elements
    /// (a String's are Characters, a range's its bounds).
    static func orderedResult(_ receiver: StaticType) -> StaticType {
        switch receiver {
        case .array: return receiver
        case .string: return .array(.character)
        case .nominal(let t, _) where t.name == "Substring": return .array(.character)
        case .dictionary(let k, let v): return .array(.labeledTuple(["key", "value"], [k, v]))
        case .nominal(let t, let args) where t.name == "Set" || t.name == "Range" || t.name == "ArraySlice":
            return .array(args.first ?? .unknown)
        case .nominal(let t, _) where t.name == "ReversedCollection" || t.name == "Slice":
            return .array(StaticType.elementType(of: receiver))
        default: return receiver
        }
    }

    /// `joined()` of strings is a String; of arrays, the elements' sequence.
    static func joinedType(_ receiver: StaticType) -> StaticType {
        switch StaticType.elementType(of: receiver) {
        case .array(let element): return .array(element)
        case .unknown: return .unknown
        default: return .string
        }
    }

    /// A stable merge sort calling back into the program for comparisons.
    func sort(_ items: [Value], rt: Runtime, at: SourcePosition, by less: (Value, Value) throws(Unwind) -> Bool) throws(Unwind) -> [Value] {
        if items.count < 2 { return items }
        let middle = items.count / 2
        let left = try sort(Array(items[..<middle]), rt: rt, at: at, by: less)
        let right = try sort(Array(items[middle...]), rt: rt, at: at, by: less)
        var result: [Value] = []
        result.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) { result.append(right[j]); j += 1 } else { result.append(left[i]); i += 1 }
        }
        result += left[i...]
        result += right[j...]
        return result
    }

    func shuffle(_ items: inout [Value], rt: Runtime) {
        guard items.count > 1 else { return }
        for i in Swift.stride(from: items.count - 1, to: 0, by: -1) {
            let j = Int(rt.nextRandom() % UInt64(i + 1))
            items.swapAt(i, j)
        }
    }
}

/// A host-made sequence (`IndexSet`, `stride`).
package class NativeSequence: NativeObject {
    var elements: [Value] { [] }
}
