/// Functions and getters declared with an opaque result (`some View`,
/// `some Shape`) that are not built by a result builder: ordinary code,
/// whose `return`s give the result its type, as swiftc checks them.
extension Compiler {
    /// `func two() -> some View { Text("a"); Text("b") }` without
    /// `@ViewBuilder` is ordinary code, and an opaque result's type comes
    /// from a `return`: swiftc refuses a body that has none, at the
    /// declaration's name (a getter's `{`). Whether it did.
    func checkOpaqueResult(_ decl: FunctionDecl, _ statements: [Stmt], resultType: StaticType) -> Bool {
        guard case .opaque? = decl.result, !Compiler.containsReturn(statements) else { return false }
        let notes = returnableLastExpression(statements, resultType: resultType) == nil
            ? [] : [LanguageMessages.returnLastExpressionNote]
        error(LanguageMessages.opaqueResultWithoutReturn, at: decl.position, notes: notes)
        return true
    }

    /// A value returned from a `some P` declaration must conform to `P`:
    /// swiftc refuses `return "hello"` from `var body: some View` at the
    /// value (an operator expression at its operator). Only types whose conformances are all known here are judged
    /// (the program's own types and the builtin values); a library value is
    /// left to the run time.
    func checkOpaqueReturn(_ compiled: Compiled, of expr: Expr) {
        guard let owner = context.function?.opaqueResultOwner,
              case .nominal(let required, _) = context.resultType, required.kind == .protocolType,
              Compiler.conformancesAreKnown(compiled.type), conforms(compiled.type, to: required) == false
        else { return }
        error(LanguageMessages.opaqueReturnDoesNotConform(owner, diagnosticName(compiled.type), required.name), at: expr.anchor)
    }

    private static func conformancesAreKnown(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string: return true
        case .nominal(let info, _): return info.position != nil && info.kind != .protocolType
        default: return false
        }
    }
}
