/// `Array` (and `Set`, which StateLab keeps as an array of unique
/// elements), `Dictionary`, and their subscripts.
extension Library {
    func installCollections() {
        // MARK: Array initializers
        staticMethod(array, "init()", .array(.unknown)) { _, _, _, _ throws(Unwind) in .array([]) }
        staticMethod(array, "init(_:)") { rt, _, args, at throws(Unwind) in .array(try rt.library.elements(of: args[0], rt: rt, at: at)) }
        staticMethod(array, "init(repeating:count:)", types: [.generic("Element"), .int]) { _, _, args, at throws(Unwind) in
            .array(Array(repeating: args[0], count: max(0, try Library.int(args[1], at))))
        }
        // `[Int?](arrayLiteral: 1, nil)`: what a literal `[1, nil]` calls.
        staticMethod(array, "init(arrayLiteral...:)", types: [.generic("Element")]) { _, _, args, _ throws(Unwind) in
            .array(args[0].asArray ?? [])
        }
        staticMethod(dictionary, "init()") { _, _, _, _ throws(Unwind) in .dictionary(DictionaryValue()) }
        staticMethod(dictionary, "init(uniqueKeysWithValues:)", resultFromArguments: Library.dictionaryOfPairs) { rt, _, args, at throws(Unwind) in
            var d = DictionaryValue()
            for pair in try rt.library.elements(of: args[0], rt: rt, at: at) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                if d[t.elements[0]] != nil { throw .trap(Trap(message: LanguageMessages.duplicateKeys, position: at)) }
                d[t.elements[0]] = t.elements[1]
            }
            return .dictionary(d)
        }
        // `$0` in `by:` is an element of the sequence grouped; the result
        // is `[Key: [Element]]`, `Key` the closure's result.
        staticMethod(dictionary, "init(grouping:by:)",
                     types: [.array(.generic("Element")), .function([.generic("Element")], .generic("Key"))],
                     resultFromArguments: { types in
                         guard types.count == 2, case .function(_, let key) = types[1] else { return nil }
                         let element = StaticType.elementType(of: types[0])
                         guard key.isFullyKnown, element.isFullyKnown else { return nil }
                         return .dictionary(key, .array(element))
                     }) { rt, _, args, at throws(Unwind) in
            var d = DictionaryValue()
            for e in try rt.library.elements(of: args[0], rt: rt, at: at) {
                let key = try rt.call(try Library.function(args[1], at), [e], at: at)
                d[key] = .array((d[key]?.asArray ?? []) + [e])
            }
            return .dictionary(d)
        }

