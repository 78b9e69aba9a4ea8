/// A `switch` over an enum the program declares must handle every case.
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

    private static func matchesEverything(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .valueBinding(let inner): return matchesEverything(inner)
        case .tuple(let parts): return parts.allSatisfy(matchesEverything)
        default: return false
        }
    }
}
