/// Walks lowered code without compiling it, for questions the checker asks
/// of an expression or a body as written (does it contain a literal? can
/// its end be reached?).
extension Compiler {
    /// Calls `body` on `expr` and every expression inside it, closures'
    /// bodies included, outermost first.
    static func visitExpressions(_ expr: Expr, _ body: (Expr) -> Void) {
        body(expr)
        func visit(_ e: Expr) { visitExpressions(e, body) }
        switch expr.kind {
        case .integer, .largeInteger, .float, .boolean, .string, .nilLiteral, .name, .selfRef, .superRef, .implicitMember,
             .typeExpr, .keyPath, .discard:
            break
        case .interpolation(let segments):
            for segment in segments {
                switch segment {
                case .text: break
                case .value(let v): visit(v)
                case .labeled(let v, _, let argument, _): visit(v); visit(argument)
                }
            }
        case .array(let items):
            items.forEach(visit)
        case .dictionary(let pairs):
            pairs.forEach { visit($0.key); visit($0.value) }
        case .tuple(let arguments):
            arguments.forEach { visit($0.value) }
        case .member(let base, _), .tupleIndex(let base, _), .specialized(let base, _), .forceUnwrap(let base),
             .optionalChain(let base), .optionalEvaluation(let base), .tryExpr(_, let base), .await(let base),
             .cast(let base, _, _), .inoutArgument(let base), .prefix(_, let base), .postfix(_, let base):
            visit(base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            visit(callee)
            arguments.forEach { visit($0.value) }
        case .closure(let closure):
            closure.captureList.forEach { visit($0.value) }
            visitStatements(closure.body, body)
        case .binary(_, let a, let b), .assign(let a, let b), .compoundAssign(_, let a, let b):
            visit(a)
            visit(b)
        case .ternary(let a, let b, let c):
            visit(a); visit(b); visit(c)
        case .ifExpr(let s):
            visitStatements([Stmt(.ifStmt(s), expr.position)], body)
        case .switchExpr(let s):
            visitStatements([Stmt(.switchStmt(s), expr.position)], body)
        }
    }

    /// Calls `body` on every expression in `statements`, nested bodies
    /// and local functions included.
    static func visitStatements(_ statements: [Stmt], _ body: (Expr) -> Void) {
        func visit(_ e: Expr) { visitExpressions(e, body) }
        func conditions(_ list: [Condition]) {
            for condition in list {
                switch condition {
                case .boolean(let e), .optionalBinding(_, let e, _), .pattern(_, let e): visit(e)
                }
            }
        }
        for statement in statements {
            switch statement.kind {
            case .expression(let e), .throwStmt(let e):
                visit(e)
            case .returnStmt(let e):
                if let e { visit(e) }
            case .local(let decl):
                if let e = decl.initializer { visit(e) }
            case .global(let variable):
                if let thunk = variable.initializer { visit(thunk.expr) }
            case .function(let decl), .localFunction(_, let decl):
                visitStatements(decl.body ?? [], body)
            case .ifStmt(let s):
                conditions(s.conditions)
                visitStatements(s.then, body)
                visitStatements(s.otherwise ?? [], body)
            case .guardStmt(let list, let b, _), .whileStmt(_, let list, let b):
                conditions(list)
                visitStatements(b, body)
            case .repeatWhile(_, let b, let e):
                visitStatements(b, body)
                visit(e)
            case .forIn(let s):
                visit(s.sequence)
                if let e = s.whereClause { visit(e) }
                visitStatements(s.body, body)
            case .switchStmt(let s):
                visit(s.subject)
                for c in s.cases {
                    if let g = c.guardExpr { visit(g) }
                    visitStatements(c.body, body)
                }
            case .deferStmt(let b), .block(let b):
                visitStatements(b, body)
            case .doStmt(let b, let clauses):
                visitStatements(b, body)
                clauses.forEach {
                    if let g = $0.guardExpr { visit(g) }
                    visitStatements($0.body, body)
                }
            case .type, .typeAlias, .breakStmt, .continueStmt, .fallthroughStmt, .importDecl:
                break
            }
        }
    }

    /// Calls `block` on `statements` and on every list of statements
    /// inside them: bodies of branches, loops, cases, functions and
    /// closures (a closure may be reached more than once).
    static func visitBlocks(_ statements: [Stmt], _ block: ([Stmt]) -> Void) {
        block(statements)
        for statement in statements {
            switch statement.kind {
            case .function(let decl), .localFunction(_, let decl):
                visitBlocks(decl.body ?? [], block)
            case .ifStmt(let s):
                visitBlocks(s.then, block)
                visitBlocks(s.otherwise ?? [], block)
            case .guardStmt(_, let b, _), .whileStmt(_, _, let b), .repeatWhile(_, let b, _), .deferStmt(let b), .block(let b):
                visitBlocks(b, block)
            case .forIn(let s):
                visitBlocks(s.body, block)
            case .switchStmt(let s):
                s.cases.forEach { visitBlocks($0.body, block) }
            case .doStmt(let b, let clauses):
                visitBlocks(b, block)
                clauses.forEach { visitBlocks($0.body, block) }
            default:
                break
            }
        }
        visitStatements(statements) { expr in
            if case .closure(let closure) = expr.kind { visitBlocks(closure.body, block) }
        }
    }
}
