/// `if` and `switch` used as expressions (Swift 5.9): as a value
/// (`let word = switch n { … }`), and as the single statement of a
/// function, getter or closure body, which then returns its value.
extension Compiler {
    /// The `if` or `switch` expression a body consists of, when it can be
    /// one: a lone `if` with an `else` or a lone `switch`, each branch a
    /// single expression, a `throw`, or again such an `if`/`switch`.
    static func valueStatement(of body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .ifStmt(let s) where yieldsValue(s):
            return Expr(.ifExpr(s), body[0].position)
        case .switchStmt(let s) where s.cases.allSatisfy({ isBranchValue($0.body) }):
            return Expr(.switchExpr(s), body[0].position)
        default:
            return nil
        }
    }

    /// The expression a single-expression body returns: the expression
    /// itself, or the `if`/`switch` that yields it.
    static func singleExpression(of body: [Stmt]) -> Expr? {
        if body.count == 1, case .expression(let expr) = body[0].kind { return expr }
        return valueStatement(of: body)
    }

    private static func yieldsValue(_ s: IfStmt) -> Bool {
        guard let otherwise = s.otherwise else { return false }
        return isBranchValue(s.then) && isBranchValue(otherwise)
    }

    private static func isBranchValue(_ body: [Stmt]) -> Bool {
        guard body.count == 1 else { return false }
        switch body[0].kind {
        case .expression, .throwStmt: return true
        case .ifStmt(let s): return yieldsValue(s)
        case .switchStmt(let s): return s.cases.allSatisfy { isBranchValue($0.body) }
        default: return false
        }
    }

    private func branchValue(_ body: [Stmt], expected: StaticType, at: SourcePosition) -> Compiled {
        if body.count == 1, case .ifStmt(let nested) = body[0].kind {
            return compileIfExpression(nested, expected: expected, at: at)
        }
        if body.count == 1, case .switchStmt(let nested) = body[0].kind {
            return compileSwitchExpression(nested, expected: expected, at: at)
        }
        guard body.count == 1, case .expression(let expr) = body[0].kind else {
            if body.count == 1, case .throwStmt(let e) = body[0].kind {
                let eval = compileExpr(e).eval
                return Compiled(eval: { f throws(Unwind) in throw .thrown(try eval(f)) }, type: expected)
            }
            error(LanguageMessages.branchesNeedSingleExpression, at: at)
            return failed(at)
        }
        // A branch's own `if` expressions (in its closures) are not the
        // opaque result's branches.
        let branches = opaqueBranches
        opaqueBranches = nil
        let compiled = compileExpr(expr, expected: expected)
        opaqueBranches = branches
        opaqueBranches?.append((expr, compiled.type))
        return compiled
    }

    func compileIfExpression(_ s: IfStmt, expected: StaticType, at: SourcePosition) -> Compiled {
        let test = compileConditions(s.conditions)
        let then = branchValue(s.then, expected: expected, at: at)
        let type = expected.isKnown ? expected : then.type
        let otherwise = branchValue(s.otherwise ?? [], expected: type, at: at)
        let a = coerce(then, to: type).eval, b = coerce(otherwise, to: type).eval
        return Compiled(eval: { f throws(Unwind) in try test(f) ? try a(f) : try b(f) }, type: type)
    }

    func compileSwitchExpression(_ s: SwitchStmt, expected: StaticType, at: SourcePosition) -> Compiled {
        // Each case body is a single expression: reuse the statement form
        // with `return`-like capture of the value in the frame.
        let subject = compileExpr(s.subject)
        checkSwitchExhaustive(s, subjectType: subject.type)
        var type = expected
        var cases: [CompiledCase] = []
        for c in s.cases {
            var matches: [MatcherCode] = []
            if c.isDefault {
                matches.append(MatcherCode(match: Compiler.alwaysMatches))
            } else {
                for pattern in c.patterns { matches.append(MatcherCode(match: compileMatch(pattern, subjectType: subject.type))) }
            }
            let value = branchValue(c.body, expected: type, at: c.position)
            if !type.isKnown { type = value.type }
            let valueEval = coerce(value, to: type).eval
            cases.append(CompiledCase(matches: matches, guardEval: compileOptionalTest(c.guardExpr),
                                      body: { f throws(Unwind) in f.returnValue = try valueEval(f); return .returned }, slots: []))
        }
        let eval = subject.eval
        return Compiled(eval: { f throws(Unwind) in
            let v = try eval(f)
            for c in cases {
                for m in c.matches.indices { if !(try c.matches[m].match(f, v)) { continue };
                    if let g = c.guardEval, !(try Value.truth(try g(f))) { continue }
                    _ = try c.body(f)
                    let result = f.returnValue
                    f.returnValue = .void
                    return result
                }
            }
            throw .trap(Trap(message: LanguageMessages.unexpectedSwitchValue, position: at))
        }, type: type)
    }
}
