/// A `switch` over an enum the program declares must handle every case; one
/// over a `Bool` both values; one over a number, string or struct needs a
/// catch-all.
extension Compiler {
    /// Refuses a `switch` over a program enum that leaves a case out, with
    /// no `default`: swiftc's "switch must be exhaustive" at `switch`, with
    /// a note naming each missing case — what a learner meets after adding
    /// a case to an enum. A case is handled by a pattern that matches all of
    /// its values (`.loaded`, `.loaded(let items)`, `.loaded(_)`) without a
    /// `where`, or by several narrower patterns that together leave no
    /// payload out (`.delivered(let who?)` and `.delivered(nil)`); a case
    /// handled only by narrower patterns (a payload value, a `where`)
    /// counts as missing here too, as for swiftc. Patterns of
    /// other kinds (values, casts) make the switch not judged.
    func checkSwitchExhaustive(_ s: SwitchStmt, subjectType: StaticType) {
        guard Compiler.refuses else { return }
        // A label with nothing under it (`case 2:` then the next label or
        // `}`) is refused first, as swiftc does: Swift has no implicit
        // fallthrough to lean on; `break` says "nothing".
        let empty = s.cases.filter(\.body.isEmpty)
        for c in empty {
            error(c.isDefault ? LanguageMessages.emptyDefaultLabel : LanguageMessages.emptyCaseLabel, at: c.position)
        }
        if !empty.isEmpty { return }
        if subjectType == .bool { return checkBoolSwitch(s) }
        if Compiler.needsCatchAll(subjectType) { return checkOpenSwitch(s) }
        guard case .nominal(let info, _) = subjectType, info.kind == .enumType, Compiler.isProgramType(info),
              !info.cases.isEmpty else { return }
        var covered = Set<String>()
        var unguarded: [Pattern] = []
        for c in s.cases {
            if c.isDefault { return }
            for pattern in c.patterns {
                guard let names = coveredCases(pattern, judged: c.guardExpr == nil) else { return }
                if names.contains("*") { return }
                covered.formUnion(names)
                if c.guardExpr == nil { unguarded.append(pattern) }
            }
        }
        // A case no one pattern handles whole may be handled by several
        // together: `.delivered(let who?)` and `.delivered(nil)`.
        let missing = info.cases.filter { !covered.contains($0.name) && !casePayloadCovered($0, by: unguarded) }.map(\.name)
        guard !missing.isEmpty else { return }
        error(LanguageMessages.switchMustBeExhaustive(), at: s.position, notes: missing.map(LanguageMessages.addMissingCase))
    }

    // MARK: - Payloads handled by several patterns together

    /// Whether `patterns` (unguarded) together match every payload of
    /// `enumCase`: one payload position split into values that leave none
    /// out (`let x?` and `nil`, `true` and `false`, each case of an enum),
    /// the other positions matching everything.
    private func casePayloadCovered(_ enumCase: EnumCaseInfo, by patterns: [Pattern]) -> Bool {
        let rows = patterns.flatMap(Compiler.alternativesFlattened).compactMap { p -> [Pattern]? in
            guard case .enumCase(_, let name, let arguments?, _) = p, name == enumCase.name,
                  arguments.count == enumCase.payloadTypes.count else { return nil }
            return arguments.map(\.pattern)
        }
        return rowsCover(rows, enumCase.payloadTypes)
    }

    /// Rows of patterns, one per position of `types`, matching every tuple
    /// of those types: a row of catch-alls, or rows that are catch-alls but
    /// at one position where together they cover that position's type.
    private func rowsCover(_ rows: [[Pattern]], _ types: [StaticType]) -> Bool {
        if rows.contains(where: { $0.allSatisfy(Compiler.matchesEverything) }) { return true }
        for i in types.indices {
            let column = rows.filter { row in row.indices.allSatisfy { $0 == i || Compiler.matchesEverything(row[$0]) } }.map { $0[i] }
            if !column.isEmpty, patternsCover(column, types[i]) { return true }
        }
        return false
    }

