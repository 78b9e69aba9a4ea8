/// A `let` or `var` declared without a value must be given one on every
/// path before it is read: swiftc refuses `let message: String; if ok {
/// message = "hi" }; print(message)` ("constant 'message' used before
/// being initialized") and `var total: Int; for n in xs { total += n }`
/// ("variable 'total' passed by reference before being initialized").
/// Before, such a program ran and printed `()`.
///
/// Judged: locals in function, method, initializer, accessor and closure
/// bodies, and top-level variables within one file or REPL entry. A
/// variable a closure or local function reads before it has a value is
/// not judged (swiftc's message there is another), nor is anything after
/// a `defer`. At the top level swiftc reports uses inside loop bodies
/// after the others; so does this.
extension Compiler {
    func checkDefiniteInitialization(_ statements: [Stmt], topLevel: Bool = false) {
        guard Compiler.declaresWithoutValue(statements) else { return }
        var walk = DefiniteInitializationWalk(topLevel: topLevel)
        _ = walk.run(statements, assigned: [])
        for v in walk.violations + walk.loopViolations where !walk.abandoned.contains(v.key) {
            flowErrors.append((v.message, v.position))
        }
    }

    /// Whether `statements` (or blocks nested in them) declare a variable
    /// with no value: only then is the walk worth making.
    static func declaresWithoutValue(_ statements: [Stmt]) -> Bool {
        var found = false
        visitStatementKinds(statements) { kind in
            switch kind {
            case .local(let decl): if decl.initializer == nil, decl.wrapper == nil { found = true }
            case .global(let variable):
                if variable.initializer == nil, variable.getter == nil, variable.attributes.isEmpty { found = true }
            default: break
            }
        }
        return found
    }
}

struct DefiniteInitializationWalk {
    enum Key: Hashable {
        case local(ObjectIdentifier)
        case global(String)
    }

    struct Violation {
        let key: Key
        let message: Message
        let position: SourcePosition
    }

    let topLevel: Bool
    private var tracked: [Key: (name: String, isMutable: Bool)] = [:]
    private(set) var abandoned: Set<Key> = []
    private(set) var violations: [Violation] = []
    /// At the top level: those inside loop bodies, reported last.
    private(set) var loopViolations: [Violation] = []
    private var loopDepth = 0
    private var pendingReads: [(Key, SourcePosition)] = []

    init(topLevel: Bool) { self.topLevel = topLevel }

    /// The tracked variables with values at the end; nil when no path
    /// reaches the end.
    mutating func run(_ statements: [Stmt], assigned start: Set<Key>) -> Set<Key>? {
        var assigned = start
        for statement in statements {
            guard let next = step(statement, assigned) else { return nil }
            assigned = next
        }
        return assigned
    }

