/// A lowered statement.
final class Stmt {
    let kind: StmtKind
    let position: SourcePosition

    init(_ kind: StmtKind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

indirect enum StmtKind {
    case expression(Expr)
    /// `let` / `var` of a local (one binding per pattern element).
    case local(LocalDecl)
    /// A top-level `let` / `var` of a file or REPL entry: a global.
    case global(VarDecl)
    case function(FunctionDecl)
    /// A function declared inside another function's body.
    case localFunction(LocalBinding, FunctionDecl)
    case type(TypeDecl)
    case typeAlias(String, TypeRef)
    case ifStmt(IfStmt)
    case guardStmt([Condition], [Stmt])
    case whileStmt(label: String?, [Condition], [Stmt])
    case repeatWhile(label: String?, [Stmt], Expr)
    case forIn(ForInStmt)
    case switchStmt(SwitchStmt)
    case returnStmt(Expr?)
    case breakStmt(String?)
    case continueStmt(String?)
    case fallthroughStmt
    case throwStmt(Expr)
    case deferStmt([Stmt])
    case doStmt([Stmt], [CatchClause])
    /// A `{ }` scope introduced by lowering (not a Swift statement).
    case block([Stmt])
    /// `import SwiftUI` and friends: accepted, nothing to do.
    case importDecl
}

/// `let x = e`, `var (a, b) = e`, `let x: Int` (initialised later).
struct LocalDecl {
    let pattern: Pattern
    let initializer: Expr?
    let declaredType: TypeRef?
    /// Bindings introduced, in declaration order (for scope-end release).
    let bindings: [LocalBinding]
}

final class IfStmt {
    let conditions: [Condition]
    let then: [Stmt]
    /// `else { }` body, or an `else if` as a single nested `if` statement.
    let otherwise: [Stmt]?

    init(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}

/// One clause of an `if`, `guard` or `while` condition list.
enum Condition {
    case boolean(Expr)
    /// `if let x = e`, `if var x`, `if let x` (shorthand).
    case optionalBinding(LocalBinding, Expr, TypeRef?)
    /// `if case .some(let x) = e`
    case pattern(Pattern, Expr)
}

final class ForInStmt {
    let label: String?
    let pattern: Pattern
    let sequence: Expr
    let whereClause: Expr?
    let body: [Stmt]
    /// `for await x in s`: elements come from `s.makeAsyncIterator()`'s
    /// `next()`, awaited one by one.
    var isAwait = false

    init(label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt]) {
        self.label = label
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

final class SwitchStmt {
    let subject: Expr
    let cases: [SwitchCase]
    let position: SourcePosition

    init(subject: Expr, cases: [SwitchCase], position: SourcePosition) {
        self.subject = subject
        self.cases = cases
        self.position = position
    }
}

struct SwitchCase {
    /// Empty for `default:`.
    let patterns: [Pattern]
    let guardExpr: Expr?
    let body: [Stmt]
    let isDefault: Bool
    let position: SourcePosition
}

struct CatchClause {
    /// `nil` catches everything and binds `error`.
    let pattern: Pattern?
    let guardExpr: Expr?
    let errorBinding: LocalBinding?
    let body: [Stmt]
}

/// A pattern in `switch`, `if case`, `for case`, `catch` and bindings.
indirect enum Pattern {
    case wildcard
    case binding(LocalBinding)
    case tuple([Pattern])
    /// `.loaded(let x)`, `Kind.loaded(let x)`, `.ready`
    case enumCase(base: TypeRef?, name: String, arguments: [(label: String?, pattern: Pattern)]?, SourcePosition)
    /// Matched with `~=` (ranges) or `==`.
    case expression(Expr)
    /// `x?`
    case optionalSome(Pattern)
    /// `is T`
    case isType(TypeRef)
    /// `let x as T`
    case asType(Pattern, TypeRef)
    /// `let` / `var` in front of a sub-pattern (bindings already marked).
    case valueBinding(Pattern)
    /// `catch A, B`: any of several patterns, binding the same names
    /// (the same `LocalBinding`s).
    case alternatives([Pattern])
    /// `case let x where x < 0, …`: one of several patterns with its own
    /// `where` clause, tested once the pattern has bound its names.
    case guarded(Pattern, Expr)

    /// Every binding the pattern introduces, in source order.
    var bindings: [LocalBinding] {
        switch self {
        case .wildcard, .expression, .isType: return []
        case .binding(let b): return [b]
        case .tuple(let ps): return ps.flatMap(\.bindings)
        case .enumCase(_, _, let args, _): return (args ?? []).flatMap { $0.pattern.bindings }
        case .optionalSome(let p), .valueBinding(let p), .asType(let p, _), .guarded(let p, _): return p.bindings
        case .alternatives(let ps): return ps.first?.bindings ?? []
        }
    }

    /// Matches every value of its type: names, `_` and tuples of them.
    var isIrrefutable: Bool {
        switch self {
        case .wildcard, .binding: return true
        case .valueBinding(let p): return p.isIrrefutable
        case .tuple(let ps): return ps.allSatisfy(\.isIrrefutable)
        default: return false
        }
    }
}
