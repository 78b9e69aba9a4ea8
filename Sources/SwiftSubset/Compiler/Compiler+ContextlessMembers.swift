/// Where swiftc has no type, or only `any Error`, to resolve an implicit
/// member (`.idle`, `.notFound(id)`) against. Elsewhere the compiler finds
/// an implicit member's base in the expected type, and, where its own
/// inference knows less than swiftc's (a library signature it does not
/// model), in the one type that declares the member; these are the places
/// where swiftc itself knows there is no base, so that guess would run a
/// program swiftc refuses.
extension Compiler {
    /// `let state = .idle`, `var pick = .none` with no written type: the
    /// value must type itself, and a bare implicit member cannot. swiftc:
    /// "reference to member 'idle' cannot be resolved without a contextual
    /// type", at the member's name. The error poisons the value, so the
    /// compile that follows reports nothing more about it.
    func refuseContextlessImplicitMember(_ expr: Expr) {
        guard Compiler.refuses else { return }
        // `let f = Optional.none`: the case is found, but not what it wraps.
        if case .member(let base, "none") = Compiler.unparenthesized(expr).kind,
           case .name(.unresolved("Optional"), _) = base.kind, env.variables["Optional"] == nil, lookupType("Optional") === library.optional {
            error(LanguageMessages.genericParameterNotInferred("Wrapped"), at: base.position)
            return
        }
        if case .nilLiteral = Compiler.unparenthesized(expr).kind {
            // `var best = nil`: nil of what?
            error(LanguageMessages.nilRequiresContextualType, at: Compiler.unparenthesized(expr).position)
            return
        }
        guard let (name, position) = Compiler.implicitMemberHead(expr) else { return }
        error(LanguageMessages.memberWithoutContextualType(name), at: position)
    }

    /// `.name` or `.name(arguments)`: the member and where its name stands.
    static func implicitMemberHead(_ expr: Expr) -> (name: String, position: SourcePosition)? {
        var head = expr
        if case .call(let callee, _) = head.kind { head = callee }
        guard case .implicitMember(let name) = head.kind else { return nil }
        return (name, head.position)
    }

    /// `throw error`: the error's context is what the enclosing function
    /// or closure throws — `throws(E)`'s `E`, where `throw .notFound`
    /// resolves — and otherwise `any Error`, which has no such member:
    /// "type 'any Error' has no member 'notFound'". A `do` with `catch`
    /// clauses throws `any Error` to them, whatever the function declares;
    /// a closure throws `any Error` unless it writes `throws(E)`.
    func compileThrownError(_ expr: Expr) -> Compiled {
        let written: TypeRef?
        switch context.captureOwner {
        case .closure(let closure): written = closure.thrownType
        case .function(let function): written = function.thrownType
        case .none: written = nil
        }
        if let written, context.catchDepth == 0 {
            return compileExpr(expr, expected: resolveType(written, at: expr.position))
        }
        if let (name, position) = Compiler.implicitMemberHead(expr) {
            error(LanguageMessages.typeHasNoMember("any Error", name), at: position)
        }
        return compileExpr(expr)
    }
}