    /// Whether `patterns` together match every value of `type`, where the
    /// values can be listed: optionals, `Bool`s and the program's enums.
    private func patternsCover(_ patterns: [Pattern], _ type: StaticType) -> Bool {
        let patterns = patterns.flatMap(Compiler.alternativesFlattened)
        if patterns.contains(where: Compiler.matchesEverything) { return true }
        switch type {
        case .optional(let wrapped):
            var somes: [Pattern] = []
            var hasNone = false
            for p in patterns {
                switch p {
                case .optionalSome(let inner): somes.append(inner)
                case .enumCase(_, "some", let arguments?, _) where arguments.count == 1: somes.append(arguments[0].pattern)
                case .enumCase(_, "none", nil, _): hasNone = true
                case .expression(let e): if case .nilLiteral = e.kind { hasNone = true }
                default: break
                }
            }
            return hasNone && patternsCover(somes, wrapped)
        case .bool:
            let values = Set(patterns.compactMap { p -> Bool? in
                guard case .expression(let e) = p, case .boolean(let value) = e.kind else { return nil }
                return value
            })
            return values.count == 2
        case .nominal(let info, let arguments) where info.kind == .enumType && Compiler.isProgramType(info)
            && arguments.isEmpty && info.genericParameters.isEmpty && !info.cases.isEmpty:
            return info.cases.allSatisfy { c in
                patterns.contains { p in
                    guard case .enumCase(_, let name, let arguments, _) = p, name == c.name else { return false }
                    return (arguments ?? []).allSatisfy { Compiler.matchesEverything($0.pattern) }
                } || casePayloadCovered(c, by: patterns)
            }
        default:
            return false
        }
    }

    /// A pattern without its `let`/`var`, alternatives listed one by one.
    private static func alternativesFlattened(_ pattern: Pattern) -> [Pattern] {
        switch pattern {
        case .valueBinding(let inner): return alternativesFlattened(inner)
        case .alternatives(let patterns): return patterns.flatMap(alternativesFlattened)
        default: return [pattern]
        }
    }

    /// The cases a pattern handles whole (`"*"`: every value); empty when
    /// it handles part of one; nil when this check does not judge it.
    private func coveredCases(_ pattern: Pattern, judged: Bool) -> Set<String>? {
        switch pattern {
        case .wildcard, .binding:
            return judged ? ["*"] : []
        case .valueBinding(let inner):
            return coveredCases(inner, judged: judged)
        case .guarded(let inner, _):
            return coveredCases(inner, judged: false)
        case .alternatives(let patterns):
            var all = Set<String>()
            for p in patterns {
                guard let names = coveredCases(p, judged: judged) else { return nil }
                all.formUnion(names)
            }
            return all
        case .enumCase(_, let name, let arguments, _):
            guard judged else { return [] }
            return (arguments ?? []).allSatisfy({ Compiler.matchesEverything($0.pattern) }) ? [name] : []
        default:
            return nil
        }
    }

    /// A type whose values no list of cases can name one by one: numbers,
    /// strings, characters, and the program's structs and classes. A
    /// `switch` over one needs a `default` or a pattern that matches
    /// everything (`case let other:`), as swiftc says: "add a default clause".
    private static func needsCatchAll(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .string, .character: return true
        case .nominal(let info, _): return (info.kind == .structType || info.kind == .classType) && isProgramType(info)
        default: return false
        }
    }

    private func checkOpenSwitch(_ s: SwitchStmt) {
        guard Compiler.refuses else { return }
        for c in s.cases {
            if c.isDefault { return }
            if c.guardExpr == nil, c.patterns.contains(where: Compiler.matchesEverything) { return }
        }
        error(LanguageMessages.switchMustBeExhaustive(), at: s.position, notes: [LanguageMessages.addDefaultClause])
    }

    /// A `switch` over a `Bool` must handle `true` and `false` (or have a
    /// catch-all); patterns of other kinds make it not judged.
    private func checkBoolSwitch(_ s: SwitchStmt) {
        guard Compiler.refuses else { return }
        var covered = Set<Bool>()
        for c in s.cases {
            if c.isDefault { return }
            for pattern in c.patterns {
                if Compiler.matchesEverything(pattern) { if c.guardExpr == nil { return } else { continue } }
                guard case .expression(let e) = pattern, case .boolean(let value) = e.kind else { return }
                if c.guardExpr == nil { covered.insert(value) }
            }
        }
        let missing = [true, false].filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        error(LanguageMessages.switchMustBeExhaustive(), at: s.position, notes: missing.map { LanguageMessages.addMissingValue("\($0)") })
    }

    private static func matchesEverything(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .valueBinding(let inner): return matchesEverything(inner)
        case .tuple(let parts): return parts.allSatisfy(matchesEverything)
        default: return false
        }
    }
}
