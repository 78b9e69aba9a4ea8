/// An initializer must give every stored property a value on every path
/// that leaves it: swiftc refuses `init(name: String) { self.name = name }`
/// when the type also has `let age: Int` with no default ("return from
/// initializer without initializing all stored properties", at the
/// `return` or the body's `}`, with a note per property), and a class's
/// `super.init()` called before its own properties have values ("property
/// 'self.k' not initialized at super.init call"). Without the check the
/// object was made with the property missing.
///
/// The properties judged are the type's own stored ones without a default
/// (an optional `var` starts as `nil`; lazy and wrapped properties are not
/// judged). An assignment counts on the paths that certainly run it: both
/// branches of an `if`, every case of a `switch`, not a loop's body.
/// Uncertain flow (a `repeat` with `break`, `fallthrough`, `defer`, a
/// labelled `break`, an initializer that delegates with `self.init`)
/// leaves the initializer unjudged.
extension Compiler {
    func checkInitializerCoverage(_ decl: FunctionDecl, type: TypeInfo) {
        // (`init?(intValue: Int) { nil }`: a failable initializer whose one
        // expression is its `return nil`.)
        guard let body = decl.body, !decl.isConvenience, !(decl.isFailable && Compiler.isBareNil(body)),
              type.kind == .structType || type.kind == .classType else { return }
        let required = type.storedProperties.filter { p in
            p.owner === type && !p.hasDefault && !p.isLazy && p.wrappedName == nil && !(p.isMutable && p.type.isOptional)
        }.map(\.name)
        guard !required.isEmpty else { return }
        var walk = InitializerWalk(required: required, isFailable: decl.isFailable, isClass: type.kind == .classType,
                                   flow: BodyFlow(parameters: [], environment: env))
        let end = walk.run(body, assigned: [])
        guard !walk.abandoned else { return }
        for report in walk.reports { error(report.message, at: report.position, notes: report.notes) }
        if let end, let closingBrace = decl.closingBrace {
            let missing = required.filter { !end.contains($0) }
            if !missing.isEmpty {
                error(LanguageMessages.initializerLeavesPropertiesUnset, at: closingBrace,
                      notes: missing.map(LanguageMessages.propertyNotInitialized))
            }
        }
    }
}

extension Compiler {
    static func isBareNil(_ body: [Stmt]) -> Bool {
        guard body.count == 1, case .expression(let e) = body[0].kind, case .nilLiteral = e.kind else { return false }
        return true
    }

    /// Calls `body` on the kind of every statement in `statements` and in
    /// the statements nested in them (not in closures or local functions).
    static func visitStatementKinds(_ statements: [Stmt], _ body: (StmtKind) -> Void) {
        for statement in statements {
            body(statement.kind)
            switch statement.kind {
            case .ifStmt(let s): visitStatementKinds(s.then, body); visitStatementKinds(s.otherwise ?? [], body)
            case .guardStmt(_, let b, _), .whileStmt(_, _, let b), .repeatWhile(_, let b, _), .deferStmt(let b), .block(let b):
                visitStatementKinds(b, body)
            case .forIn(let s): visitStatementKinds(s.body, body)
            case .switchStmt(let s): s.cases.forEach { visitStatementKinds($0.body, body) }
            case .doStmt(let b, let catches): visitStatementKinds(b, body); catches.forEach { visitStatementKinds($0.body, body) }
            default: break
            }
        }
    }
}

/// Which properties have values at each point of an initializer's body.
struct InitializerWalk {
    let required: [String]
    let isFailable: Bool
    let isClass: Bool
    let flow: BodyFlow
    var abandoned = false
    var reports: [(message: Message, position: SourcePosition, notes: [String])] = []
    /// Inside a loop, `break` and `continue` leave the path; inside a
    /// `switch` alone, `break` would continue after it (not judged).
    private var loopDepth = 0

    init(required: [String], isFailable: Bool, isClass: Bool, flow: BodyFlow) {
        self.required = required
        self.isFailable = isFailable
        self.isClass = isClass
        self.flow = flow
    }

    /// The properties with values at the end of `statements`; nil when no
    /// path reaches the end.
    mutating func run(_ statements: [Stmt], assigned start: Set<String>) -> Set<String>? {
        var assigned = start
        for statement in statements {
            guard !abandoned, let next = step(statement, assigned) else { return nil }
            assigned = next
        }
        return assigned
    }

