/// `String` and `Character`.
extension Library {
    func installStrings() {
        staticMethod(string, "init()", .string) { _, _, _, _ throws(Unwind) in .string("") }
        staticMethod(string, "init(_:)", .string) { rt, _, args, at throws(Unwind) in
            switch args[0] {
            case .array(let a): return .string(a.compactMap(\.asString).joined())
            case .native(let n) where n is ArraySliceValue || n is LazySequenceValue || n is ReversedCollectionValue
                                        || n is ReversedSliceValue:
                // `String(letters[1...3])`, `String(s.reversed())`: a slice,
                // a lazy or reversed sequence of characters.
                return .string(try rt.library.elements(of: args[0], rt: rt, at: at).compactMap(\.asString).joined())
            default: return .string(try rt.library.describe(args[0], rt: rt, at: at))
            }
        }
        // `Substring(text)`: a substring is held as its text.
        staticMethod(substring, "init()", .nominal(substring, [])) { _, _, _, _ throws(Unwind) in .string("") }
        staticMethod(substring, "init(_:)", .nominal(substring, [])) { rt, _, args, at throws(Unwind) in
            if case .string = args[0] { return args[0] }
            return .string(try rt.library.elements(of: args[0], rt: rt, at: at).compactMap(\.asString).joined())
        }
        staticMethod(string, "init(_:radix:uppercase?:)", .string) { _, _, args, at throws(Unwind) in
            let uppercase = args[2].isVoidValue ? false : (args[2].asBool ?? false)
            return .string(String(try Library.integerValue(args[0], at), radix: try Library.int(args[1], at), uppercase: uppercase))
        }
        staticMethod(int, "init(_:radix:)") { _, _, args, at throws(Unwind) in
            Int(try Library.string(args[0], at), radix: try Library.int(args[1], at)).map { .some(.int($0)) } ?? .none
        }
        staticMethod(string, "init(describing:)", .string) { rt, _, args, at throws(Unwind) in
            .string(try rt.library.describe(args[0], rt: rt, at: at))
        }
        staticMethod(string, "init(reflecting:)", .string) { rt, _, args, at throws(Unwind) in
            .string(try rt.library.debugDescribe(args[0], rt: rt, at: at))
        }
        staticMethod(string, "init(repeating:count:)", .string) { _, _, args, at throws(Unwind) in
            .string(String(repeating: try Library.string(args[0], at), count: max(0, try Library.int(args[1], at))))
        }
        staticMethod(character, "init(_:)", .character) { _, _, args, at throws(Unwind) in
            let s = try Library.string(args[0], at)
            guard s.count == 1, let c = s.first else {
                throw .trap(Trap(message: LanguageMessages.characterFromLongString, position: at))
            }
            return .character(c)
        }
        func text(_ v: Value, _ at: SourcePosition) throws(Unwind) -> String { try Library.string(v, at) }
        for type in [string, character] {
            method(type, "uppercased()", .string) { _, v, _, at throws(Unwind) in .string(try text(v, at).uppercased()) }
            method(type, "lowercased()", .string) { _, v, _, at throws(Unwind) in .string(try text(v, at).lowercased()) }
            property(type, "description", .string) { _, v, at throws(Unwind) in .string(try text(v, at)) }
        }
        installing(module: "Foundation") {
            // Foundation's `appending(_:)`: a new string, the receiver unchanged.
            method(string, "appending(_:)", .string) { _, v, args, at throws(Unwind) in .string(try text(v, at) + (try text(args[0], at))) }
        }
        method(string, "hasPrefix(_:)", .bool) { _, v, args, at throws(Unwind) in .bool(try text(v, at).hasPrefix(try text(args[0], at))) }
        method(string, "hasSuffix(_:)", .bool) { _, v, args, at throws(Unwind) in .bool(try text(v, at).hasSuffix(try text(args[0], at))) }
        // Swift 5.7's `trimmingPrefix`: one occurrence of the prefix, or the
        // characters the predicate accepts, taken off the front.
        method(string, "trimmingPrefix(_:)", .nominal(substring, [])) { _, v, args, at throws(Unwind) in
            let s = try text(v, at), prefix = try text(args[0], at)
            return .string(s.hasPrefix(prefix) ? String(s.dropFirst(prefix.count)) : s)
        }
        method(string, "trimmingPrefix(while:)", .nominal(substring, []), types: [.function([.character], .bool)]) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var rest = Substring(try text(v, at))
            while let c = rest.first, try Value.truth(try rt.call(f, [.character(c)], at: at)) { rest = rest.dropFirst() }
            return .string(String(rest))
        }
        method(string, "split(separator:)", .array(.nominal(substring, []))) { _, v, args, at throws(Unwind) in
            let separator = try text(args[0], at)
            let s = try text(v, at)
            if separator.count == 1, let c = separator.first {
                return .array(s.split(separator: c).map { .string(String($0)) })
            }
            return .array(Library.components(of: s, separatedBy: separator).filter { !$0.isEmpty }.map { .string($0) })
        }
        installing(module: "Foundation") {
            method(string, "replacingOccurrences(of:with:)", .string) { _, v, args, at throws(Unwind) in
                .string(Library.replacingOccurrences(in: try text(v, at), of: try text(args[0], at), with: try text(args[1], at)))
            }
            property(string, "capitalized", .string) { _, v, at throws(Unwind) in
                .string(try text(v, at).split(separator: " ", omittingEmptySubsequences: false)
                    .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
            }
        }
        property(string, "utf8") { _, v, at throws(Unwind) in .array(try text(v, at).utf8.map { .fixedWidth(FixedWidthInt(.uint8, truncating: Int128($0))) }) }
        mutating(string, "append(_:)") { _, v, args, at throws(Unwind) in
            guard case .string(var s) = v else { return .void }
            v = .void
            s += try text(args[0], at)
            v = .string(s)
            return .void
        }
        mutating(string, "append(contentsOf:)") { _, v, args, at throws(Unwind) in
            guard case .string(var s) = v else { return .void }
            v = .void
            s += try text(args[0], at)
            v = .string(s)
            return .void
        }
        mutating(string, "removeLast()", resultOf: Library.removedType) { _, v, _, at throws(Unwind) in
            guard case .string(var s) = v, !s.isEmpty else { throw .trap(Trap(message: LanguageMessages.arrayEmptyRemoveLast, position: at)) }
            v = .void
            let c = s.removeLast()
            v = .string(s)
            return .character(c)
        }
        mutating(string, "removeFirst()", resultOf: Library.removedType) { _, v, _, at throws(Unwind) in
            guard case .string(var s) = v, !s.isEmpty else { throw .trap(Trap(message: LanguageMessages.arrayEmptyRemoveFirst, position: at)) }
            v = .void
            let c = s.removeFirst()
            v = .string(s)
            return .character(c)
        }
        mutating(string, "removeAll()") { _, v, _, _ throws(Unwind) in v = .string(""); return .void }
        // Indices: character offsets at run time, `String.Index` statically.
        let index: StaticType = .nominal(stringIndex, [])
        property(string, "startIndex", index) { _, _, _ throws(Unwind) in .int(0) }
        property(string, "endIndex", index) { _, v, at throws(Unwind) in .int(try text(v, at).count) }
        method(string, "index(_:offsetBy:)", index, types: [index, .int]) { _, _, args, at throws(Unwind) in
            .int(try Library.int(args[0], at) + Library.int(args[1], at))
        }
        // `index(i, offsetBy: n, limitedBy: limit)`: nil when the walk would pass the limit.
        for (type, indexType) in [(string, index), (array, StaticType.int), (arraySlice, .int)] {
            method(type, "index(_:offsetBy:limitedBy:)", .optional(indexType), types: [indexType, .int, indexType]) { _, _, args, at throws(Unwind) in
                let i = try Library.int(args[0], at), n = try Library.int(args[1], at), limit = try Library.int(args[2], at)
                let target = i + n
                if n >= 0 ? (limit >= i && target > limit) : (limit <= i && target < limit) { return .none }
                return .some(.int(target))
            }
        }
        method(string, "index(after:)", index, types: [index]) { _, _, args, at throws(Unwind) in .int(try Library.int(args[0], at) + 1) }
        method(string, "index(before:)", index, types: [index]) { _, _, args, at throws(Unwind) in .int(try Library.int(args[0], at) - 1) }
        method(string, "distance(from:to:)", .int, types: [index, index]) { _, _, args, at throws(Unwind) in
            .int(try Library.int(args[1], at) - Library.int(args[0], at))
        }
        mutating(string, "insert(_:at:)", types: [.unknown, index]) { _, v, args, at throws(Unwind) in
            guard case .string(let s) = v else { return .void }
            var characters = Array(s)
            let i = try Library.int(args[1], at)
            guard i >= 0 && i <= characters.count else { throw .trap(Trap(message: LanguageMessages.stringIndexOutOfBounds, position: at)) }
            characters.insert(contentsOf: Array(try text(args[0], at)), at: i)
            v = .string(String(characters))
            return .void
        }
        mutating(string, "remove(at:)", resultOf: Library.removedType, types: [index]) { _, v, args, at throws(Unwind) in
            guard case .string(let s) = v else { return .void }
            var characters = Array(s)
            let i = try Library.int(args[0], at)
            guard i >= 0 && i < characters.count else { throw .trap(Trap(message: LanguageMessages.stringIndexOutOfBounds, position: at)) }
            let removed = characters.remove(at: i)
            v = .string(String(characters))
            return .character(removed)
        }
        // An Int where a String.Index is wanted is refused, as in swiftc
        // ("cannot convert value of type 'Int' to expected argument type 'String.Index'").
        for (name, labels, parameters) in [("index", [nil, "offsetBy"], [0]), ("index", [nil, "offsetBy", "limitedBy"], [0, 2]),
                                           ("index", ["after"], [0]), ("index", ["before"], [0]),
                                           ("distance", ["from", "to"], [0, 1]), ("insert", [nil, "at"], [1]),
                                           ("remove", ["at"], [0])] as [(String, [String?], [Int])] {
            for parameter in parameters {
                requireParameter(string, name, isStatic: false, labels: labels, parameter: parameter, type: index)
            }
        }
        method(string, "replacing(_:with:)", .string) { _, v, args, at throws(Unwind) in
            .string(Library.replacingOccurrences(in: try text(v, at), of: try text(args[0], at), with: try text(args[1], at)))
        }
        method(string, "split(separator:maxSplits?:omittingEmptySubsequences?:)", .array(.nominal(substring, []))) { _, v, args, at throws(Unwind) in
            let separator = try text(args[0], at)
            let maxSplits = args[1].isVoidValue ? Int.max : try Library.int(args[1], at)
            let omitting = args[2].isVoidValue ? true : (args[2].asBool ?? true)
            guard let c = separator.first else { return .array([v]) }
            return .array(try text(v, at).split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                .map { .string(String($0)) })
        }
        method(string, "split(whereSeparator:)", .array(.nominal(substring, []))) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var parts: [String] = [], current = ""
            for c in try text(v, at) {
                if try Value.truth(try rt.call(f, [.character(c)], at: at)) {
                    if !current.isEmpty { parts.append(current) }
                    current = ""
                } else {
                    current.append(c)
                }
            }
            if !current.isEmpty { parts.append(current) }
            return .array(parts.map { .string($0) })
        }
        method(string, "drop(while:)", .string) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var s = Substring(try text(v, at))
            while let c = s.first, try Value.truth(try rt.call(f, [.character(c)], at: at)) { s = s.dropFirst() }
            return .string(String(s))
        }
        method(string, "prefix(while:)", .string) { rt, v, args, at throws(Unwind) in
            let f = try Library.function(args[0], at)
            var out = ""
            for c in try text(v, at) {
                if !(try Value.truth(try rt.call(f, [.character(c)], at: at))) { break }
                out.append(c)
            }
            return .string(out)
        }
        // Character
        property(character, "isLetter", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isLetter ?? false) }
        property(character, "isNumber", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isNumber ?? false) }
        property(character, "isUppercase", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isUppercase ?? false) }
        property(character, "isLowercase", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isLowercase ?? false) }
        property(character, "isWhitespace", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isWhitespace ?? false) }
        property(character, "isPunctuation", .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first?.isPunctuation ?? false) }
        property(character, "wholeNumberValue") { _, v, at throws(Unwind) in
            (try text(v, at).first?.wholeNumberValue).map { .some(.int($0)) } ?? .none
        }
    }
}