    private mutating func step(_ statement: Stmt, _ start: Set<Key>) -> Set<Key>? {
        var assigned = start
        switch statement.kind {
        case .expression(let e):
            visit(e, &assigned)
        case .local(let decl):
            if let value = decl.initializer {
                visit(value, &assigned)
            } else if decl.wrapper == nil {
                for binding in decl.bindings where !(binding.isMutable && Self.isOptional(decl.declaredType)) {
                    tracked[.local(ObjectIdentifier(binding))] = (binding.name, binding.isMutable)
                }
            }
        case .global(let variable):
            if let value = variable.initializer {
                visit(value.expr, &assigned)
            } else if variable.getter == nil, variable.attributes.isEmpty,
                      !(variable.isMutable && Self.isOptional(variable.type)) {
                tracked[.global(variable.name)] = (variable.name, variable.isMutable)
            }
        case .ifStmt(let s):
            conditions(s.conditions, &assigned)
            return join(run(s.then, assigned: assigned), run(s.otherwise ?? [], assigned: assigned))
        case .guardStmt(let list, let body, _):
            conditions(list, &assigned)
            _ = run(body, assigned: assigned)
        case .whileStmt(_, let list, let body):
            conditions(list, &assigned)
            loop(body, assigned)
        case .forIn(let s):
            visit(s.sequence, &assigned)
            loop(s.body, assigned)
        case .repeatWhile(_, let body, let condition):
            // The body runs once at least, but a `break` may leave it early.
            loop(body, assigned)
            visit(condition, &assigned)
        case .switchStmt(let s):
            visit(s.subject, &assigned)
            var result: Set<Key>?? = .none
            for c in s.cases {
                let end = run(c.body, assigned: assigned)
                result = .some(result.map { join($0, end) } ?? end)
            }
            return result ?? assigned
        case .returnStmt(let value):
            if let value { visit(value, &assigned) }
            return nil
        case .throwStmt(let value):
            visit(value, &assigned)
            return nil
        case .breakStmt, .continueStmt, .fallthroughStmt:
            return nil
        case .deferStmt:
            abandoned.formUnion(tracked.keys)
        case .doStmt(let body, let catches):
            let end = run(body, assigned: assigned)
            return catches.reduce(end) { join($0, run($1.body, assigned: assigned)) }
        case .block(let body):
            return run(body, assigned: assigned)
        case .localFunction(_, let decl):
            abandonReferences(in: decl.body ?? [], unless: assigned)
        case .function, .type, .typeAlias, .importDecl:
            break
        }
        return assigned
    }

    private static func isOptional(_ type: TypeRef?) -> Bool {
        switch type {
        case .optional?, .implicitlyUnwrapped?: return true
        case .named(let path, _, _)?: return path == ["Optional"] || path == ["Swift", "Optional"]
        default: return false
        }
    }

    private mutating func loop(_ body: [Stmt], _ assigned: Set<Key>) {
        loopDepth += 1
        _ = run(body, assigned: assigned)
        loopDepth -= 1
    }