        // MARK: Array mutation
        mutating(array, "append(_:)", types: [.generic("Element")]) { _, v, args, _ throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            v = .void
            a.append(args[0])
            v = .array(a)
            return .void
        }
        mutating(array, "append(contentsOf:)") { rt, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let more = try rt.library.elements(of: args[0], rt: rt, at: at)
            v = .void
            a.append(contentsOf: more)
            v = .array(a)
            return .void
        }
        mutating(array, "insert(_:at:)", types: [.generic("Element"), .int]) { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let i = try Library.int(args[1], at)
            guard i >= 0 && i <= a.count else { throw .trap(Trap(message: LanguageMessages.arrayIndexOutOfRange, position: at)) }
            v = .void
            a.insert(args[0], at: i)
            v = .array(a)
            return .void
        }
        mutating(array, "remove(at:)", resultOf: Library.removedType, types: [.int]) { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let i = try Library.int(args[0], at)
            guard i >= 0 && i < a.count else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: at)) }
            v = .void
            let removed = a.remove(at: i)
            v = .array(a)
            return removed
        }
        for (name, message, remove) in [("removeFirst()", LanguageMessages.arrayEmptyRemoveFirst, { (a: inout [Value]) in a.removeFirst() }),
                                         ("removeLast()", LanguageMessages.arrayEmptyRemoveLast, { (a: inout [Value]) in a.removeLast() })] {
            mutating(array, name, resultOf: Library.removedType) { _, v, _, at throws(Unwind) in
                guard case .array(var a) = v else { return .void }
                guard !a.isEmpty else { throw .trap(Trap(message: message, position: at)) }
                v = .void
                let removed = remove(&a)
                v = .array(a)
                return removed
            }
        }
        // Swift words the two traps differently ("has" / "contains").
        for (name, noun, remove) in [("removeFirst(_:)", "has", { (a: inout [Value], n: Int) in a.removeFirst(n) }),
                                     ("removeLast(_:)", "contains", { (a: inout [Value], n: Int) in a.removeLast(n) })] {
            mutating(array, name) { _, v, args, at throws(Unwind) in
                guard case .array(var a) = v else { return .void }
                let n = try Library.int(args[0], at)
                guard n <= a.count else {
                    throw .trap(Trap(message: LanguageMessages.removeMoreThanCount(noun), position: at))
                }
                v = .void
                remove(&a, n)
                v = .array(a)
                return .void
            }
        }
        mutating(array, "replaceSubrange(_:with:)") { rt, v, args, at throws(Unwind) in
            guard case .array(var a) = v, case .range(let r) = args[0] else { return .void }
            let bounds = try Library.bounds(r, count: a.count, at: at)
            let replacement = try rt.library.elements(of: args[1], rt: rt, at: at)
            v = .void
            a.replaceSubrange(bounds, with: replacement)
            v = .array(a)
            return .void
        }
        mutating(array, "removeSubrange(_:)") { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v, case .range(let r) = args[0] else { return .void }
            let bounds = try Library.bounds(r, count: a.count, at: at)
            v = .void
            a.removeSubrange(bounds)
            v = .array(a)
            return .void
        }
        mutating(array, "popLast()", resultOf: { .optional(Library.removedType($0)) }) { _, v, _, _ throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            v = .void
            let removed = a.popLast()
            v = .array(a)
            return removed.map { .some($0) } ?? .none
        }
        mutating(array, "removeAll()") { _, v, _, _ throws(Unwind) in
            if case .dictionary = v { v = .dictionary(DictionaryValue()) } else { v = .array([]) }
            return .void
        }
        mutating(array, "removeAll(where:)") { rt, v, args, at throws(Unwind) in
            guard case .array(let a) = v else { return .void }
            let f = try Library.function(args[0], at)
            var kept: [Value] = []
            for e in a where !(try Value.truth(try rt.call(f, [e], at: at))) { kept.append(e) }
            v = .array(kept)
            return .void
        }
        mutating(array, "remove(atOffsets:)") { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let offsets = Library.offsets(args[0])
            v = .void
            for i in offsets.sorted(by: >) where i >= 0 && i < a.count { a.remove(at: i) }
            v = .array(a)
            return .void
        }
        mutating(array, "move(fromOffsets:toOffset:)") { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let offsets = Library.offsets(args[0]).sorted()
            var destination = try Library.int(args[1], at)
            let moving = offsets.filter { $0 >= 0 && $0 < a.count }.map { a[$0] }
            destination -= offsets.filter { $0 < destination }.count
            for i in offsets.sorted(by: >) where i >= 0 && i < a.count { a.remove(at: i) }
            a.insert(contentsOf: moving, at: max(0, min(destination, a.count)))
            v = .array(a)
            return .void
        }
        mutating(array, "sort()") { rt, v, _, at throws(Unwind) in
            guard case .array(let a) = v else { return .void }
            v = .array(try rt.library.sort(a, rt: rt, at: at) { x, y throws(Unwind) in try rt.library.less(x, y, rt: rt, at: at) })
            return .void
        }
        mutating(array, "sort(by:)") { rt, v, args, at throws(Unwind) in
            guard case .array(let a) = v else { return .void }
            let f = try Library.function(args[0], at)
            v = .array(try rt.library.sort(a, rt: rt, at: at) { x, y throws(Unwind) in try Value.truth(try rt.call(f, [x, y], at: at)) })
            return .void
        }
        mutating(array, "reverse()") { _, v, _, _ throws(Unwind) in
            if case .array(let a) = v { v = .array(a.reversed()) }
            return .void
        }
        mutating(array, "shuffle()") { rt, v, _, _ throws(Unwind) in
            if case .array(var a) = v { v = .void; rt.library.shuffle(&a, rt: rt); v = .array(a) }
            return .void
        }
        mutating(array, "swapAt(_:_:)") { _, v, args, at throws(Unwind) in
            guard case .array(var a) = v else { return .void }
            let i = try Library.int(args[0], at), j = try Library.int(args[1], at)
            guard a.indices.contains(i), a.indices.contains(j) else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: at)) }
            v = .void
            a.swapAt(i, j)
            v = .array(a)
            return .void
        }
        mutating(array, "partition(by:)", .int) { rt, v, args, at throws(Unwind) in
            // The standard library's order: the first element that belongs
            // in the second part is swapped with the last that does not,
            // the two scans meeting in the middle; the result is where the
            // second part starts.
            guard case .array(var a) = v else { return .int(0) }
            let f = try Library.function(args[0], at)
            v = .void
            defer { v = .array(a) }
            var low = 0, high = a.count
            while true {
                while true {
                    guard low < high else { return .int(low) }
                    if try Value.truth(try rt.call(f, [a[low]], at: at)) { break }
                    low += 1
                }
                while true {
                    high -= 1
                    guard low < high else { return .int(low) }
                    if !(try Value.truth(try rt.call(f, [a[high]], at: at))) { break }
                }
                a.swapAt(low, high)
                low += 1
            }
        }
        property(array, "startIndex", .int) { _, _, _ throws(Unwind) in .int(0) }
        property(array, "endIndex", .int) { _, v, _ throws(Unwind) in .int(v.asArray?.count ?? 0) }

        // MARK: Dictionary
        property(dictionary, "keys") { _, v, _ throws(Unwind) in
            guard case .dictionary(let d) = v else { return .array([]) }
            return .array(d.keys)
        }
        property(dictionary, "values") { _, v, _ throws(Unwind) in
            guard case .dictionary(let d) = v else { return .array([]) }
            return .array(d.values)
        }
        mutating(dictionary, "removeValue(forKey:)", resultOf: { .optional(Library.removedType($0)) }) { rt, v, args, at throws(Unwind) in
            guard case .dictionary(var d) = v else { return .none }
            let key = try rt.library.dictionaryKey(d, args[0], rt: rt, at: at)
            v = .void
            let old = d.removeValue(forKey: key)
            v = .dictionary(d)
            return old.map { .some($0) } ?? .none
        }
        mutating(dictionary, "updateValue(_:forKey:)", resultOf: { .optional(Library.removedType($0)) }) { rt, v, args, at throws(Unwind) in
            guard case .dictionary(var d) = v else { return .none }
            let key = try rt.library.dictionaryKey(d, args[1], rt: rt, at: at)
            v = .void
            let old = d[key]
            d[key] = args[0]
            v = .dictionary(d)
            return old.map { .some($0) } ?? .none
        }
        mutating(dictionary, "removeAll()") { _, v, _, _ throws(Unwind) in
            v = .dictionary(DictionaryValue())
            return .void
        }
        method(dictionary, "mapValues(_:)") { rt, v, args, at throws(Unwind) in
            guard case .dictionary(let d) = v else { return v }
            var out = DictionaryValue()
            let f = try Library.function(args[0], at)
            for (k, value) in zip(d.keys, d.values) { out[k] = try rt.call(f, [value], at: at) }
            return .dictionary(out)
        }
        method(dictionary, "index(forKey:)") { _, v, args, _ throws(Unwind) in
            guard case .dictionary(let d) = v, let i = d.keys.firstIndex(where: { $0.isIdentical(to: args[0]) }) else { return .none }
            return .some(.int(i))
        }
    }

    static func offsets(_ value: Value) -> [Int] {
        switch value {
        case .native(let n): return (n as? NativeSequence)?.elements.compactMap(\.asInt) ?? []
        case .array(let a): return a.compactMap(\.asInt)
        case .int(let i): return [i]
        default: return []
        }
    }

    // MARK: - Subscripts

    package func subscriptGet(_ base: Value, _ keys: [Value], _ labels: [String?], rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        if labels.isKeyPathSubscript, let path = keys.first?.nativeObject as? KeyPathValue {
            return try keyPathGet(base, path, rt: rt, at: position)
        }
        switch base {
        case .array(let a):
            guard let key = keys.first else { break }
            if case .range(let r) = key {
                let bounds = try Library.bounds(r, count: a.count, at: position)
                return .native(ArraySliceValue(values: Array(a[bounds]), startIndex: bounds.lowerBound))
            }
            let i = try Library.int(key, position)
            guard i >= 0 && i < a.count else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: position)) }
            return a[i]
        case .dictionary(let d):
            guard let first = keys.first else { break }
            let key = try dictionaryKey(d, first, rt: rt, at: position)
            if labels.count > 1, labels[1] == "default" { return d[key] ?? keys[1] }
            return d[key].map { .some($0) } ?? .none
        case .string(let s):
            // String indices are character offsets in StateLab.
            if let key = keys.first, case .range(let r) = key {
                let characters = Array(s)
                let bounds = try Library.bounds(r, count: characters.count, at: position)
                return .string(String(characters[bounds]))
            }
            if let key = keys.first, case .int(let i) = key {
                let characters = Array(s)
                guard i >= 0 && i < characters.count else {
                    throw .trap(Trap(message: LanguageMessages.stringIndexOutOfBounds, position: position))
                }
                return .character(characters[i])
            }
        case .some(let inner):
            return try subscriptGet(inner, keys, labels, rt: rt, at: position)
        case .native(let n):
            if let subscriptable = n as? NativeSubscriptable { return try subscriptable.subscriptGet(keys, rt: rt, at: position) }
            if let slice = n as? ArraySliceValue, let key = keys.first {
                let i = try Library.int(key, position) - slice.startIndex
                guard i >= 0 && i < slice.values.count else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: position)) }
                return slice.values[i]
            }
        default:
            break
        }
        throw .trap(Trap(message: LanguageMessages.noSubscripts(typeName(of: base)), position: position))
    }

    package func subscriptSet(_ base: inout Value, _ keys: [Value], _ labels: [String?], _ newValue: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) {
        if labels.isKeyPathSubscript, let path = keys.first?.nativeObject as? KeyPathValue {
            return try keyPathModify(&base, path.names[...], rt: rt, at: position) { $0 = newValue }
        }
        // `if case`, not `switch`: a switch over `base` keeps a copy of it
        // while the case runs, and the array would be copied on every write.
        if case .array(var a) = base {
            guard let key = keys.first else { return }
            if case .range(let r) = key {
                // `xs[0...1] = [9, 9]`: the range's elements replaced by the slice's.
                let bounds = try Library.bounds(r, count: a.count, at: position)
                let replacement = try elements(of: newValue, rt: rt, at: position)
                base = .void
                a.replaceSubrange(bounds, with: replacement)
                base = .array(a)
                return
            }
            let i = try Library.int(key, position)
            guard i >= 0 && i < a.count else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: position)) }
            base = .void
            a[i] = newValue
            base = .array(a)
        } else if case .dictionary(var d) = base {
            guard let first = keys.first else { return }
            let key = try dictionaryKey(d, first, rt: rt, at: position)
            base = .void
            d[key] = newValue.isNone ? nil : (newValue.unwrappedOne)
            base = .dictionary(d)
        } else if case .native(let n as NativeSubscriptable) = base {
            try n.subscriptSet(keys, newValue, rt: rt, at: position)
        } else {
            throw .trap(Trap(message: LanguageMessages.noSubscripts(typeName(of: base)), position: position))
        }
    }

    func subscriptModify(_ base: inout Value, _ keys: [Value], _ labels: [String?], rt: Runtime, at position: SourcePosition,
                         _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) {
        if labels.isKeyPathSubscript, let path = keys.first?.nativeObject as? KeyPathValue {
            return try keyPathModify(&base, path.names[...], rt: rt, at: position, body)
        }
        // `if case`, not `switch` (see `subscriptSet`).
        if case .array(var a) = base {
            guard let key = keys.first else { return }
            let i = try Library.int(key, position)
            guard i >= 0 && i < a.count else { throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: position)) }
            base = .void
            defer { base = .array(a) }
            var element = a[i]
            a[i] = .void
            defer { a[i] = element }
            try body(&element)
        } else if case .dictionary(var d) = base {
            guard let first = keys.first else { return }
            let key = try dictionaryKey(d, first, rt: rt, at: position)
            let hasDefault = labels.count > 1 && labels[1] == "default"
            base = .void
            defer { base = .dictionary(d) }
            if hasDefault {
                var value = d[key] ?? keys[1]
                try body(&value)
                d[key] = value
            } else {
                var value: Value = d[key].map { .some($0) } ?? .none
                try body(&value)
                d[key] = value.isNone ? nil : value.unwrappedOne
            }
        } else {
            var value = try subscriptGet(base, keys, labels, rt: rt, at: position)
            try body(&value)
            try subscriptSet(&base, keys, labels, value, rt: rt, at: position)
        }
    }

    static func bounds(_ r: RangeValue, count: Int, at position: SourcePosition) throws(Unwind) -> Range<Int> {
        let lower = r.lower.isIntMin ? 0 : try int(r.lower, position)
        var upper = count
        if let u = r.upper { upper = try int(u, position) + (r.isClosed ? 1 : 0) }
        guard lower >= 0, upper <= count, lower <= upper else {
            throw .trap(Trap(message: LanguageMessages.indexOutOfRange, position: position))
        }
        return lower..<upper
    }
}

extension Value {
    /// One level of `Optional` removed.
    var unwrappedOne: Value {
        if case .some(let inner) = self { return inner }
        return self
    }
}

extension Library {
    /// `Dictionary(uniqueKeysWithValues: pairs)`: `[K: V]` from a sequence
    /// of `(K, V)` tuples; nil when the pairs' types are not known.
    static func dictionaryOfPairs(_ types: [StaticType]) -> StaticType? {
        guard let first = types.first, let pair = StaticType.elementType(of: first).tupleElements, pair.count == 2,
              pair.allSatisfy(\.isFullyKnown) else { return nil }
        return .dictionary(pair[0], pair[1])
    }
}
