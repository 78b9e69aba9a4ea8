/// A String's `RangeReplaceableCollection` mutations beyond appending and
/// inserting: `replaceSubrange(_:with:)`, `removeSubrange(_:)`,
/// `removeFirst(_:)`, `removeLast(_:)`, `removeAll(where:)`, `popLast()`, `popFirst()`.
/// Ranges are of character offsets, as String.Index is here.
extension Library {
    func installStringMutation() {
        func characters(_ v: Value) -> [Character]? {
            guard case .string(let s) = v else { return nil }
            return Array(s)
        }
        func bounds(_ range: Value, _ count: Int, _ at: SourcePosition) throws(Unwind) -> Range<Int> {
            guard case .range(let r) = range else {
                throw .trap(Trap(message: LanguageMessages.expected("a range"), position: at))
            }
            do {
                return try Library.bounds(r, count: count, at: at)
            } catch {
                throw .trap(Trap(message: LanguageMessages.stringIndexOutOfBounds, position: at))
            }
        }
        mutating(string, "replaceSubrange(_:with:)") { rt, v, args, at throws(Unwind) in
            guard var chars = characters(v) else { return .void }
            let range = try bounds(args[0], chars.count, at)
            let replacement = try rt.library.elements(of: args[1], rt: rt, at: at).compactMap(\.asCharacter)
            chars.replaceSubrange(range, with: replacement)
            v = .string(String(chars))
            return .void
        }
        mutating(string, "removeSubrange(_:)") { _, v, args, at throws(Unwind) in
            guard var chars = characters(v) else { return .void }
            chars.removeSubrange(try bounds(args[0], chars.count, at))
            v = .string(String(chars))
            return .void
        }
        // Swift words the two traps differently ("has" / "contains").
        for (name, noun, fromFront) in [("removeFirst(_:)", "has", true), ("removeLast(_:)", "contains", false)] {
            mutating(string, name) { _, v, args, at throws(Unwind) in
                guard case .string(let s) = v else { return .void }
                let n = try Library.int(args[0], at)
                guard n >= 0, n <= s.count else { throw .trap(Trap(message: LanguageMessages.removeMoreThanCount(noun), position: at)) }
                v = .string(String(fromFront ? s.dropFirst(n) : s.dropLast(n)))
                return .void
            }
        }
        mutating(string, "removeAll(where:)") { rt, v, args, at throws(Unwind) in
            guard case .string(let s) = v else { return .void }
            let f = try Library.function(args[0], at)
            var kept = ""
            for c in s where !(try Value.truth(try rt.call(f, [.character(c)], at: at))) { kept.append(c) }
            v = .string(kept)
            return .void
        }
        mutating(string, "popLast()", .optional(.character)) { _, v, _, _ throws(Unwind) in
            guard case .string(var s) = v, let last = s.popLast() else { return .none }
            v = .string(s)
            return .some(.character(last))
        }
        // A Substring's (`var rest = line[...]` read a character at a time).
        mutating(string, "popFirst()", .optional(.character)) { _, v, _, _ throws(Unwind) in
            guard case .string(var s) = v, !s.isEmpty else { return .none }
            let first = s.removeFirst()
            v = .string(s)
            return .some(.character(first))
        }
        mutating(string, "reserveCapacity(_:)") { _, _, _, _ throws(Unwind) in .void }
    }
}

extension Value {
    /// A Character, or a one-character String, as a Character.
    var asCharacter: Character? {
        switch self {
        case .character(let c): return c
        case .string(let s) where s.count == 1: return s.first
        default: return nil
        }
    }
}
