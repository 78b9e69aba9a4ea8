/// Functions and getters declared with an opaque result (`some View`,
/// `some Shape`) that are not built by a result builder: ordinary code,
/// whose `return`s give the result its type, as swiftc checks them.
extension Compiler {
    /// `func two() -> some View { Text("a"); Text("b") }` without
    /// `@ViewBuilder` is ordinary code, and an opaque result's type comes
    /// from a `return`: swiftc refuses a body that has none, at the
    /// declaration's name (a getter's `{`). Whether it did.
    func checkOpaqueResult(_ decl: FunctionDecl, _ statements: [Stmt], resultType: StaticType) -> Bool {
        guard Compiler.refuses else { return false }
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
        guard Compiler.refuses else { return }
        guard let owner = context.function?.opaqueResultOwner,
              case .nominal(let required, _) = context.resultType, required.kind == .protocolType,
              Compiler.conformancesAreKnown(compiled.type), conforms(compiled.type, to: required) == false
        else { return }
        error(LanguageMessages.opaqueReturnDoesNotConform(owner, diagnosticName(compiled.type), required.name), at: expr.anchor)
    }

    /// An opaque result has one underlying type: swiftc refuses an `if`
    /// or `switch` expression whose branches give two ("branches have
    /// mismatching types 'Text' and 'Image'", at the first branch) —
    /// without `@ViewBuilder` nothing wraps them in one conditional view.
    func checkOpaqueBranches(_ branches: [(Expr, StaticType)]) {
        guard Compiler.refuses else { return }
        guard let (first, firstType) = branches.first, let firstName = underlyingTypeName(first, firstType) else { return }
        for (expr, type) in branches.dropFirst() {
            guard let name = underlyingTypeName(expr, type), name != firstName else { continue }
            error(LanguageMessages.opaqueBranchesMismatch(firstName, name), at: first.position)
            return
        }
    }

    /// Likewise for a ternary: "result values in '? :' expression have
    /// mismatching types 'Text' and 'Image'", at the first result.
    func checkOpaqueTernary(_ first: (Expr, StaticType), _ second: (Expr, StaticType)) {
        guard Compiler.refuses else { return }
        guard let a = underlyingTypeName(first.0, first.1), let b = underlyingTypeName(second.0, second.1), a != b else { return }
        error(LanguageMessages.opaqueTernaryMismatch(a, b), at: first.0.position)
    }

    /// Likewise for `return`s: swiftc refuses two returns of different
    /// types at the declaration, with a note for each.
    func checkOpaqueReturns(_ returns: [(Expr, StaticType)], of decl: FunctionDecl) {
        guard Compiler.refuses else { return }
        guard case .nominal(let required, _) = context.resultType else { return }
        let names = returns.map { underlyingTypeName($0.0, $0.1) }
        guard let first = names.first ?? nil, names.contains(where: { $0 != nil && $0 != first }) else { return }
        error(LanguageMessages.opaqueReturnsMismatch("some " + required.name), at: decl.position,
              notes: names.compactMap { $0 }.map { LanguageMessages.opaqueReturnTypeNote($0) })
    }

    /// The type a value gives an opaque result, when StateLab knows it as
    /// swiftc does: a program's own type that is not generic, or a library
    /// type the expression makes by name (`Text("a")`,
    /// `Image(systemName:)`). Other values are not judged: StateLab types
    /// `Text("a").bold()` as a modified view where swiftc has a `Text`,
    /// and `VStack { … }` without its content's type.
    private func underlyingTypeName(_ expr: Expr, _ type: StaticType) -> String? {
        guard case .nominal(let info, let arguments) = type, arguments.isEmpty, info.kind != .protocolType else { return nil }
        if info.position != nil, info.genericParameters.isEmpty { return info.name }
        if case .call(let callee, _) = expr.kind, case .name(.unresolved(let name), _) = callee.kind, name == info.name {
            return info.name
        }
        return nil
    }

    private static func conformancesAreKnown(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string: return true
        case .nominal(let info, _): return info.position != nil && info.kind != .protocolType
        default: return false
        }
    }
}
