/// `max(count, 2.5)` with `count` an `Int`: Swift's `max<T: Comparable>`
/// and `min` take arguments of one type `T`, and an `Int` value is no
/// `Double` — nor is `2.5` an `Int`. swiftc says "conflicting arguments to
/// generic parameter 'T' ('Int' vs. 'Double')"; StateLab turned the Int
/// into a Double and printed `3.0`. A literal takes the other arguments'
/// type where it can be one (`max(count, 2)`, `max(ratio, 1)`).
extension Compiler {
    /// Refuses `max(…)`/`min(…)` whose arguments' types conflict; whether
    /// it refused. Judged from types known without compiling the arguments
    /// (a variable's, a literal's), for the standard value types only.
    /// With a context that fixes `T` (`-> Double`, `let best: Double =`),
    /// swiftc instead names the argument that is not a `T`: "cannot convert
    /// value of type 'Int' to expected argument type 'Double'", at it.
    func refuseConflictingMinMaxArguments(_ name: String, _ arguments: [Argument], expected: StaticType,
                                          at position: SourcePosition) -> Bool {
        guard Compiler.refuses, name == "max" || name == "min", env.functions[name] == nil, arguments.count >= 2,
              arguments.allSatisfy({ $0.label == nil }) else { return false }
        // Each argument: its type, and which literal kind it is, if one.
        var entries: [(type: StaticType, literal: String?)] = []
        for argument in arguments {
            let value = Compiler.unparenthesized(argument.value)
            let literal: String?
            switch value.kind {
            case .string: literal = "string"
            case .float: literal = "float"
            default: literal = Compiler.isLiteral(value) && !Compiler.containsFloat(value) ? "integer"
                : Compiler.isLiteral(value) ? "float" : nil
            }
            let type = shallowType(of: value)
            guard type.isFullyKnown, Compiler.standardComparableNames.contains(diagnosticName(type)) else { return false }
            entries.append((type, literal))
        }
        func fits(_ entry: (type: StaticType, literal: String?), _ type: StaticType) -> Bool {
            if entry.type == type { return true }
            guard let literal = entry.literal else { return false }
            return Compiler.literalDefaultNames[literal]?.contains(diagnosticName(type)) == true
        }
        if expected.isFullyKnown, !expected.isOptional, Compiler.standardComparableNames.contains(diagnosticName(expected)) {
            guard let i = entries.indices.first(where: { !fits(entries[$0], expected) }) else { return false }
            error(LanguageMessages.cannotConvertValue(diagnosticName(entries[i].type), diagnosticName(expected), site: .argument),
                  at: arguments[i].value.position)
            return true
        }
        // The type the values fix (the first non-literal), else the literals' join.
        let anchor = entries.first(where: { $0.literal == nil })
        for (i, a) in entries.enumerated() {
            for b in entries[(i + 1)...] {
                let conflict: Bool
                if let anchor {
                    conflict = !fits(a, anchor.type) || !fits(b, anchor.type)
                } else {
                    // Literals alone: numbers join; text and numbers do not.
                    conflict = (a.literal == "string") != (b.literal == "string")
                }
                guard conflict, a.type != b.type else { continue }
                error(LanguageMessages.conflictingGenericArguments("T", diagnosticName(a.type), diagnosticName(b.type)), at: position)
                return true
            }
        }
        return false
    }

    /// Comparable standard types a learner passes to `max`/`min`.
    static let standardComparableNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "String", "Character",
    ]

    /// A literal expression with a fractional number in it (`2.5`, `-0.5`).
    static func containsFloat(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .float: return true
        case .prefix(_, let inner): return containsFloat(inner)
        case .binary(_, let a, let b), .ternary(_, let a, let b): return containsFloat(a) || containsFloat(b)
        default: return false
        }
    }
}
