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
        guard Compiler.refuses else { return }
        guard Compiler.declaresWithoutValue(statements) else { return }
        var walk = DefiniteInitializationWalk(topLevel: topLevel,
                                              completion: BodyFlow(parameters: [], environment: env))
        _ = walk.run(statements, assigned: [])
        for v in walk.violations + walk.loopViolations where !walk.flow.abandoned.contains(v.key) {
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

/// The locals and top-level variables declared without a value, for the
/// flow `DefiniteAssignmentWalk` follows: reads before a value are
/// reported, a closure or local function reading one leaves it unjudged.
struct DefiniteInitializationWalk: DefiniteAssignmentWalk {
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
    var flow: DefiniteAssignmentFlow<Key>
    private var tracked: [Key: (name: String, isMutable: Bool)] = [:]
    private(set) var violations: [Violation] = []
    /// At the top level: those inside loop bodies, reported last.
    private(set) var loopViolations: [Violation] = []
    private var pendingReads: [(Key, SourcePosition)] = []

    init(topLevel: Bool, completion: BodyFlow) {
        self.topLevel = topLevel
        flow = DefiniteAssignmentFlow(completion: completion)
    }

    mutating func declare(_ statement: StmtKind, _ assigned: inout Assignments<Key>) {
        switch statement {
        case .local(let decl):
            if let value = decl.initializer {
                visit(value, &assigned)
            } else if decl.wrapper == nil {
                for binding in decl.bindings where !(binding.isMutable && Self.isOptional(decl.declaredType)) {
                    tracked[.local(ObjectIdentifier(binding))] = (binding.name, binding.isMutable)
                    assigned.forget(.local(ObjectIdentifier(binding)))
                }
            }
        case .global(let variable):
            if let value = variable.initializer {
                visit(value.expr, &assigned)
            } else if variable.getter == nil, variable.attributes.isEmpty,
                      !(variable.isMutable && Self.isOptional(variable.type)) {
                tracked[.global(variable.name)] = (variable.name, variable.isMutable)
            }
        default:
            break
        }
    }

    mutating func returns(_ value: Expr?, at position: SourcePosition, _ assigned: Assignments<Key>) {}

    mutating func localFunction(_ decl: FunctionDecl, _ assigned: Assignments<Key>) {
        abandonReferences(in: decl.body ?? [], unless: assigned)
    }

    mutating func abandonAll() { flow.abandoned.formUnion(tracked.keys) }

    private static func isOptional(_ type: TypeRef?) -> Bool {
        switch type {
        case .optional?, .implicitlyUnwrapped?: return true
        case .named(let path, _, _)?: return path == ["Optional"] || path == ["Swift", "Optional"]
        default: return false
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
        if topLevel && flow.loopDepth > 0 { loopViolations.append(violation) } else { violations.append(violation) }
    }

    /// Reads in evaluation order; assignments give values.
    mutating func visit(_ e: Expr, _ assigned: inout Assignments<Key>) {
        switch e.kind {
        case .name:
            if let k = key(e), !assigned.contains(k) { report(k, passedByReference: false, at: e.position) }
        case .assign(let target, let value):
            visit(value, &assigned)
            assign(target, at: e.position, &assigned)
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
            visitChildren(of: e, &assigned)
        }
    }

    private mutating func assign(_ target: Expr, at position: SourcePosition, _ assigned: inout Assignments<Key>) {
        if let k = key(target) {
            if let variable = tracked[k], !variable.isMutable, assigned.mayContain(k) {
                // `let x: Int` given a value on a path that may have given it one.
                violations.append(Violation(key: k, message: LanguageMessages.immutableInitializedTwice(variable.name),
                                            position: position))
            }
            assigned.insert(k)
        } else if case .tuple(let parts) = target.kind {
            for part in parts { assign(part.value, at: position, &assigned) }
        } else if case .discard = target.kind {
            return
        } else if case .tupleIndex(let base, _) = target.kind, let k = key(base) {
            flow.abandoned.insert(k)   // a tuple given a value element by element: not judged
        } else if case .member(let base, _) = target.kind, let k = key(base), !assigned.contains(k) {
            flow.abandoned.insert(k)   // (swiftc's message for a struct's field is another)
        } else {
            visit(target, &assigned)
        }
    }

    /// A closure or local function that reads a variable with no value yet
    /// is not judged here: that variable is left alone.
    private mutating func abandonReferences(in body: [Stmt], unless assigned: Assignments<Key>) {
        let pending = Set(tracked.keys).subtracting(assigned.definite)
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
        flow.abandoned.formUnion(found.filter(pending.contains))
    }
}
