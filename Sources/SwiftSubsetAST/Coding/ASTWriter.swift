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
    private mutating func object<T: AnyObject>(_ object: T, _ body: (inout ASTWriter, T) -> Void) {
        if let number = numbers[ObjectIdentifier(object)] {
            out.count(number + 1)
            return
        }
        out.count(0)
        body(&self, object)
        numbers[ObjectIdentifier(object)] = numbered.count
        numbered.append(object)
    }

    private mutating func list<T>(_ values: [T], _ element: (inout ASTWriter, T) -> Void) {
        out.count(values.count)
        for value in values { element(&self, value) }
    }

    private mutating func optional<T>(_ value: T?, _ element: (inout ASTWriter, T) -> Void) {
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

    private mutating func statementKind(_ kind: StmtKind) {
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
        case .guardStmt(let conditions, let body):
            out.byte(8); list(conditions) { $0.condition($1) }; statements(body)
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

    private mutating func ifStatement(_ s: IfStmt) {
        object(s) { w, s in
            w.list(s.conditions) { $0.condition($1) }
            w.statements(s.then)
            w.optional(s.otherwise) { $0.statements($1) }
        }
    }

    private mutating func switchStatement(_ s: SwitchStmt) {
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

    private mutating func condition(_ condition: Condition) {
        switch condition {
        case .boolean(let e):
            out.byte(0); expr(e)
        case .optionalBinding(let b, let e, let t):
            out.byte(1); binding(b); expr(e); optional(t) { $0.type($1) }
        case .pattern(let p, let e):
            out.byte(2); pattern(p); expr(e)
        }
    }

    private mutating func pattern(_ pattern: Pattern) {
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

    // MARK: - Expressions

    mutating func expr(_ e: Expr) {
        object(e) { w, e in
            w.position(e.position)
            w.exprKind(e.kind)
            w.optional(e.anchorPosition) { $0.position($1) }
            w.optional(e.parentheses) { w, p in
                w.position(p.open)
                w.position(p.close)
            }
        }
    }

    private mutating func argument(_ a: Argument) {
        out.optionalString(a.label)
        expr(a.value)
        out.bool(a.isTrailingClosure)
    }

    private mutating func exprKind(_ kind: ExprKind) {
        switch kind {
        case .integer(let n):
            out.byte(0); out.int(n)
        case .float(let d):
            out.byte(1); out.double(d)
        case .boolean(let b):
            out.byte(2); out.bool(b)
        case .string(let s):
            out.byte(3); out.string(s)
        case .interpolation(let segments):
            out.byte(4)
            list(segments) { w, segment in
                switch segment {
                case .text(let t): w.out.byte(0); w.out.string(t)
                case .value(let e): w.out.byte(1); w.expr(e)
                }
            }
        case .nilLiteral:
            out.byte(5)
        case .array(let elements):
            out.byte(6); list(elements) { $0.expr($1) }
        case .dictionary(let pairs):
            out.byte(7); list(pairs) { w, pair in w.expr(pair.key); w.expr(pair.value) }
        case .tuple(let arguments):
            out.byte(8); list(arguments) { $0.argument($1) }
        case .name(let reference, let isExplicit):
            out.byte(9); name(reference); out.bool(isExplicit)
        case .selfRef(let reference):
            out.byte(10); name(reference)
        case .superRef:
            out.byte(11)
        case .implicitMember(let member):
            out.byte(12); out.string(member)
        case .member(let base, let member):
            out.byte(13); expr(base); out.string(member)
        case .tupleIndex(let base, let index):
            out.byte(14); expr(base); out.int(index)
        case .specialized(let base, let arguments):
            out.byte(15); expr(base); list(arguments) { $0.type($1) }
        case .typeExpr(let t):
            out.byte(16); type(t)
        case .call(let callee, let arguments):
            out.byte(17); expr(callee); list(arguments) { $0.argument($1) }
        case .subscriptAccess(let base, let arguments):
            out.byte(18); expr(base); list(arguments) { $0.argument($1) }
        case .closure(let c):
            out.byte(19); closure(c)
        case .binary(let op, let left, let right):
            out.byte(20); out.string(op); expr(left); expr(right)
        case .prefix(let op, let operand):
            out.byte(21); out.string(op); expr(operand)
        case .postfix(let op, let operand):
            out.byte(22); out.string(op); expr(operand)
        case .assign(let target, let value):
            out.byte(23); expr(target); expr(value)
        case .compoundAssign(let op, let target, let value):
            out.byte(24); out.string(op); expr(target); expr(value)
        case .ternary(let condition, let then, let otherwise):
            out.byte(25); expr(condition); expr(then); expr(otherwise)
        case .forceUnwrap(let e):
            out.byte(26); expr(e)
        case .optionalChain(let e):
            out.byte(27); expr(e)
        case .optionalEvaluation(let e):
            out.byte(28); expr(e)
        case .tryExpr(let kind, let e):
            out.byte(29)
            switch kind {
            case .plain: out.byte(0)
            case .optional: out.byte(1)
            case .forced: out.byte(2)
            }
            expr(e)
        case .await(let e):
            out.byte(30); expr(e)
        case .cast(let e, let kind, let t):
            out.byte(31)
            expr(e)
            switch kind {
            case .isType: out.byte(0)
            case .asType: out.byte(1)
            case .asOptional: out.byte(2)
            case .asForced: out.byte(3)
            }
            type(t)
        case .inoutArgument(let e):
            out.byte(32); expr(e)
        case .keyPath(let root, let components):
            out.byte(33); optional(root) { $0.type($1) }; out.strings(components)
        case .discard:
            out.byte(34)
        case .ifExpr(let s):
            out.byte(35); ifStatement(s)
        case .switchExpr(let s):
            out.byte(36); switchStatement(s)
        case .largeInteger(let value, let text):
            out.byte(37); out.unsigned(value); out.string(text)
        }
    }

    private mutating func name(_ reference: NameReference) {
        switch reference {
        case .local(let b):
            out.byte(0); binding(b)
        case .captured(let index, let b):
            out.byte(1); out.count(index); binding(b)
        case .unresolved(let name):
            out.byte(2); out.string(name)
        }
    }

    private mutating func closure(_ c: ClosureExpr) {
        object(c) { w, c in
            w.list(c.parameters) { $0.parameter($1) }
            w.statements(c.body)
            w.list(c.captures) { $0.capture($1) }
            w.list(c.captureList) { w, entry in
                w.binding(entry.binding)
                w.expr(entry.value)
                w.ownership(entry.ownership)
            }
            w.out.count(c.slotCount)
            w.out.bool(c.isAsync)
            w.optional(c.declaredResult) { $0.type($1) }
            w.out.bool(c.usesAnonymousParameters)
            w.out.bool(c.isSingleExpression)
            w.position(c.position)
            w.optional(c.closingBrace) { $0.position($1) }
        }
    }

    // MARK: - Locals

    mutating func binding(_ b: LocalBinding) {
        object(b) { w, b in
            w.out.string(b.name)
            w.out.count(b.slot)
            w.out.bool(b.isMutable)
            w.optional(b.declaredType) { $0.type($1) }
            w.position(b.position)
            w.out.bool(b.isCaptured)
            w.ownership(b.ownership)
            w.out.bool(b.forceBoxed)
            w.out.bool(b.isAsyncLet)
            w.optional(b.wrapperBacking) { $0.binding($1) }
        }
    }

    private mutating func ownership(_ ownership: LocalBinding.Ownership) {
        switch ownership {
        case .strong: out.byte(0)
        case .weak: out.byte(1)
        case .unowned: out.byte(2)
        }
    }

    private mutating func capture(_ capture: Capture) {
        binding(capture.binding)
        switch capture.source {
        case .local(let b): out.byte(0); binding(b)
        case .capture(let index): out.byte(1); out.count(index)
        }
    }

    // MARK: - Declarations

    private mutating func attribute(_ a: Attribute) {
        out.string(a.name)
        list(a.arguments) { $0.argument($1) }
        position(a.position)
    }

    private mutating func thunk(_ t: Thunk) {
        object(t) { w, t in
            w.expr(t.expr)
            w.out.count(t.slotCount)
            w.optional(t.selfBinding) { $0.binding($1) }
        }
    }

    private mutating func parameter(_ p: Parameter) {
        out.optionalString(p.label)
        binding(p.binding)
        optional(p.type) { $0.type($1) }
        optional(p.defaultValue) { $0.thunk($1) }
        out.bool(p.isInout)
        out.bool(p.isVariadic)
        out.bool(p.isAutoclosure)
        list(p.attributes) { $0.attribute($1) }
    }

    mutating func function(_ f: FunctionDecl) {
        object(f) { w, f in
            w.out.string(f.name)
            w.list(f.parameters) { $0.parameter($1) }
            w.optional(f.body) { $0.statements($1) }
            w.optional(f.result) { $0.type($1) }
            w.out.bool(f.isStatic)
            w.out.bool(f.isMutating)
            w.out.bool(f.isAsync)
            w.out.bool(f.isThrowing)
            w.out.bool(f.isOverride)
            w.list(f.attributes) { $0.attribute($1) }
            w.out.strings(f.genericParameters)
            w.list(f.captures) { $0.capture($1) }
            w.out.count(f.slotCount)
            w.optional(f.selfBinding) { $0.binding($1) }
            w.position(f.position)
            w.out.bool(f.isFailable)
            w.out.bool(f.isConvenience)
            w.out.bool(f.isSingleExpression)
            w.optional(f.fixity) { w, fixity in w.out.byte(fixity == .prefix ? 0 : 1) }
            w.optional(f.closingBrace) { $0.position($1) }
            w.out.bool(f.isClassMethod)
            // Sorted, so the same program always gives the same bytes.
            w.list(f.genericConstraints.sorted { $0.key < $1.key }) { w, entry in
                w.out.string(entry.key)
                w.type(entry.value)
            }
        }
    }

    mutating func variable(_ v: VarDecl) {
        object(v) { w, v in
            w.out.string(v.name)
            w.out.bool(v.isMutable)
            w.out.bool(v.isStatic)
            w.out.bool(v.isLazy)
            w.optional(v.type) { $0.type($1) }
            w.optional(v.initializer) { $0.thunk($1) }
            w.list(v.attributes) { $0.attribute($1) }
            w.optional(v.getter) { $0.function($1) }
            w.optional(v.setter) { $0.function($1) }
            w.optional(v.willSet) { $0.function($1) }
            w.optional(v.didSet) { $0.function($1) }
            w.ownership(v.ownership)
            w.out.bool(v.isAsyncLet)
            w.position(v.position)
            w.out.bool(v.isPrivate)
            w.out.bool(v.isOverride)
            w.out.bool(v.isRequirement)
        }
    }

    private mutating func typeDecl(_ t: TypeDecl) {
        object(t) { w, t in
            switch t.kind {
            case .structType: w.out.byte(0)
            case .classType: w.out.byte(1)
            case .enumType: w.out.byte(2)
            case .protocolType: w.out.byte(3)
            case .extensionType: w.out.byte(4)
            case .actorType: w.out.byte(5)
            }
            w.out.string(t.name)
            w.optional(t.extendedType) { $0.type($1) }
            w.list(t.inherited) { $0.type($1) }
            w.out.strings(t.genericParameters)
            w.list(t.attributes) { $0.attribute($1) }
            w.out.bool(t.isFinal)
            w.list(t.properties) { $0.variable($1) }
            w.list(t.methods) { $0.function($1) }
            w.list(t.initializers) { $0.function($1) }
            w.optional(t.deinitializer) { $0.function($1) }
            w.list(t.cases) { w, c in
                w.out.string(c.name)
                w.optional(c.associated) { w, values in
                    w.list(values) { w, value in
                        w.out.optionalString(value.label)
                        w.type(value.type)
                        w.optional(value.defaultValue) { $0.expr($1) }
                    }
                }
                w.optional(c.rawValue) { $0.expr($1) }
                w.position(c.position)
            }
            w.list(t.nestedTypes) { $0.typeDecl($1) }
            w.list(t.typeAliases) { w, alias in
                w.out.string(alias.0)
                w.out.strings(alias.2)
                w.type(alias.1)
            }
            w.out.bool(t.isIndirect)
            w.out.strings(t.requirements)
            w.position(t.position)
        }
    }

    // MARK: - Types

    mutating func type(_ t: TypeRef) {
        switch t {
        case .named(let path, let arguments, let at):
            out.byte(0); out.strings(path); list(arguments) { $0.type($1) }; optional(at) { $0.position($1) }
        case .optional(let wrapped):
            out.byte(1); type(wrapped)
        case .implicitlyUnwrapped(let wrapped):
            out.byte(2); type(wrapped)
        case .array(let element):
            out.byte(3); type(element)
        case .dictionary(let key, let value):
            out.byte(4); type(key); type(value)
        case .tuple(let elements):
            out.byte(5); list(elements) { $0.type($1) }
        case .labeledTuple(let labels, let elements):
            out.byte(6); list(labels) { $0.out.optionalString($1) }; list(elements) { $0.type($1) }
        case .function(let parameters, let result, let isAsync, let throwing):
            out.byte(7); list(parameters) { $0.type($1) }; type(result); out.bool(isAsync); out.bool(throwing)
        case .opaque(let constraint):
            out.byte(8); type(constraint)
        case .metatype(let instance):
            out.byte(9); type(instance)
        case .composition(let parts):
            out.byte(10); list(parts) { $0.type($1) }
        }
    }
}
