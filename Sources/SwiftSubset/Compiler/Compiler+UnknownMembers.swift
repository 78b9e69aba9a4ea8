/// A member that a standard type does not have (`[1, 2].mapp { … }`,
/// `name.uppercase()`, `count.isEven`): refused before the program runs,
/// as swiftc refuses it ("value of type '[Int]' has no member 'mapp'"),
/// instead of failing when the line is reached after the program's
/// earlier output.
///
/// Only where nothing can be missed: the receiver's static type is fully
/// known and one of the standard types `StandardMemberNames` lists, or the
/// program's own struct, enum or class conforming only to protocols it
/// lists and the program's own; the library has no member of that name on
/// it (a program's extension adds its members to the types it extends and
/// to the protocols they conform to), and real Swift has none either — a
/// member real Swift has and StateLab lacks is left to run time, never
/// refused in swiftc's words.
extension Compiler {
    func refuseUnknownStandardMember(_ receiver: StaticType, _ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        if receiver.isFullyKnown, !name.isEmpty, name.first != "$" {
            // A tuple has its labels and positions, a function value no
            // member at all (a program can extend neither).
            if let elements = receiver.tupleElements, !elements.isEmpty, !(receiver.tupleLabels ?? []).contains(name), Int(name) == nil {
                error(LanguageMessages.tupleHasNoMember(diagnosticName(receiver), name), at: position)
                return true
            }
            if case .function = receiver {
                error(LanguageMessages.noMember(diagnosticName(receiver), name), at: position)
                return true
            }
        }
        guard !name.isEmpty, name.first != "$", name.first != "_", receiver.isFullyKnown, !receiver.isOptional,
              let info = typeInfo(for: receiver),
              library.lookupMember(info, name) == nil, library.lookupCallable(info, name) == nil,
              library.lookupStatic(info, name) == nil else { return false }
        if let known = realMemberNames(info) {
            guard !known.contains(name) else {
                // Real Swift has it; StateLab does not: a standard type's is
                // said so by name before the program runs, not in swiftc's
                // words; a program type's is left to run time.
                guard info.kind == .builtin else { return false }
                error(LanguageMessages.unmodelledMember(diagnosticName(receiver), name), at: position)
                return true
            }
            error(LanguageMessages.noMember(diagnosticName(receiver), name), at: position)
            return true
        }
        if isUnlistedLibraryType(info) {
            // A Foundation type the member list does not cover (`URL`,
            // `Date`): real Swift may have the member; StateLab has not.
            error(LanguageMessages.unmodelledMember(diagnosticName(receiver), name), at: position)
            return true
        }
        return false
    }

    /// A concrete Foundation type the library installs whose real members
    /// are not listed: what StateLab lacks on it is not modelled, whether
    /// or not Swift has it. (Not the library's stand-ins for protocols,
    /// metatypes, tuples, optionals or key paths, nor types whose members
    /// a program or SwiftUI adds by key, such as `EnvironmentValues`.)
    private static let unlistedFoundationTypes: Set<String> = [
        "URL", "Date", "UUID", "Data", "TimeZone", "Locale", "DateFormatter", "JSONEncoder", "JSONDecoder",
        "NSError", "URLError", "IndexSet", "CharacterSet", "Duration",
    ]

    /// A library type only part of whose real members StateLab has: a
    /// Foundation value type whose members are not listed, or a type the
    /// library keeps only nested in another (`String.CompareOptions`, of
    /// whose options only `.caseInsensitive` is modelled). A member it
    /// lacks is not modelled, not missing.
    func isPartlyModelledLibraryType(_ info: TypeInfo) -> Bool {
        guard info.kind == .builtin else { return false }
        return isUnlistedLibraryType(info) || library.types[info.name] == nil && library.nativeTypes.values.contains { $0 === info }
    }

    private func isUnlistedLibraryType(_ info: TypeInfo) -> Bool {
        info.kind == .builtin && library.types[info.name] === info && Compiler.unlistedFoundationTypes.contains(info.name)
    }

    /// The names real Swift gives a value of the type `info` beyond those
    /// the library has: all of a standard type's; for the program's own
    /// struct, enum or class, its standard protocols' — nil where they are
    /// not all known (a protocol of SwiftUI, Combine or Observation, a
    /// library superclass, a macro or `@dynamicMemberLookup` that adds
    /// members), and nothing is refused.
    private func realMemberNames(_ info: TypeInfo) -> Set<String>? {
        if info.kind == .builtin {
            guard library.types[info.name] === info else { return nil }
            return StandardMemberNames.names(of: info.name)
        }
        guard Compiler.isProgramType(info), info.position != nil,
              info.attributes.isDisjoint(with: ["dynamicMemberLookup", "Observable", "propertyWrapper", "resultBuilder"])
        else { return nil }
        var superclass = info.superclass
        while let s = superclass {
            guard s.position != nil else { return nil }
            superclass = s.superclass
        }
        var protocols = info.allProtocols.filter { $0.position == nil }
        if info.kind == .enumType {
            // An enum without payloads is Equatable and Hashable without
            // saying so; one with raw values is RawRepresentable.
            var implicit: [String] = []
            if info.cases.allSatisfy({ $0.labels == nil }) { implicit += ["Equatable", "Hashable"] }
            if info.rawType != nil { implicit.append("RawRepresentable") }
            for name in implicit {
                guard let p = library.types[name] else { return nil }
                protocols.append(p)
            }
        }
        var names: Set<String> = []
        for p in protocols {
            guard let more = StandardMemberNames.names(of: p.name) else { return nil }
            names.formUnion(more)
            // What the program's extensions add to the protocol.
            names.formUnion(p.methods.keys)
            names.formUnion(p.computedProperties.keys)
        }
        return names
    }
}

extension StandardMemberNames {
    /// The names of each listed type, split once per process. The names
    /// are ASCII, so they are split on UTF-8 bytes: splitting by
    /// `Character` (grapheme breaking) took most of the 10 M instructions
    /// this cost a process's first load.
    private static let sets: [String: Set<String>] = table.mapValues { names in
        Set(names.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The member names of the standard type `typeName`, or nil if it is
    /// not listed.
    static func names(of typeName: String) -> Set<String>? { sets[typeName] }
}