    private mutating func step(_ statement: Stmt, _ assigned: Set<String>) -> Set<String>? {
        switch statement.kind {
        case .expression(let e):
            return expression(e, assigned)
        case .local(let decl):
            if let value = decl.initializer { return expression(value, assigned) }
            return assigned
        case .ifStmt(let s):
            let then = run(s.then, assigned: assigned)
            let otherwise = run(s.otherwise ?? [], assigned: assigned)
            return join(then, otherwise)
        case .guardStmt(_, let body, _):
            _ = run(body, assigned: assigned)
            return assigned
        case .whileStmt(let label, _, let body):
            loop(label, body, assigned)
            return assigned
        case .forIn(let s):
            loop(s.label, s.body, assigned)
            return assigned
        case .repeatWhile(let label, let body, _):
            var breaks = label != nil
            Compiler.visitStatementKinds(body) { if case .breakStmt = $0 { breaks = true } }
            if breaks { abandoned = true; return nil }
            loopDepth += 1
            defer { loopDepth -= 1 }
            return run(body, assigned: assigned)
        case .switchStmt(let s):
            var result: Set<String>?? = .none
            for c in s.cases {
                var falls = false
                Compiler.visitStatementKinds(c.body) { kind in
                    if case .fallthroughStmt = kind { falls = true }
                    if case .breakStmt = kind, loopDepth == 0 { falls = true }
                }
                if falls { abandoned = true; return nil }
                let end = run(c.body, assigned: assigned)
                result = .some(result.map { join($0, end) } ?? end)
            }
            return result ?? assigned
        case .returnStmt(let value):
            if isFailable, case .nilLiteral? = value?.kind { return nil }
            let missing = required.filter { !assigned.contains($0) }
            if !missing.isEmpty {
                reports.append((LanguageMessages.initializerLeavesPropertiesUnset, statement.position,
                                missing.map(LanguageMessages.propertyNotInitialized)))
            }
            return nil
        case .throwStmt:
            return nil
        case .breakStmt(let label), .continueStmt(let label):
            if label != nil || loopDepth == 0 { abandoned = true }
            return nil
        case .fallthroughStmt, .deferStmt:
            abandoned = true
            return nil
        case .doStmt(let body, let catches):
            let end = run(body, assigned: assigned)
            return catches.reduce(end) { join($0, run($1.body, assigned: assigned)) }
        case .block(let body):
            return run(body, assigned: assigned)
        case .global, .function, .localFunction, .type, .typeAlias, .importDecl:
            return assigned
        }
    }

    private mutating func loop(_ label: String?, _ body: [Stmt], _ assigned: Set<String>) {
        if label != nil { abandoned = true; return }
        loopDepth += 1
        _ = run(body, assigned: assigned)
        loopDepth -= 1
    }

    private func join(_ a: Set<String>?, _ b: Set<String>?) -> Set<String>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.intersection(b)
    }

    /// An expression statement: assignments to properties, `self = …`, a
    /// delegating `self.init`, a class's `super.init`, a call that never returns.
    private mutating func expression(_ e: Expr, _ assigned: Set<String>) -> Set<String>? {
        var assigned = assigned
        var delegates = false
        Compiler.visitExpressions(e) { sub in
            if case .call(let callee, _) = sub.kind, case .member(let base, "init") = callee.kind,
               case .selfRef = base.kind { delegates = true }
        }
        if delegates { abandoned = true; return nil }
        let core = Self.unwrapped(e)
        if case .assign(let target, _) = core.kind {
            assign(target, &assigned)
        } else if isClass, case .call(let callee, _) = core.kind, case .member(let base, "init") = callee.kind,
                  case .superRef = base.kind {
            let missing = required.filter { !assigned.contains($0) }
            if let first = missing.first {
                reports.append((LanguageMessages.propertyNotInitializedAtSuperInit(first), callee.position, []))
                assigned.formUnion(required)
            }
        }
        guard flow.completes(Stmt(.expression(e), e.position)) else { return nil }
        return assigned
    }

    private static func unwrapped(_ e: Expr) -> Expr {
        switch e.kind {
        case .tryExpr(_, let inner), .await(let inner): return unwrapped(inner)
        default: return e
        }
    }

    private func assign(_ target: Expr, _ assigned: inout Set<String>) {
        switch target.kind {
        case .name(.unresolved(let name), _):
            if required.contains(name) { assigned.insert(name) }
        case .member(let base, let name):
            if case .selfRef = base.kind, required.contains(name) { assigned.insert(name) }
        case .selfRef:
            assigned.formUnion(required)   // `self = Point(x: 0, y: 0)` in a struct
        case .tuple(let parts):
            for part in parts { assign(part.value, &assigned) }
        default:
            break
        }
    }
}
