// Experimental statements (`then`) are named, to be reported, not skipped.
import SwiftSubsetAST
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

extension Lowerer {
    /// Every kind of statement the parser makes is named here, so none is
    /// ever skipped: each is lowered or reported as unsupported at its place.
    func lowerStatement(_ stmt: StmtSyntax) -> Stmt? {
        let at = position(stmt)
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let s):
            return lowerExpressionStatement(s.expression)
        case .returnStmt(let s):
            return Stmt(.returnStmt(s.expression.map { lowerExpr($0) }), at)
        case .guardStmt(let s):
            // `guard let` bindings stay visible after the guard: declare them
            // in the enclosing block, but lower the else-body first so it
            // cannot see them.
            let body = lowerBlock(s.body)
            let conditions = lowerConditions(s.conditions)
            return Stmt(.guardStmt(conditions, body, elseEnd: position(s.body.rightBrace)), at)
        case .whileStmt(let s):
            return lowerWhile(s, label: nil)
        case .repeatStmt(let s):
            return Stmt(.repeatWhile(label: nil, lowerBlock(s.body), lowerExpr(s.condition)), at)
        case .forStmt(let s):
            return lowerFor(s, label: nil)
        case .breakStmt(let s):
            return Stmt(.breakStmt(s.label?.text), at)
        case .continueStmt(let s):
            return Stmt(.continueStmt(s.label?.text), at)
        case .fallThroughStmt:
            return Stmt(.fallthroughStmt, at)
        case .throwStmt(let s):
            return Stmt(.throwStmt(lowerExpr(s.expression)), at)
        case .deferStmt(let s):
            return Stmt(.deferStmt(lowerBlock(s.body)), at)
        case .doStmt(let s):
            return lowerDo(s)
        case .labeledStmt(let s):
            let label = s.label.text
            switch s.statement.as(StmtSyntaxEnum.self) {
            case .whileStmt(let loop): return lowerWhile(loop, label: label)
            case .forStmt(let loop): return lowerFor(loop, label: label)
            case .repeatStmt(let loop):
                return Stmt(.repeatWhile(label: label, lowerBlock(loop.body), lowerExpr(loop.condition)), at)
            default:
                unsupported("labels on this kind of statement", at: s.label)
                return lowerStatement(s.statement)
            }
        case .missingStmt:
            // The parser has reported what is missing.
            return nil
        case .discardStmt:
            unsupported("'discard' statements", at: stmt)
        case .yieldStmt:
            unsupported("'yield' statements", at: stmt)
        case .thenStmt:
            unsupported("'then' statements", at: stmt)
        @unknown default:
            unsupported("this kind of statement (\(stmt.kind))", at: stmt)
        }
        return nil
    }

    /// `if` and `switch` in statement position are statements; any other
    /// expression is evaluated for its effects.
    func lowerExpressionStatement(_ expr: ExprSyntax) -> Stmt {
        let at = position(expr)
        if let e = expr.as(IfExprSyntax.self) {
            return Stmt(.ifStmt(lowerIf(e)), at)
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            return Stmt(.switchStmt(lowerSwitch(e)), at)
        }
        return Stmt(.expression(lowerExpr(expr)), at)
    }

    func lowerIf(_ e: IfExprSyntax) -> IfStmt {
        let (conditions, then) = withBlock { () -> ([Condition], [Stmt]) in
            let conditions = lowerConditions(e.conditions)
            return (conditions, lowerBlock(e.body))
        }
        var otherwise: [Stmt]?
        switch e.elseBody {
        case .codeBlock(let block)?:
            otherwise = lowerBlock(block)
        case .ifExpr(let nested)?:
            otherwise = [Stmt(.ifStmt(lowerIf(nested)), position(nested))]
        case nil:
            otherwise = nil
        @unknown default:
            unsupported("this else clause", at: e)
            otherwise = nil
        }
        return IfStmt(conditions: conditions, then: then, otherwise: otherwise)
    }

    func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element -> Condition? in
            switch element.condition {
            case .expression(let e):
                return .boolean(lowerExpr(e))
            case .optionalBinding(let b):
                guard let identifier = b.pattern.as(IdentifierPatternSyntax.self) else {
                    // `if let (code, city) = pairs.first`: a tuple of names inside `.some`.
                    let isTuple = b.pattern.is(TuplePatternSyntax.self)
                        || b.pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true
                    guard isTuple, b.typeAnnotation == nil, let initializer = b.initializer else {
                        unsupported("this optional binding pattern", at: b.pattern)
                        return nil
                    }
                    let value = lowerExpr(initializer.value)
                    let pattern = lowerMatchPattern(b.pattern, binding: b.bindingSpecifier.text)
                    return .pattern(.optionalSome(pattern), value)
                }
                let name = identifier.identifier.text
                // `if let x` means `if let x = x`; resolve before declaring.
                let value = b.initializer.map { lowerExpr($0.value) }
                    ?? Expr(name == "self" ? .selfRef(scope.lookup(name)) : .name(scope.lookup(name)), position(identifier))
                let type = b.typeAnnotation.map { lowerType($0.type) }
                let binding = scope.declare(name, mutable: b.bindingSpecifier.text == "var", type: type,
                                            at: position(identifier))
                return .optionalBinding(binding, value, type)
            case .matchingPattern(let m):
                let value = lowerExpr(m.initializer.value)
                return .pattern(lowerMatchPattern(m.pattern, binding: nil), value)
            case .availability(let a):
                // `#available(iOS 17, *)` holds and `#unavailable(…)` does not:
                // the platform the program runs on is taken to be new enough,
                // as swiftc's Linux build finds it (its `*` covers Linux).
                let holds = a.availabilityKeyword.tokenKind != .poundUnavailable
                return .boolean(Expr(.boolean(holds), position(a)))
            @unknown default:
                unsupported("this condition", at: element)
                return nil
            }
        }
    }

    private func lowerWhile(_ s: WhileStmtSyntax, label: String?) -> Stmt {
        let (conditions, body) = withBlock { () -> ([Condition], [Stmt]) in
            let conditions = lowerConditions(s.conditions)
            return (conditions, lowerBlock(s.body))
        }
        return Stmt(.whileStmt(label: label, conditions, body), position(s))
    }

    private func lowerFor(_ s: ForStmtSyntax, label: String?) -> Stmt {
        let sequence = lowerExpr(s.sequence)
        let statement = withBlock { () -> ForInStmt in
            let type = s.typeAnnotation.map { lowerType($0.type) }
            let pattern = s.caseKeyword != nil
                ? lowerMatchPattern(s.pattern, binding: nil)
                : lowerBindingPattern(s.pattern, mutable: false, type: type)
            let whereClause = s.whereClause.map { lowerExpr($0.condition) }
            let loop = ForInStmt(label: label, pattern: pattern, sequence: sequence, whereClause: whereClause,
                                 body: lowerBlock(s.body))
            loop.isAwait = s.awaitKeyword != nil
            return loop
        }
        return Stmt(.forIn(statement), position(s))
    }

    func lowerSwitch(_ e: SwitchExprSyntax) -> SwitchStmt {
        let subject = lowerExpr(e.subject)
        var cases: [SwitchCase] = []
        for element in e.cases {
            guard case .switchCase(let c) = element else {
                unsupported("#if inside a switch", at: element)
                continue
            }
            let lowered = withBlock { () -> SwitchCase in
                switch c.label {
                case .default(let label):
                    return SwitchCase(patterns: [], guardExpr: nil, body: lowerItems(c.statements),
                                      isDefault: true, position: position(label))
                case .case(let label):
                    var patterns: [Pattern] = []
                    var guardExpr: Expr?
                    for (i, item) in label.caseItems.enumerated() {
                        scope.sharesBindings = i > 0
                        let pattern = lowerMatchPattern(item.pattern, binding: nil)
                        scope.sharesBindings = false
                        if let whereClause = item.whereClause {
                            if label.caseItems.count > 1 {
                                patterns.append(.guarded(pattern, lowerExpr(whereClause.condition)))
                                continue
                            }
                            guardExpr = lowerExpr(whereClause.condition)
                        }
                        patterns.append(pattern)
                    }
                    return SwitchCase(patterns: patterns, guardExpr: guardExpr, body: lowerItems(c.statements),
                                      isDefault: false, position: position(label))
                @unknown default:
                    unsupported("this case label", at: c)
                    return SwitchCase(patterns: [], guardExpr: nil, body: [], isDefault: true, position: position(c))
                }
            }
            cases.append(lowered)
        }
        return SwitchStmt(subject: subject, cases: cases, position: position(e))
    }

    private func lowerDo(_ s: DoStmtSyntax) -> Stmt {
        let body = lowerBlock(s.body)
        // A catch's implicit `error` is what the `do` throws: `any Error`,
        // or the type a `do throws(E)` writes.
        let caught = s.throwsClause?.type.map { lowerType($0) } ?? .opaque(.named(["Error"], []))
        var clauses: [CatchClause] = []
        for clause in s.catchClauses {
            let lowered = withBlock { () -> CatchClause in
                if clause.catchItems.count > 1 {
                    return lowerCatchAlternatives(clause)
                }
                guard let item = clause.catchItems.first, let pattern = item.pattern else {
                    let error = scope.declare("error", mutable: false, type: caught, at: position(clause.catchKeyword))
                    let guardExpr = clause.catchItems.first?.whereClause.map { lowerExpr($0.condition) }
                    return CatchClause(pattern: nil, guardExpr: guardExpr, errorBinding: error,
                                       body: lowerBlock(clause.body))
                }
                let lowered = lowerMatchPattern(pattern, binding: nil)
                let guardExpr = item.whereClause.map { lowerExpr($0.condition) }
                return CatchClause(pattern: lowered, guardExpr: guardExpr, errorBinding: nil,
                                   body: lowerBlock(clause.body))
            }
            clauses.append(lowered)
        }
        return Stmt(.doStmt(body, clauses), position(s))
    }

    /// `catch A, B(let x)`: one clause matching any of its patterns.
    private func lowerCatchAlternatives(_ clause: CatchClauseSyntax) -> CatchClause {
        var patterns: [Pattern] = []
        for (i, item) in clause.catchItems.enumerated() {
            guard let pattern = item.pattern else { continue }
            scope.sharesBindings = i > 0
            let lowered = lowerMatchPattern(pattern, binding: nil)
            scope.sharesBindings = false
            patterns.append(item.whereClause.map { .guarded(lowered, lowerExpr($0.condition)) } ?? lowered)
        }
        return CatchClause(pattern: .alternatives(patterns), guardExpr: nil, errorBinding: nil, body: lowerBlock(clause.body))
    }
}
