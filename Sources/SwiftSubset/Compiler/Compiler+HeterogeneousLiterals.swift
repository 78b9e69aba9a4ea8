/// `let items = [Doubler(), Adder()]`: an array literal, with no type
/// written, whose elements have no common type — two structs, an `Int`
/// and a `String` — could only be an `[Any]`, which swiftc will not guess:
/// "heterogeneous collection literal could only be inferred to '[Any]';
/// add explicit type annotation if this is intentional". StateLab built
/// the array. Classes join at their common superclass and numbers at
/// `Double`, as swiftc joins them; an optional, an existential or a type
/// not fully known is left alone.
extension Compiler {
    /// Refuses `initializer`, the value of a declaration without a written
    /// type, if it is such a literal; whether it was refused. Reads the
    /// element types the literal's compilation noted.
    func refuseHeterogeneousLiteral(_ initializer: Expr) -> Bool {
        guard Compiler.refuses else { return false }
        let literal = Compiler.unparenthesized(initializer)
        switch literal.kind {
        case .array(let elements):
            guard let types = literalElementTypes[literal.position], types.count == elements.count,
                  isHeterogeneous(elements, types) else { return false }
            error(LanguageMessages.heterogeneousLiteral("[Any]"), at: literal.position)
            return true
        case .dictionary(let pairs):
            guard let types = literalElementTypes[literal.position], types.count == 2 * pairs.count else { return false }
            let keys = Array(types.prefix(pairs.count)), values = Array(types.suffix(pairs.count))
            guard keys.allSatisfy(\.isFullyKnown), Set(keys.map(\.description)).count == 1, let key = keys.first,
                  isHeterogeneous(pairs.map(\.value), values) else { return false }
            error(LanguageMessages.heterogeneousLiteral("[\(diagnosticName(key)) : Any]"), at: literal.position)
            return true
        default:
            return false
        }
    }

    /// Elements of two or more different, fully known types that no
    /// literal rule joins: no literal among them, or only literals of
    /// different kinds (`1` and `"a"`; a `1` beside an `Int64(2)` becomes
    /// an `Int64`, so a literal beside other values is not judged).
    private func isHeterogeneous(_ elements: [Expr], _ types: [StaticType]) -> Bool {
        guard types.count > 1, types.allSatisfy(\.isFullyKnown) else { return false }
        for type in types {
            if type.isOptional { return false }
            if case .nominal(let info, _) = type, info.kind == .classType || info.kind == .protocolType { return false }
            if case .function = type { return false }
        }
        let kinds = elements.map { Compiler.literalKind($0) }
        if kinds.allSatisfy({ $0 != nil }) { return Set(kinds.compactMap { $0 }).count > 1 }
        if kinds.contains(where: { $0 != nil }) { return literalsCannotJoin(elements, types, kinds) }
        return Set(types.map(\.description)).count > 1
    }

    /// Literals beside values of one type that none of some literal's kind
    /// can be: `["ab", Character("b")]` (a Character is one letter),
    /// `[S(), 1]` (a struct that takes no literals), `[count, "x"]`.
    /// Values of several types, or a type that may take the literal (a
    /// number beside a number, a program type `ExpressibleBy…Literal`),
    /// are not judged.
    private func literalsCannotJoin(_ elements: [Expr], _ types: [StaticType], _ kinds: [String?]) -> Bool {
        let valueTypes = zip(types, kinds).filter { $0.1 == nil }.map(\.0)
        guard let type = valueTypes.first, valueTypes.allSatisfy({ $0 == type }) else { return false }
        for (element, kind) in zip(elements, kinds) {
            guard let kind else { continue }
            switch (type, kind) {
            case (.int, "text"), (.int, "bool"), (.double, "text"), (.double, "bool"),
                 (.string, "number"), (.string, "bool"), (.character, "number"), (.character, "bool"),
                 (.bool, "number"), (.bool, "text"):
                return true
            case (.int, "number"):
                // `[count, 2.5]`: an Int does not take a fractional literal.
                if case .float = Compiler.unparenthesized(element).kind { return true }
            case (.character, "text"):
                if case .string(let text) = Compiler.unparenthesized(element).kind, text.count != 1 { return true }
            case (.nominal(let info, let arguments), "number"), (.nominal(let info, let arguments), "text"),
                 (.nominal(let info, let arguments), "bool"):
                if Compiler.isProgramType(info), arguments.isEmpty, !acceptsLiterals(type) { return true }
            default:
                break
            }
        }
        return false
    }

    /// The kind of literal `expr` is (a number, text, a truth value), if one.
    private static func literalKind(_ expr: Expr) -> String? {
        switch unparenthesized(expr).kind {
        case .integer, .largeInteger, .float: return "number"
        case .string, .interpolation: return "text"
        case .boolean: return "bool"
        case .nilLiteral, .array, .dictionary: return "other"
        default: return nil
        }
    }
}
