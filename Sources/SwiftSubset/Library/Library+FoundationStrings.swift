import Foundation

/// Foundation's additions to `String`: `CharacterSet` (a real set of
/// scalars: `.decimalDigits`, `.letters`, `CharacterSet(charactersIn:)`,
/// `inverted`), trimming and splitting by one, `rangeOfCharacter(from:)`,
/// `range(of:)`, case-insensitive and localized searching and comparing,
/// and `ComparisonResult`. String ranges are character offsets, as all
/// of StateLab's string indices are.
extension Library {
    func installFoundationStrings() {
        let characterSet = TypeInfo(name: "CharacterSet", kind: .builtin)
        characterSet.conformances = ["Equatable", "Hashable"].compactMap { types[$0] }
        addType(characterSet)
        nativeTypes[CharacterSetValue.typeName] = characterSet
        let setType: StaticType = .nominal(characterSet, [])
        let named: [(String, CharacterSet)] = [
            ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines), ("newlines", .newlines),
            ("decimalDigits", .decimalDigits), ("letters", .letters), ("alphanumerics", .alphanumerics),
            ("lowercaseLetters", .lowercaseLetters), ("uppercaseLetters", .uppercaseLetters),
            ("punctuationCharacters", .punctuationCharacters), ("symbols", .symbols), ("controlCharacters", .controlCharacters),
            ("capitalizedLetters", .capitalizedLetters), ("illegalCharacters", .illegalCharacters),
        ]
        for (name, set) in named {
            staticProperty(characterSet, name, setType) { _, _, _ throws(Unwind) in .native(CharacterSetValue(set)) }
        }
        staticMethod(characterSet, "init(charactersIn:)", setType) { _, _, args, at throws(Unwind) in
            .native(CharacterSetValue(CharacterSet(charactersIn: try Library.string(args[0], at))))
        }
        staticMethod(characterSet, "init()", setType) { _, _, _, _ throws(Unwind) in .native(CharacterSetValue(CharacterSet())) }
        func set(_ v: Value, _ at: SourcePosition) throws(Unwind) -> CharacterSet {
            guard let s = (v.unwrappedIfOptional.nativeObject as? CharacterSetValue)?.set else {
                throw .trap(Trap(message: LanguageMessages.expected("a CharacterSet"), position: at))
            }
            return s
        }
        property(characterSet, "inverted", setType) { _, v, at throws(Unwind) in .native(CharacterSetValue(try set(v, at).inverted)) }
        for (name, combine) in [("union", { (a: CharacterSet, b: CharacterSet) in a.union(b) }),
                                ("intersection", { $0.intersection($1) }), ("subtracting", { $0.subtracting($1) })]
            as [(String, (CharacterSet, CharacterSet) -> CharacterSet)] {
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
        string.nativeMembers["trimmingCharacters"] = []
        method(string, "trimmingCharacters(in:)", .string, types: [setType]) { _, v, args, at throws(Unwind) in
            .string(try text(v, at).trimmingCharacters(in: try set(args[0], at)))
        }
        method(string, "components(separatedBy:)", .array(.string)) { _, v, args, at throws(Unwind) in
            if let separators = args[0].nativeObject as? CharacterSetValue {
                return .array(try text(v, at).components(separatedBy: separators.set).map { .string($0) })
            }
            return .array(try text(v, at).components(separatedBy: try text(args[0], at)).map { .string($0) })
        }
        let options = TypeInfo(name: "CompareOptions", kind: .builtin)
        let optionsType: StaticType = .nominal(options, [])
        nativeTypes[CompareOptionsValue.typeName] = options
        staticProperty(options, "caseInsensitive", optionsType) { _, _, _ throws(Unwind) in .native(CompareOptionsValue(caseInsensitive: true)) }
        let nsString = TypeInfo(name: "NSString", kind: .builtin)
        nsString.nestedTypes["CompareOptions"] = options
        addType(nsString)
        string.nestedTypes["CompareOptions"] = options
        let offsets: StaticType = .optional(.nominal(range, [.int]))
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
            guard let r = s.range(of: needle, options: caseInsensitive ? .caseInsensitive : []) else { return .none }
            let lower = s.distance(from: s.startIndex, to: r.lowerBound), upper = s.distance(from: s.startIndex, to: r.upperBound)
            return .some(.range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false)))
        }
        for (name, contains) in [("localizedCaseInsensitiveContains(_:)", { (a: String, b: String) in a.localizedCaseInsensitiveContains(b) }),
                                 ("localizedStandardContains(_:)", { $0.localizedStandardContains($1) }),
                                 ("localizedContains(_:)", { $0.localizedStandardContains($1) })]
            as [(String, (String, String) -> Bool)] {
            method(string, name, .bool) { _, v, args, at throws(Unwind) in
                .bool(contains(try text(v, at), try text(args[0], at)))
            }
        }

        // ComparisonResult
        let comparison = TypeInfo(name: "ComparisonResult", kind: .enumType)
        for (i, name) in ["orderedAscending", "orderedSame", "orderedDescending"].enumerated() {
            var info = EnumCaseInfo(name: name, labels: nil, payloadTypes: [], rawValue: .int(i - 1), singleton: nil)
            info.singleton = EnumValue(type: comparison, caseIndex: i, payload: [])
            comparison.addCase(info)
        }
        comparison.conformances = ["Equatable", "Hashable", "RawRepresentable"].compactMap { types[$0] }
        addType(comparison)
        func result(_ r: ComparisonResult) -> Value {
            .enumeration(comparison.cases[r.rawValue + 1].singleton ?? EnumValue(type: comparison, caseIndex: r.rawValue + 1, payload: []))
        }
        let resultType: StaticType = .nominal(comparison, [])
        method(string, "compare(_:options?:)", resultType, types: [.string, .nominal(options, [])]) { _, v, args, at throws(Unwind) in
            let caseInsensitive = (args[1].nativeObject as? CompareOptionsValue)?.caseInsensitive ?? false
            return result(try text(v, at).compare(try text(args[0], at), options: caseInsensitive ? .caseInsensitive : []))
        }
        for (name, compare) in [("caseInsensitiveCompare(_:)", { (a: String, b: String) in a.caseInsensitiveCompare(b) }),
                                ("localizedCompare(_:)", { $0.localizedCompare($1) }),
                                ("localizedCaseInsensitiveCompare(_:)", { $0.localizedCaseInsensitiveCompare($1) }),
                                ("localizedStandardCompare(_:)", { $0.localizedStandardCompare($1) })]
            as [(String, (String, String) -> ComparisonResult)] {
            method(string, name, resultType) { _, v, args, at throws(Unwind) in
                result(compare(try text(v, at), try text(args[0], at)))
            }
        }
    }
}

/// A Foundation `CharacterSet`.
final class CharacterSetValue: NativeObject, NativeValue {
    static let typeName = "CharacterSet"
    let set: CharacterSet
    init(_ set: CharacterSet) { self.set = set }
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
