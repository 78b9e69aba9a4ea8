/// A lowered expression: what the compiler turns into code.
final class Expr {
    let kind: ExprKind
    let position: SourcePosition

    init(_ kind: ExprKind, _ position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

struct Argument {
    let label: String?
    let value: Expr
    /// Written as a trailing closure (`f { }` or `f { } other: { }`).
    var isTrailingClosure = false
}

indirect enum ExprKind {
    case integer(Int)
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

enum InterpolationSegment {
    case text(String)
    case value(Expr)
}

enum TryKind { case plain, optional, forced }
enum CastKind { case isType, asType, asOptional, asForced }

final class ClosureExpr {
    var parameters: [Parameter]
    var body: [Stmt]
    var captures: [Capture] = []
    /// `[weak self]`, `[count]`: bindings evaluated when the closure is made.
    var captureList: [CaptureListEntry]
    var slotCount = 0
    var isAsync: Bool
    var declaredResult: TypeRef?
    /// `$0`, `$1` were used: parameters are anonymous.
    var usesAnonymousParameters = false
    /// A single-expression body (`{ $0 * 2 }`) returns its value implicitly.
    var isSingleExpression = false
    let position: SourcePosition

    init(parameters: [Parameter], body: [Stmt], captureList: [CaptureListEntry],
         isAsync: Bool, declaredResult: TypeRef?, position: SourcePosition) {
        self.parameters = parameters
        self.body = body
        self.captureList = captureList
        self.isAsync = isAsync
        self.declaredResult = declaredResult
        self.position = position
    }
}

struct CaptureListEntry {
    /// The closure-local binding that receives the value.
    let binding: LocalBinding
    let value: Expr
    let ownership: LocalBinding.Ownership
}
