/// A lowered expression: what the compiler turns into code.
package final class Expr {
    package let kind: ExprKind
    package let position: SourcePosition
    /// Where swiftc points at this expression when it is not where the
    /// expression starts: a subscript's `[` (`a[0] = 1` is refused there),
    /// a ternary's `?`.
    package var anchorPosition: SourcePosition?
    package var anchor: SourcePosition { anchorPosition ?? position }
    /// A call's `(` and `)` (nil for `f { }` without parentheses), or a
    /// subscript's `[` and `]`, where swiftc reports an argument list that
    /// does not fit the callee.
    package var parentheses: (open: SourcePosition, close: SourcePosition)?

    package init(_ kind: ExprKind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

package struct Argument {
    package let label: String?
    package let value: Expr
    /// Written as a trailing closure (`f { }` or `f { } other: { }`).
    package var isTrailingClosure = false

    package init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

package indirect enum ExprKind {
    case integer(Int)
    /// An integer literal above `Int.max` that fits 64 unsigned bits
    /// (`0x9E3779B97F4A7C15`): only a `UInt64`/`UInt` context can take it.
    case largeInteger(UInt64, text: String)
    case float(Double)
    case boolean(Bool)
    case string(String)
    /// `"a \(b) c"`: literal segments and interpolated expressions in order.
    case interpolation([InterpolationSegment])
    case nilLiteral
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    case tuple([Argument])

    case name(NameReference, isExplicitSelfOrSuper: Bool = false)
    case selfRef(NameReference)
    case superRef
    /// `.member` with the base inferred from context.
    case implicitMember(String)
    case member(Expr, String)
    /// `tuple.0`
    case tupleIndex(Expr, Int)
    /// `Foo<Int>` used as a value (followed by a call or `.self`).
    case specialized(Expr, [TypeRef])
    /// A type written as an expression: `[Int].self`, `Int?.self`.
    case typeExpr(TypeRef)

    case call(Expr, [Argument])
    case subscriptAccess(Expr, [Argument])
    case closure(ClosureExpr)

    case binary(String, Expr, Expr)
    case prefix(String, Expr)
    case postfix(String, Expr)
    case assign(Expr, Expr)
    case compoundAssign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)

    case forceUnwrap(Expr)
    /// `a?` inside a postfix chain; short-circuits to the enclosing
    /// `optionalEvaluation`.
    case optionalChain(Expr)
    case optionalEvaluation(Expr)

    case tryExpr(TryKind, Expr)
    case await(Expr)
    case cast(Expr, CastKind, TypeRef)
    case inoutArgument(Expr)
    case keyPath(TypeRef?, [String])
    case discard
    /// Swift 5.9 `if` / `switch` used as an expression.
    case ifExpr(IfStmt)
    case switchExpr(SwitchStmt)
}

package enum InterpolationSegment {
    case text(String)
    case value(Expr)
    /// `\(x, specifier: "%.1f")`, `\(x, format: .number)`: an
    /// interpolation SwiftUI's `LocalizedStringKey` has and `String`'s has
    /// not, so the literal's context decides whether it compiles;
    /// `parenthesis` is its `(`, where swiftc refuses the label in a
    /// `String`.
    case labeled(Expr, label: String, argument: Expr, parenthesis: SourcePosition)
}

package enum TryKind { case plain, optional, forced }
package enum CastKind { case isType, asType, asOptional, asForced }

package final class ClosureExpr {
    package var parameters: [Parameter]
    package var body: [Stmt]
    package var captures: [Capture] = []
    /// `[weak self]`, `[count]`: bindings evaluated when the closure is made.
    package var captureList: [CaptureListEntry]
    package var slotCount = 0
    package var isAsync: Bool
    package var declaredResult: TypeRef?
    /// `$0`, `$1` were used: parameters are anonymous.
    package var usesAnonymousParameters = false
    /// A single-expression body (`{ $0 * 2 }`) returns its value implicitly.
    package var isSingleExpression = false
    /// The `}` ending the closure, where swiftc reports a missing `return`.
    package var closingBrace: SourcePosition?
    /// `{ () throws(E) in … }`: the error type written; `nil` otherwise
    /// (a closure that throws without one throws `any Error`).
    package var thrownType: TypeRef?
    /// `{ @MainActor in … }`: the global actor the closure is isolated to,
    /// whoever calls it (a detached task's body runs there); `nil` when none
    /// is written.
    package var globalActor: String?
    package let position: SourcePosition

    package init(parameters: [Parameter], body: [Stmt], captureList: [CaptureListEntry],
         isAsync: Bool, declaredResult: TypeRef?, position: SourcePosition) {
        self.parameters = parameters
        self.body = body
        self.captureList = captureList
        self.isAsync = isAsync
        self.declaredResult = declaredResult
        self.position = position
    }
}

package struct CaptureListEntry {
    /// The closure-local binding that receives the value.
    package let binding: LocalBinding
    package let value: Expr
    package let ownership: LocalBinding.Ownership

    package init(binding: LocalBinding, value: Expr, ownership: LocalBinding.Ownership) {
        self.binding = binding
        self.value = value
        self.ownership = ownership
    }
}