    private func join(_ a: Set<Key>?, _ b: Set<Key>?) -> Set<Key>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.intersection(b)
    }

    private mutating func conditions(_ list: [Condition], _ assigned: inout Set<Key>) {
        for condition in list {
            switch condition {
            case .boolean(let e), .optionalBinding(_, let e, _), .pattern(_, let e): visit(e, &assigned)
            }
        }
    }

    private func key(_ expr: Expr) -> Key? {
        guard case .name(let reference, _) = expr.kind else { return nil }
        let key: Key
        switch reference {
        case .local(let binding): key = .local(ObjectIdentifier(binding))
        case .captured: return nil
        case .unresolved(let name): key = .global(name)
        }
        return tracked[key] != nil ? key : nil
    }

    private mutating func report(_ key: Key, passedByReference: Bool, at position: SourcePosition) {
        guard let variable = tracked[key] else { return }
        let message = passedByReference
            ? LanguageMessages.passedByReferenceBeforeInitialized(variable.name)
            : LanguageMessages.usedBeforeInitialized(variable.name, isMutable: variable.isMutable)
        let violation = Violation(key: key, message: message, position: position)
        if topLevel && loopDepth > 0 { loopViolations.append(violation) } else { violations.append(violation) }
    }

    /// Reads in evaluation order; assignments give values.
    private mutating func visit(_ e: Expr, _ assigned: inout Set<Key>) {
        switch e.kind {
        case .name:
            if let k = key(e), !assigned.contains(k) { report(k, passedByReference: false, at: e.position) }
        case .assign(let target, let value):
            visit(value, &assigned)
            assign(target, &assigned)
        case .compoundAssign(_, let target, let value):
            if let k = key(target) {
                visit(value, &assigned)
                if !assigned.contains(k) { report(k, passedByReference: true, at: e.position) }
            } else {
                visit(target, &assigned)
                visit(value, &assigned)
            }
        case .inoutArgument(let target):
            if let k = key(target) {
                if !assigned.contains(k) { report(k, passedByReference: true, at: e.position) }
                assigned.insert(k)   // the callee's write gives it a value either way
            } else {
                visit(target, &assigned)
            }
        case .call(let callee, let arguments):
            if case .member(let base, _) = callee.kind, let k = key(base), !assigned.contains(k) {
                // `items.append(x)` before `items` has a value: swiftc points at the method.
                if let variable = tracked[k], variable.isMutable {
                    report(k, passedByReference: false, at: callee.position)
                } else {
                    report(k, passedByReference: false, at: base.position)
                }
            } else {
                visit(callee, &assigned)
            }
            for argument in arguments { visit(argument.value, &assigned) }
        case .closure(let closure):
            abandonReferences(in: closure.body, unless: assigned)
        case .ifExpr, .switchExpr:
            // Reads anywhere in its branches; what they assign is not counted.
            Compiler.visitExpressions(e) { sub in
                if let k = key(sub), !assigned.contains(k) { pendingReads.append((k, sub.position)) }
            }
            for (k, position) in pendingReads { report(k, passedByReference: false, at: position) }
            pendingReads = []
        default:
            var reads: [Expr] = []
            Compiler.directChildren(of: e) { reads.append($0) }
            for child in reads { visit(child, &assigned) }
        }
    }

    private mutating func assign(_ target: Expr, _ assigned: inout Set<Key>) {
        if let k = key(target) {
            assigned.insert(k)
        } else if case .tuple(let parts) = target.kind {
            for part in parts { assign(part.value, &assigned) }
        } else if case .discard = target.kind {
            return
        } else if case .tupleIndex(let base, _) = target.kind, let k = key(base) {
            abandoned.insert(k)   // a tuple given a value element by element: not judged
        } else if case .member(let base, _) = target.kind, let k = key(base), !assigned.contains(k) {
            abandoned.insert(k)   // (swiftc's message for a struct's field is another)
        } else {
            visit(target, &assigned)
        }
    }

    /// A closure or local function that reads a variable with no value yet
    /// is not judged here: that variable is left alone.
    private mutating func abandonReferences(in body: [Stmt], unless assigned: Set<Key>) {
        let pending = Set(tracked.keys).subtracting(assigned)
        guard !pending.isEmpty else { return }
        var found: [Key] = []
        Compiler.visitStatements(body) { e in
            guard case .name(let reference, _) = e.kind else { return }
            switch reference {
            case .captured(_, let binding): found.append(.local(ObjectIdentifier(binding)))
            case .local(let binding): found.append(.local(ObjectIdentifier(binding)))
            case .unresolved(let name): found.append(.global(name))
            }
        }
        abandoned.formUnion(found.filter(pending.contains))
    }
}

extension Compiler {
    /// The expressions directly inside `expr`, in evaluation order
    /// (closures and `if`/`switch` expressions' bodies excluded).
    static func directChildren(of expr: Expr, _ body: (Expr) -> Void) {
        switch expr.kind {
        case .interpolation(let segments):
            for segment in segments {
                switch segment {
                case .text: break
                case .value(let v): body(v)
                case .labeled(let v, _, let argument, _): body(v); body(argument)
                }
            }
        case .array(let items): items.forEach(body)
        case .dictionary(let pairs): pairs.forEach { body($0.key); body($0.value) }
        case .tuple(let arguments): arguments.forEach { body($0.value) }
        case .member(let base, _), .tupleIndex(let base, _), .specialized(let base, _), .forceUnwrap(let base),
             .optionalChain(let base), .optionalEvaluation(let base), .tryExpr(_, let base), .await(let base),
             .cast(let base, _, _), .inoutArgument(let base), .prefix(_, let base), .postfix(_, let base):
            body(base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            body(callee)
            arguments.forEach { body($0.value) }
        case .binary(_, let a, let b), .assign(let a, let b), .compoundAssign(_, let a, let b):
            body(a); body(b)
        case .ternary(let a, let b, let c):
            body(a); body(b); body(c)
        default:
            break
        }
    }
}
