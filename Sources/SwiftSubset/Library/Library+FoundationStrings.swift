import SwiftSubsetAST

/// Foundation's additions to `String`: `CharacterSet` (a real set of
/// scalars: `.decimalDigits`, `.letters`, `CharacterSet(charactersIn:)`,
/// `inverted`; `ScalarSet`), trimming and splitting by one,
/// `rangeOfCharacter(from:)`, `range(of:)`, case-insensitive and localized
/// searching and comparing, and `ComparisonResult`. String ranges are
/// character offsets, as all of StateLab's string indices are. Sets,
/// trimming, splitting and plain searching are done here; comparing and
/// case-insensitive or localized searching follow the locale's rules, so
/// Foundation's library does them (`FoundationBridge`).
extension Library {
    func installFoundationStrings() {
        let characterSet = TypeInfo(name: "CharacterSet", kind: .builtin)
        characterSet.conformances = ["Equatable", "Hashable"].compactMap { types[$0] }
        addType(characterSet)
        nativeTypes[CharacterSetValue.typeName] = characterSet
        let setType: StaticType = .nominal(characterSet, [])
        let named: [ScalarSet.Named] = [
            .whitespaces, .whitespacesAndNewlines, .newlines, .decimalDigits, .letters, .alphanumerics,
            .lowercaseLetters, .uppercaseLetters, .punctuationCharacters, .symbols, .controlCharacters,
            .capitalizedLetters, .illegalCharacters,
        ]
        for set in named {
            staticProperty(characterSet, set.rawValue, setType) { _, _, _ throws(Unwind) in .native(CharacterSetValue(.named(set))) }
        }
        staticMethod(characterSet, "init(charactersIn:)", setType) { _, _, args, at throws(Unwind) in
            .native(CharacterSetValue(.characters(in: try Library.string(args[0], at))))
        }
        staticMethod(characterSet, "init()", setType) { _, _, _, _ throws(Unwind) in .native(CharacterSetValue(.scalars([]))) }
        func set(_ v: Value, _ at: SourcePosition) throws(Unwind) -> ScalarSet {
            guard let s = (v.unwrappedIfOptional.nativeObject as? CharacterSetValue)?.set else {
                throw .trap(Trap(message: LanguageMessages.expected("a CharacterSet"), position: at))
            }
            return s
        }
        property(characterSet, "inverted", setType) { _, v, at throws(Unwind) in .native(CharacterSetValue(.inverted(try set(v, at)))) }
        for (name, combine) in [("union", { (a: ScalarSet, b: ScalarSet) in a.union(b) }),
                                ("intersection", { .intersection($0, $1) }), ("subtracting", { .subtracting($0, $1) })]
            as [(String, (ScalarSet, ScalarSet) -> ScalarSet)] {
            method(characterSet, "\(name)(_:)", setType) { _, v, args, at throws(Unwind) in
                .native(CharacterSetValue(combine(try set(v, at), try set(args[0], at))))
            }
        }
        method(characterSet, "contains(_:)", .bool) { _, v, args, at throws(Unwind) in
            let text = try Library.string(args[0], at)
            guard let scalar = text.unicodeScalars.first else { return .bool(false) }
            return .bool(try set(v, at).contains(scalar))
        }

        // Strings and character sets
        func text(_ v: Value, _ at: SourcePosition) throws(Unwind) -> String { try Library.string(v, at) }
        string.deferNative("trimmingCharacters") { $0.nativeMembers["trimmingCharacters"] = [] }
        method(string, "trimmingCharacters(in:)", .string, types: [setType]) { _, v, args, at throws(Unwind) in
            .string(try text(v, at).trimming(try set(args[0], at)))
        }
        method(string, "components(separatedBy:)", .array(.string)) { _, v, args, at throws(Unwind) in
            if let separators = args[0].nativeObject as? CharacterSetValue {
                return .array(try text(v, at).components(separatedBy: separators.set).map { .string($0) })
            }
            return .array(Library.components(of: try text(v, at), separatedBy: try text(args[0], at)).map { .string($0) })
        }
        let options = TypeInfo(name: "CompareOptions", kind: .builtin)
        let optionsType: StaticType = .nominal(options, [])
        nativeTypes[CompareOptionsValue.typeName] = options
        staticProperty(options, "caseInsensitive", optionsType) { _, _, _ throws(Unwind) in .native(CompareOptionsValue(caseInsensitive: true)) }
        let nsString = TypeInfo(name: "NSString", kind: .builtin)
        nsString.nestedTypes["CompareOptions"] = options
        addType(nsString)
        string.nestedTypes["CompareOptions"] = options
        let offsets: StaticType = .optional(.nominal(range, [.nominal(stringIndex, [])]))
        method(string, "rangeOfCharacter(from:)", offsets, types: [setType]) { _, v, args, at throws(Unwind) in
            let s = try text(v, at), wanted = try set(args[0], at)
            for (i, c) in s.enumerated() where c.unicodeScalars.contains(where: wanted.contains) {
                return .some(.range(RangeValue(lower: .int(i), upper: .int(i + 1), isClosed: false)))
            }
            return .none
        }
        method(string, "range(of:options?:)", offsets, types: [.string, optionsType]) { _, v, args, at throws(Unwind) in
            let s = try text(v, at), needle = try text(args[0], at)
            let caseInsensitive = (args[1].nativeObject as? CompareOptionsValue)?.caseInsensitive ?? false
            if caseInsensitive {
                guard case .range(let lower, let upper) = try Library.foundation(.caseInsensitiveRange(of: needle, in: s), at: at) else {
                    return .none
                }
                return .some(.range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false)))
            }
            guard !needle.isEmpty, let r = s.firstRange(of: needle) else { return .none }
            let lower = s.distance(from: s.startIndex, to: r.lowerBound), upper = s.distance(from: s.startIndex, to: r.upperBound)
            return .some(.range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false)))
        }
        // `.caseInsensitive` finds each occurrence as `range(of:options:)` does.
        method(string, "replacingOccurrences(of:with:options:)", .string, types: [.string, .string, optionsType]) { _, v, args, at throws(Unwind) in
            let s = try text(v, at), needle = try text(args[0], at), replacement = try text(args[1], at)
            guard (args[2].nativeObject as? CompareOptionsValue)?.caseInsensitive ?? false, !needle.isEmpty else {
                return .string(Library.replacingOccurrences(in: s, of: needle, with: replacement))
            }
            var out = "", rest = s
            while case .range(let lower, let upper) = try Library.foundation(.caseInsensitiveRange(of: needle, in: rest), at: at),
                  upper > lower {
                out += String(rest.prefix(lower)) + replacement
                rest = String(rest.dropFirst(upper))
            }
            return .string(out + rest)
        }
        for (name, kind) in [("localizedCaseInsensitiveContains(_:)", FoundationRequest.Containment.caseInsensitive),
                             ("localizedStandardContains(_:)", .standard)] {
            method(string, name, .bool) { _, v, args, at throws(Unwind) in
                let answer = try Library.foundation(.contains(try text(v, at), try text(args[0], at), localized: kind), at: at)
                return .bool(answer == .flag(true))
            }
        }

        // ComparisonResult
        let comparison = TypeInfo(name: "ComparisonResult", kind: .enumType)
        // swift-corelibs-foundation on Linux declares it in FoundationEssentials.
        comparison.printedModule = "FoundationEssentials"
        for (i, name) in ["orderedAscending", "orderedSame", "orderedDescending"].enumerated() {
            var info = EnumCaseInfo(name: name, labels: nil, payloadTypes: [], rawValue: .int(i - 1), singleton: nil)
            info.singleton = EnumValue(type: comparison, caseIndex: i, payload: [])
            comparison.addCase(info)
        }
        comparison.conformances = ["Equatable", "Hashable", "RawRepresentable"].compactMap { types[$0] }
        addType(comparison)
        func result(_ order: Int) -> Value {
            let index = max(0, min(2, order + 1))
            return .enumeration(comparison.cases[index].singleton ?? EnumValue(type: comparison, caseIndex: index, payload: []))
        }
        func compare(_ a: String, _ b: String, _ kind: FoundationRequest.Comparison, _ at: SourcePosition) throws(Unwind) -> Value {
            guard case .integer(let order) = try Library.foundation(.compare(a, b, kind), at: at) else {
                throw .fault(InternalFault("Foundation gave no order for a comparison", at: at))
            }
            return result(order)
        }
        let resultType: StaticType = .nominal(comparison, [])
        method(string, "compare(_:options?:)", resultType, types: [.string, .nominal(options, [])]) { _, v, args, at throws(Unwind) in
            let caseInsensitive = (args[1].nativeObject as? CompareOptionsValue)?.caseInsensitive ?? false
            return try compare(try text(v, at), try text(args[0], at), caseInsensitive ? .caseInsensitive : .plain, at)
        }
        for (name, kind) in [("caseInsensitiveCompare(_:)", FoundationRequest.Comparison.caseInsensitive),
                             ("localizedCompare(_:)", .localized),
                             ("localizedCaseInsensitiveCompare(_:)", .localizedCaseInsensitive),
                             ("localizedStandardCompare(_:)", .localizedStandard)] {
            method(string, name, resultType) { _, v, args, at throws(Unwind) in
                try compare(try text(v, at), try text(args[0], at), kind, at)
            }
        }
    }

    /// Foundation's `replacingOccurrences(of:with:)`: every occurrence,
    /// left to right (an empty target replaces nothing).
    static func replacingOccurrences(in text: String, of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return text }
        return components(of: text, separatedBy: target).joined(separator: replacement)
    }

    /// Foundation's `components(separatedBy:)` with a string: cut at every
    /// occurrence, left to right, empty pieces kept.
    static func components(of text: String, separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        var pieces: [String] = []
        var rest = Substring(text)
        while let r = rest.firstRange(of: separator) {
            pieces.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}

/// A Foundation `CharacterSet`.
final class CharacterSetValue: NativeObject, NativeValue {
    static let typeName = "CharacterSet"
    let set: ScalarSet
    init(_ set: ScalarSet) { self.set = set }
    override var typeName: String { CharacterSetValue.typeName }

    func isEqual(to other: NativeObject) -> Bool { (other as? CharacterSetValue)?.set == set }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(set) }
}

/// `String.CompareOptions` (only `.caseInsensitive` is modelled).
final class CompareOptionsValue: NativeObject {
    static let typeName = "CompareOptions"
    let caseInsensitive: Bool
    init(caseInsensitive: Bool) { self.caseInsensitive = caseInsensitive }
    override var typeName: String { CompareOptionsValue.typeName }
}
