/// One definite-assignment analysis over a body's statements: which of the
/// things it tracks certainly have values at each point. Two checks share
/// it, and differ only in what they track and how an expression reads or
/// gives values (their `visit`):
///
/// - `DefiniteInitializationWalk`: locals and top-level variables declared
///   without a value (`Compiler+DefiniteInitialization.swift`);
/// - `InitializerWalk`: an initializer's stored properties, and `self`
///   used before they all have values (`Compiler+InitializerCoverage.swift`).
///
/// The flow is the walk's: both branches of an `if` must give a value, so
/// must every case of a `switch` and every path that leaves it by `break`;
/// a loop's body may not run (a `repeat` body runs once), so what it gives
/// counts only where a `break` leaves a `repeat`; `return`, `throw`,
/// `continue`, `fallthrough` and a call that never returns end a path.
/// A `defer` leaves everything tracked so far unjudged (`abandonAll`).
protocol DefiniteAssignmentWalk {
    associatedtype Key: Hashable
    /// The walk's own state (loops, `break` targets, unjudged keys).
    var flow: DefiniteAssignmentFlow<Key> { get set }
    /// Reads and writes of `expr`, in evaluation order.
    mutating func visit(_ expr: Expr, _ assigned: inout Assignments<Key>)
    /// A `let`/`var` statement, local or top-level.
    mutating func declare(_ statement: StmtKind, _ assigned: inout Assignments<Key>)
    /// A `return` (its value visited already), where `assigned` have values.
    mutating func returns(_ value: Expr?, at position: SourcePosition, _ assigned: Assignments<Key>)
    /// A local function declared where `assigned` have values.
    mutating func localFunction(_ decl: FunctionDecl, _ assigned: Assignments<Key>)
    /// A `defer`: what it reads at the scope's end is not judged.
    mutating func abandonAll()
}

/// What has values at a point: certainly (on every path that reaches
/// it) and possibly (on some path, or an earlier turn of a loop). A `let`
/// possibly given a value already may not be given another.
struct Assignments<Key: Hashable>: ExpressibleByArrayLiteral {
    private(set) var definite: Set<Key> = []
    private(set) var possible: Set<Key> = []

    init(arrayLiteral keys: Key...) {
        definite = Set(keys)
        possible = definite
    }

    func contains(_ key: Key) -> Bool { definite.contains(key) }
    func mayContain(_ key: Key) -> Bool { possible.contains(key) }

    mutating func insert(_ key: Key) {
        definite.insert(key)
        possible.insert(key)
    }

    mutating func formUnion(_ keys: some Sequence<Key>) {
        for key in keys { insert(key) }
    }

    /// A variable declared again (a loop body's next turn): no value yet.
    mutating func forget(_ key: Key) {
        definite.remove(key)
        possible.remove(key)
    }

    /// Where two paths meet.
    func joined(with other: Assignments<Key>) -> Assignments<Key> {
        var result = self
        result.definite.formIntersection(other.definite)
        result.possible.formUnion(other.possible)
        return result
    }

    /// What an earlier turn of a loop may have given.
    mutating func mayHave(_ keys: Set<Key>) { possible.formUnion(keys) }
}

/// The state `DefiniteAssignmentWalk` keeps while it walks.
struct DefiniteAssignmentFlow<Key: Hashable> {
    /// Which statements certainly complete (a call to `fatalError` does not).
    let completion: BodyFlow
    /// Loops the walk is inside (at the top level, uses in loop bodies are
    /// reported after the others, as swiftc does).
    private(set) var loopDepth = 0
    /// Keys no longer judged (read in a closure, after a `defer`…).
    var abandoned: Set<Key> = []
    /// Set to give up the whole walk: nothing after it is judged.
    var stopped = false
    fileprivate var targets: [BreakTarget] = []

    struct BreakTarget {
        let label: String?
        let isLoop: Bool
        var breaks: [Assignments<Key>] = []
        var continues: [Assignments<Key>] = []
    }

    init(completion: BodyFlow) { self.completion = completion }

    fileprivate mutating func enter(_ label: String?, isLoop: Bool) {
        targets.append(BreakTarget(label: label, isLoop: isLoop))
        if isLoop { loopDepth += 1 }
    }

    fileprivate mutating func leave() -> BreakTarget {
        let target = targets.removeLast()
        if target.isLoop { loopDepth -= 1 }
        return target
    }

    /// The statement a `break` (any) or `continue` (loops only) leaves.
    fileprivate func target(_ label: String?, loopsOnly: Bool) -> Int? {
        targets.indices.last { i in
            label.map { targets[i].label == $0 } ?? (targets[i].isLoop || !loopsOnly)
        }
    }
}

extension DefiniteAssignmentWalk {
    /// The keys with values at the end of `statements`; nil when no path
    /// reaches the end.
    mutating func run(_ statements: [Stmt], assigned start: Assignments<Key>) -> Assignments<Key>? {
        var assigned = start
        for statement in statements {
            guard !flow.stopped, let next = step(statement, assigned) else { return nil }
            assigned = next
        }
        return flow.stopped ? nil : assigned
    }

