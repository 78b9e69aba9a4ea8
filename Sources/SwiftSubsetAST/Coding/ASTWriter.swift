/// Writes a lowered program as bytes, for the trip from the frontend
/// library (which parses and lowers) to the interpreter (which compiles
/// and runs), and for the built-in lessons' programs lowered at build time.
///
/// Every field of every node is written; `ASTReader` reads them back in
/// the same order. Objects keep their identity: a `LocalBinding` (or any
/// other node) reached twice is written once and referred to by number
/// afterwards, so the declaration and every use of a local share one
/// binding after the trip, as they did before it. Numbers are given when a
/// node has been written whole (children first), which is also when the
/// reader has built it.
///
/// Positions are written without their file: the reader places them in
/// the file it is told, lines moved by the offset it is told.
package struct ASTWriter {
    package var out = ByteWriter(capacity: 4096)
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// Keeps every numbered object alive, so no identifier is reused.
    private var numbered: [AnyObject] = []

    package init() {}

    package var bytes: [UInt8] { out.bytes }

    /// Writes `object` whole the first time, its number afterwards.
    mutating func object<T: AnyObject>(_ object: T, _ body: (inout ASTWriter, T) -> Void) {
        if let number = numbers[ObjectIdentifier(object)] {
            out.count(number + 1)
            return
        }
        out.count(0)
        body(&self, object)
        numbers[ObjectIdentifier(object)] = numbered.count
        numbered.append(object)
    }

    mutating func list<T>(_ values: [T], _ element: (inout ASTWriter, T) -> Void) {
        out.count(values.count)
        for value in values { element(&self, value) }
    }

    mutating func optional<T>(_ value: T?, _ element: (inout ASTWriter, T) -> Void) {
        guard let value else {
            out.bool(false)
            return
        }
        out.bool(true)
        element(&self, value)
    }

    // MARK: - Programs

    package mutating func program(_ program: LoweredProgram) {
        statements(program.statements)
        out.count(program.slotCount)
    }

    package mutating func position(_ position: SourcePosition) {
        out.int(position.line)
        out.int(position.column)
    }

    package mutating func statements(_ statements: [Stmt]) {
        list(statements) { $0.statement($1) }
    }

    // MARK: - Statements

    mutating func statement(_ stmt: Stmt) {
        object(stmt) { w, stmt in
            w.position(stmt.position)
            w.statementKind(stmt.kind)
        }
    }

    mutating func statementKind(_ kind: StmtKind) {
        switch kind {
        case .expression(let e):
            out.byte(0); expr(e)
        case .local(let decl):
            out.byte(1)
            pattern(decl.pattern)
            optional(decl.initializer) { $0.expr($1) }
            optional(decl.declaredType) { $0.type($1) }
            list(decl.bindings) { $0.binding($1) }
            optional(decl.wrapper) { $0.attribute($1) }
        case .global(let v):
            out.byte(2); variable(v)
        case .function(let f):
            out.byte(3); function(f)
        case .localFunction(let b, let f):
            out.byte(4); binding(b); function(f)
        case .type(let t):
            out.byte(5); typeDecl(t)
        case .typeAlias(let name, let parameters, let t):
            out.byte(6); out.string(name); out.strings(parameters); type(t)
        case .ifStmt(let s):
            out.byte(7); ifStatement(s)
        case .guardStmt(let conditions, let body, let elseEnd):
            out.byte(8); list(conditions) { $0.condition($1) }; statements(body); position(elseEnd)
        case .whileStmt(let label, let conditions, let body):
            out.byte(9); out.optionalString(label); list(conditions) { $0.condition($1) }; statements(body)
        case .repeatWhile(let label, let body, let condition):
            out.byte(10); out.optionalString(label); statements(body); expr(condition)
        case .forIn(let s):
            out.byte(11)
            object(s) { w, s in
                w.out.optionalString(s.label)
                w.pattern(s.pattern)
                w.expr(s.sequence)
                w.optional(s.whereClause) { $0.expr($1) }
                w.statements(s.body)
                w.out.bool(s.isAwait)
            }
        case .switchStmt(let s):
            out.byte(12); switchStatement(s)
        case .returnStmt(let e):
            out.byte(13); optional(e) { $0.expr($1) }
        case .breakStmt(let label):
            out.byte(14); out.optionalString(label)
        case .continueStmt(let label):
            out.byte(15); out.optionalString(label)
        case .fallthroughStmt:
            out.byte(16)
        case .throwStmt(let e):
            out.byte(17); expr(e)
        case .deferStmt(let body):
            out.byte(18); statements(body)
        case .doStmt(let body, let clauses):
            out.byte(19)
            statements(body)
            list(clauses) { w, clause in
                w.optional(clause.pattern) { $0.pattern($1) }
                w.optional(clause.guardExpr) { $0.expr($1) }
                w.optional(clause.errorBinding) { $0.binding($1) }
                w.statements(clause.body)
            }
        case .block(let body):
            out.byte(20); statements(body)
        case .importDecl:
            out.byte(21)
        }
    }

    mutating func ifStatement(_ s: IfStmt) {
        object(s) { w, s in
            w.list(s.conditions) { $0.condition($1) }
            w.statements(s.then)
            w.optional(s.otherwise) { $0.statements($1) }
        }
    }

    mutating func switchStatement(_ s: SwitchStmt) {
        object(s) { w, s in
            w.expr(s.subject)
            w.list(s.cases) { w, c in
                w.list(c.patterns) { $0.pattern($1) }
                w.optional(c.guardExpr) { $0.expr($1) }
                w.statements(c.body)
                w.out.bool(c.isDefault)
                w.position(c.position)
            }
            w.position(s.position)
        }
    }

    mutating func condition(_ condition: Condition) {
        switch condition {
        case .boolean(let e):
            out.byte(0); expr(e)
        case .optionalBinding(let b, let e, let t):
            out.byte(1); binding(b); expr(e); optional(t) { $0.type($1) }
        case .pattern(let p, let e):
            out.byte(2); pattern(p); expr(e)
        }
    }

    mutating func pattern(_ pattern: Pattern) {
        switch pattern {
        case .wildcard:
            out.byte(0)
        case .binding(let b):
            out.byte(1); binding(b)
        case .tuple(let patterns):
            out.byte(2); list(patterns) { $0.pattern($1) }
        case .enumCase(let base, let name, let arguments, let at):
            out.byte(3)
            optional(base) { $0.type($1) }
            out.string(name)
            optional(arguments) { w, arguments in
                w.list(arguments) { w, argument in
                    w.out.optionalString(argument.label)
                    w.pattern(argument.pattern)
                }
            }
            position(at)
        case .expression(let e):
            out.byte(4); expr(e)
        case .optionalSome(let p):
            out.byte(5); self.pattern(p)
        case .isType(let t):
            out.byte(6); type(t)
        case .asType(let p, let t):
            out.byte(7); self.pattern(p); type(t)
        case .valueBinding(let p):
            out.byte(8); self.pattern(p)
        case .alternatives(let patterns):
            out.byte(9); list(patterns) { $0.pattern($1) }
        case .guarded(let p, let e):
            out.byte(10); self.pattern(p); expr(e)
        }
    }
}
