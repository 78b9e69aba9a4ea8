/// An operator neither Swift nor the program declares (`count++`, which
/// Swift removed; `a <> b`), refused in swiftc's words at the operator:
/// "cannot find operator '++' in scope; did you mean '+= 1'?". An
/// operator the program declares is any global function or static method
/// of a program type by that name (declaring one needs the `operator`
/// declaration, which folding has used).
extension Compiler {
    static let standardInfixOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>",
        "==", "!=", "<", ">", "<=", ">=", "===", "!==", "&&", "||", "??", "...", "..<", "~=",
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
        ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^", ".&=", ".|=", ".^=",
    ]
    static let standardPrefixOperators: Set<String> = ["-", "+", "!", "~", "..<", "...", ".!"]
    static let standardPostfixOperators: Set<String> = ["..."]

    /// Refuses `op` if nothing declares it; true when it did.
    func refuseUnknownOperator(_ op: String, standard: Set<String>, at position: SourcePosition) -> Bool {
        guard Compiler.refuses, !standard.contains(op), !programDeclaresOperator(op) else { return false }
        error(LanguageMessages.cannotFindOperator(op), at: position)
        return true
    }

    private func programDeclaresOperator(_ op: String) -> Bool {
        if env.functions[op]?.isEmpty == false { return true }
        func declares(_ type: TypeInfo) -> Bool {
            type.staticMethods[op]?.isEmpty == false || type.methods[op]?.isEmpty == false
                || type.nestedTypes.values.contains(where: declares)
        }
        return env.types.values.contains(where: declares)
    }
}
