/// A `switch` over an enum the program declares must handle every case; one
/// over a `Bool` both values; one over a number, string or struct needs a
/// catch-all.
extension Compiler {
    /// Refuses a `switch` over a program enum that leaves a case out, with
    /// no `default`: swiftc's "switch must be exhaustive" at `switch`, with
    /// a note naming each missing case — what a learner meets after adding
    /// a case to an enum. A case is handled by a pattern that matches all of
    /// its values (`.loaded`, `.loaded(let items)`, `.loaded(_)`) without a
    /// `where`; a case handled only by narrower patterns (a payload value,
    /// a `where`) counts as missing here too, as for swiftc. Patterns of
    /// other kinds (values, casts) make the switch not judged.
    func checkSwitchExhaustive(_ s: SwitchStmt, subjectType: StaticType) {
        if subjectType == .bool { return checkBoolSwitch(s) }
        if Compiler.needsCatchAll(subjectType) { return checkOpenSwitch(s) }
        guard case .nominal(let info, _) = subjectType, info.kind == .enumType, Compiler.isProgramType(info),
              !info.cases.isEmpty else { return }
        var covered = Set<String>()
        for c in s.cases {
            if c.isDefault { return }
            for pattern in c.patterns {
                guard let names = coveredCases(pattern, judged: c.guardExpr == nil) else { return }
                if names.contains("*") { return }
                covered.formUnion(names)
            }
        }
        let missing = info.cases.map(\.name).filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        error(LanguageMessages.switchMustBeExhaustive(), at: s.position, notes: missing.map(LanguageMessages.addMissingCase))
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
        for c in s.cases {
            if c.isDefault { return }
            if c.guardExpr == nil, c.patterns.contains(where: Compiler.matchesEverything) { return }
        }
        error(LanguageMessages.switchMustBeExhaustive(), at: s.position, notes: [LanguageMessages.addDefaultClause])
    }

    /// A `switch` over a `Bool` must handle `true` and `false` (or have a
    /// catch-all); patterns of other kinds make it not judged.
    private func checkBoolSwitch(_ s: SwitchStmt) {
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
