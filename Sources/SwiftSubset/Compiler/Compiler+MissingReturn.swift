/// A body that must return a value and can reach its end without one:
/// `func total() -> Int` that sums into a local and forgets `return`, a
/// getter whose `if` returns on one branch only. swiftc reports it at the
/// body's `}`.
///
/// The flow analysis follows swiftc's, conservatively: a branch counts as
/// taken or not only where its condition depends on something that is not
/// a constant (a parameter, a property, a call), since swiftc folds
/// conditions on literals and local constants (`if 2 > 1`, `let t = true;
/// if t`) before it looks. Anything uncertain — a loop that may not end, a
/// call that may never return, a `switch` that reaches its end only
/// through `default` — is taken to leave the body, and is left to the run
/// time, which stops where the body does fall off its end.
extension Compiler {
    func checkMissingReturn(_ statements: [Stmt], resultType: StaticType, kind: String, closingBrace: SourcePosition?,
                            isSingleExpression: Bool, parameters: [LocalBinding]) {
        guard Compiler.refuses else { return }
        guard let closingBrace, !isSingleExpression, resultType.isFullyKnown, resultType != .void, isComparable(resultType)
        else { return }
        let flow = BodyFlow(parameters: Set(parameters.map(ObjectIdentifier.init)), environment: env)
        guard flow.completes(statements) else { return }
        let message = LanguageMessages.missingReturnInBody(kind, diagnosticName(resultType))
        if let last = returnableLastExpression(statements, resultType: resultType) {
            error(message, at: Compiler.firstTokenPosition(of: last), notes: [LanguageMessages.returnLastExpressionNote])
        } else {
            error(message, at: closingBrace)
        }
    }

    /// A `guard`'s `else` must leave the scope (`return`, `throw`, `break`,
    /// `continue`, a call that never returns): one that certainly reaches
    /// its `}` is refused there, as swiftc refuses it. Uncertain flow is
    /// left alone, as for a missing `return`.
    func checkGuardExits(_ body: [Stmt], elseEnd: SourcePosition) {
        guard Compiler.refuses else { return }
        guard BodyFlow(parameters: [], environment: env).completes(body) else { return }
        error(LanguageMessages.guardBodyFallsThrough, at: elseEnd)
    }

    /// The body's last statement when it is an expression whose value the
    /// body could have returned: swiftc reports the missing `return` there
    /// and asks whether it was meant.
    func returnableLastExpression(_ statements: [Stmt], resultType: StaticType) -> Expr? {
        guard case .expression(let expr)? = statements.last?.kind, let last = lastExpressionStatement, last.expr === expr,
              last.type.isFullyKnown, last.type != .void
        else { return nil }
        // `some View`: a value of a type that conforms (a library view too).
        if case .nominal(let required, _) = resultType, required.kind == .protocolType {
            return conforms(last.type, to: required) == true ? expr : nil
        }
        guard isComparable(last.type), conversionProblem(last.type, of: expr, to: resultType) == nil else { return nil }
        return expr
    }

    /// Where an expression's first token is: an operator's left operand's,
    /// a member's or call's base's (a binary expression's own position is
    /// its operator's).
    static func firstTokenPosition(of expr: Expr) -> SourcePosition {
        switch expr.kind {
        case .binary(_, let lhs, _), .assign(let lhs, _), .ternary(let lhs, _, _):
            return firstTokenPosition(of: lhs)
        case .member(let base, _), .call(let base, _), .subscriptAccess(let base, _), .tupleIndex(let base, _),
             .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _):
            return firstTokenPosition(of: base)
        default:
            return expr.position
        }
    }

    /// What swiftc calls a function-like body in "missing return in …".
    static func bodyKind(_ decl: FunctionDecl, _ kind: FunctionContext.Kind, isLocal: Bool) -> String? {
        switch kind {
        case .function:
            // A computed global's or local's getter (`total.get`, Lowerer+AccessorVariables).
            if isVariableGetter(decl.name) { return "getter" }
            return isLocal ? "local function" : "global function"
        case .method:
            if decl.name == FunctionDecl.subscriptGetter { return "getter" }
            if decl.isStatic { return decl.isClassMethod ? "class method" : "static method" }
            return "instance method"
        case .accessor: return decl.name == "get" ? "getter" : nil
        default: return nil
        }
    }

    /// The getter lowering makes of a computed variable that is not a
    /// property: named `NAME.get`, which no program can write.
    static func isVariableGetter(_ name: String) -> Bool { name.hasSuffix(".get") }

    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"]
}

/// Whether control certainly reaches the end of statements (given it
/// reaches their start), for the missing-return check.
struct BodyFlow {
    /// The body's own parameters: conditions on them are not constants.
    let parameters: Set<ObjectIdentifier>
    let environment: GlobalEnvironment

    func completes(_ statements: [Stmt]) -> Bool {
        statements.allSatisfy(completes)
    }

    func completes(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .repeatWhile:
            return false
        case .expression(let e):
            return !mayNotReturn(e)
        case .local(let decl):
            return decl.initializer.map { !mayNotReturn($0) } ?? true
        case .ifStmt(let s):
            let then = completes(s.then)
            let otherwise = s.otherwise.map(completes) ?? true
            if conditionsMayBeConstant(s.conditions) { return then && otherwise }
            return then || otherwise
        case .guardStmt(let conditions, _, _):
            return !conditionsMayBeConstant(conditions)
        case .whileStmt(_, let conditions, _):
            return !conditionsMayBeConstant(conditions)
        case .forIn(let s):
            return !mayNotReturn(s.sequence)
        case .switchStmt(let s):
            if mayBeConstant(s.subject) || mayNotReturn(s.subject) { return s.cases.allSatisfy { completes($0.body) } }
            return s.cases.contains { !$0.isDefault && completes($0.body) }
        case .doStmt(let body, _):
            return completes(body)
        case .block(let body):
            return completes(body)
        case .deferStmt, .function, .localFunction, .type, .typeAlias, .importDecl, .global:
            return true
        }
    }

    private func conditionsMayBeConstant(_ conditions: [Condition]) -> Bool {
        conditions.contains { condition in
            switch condition {
            case .boolean(let e), .optionalBinding(_, let e, _), .pattern(_, let e): return mayBeConstant(e) || mayNotReturn(e)
            }
        }
    }

    /// Built only from literals and local variables: swiftc may fold it.
    private func mayBeConstant(_ expr: Expr) -> Bool {
        var constant = true
        Compiler.visitExpressions(expr) { e in
            switch e.kind {
            case .call, .member, .subscriptAccess, .selfRef, .superRef, .implicitMember, .closure, .await, .tryExpr:
                constant = false
            case .name(.local(let binding), _):
                if parameters.contains(ObjectIdentifier(binding)) { constant = false }
            case .name(.captured, _), .name(.unresolved, _):
                constant = false
            default:
                break
            }
        }
        return constant
    }

    /// Contains a call that may never return: `fatalError()`, a function
    /// declared `-> Never` (or of a result not known), a local function.
    private func mayNotReturn(_ expr: Expr) -> Bool {
        var found = false
        Compiler.visitExpressions(expr) { e in
            guard case .call(let callee, _) = e.kind, case .name(let reference, _) = callee.kind else { return }
            switch reference {
            case .local(let binding), .captured(_, let binding):
                if binding.forceBoxed { found = true }
            case .unresolved(let name):
                if Compiler.neverReturning.contains(name) { found = true }
                if let functions = environment.functions[name],
                   functions.contains(where: { !$0.resultType.isKnown || $0.resultType.description == "Never" }) {
                    found = true
                }
            }
        }
        return found
    }
}