    /// The expressions directly inside `expr`, visited in evaluation order.
    mutating func visitChildren(of expr: Expr, _ assigned: inout Assignments<Key>) {
        var children: [Expr] = []
        Compiler.directChildren(of: expr) { children.append($0) }
        for child in children { visit(child, &assigned) }
    }

    private mutating func step(_ statement: Stmt, _ start: Assignments<Key>) -> Assignments<Key>? {
        var assigned = start
        switch statement.kind {
        case .expression(let e):
            visit(e, &assigned)
            guard flow.completion.completes(statement) else { return nil }
        case .local:
            declare(statement.kind, &assigned)
            guard flow.completion.completes(statement) else { return nil }
        case .global:
            declare(statement.kind, &assigned)
        case .ifStmt(let s):
            conditions(s.conditions, &assigned)
            return join(run(s.then, assigned: assigned), run(s.otherwise ?? [], assigned: assigned))
        case .guardStmt(let list, let body, _):
            conditions(list, &assigned)
            _ = run(body, assigned: assigned)
        case .whileStmt(let label, let list, let body):
            conditions(list, &assigned)
            loop(label, body, assigned)
        case .forIn(let s):
            visit(s.sequence, &assigned)
            loop(s.label, s.body, assigned)
        case .repeatWhile(let label, let body, let condition):
            let (end, target) = loopBody(label, body, assigned)
            // The condition runs after the body's end and after a `continue`.
            let breaks = target.breaks.reduce(nil, join)
            guard var next = target.continues.reduce(end, join) else { return breaks }
            visit(condition, &next)
            return join(next, breaks)
        case .switchStmt(let s):
            visit(s.subject, &assigned)
            flow.enter(nil, isLoop: false)
            var result: Assignments<Key>?? = .none
            var start = assigned
            for c in s.cases {
                let end = run(c.body, assigned: start)
                result = .some(result.map { join($0, end) } ?? end)
                // A case that ends in `fallthrough` runs on into the next:
                // that one starts with what the switch started with (which
                // that path had already), and what it may have given.
                start = assigned
                if let i = flow.targets.indices.last {
                    for state in flow.targets[i].continues { start = start.joined(with: state) }
                    flow.targets[i].continues = []
                }
            }
            return flow.leave().breaks.reduce(result ?? assigned, join)
        case .returnStmt(let value):
            if let value { visit(value, &assigned) }
            returns(value, at: statement.position, assigned)
            return nil
        case .throwStmt(let value):
            visit(value, &assigned)
            return nil
        case .breakStmt(let label):
            if let i = flow.target(label, loopsOnly: false) { flow.targets[i].breaks.append(assigned) }
            return nil
        case .continueStmt(let label):
            if let i = flow.target(label, loopsOnly: true) { flow.targets[i].continues.append(assigned) }
            return nil
        case .fallthroughStmt:
            // (Kept with the switch's `continues`: no `continue` goes to a switch.)
            if let i = flow.targets.lastIndex(where: { !$0.isLoop }) { flow.targets[i].continues.append(assigned) }
            return nil
        case .deferStmt:
            abandonAll()
        case .doStmt(let body, let catches):
            let end = run(body, assigned: assigned)
            return catches.reduce(end) { join($0, run($1.body, assigned: assigned)) }
        case .block(let body):
            return run(body, assigned: assigned)
        case .localFunction(_, let decl):
            localFunction(decl, assigned)
        case .function, .type, .typeAlias, .importDecl:
            break
        }
        return assigned
    }

    /// A `while` or `for` body, which may not run: the loop leaves with
    /// what it started with (every `break` had that much).
    private mutating func loop(_ label: String?, _ body: [Stmt], _ assigned: Assignments<Key>) {
        _ = loopBody(label, body, assigned)
    }

    /// A loop's body walked as its second turn sees it: what the first
    /// may have given (at its end or a `continue`) may have values. The
    /// first turn's walk is thrown away (the walk is a value), so what it
    /// reports is reported once.
    private mutating func loopBody(_ label: String?, _ body: [Stmt], _ assigned: Assignments<Key>)
        -> (end: Assignments<Key>?, target: DefiniteAssignmentFlow<Key>.BreakTarget) {
        let before = self
        flow.enter(label, isLoop: true)
        let firstEnd = run(body, assigned: assigned)
        let firstTarget = flow.leave()
        let given = ([firstEnd].compactMap { $0 } + firstTarget.continues).reduce(into: Set<Key>()) {
            $0.formUnion($1.possible)
        }
        self = before
        var second = assigned
        second.mayHave(given)
        flow.enter(label, isLoop: true)
        let end = run(body, assigned: second)
        return (end, flow.leave())
    }

    private mutating func conditions(_ list: [Condition], _ assigned: inout Assignments<Key>) {
        for condition in list {
            switch condition {
            case .boolean(let e), .optionalBinding(_, let e, _), .pattern(_, let e): visit(e, &assigned)
            }
        }
    }

    /// What two paths both have; a path that does not reach here adds nothing.
    func join(_ a: Assignments<Key>?, _ b: Assignments<Key>?) -> Assignments<Key>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.joined(with: b)
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
