/// `@ViewBuilder` bodies: each expression statement is a view at its own
/// position; `if`/`else` and `switch` give each arm a branch of its own
/// (DESIGN V4); `let` and `var` run as code. The result is a
/// `ViewListValue`.
extension Compiler {
    func compileBuilder(_ statements: [Stmt]) -> Exec {
        let items = compileBuilderItems(statements)
        return { f throws(Unwind) in
            f.returnValue = .native(try Compiler.buildList(items, f))
            return .returned
        }
    }

    /// One statement of a builder: a view, branches, or plain code.
    enum BuilderItem {
        case view(Eval)
        case conditional((Frame) throws(Unwind) -> ViewListValue.Item)
        case code(Exec)
    }

    static func buildList(_ items: [BuilderItem], _ f: Frame) throws(Unwind) -> ViewListValue {
        var result: [ViewListValue.Item] = []
        for item in items {
            switch item {
            case .view(let eval): result.append(.view(try eval(f)))
            case .conditional(let build): result.append(try build(f))
            case .code(let exec): _ = try exec(f)
            }
        }
        return ViewListValue(result)
    }

    func compileBuilderItems(_ statements: [Stmt]) -> [BuilderItem] {
        statements.map { statement -> BuilderItem in
            switch statement.kind {
            case .expression(let expr):
                return .view(compileExpr(expr).eval)
            case .ifStmt(let s):
                return .conditional(compileBuilderIf(s))
            case .switchStmt(let s):
                return .conditional(compileBuilderSwitch(s))
            case .forIn, .whileStmt, .repeatWhile:
                error("closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
                      at: statement.position)
                return .code(compileStatement(statement))
            default:
                return .code(compileStatement(statement))
            }
        }
    }

    private func compileBuilderIf(_ s: IfStmt) -> (Frame) throws(Unwind) -> ViewListValue.Item {
        let test = compileConditions(s.conditions)
        let then = compileBuilderItems(s.then)
        let otherwise = s.otherwise.map { compileBuilderItems($0) }
        return { f throws(Unwind) in
            if try test(f) { return .branch(0, try Compiler.buildList(then, f)) }
            guard let otherwise else { return .empty }
            return .branch(1, try Compiler.buildList(otherwise, f))
        }
    }

    private func compileBuilderSwitch(_ s: SwitchStmt) -> (Frame) throws(Unwind) -> ViewListValue.Item {
        let subject = compileExpr(s.subject)
        let cases = s.cases.map { c -> (matches: [Matcher], guardEval: Eval?, items: [BuilderItem]) in
            var matches: [Matcher] = []
            if c.isDefault {
                matches.append(Compiler.alwaysMatches)
            } else {
                for pattern in c.patterns { matches.append(compileMatch(pattern, subjectType: subject.type)) }
            }
            return (matches, c.guardExpr.map { compileExpr($0, expected: .bool).eval }, compileBuilderItems(c.body))
        }
        let eval = subject.eval
        return { f throws(Unwind) in
            let value = try eval(f)
            for (index, c) in cases.enumerated() {
                for match in c.matches {
                    guard try match(f, value) else { continue }
                    if let g = c.guardEval, !(try Compiler.truth(try g(f))) { continue }
                    return .branch(index, try Compiler.buildList(c.items, f))
                }
            }
            return .empty
        }
    }
}
