/// A lowered statement.
package final class Stmt {
    package let kind: StmtKind
    package let position: SourcePosition

    package init(_ kind: StmtKind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

package indirect enum StmtKind {
    case expression(Expr)
    /// `let` / `var` of a local (one binding per pattern element).
    case local(LocalDecl)
    /// A top-level `let` / `var` of a file or REPL entry: a global.
    case global(VarDecl)
    case function(FunctionDecl)
    /// A function declared inside another function's body.
    case localFunction(LocalBinding, FunctionDecl)
    case type(TypeDecl)
    /// `typealias Name<Params> = Type` (no parameters: a plain alias).
    case typeAlias(String, [String], TypeRef)
    case ifStmt(IfStmt)
    /// `guard conditions else { body }`, with where the body's `}` is (where
    /// swiftc reports a body that falls through).
    case guardStmt([Condition], [Stmt], elseEnd: SourcePosition)
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
package struct LocalDecl {
    package let pattern: Pattern
    package let initializer: Expr?
    package let declaredType: TypeRef?
    /// Bindings introduced, in declaration order (for scope-end release).
    package let bindings: [LocalBinding]
    /// The property wrapper a local is declared with (`@Bindable`): the
    /// initializer calls it; a name that is no type is an unknown attribute.
    package var wrapper: Attribute?

    package init(pattern: Pattern, initializer: Expr?, declaredType: TypeRef?, bindings: [LocalBinding], wrapper: Attribute? = nil) {
        self.pattern = pattern
        self.initializer = initializer
        self.declaredType = declaredType
        self.bindings = bindings
        self.wrapper = wrapper
    }
}

package final class IfStmt {
    package let conditions: [Condition]
    package let then: [Stmt]
    /// `else { }` body, or an `else if` as a single nested `if` statement.
    package let otherwise: [Stmt]?

    package init(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}

/// One clause of an `if`, `guard` or `while` condition list.
package enum Condition {
    case boolean(Expr)
    /// `if let x = e`, `if var x`, `if let x` (shorthand).
    case optionalBinding(LocalBinding, Expr, TypeRef?)
    /// `if case .some(let x) = e`
    case pattern(Pattern, Expr)
}

package final class ForInStmt {
    package let label: String?
    package let pattern: Pattern
    package let sequence: Expr
    package let whereClause: Expr?
    package let body: [Stmt]
    /// `for await x in s`: elements come from `s.makeAsyncIterator()`'s
    /// `next()`, awaited one by one.
    package var isAwait = false

    package init(label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt]) {
        self.label = label
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

package final class SwitchStmt {
    package let subject: Expr
    package let cases: [SwitchCase]
    package let position: SourcePosition

    package init(subject: Expr, cases: [SwitchCase], position: SourcePosition) {
        self.subject = subject
        self.cases = cases
        self.position = position
    }
}

package struct SwitchCase {
    /// Empty for `default:`.
    package let patterns: [Pattern]
    package let guardExpr: Expr?
    package let body: [Stmt]
    package let isDefault: Bool
    package let position: SourcePosition

    package init(patterns: [Pattern], guardExpr: Expr?, body: [Stmt], isDefault: Bool, position: SourcePosition) {
        self.patterns = patterns
        self.guardExpr = guardExpr
        self.body = body
        self.isDefault = isDefault
        self.position = position
    }
}

package struct CatchClause {
    /// `nil` catches everything and binds `error`.
    package let pattern: Pattern?
    package let guardExpr: Expr?
    package let errorBinding: LocalBinding?
    package let body: [Stmt]

    package init(pattern: Pattern?, guardExpr: Expr?, errorBinding: LocalBinding?, body: [Stmt]) {
        self.pattern = pattern
        self.guardExpr = guardExpr
        self.errorBinding = errorBinding
        self.body = body
    }
}

/// A pattern in `switch`, `if case`, `for case`, `catch` and bindings.
package indirect enum Pattern {
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
    package var bindings: [LocalBinding] {
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
    package var isIrrefutable: Bool {
        switch self {
        case .wildcard, .binding: return true
        case .valueBinding(let p): return p.isIrrefutable
        case .tuple(let ps): return ps.allSatisfy(\.isIrrefutable)
        default: return false
        }
    }
}
