/// What the compiler knows about the function whose body it is compiling:
/// which type `self` belongs to, the expected result type, and the chain
/// of enclosing functions that closures capture from.
final class FunctionContext {
    package enum Kind {
        case topLevel, function, method, initializer, accessor, closure, thunk, deinitializer
    }

    /// The declaration whose capture list grows when a closure turns out to
    /// use `self` implicitly.
    enum CaptureOwner {
        case closure(ClosureExpr)
        case function(FunctionDecl)
        case none
    }

    let kind: Kind
    let parent: FunctionContext?
    /// The type whose members unqualified names may refer to.
    let selfType: TypeInfo?
    /// In a `static` method `self` is the type itself.
    let isStatic: Bool
    let selfBinding: LocalBinding?
    let captureOwner: CaptureOwner
    let resultType: StaticType
    /// The static type of the first `return` a closure's statements give,
    /// where its result is left to inference.
    var firstReturnType: StaticType?
    let genericParameters: Set<String>
    /// Mutating method or value-type initializer: `self` may be assigned.
    let selfIsMutable: Bool
    /// The function being compiled (for `init` delegation checks).
    /// `unowned`, not `weak`: a weak reference gives the function a side
    /// table, and every retain and release of it at run time then takes
    /// the runtime's slow path.
    unowned var function: CompiledFunction?
    /// In a closure, the `self` its implicit member references read: the
    /// capture list's `[unowned self]` or `[self]`, or the `self` a `guard
    /// let self` / `if let self` unwrapped from `[weak self]`. Nil: the
    /// enclosing method's `self`, captured.
    var implicitSelf: LocalBinding?
    /// In a `willSet`/`didSet`: the property it observes. Assigning that
    /// property there stores directly, as Swift does.
    var observedProperty: String?

    /// The protocols generic parameters are constrained to (`<T: P>`).
    var genericConstraints: [String: TypeInfo] = [:]
    /// How many loops, and how many `switch` statements, enclose the
    /// statement being compiled in this body (a closure's body starts again
    /// at zero: `break` and `continue` do not reach out of it).
    var enclosingLoops = 0
    var enclosingSwitches = 0
    /// How many `try` operands enclose the expression being compiled (a
    /// closure's body starts again at zero: `try` does not reach into it).
    var tryCover = 0
    /// How many `await` operands enclose the expression being compiled
    /// (a closure's body starts again at zero).
    var awaitCover = 0
    /// A closure's body, asked whether it has an `await` of its own (swiftc
    /// then infers the closure `async`) only when an async call is in it.
    var awaitScan: AwaitScan?
    /// A closure given to `Task { }`: an async operation.
    var isTaskOperation = false
    /// A closure whose result type is written where it is declared or
    /// passed (`checkedClosures`): its returns are checked against it.
    var checksClosureResult = false
    /// A closure of one statement whose result type is written in its
    /// signature (`{ x -> String in x }`): where that type is written, at
    /// which swiftc reports a value of another type as "declared closure
    /// result 'String' is incompatible with return type 'Int'".
    var declaredClosureResult: SourcePosition?
    /// A closure throws when its body has a `try` or `throw` that no
    /// `catch` inside it covers (swiftc infers it from the body alone).
    var closureThrows = false
    /// Calls in a closure that can throw and have no `try`, with whether a
    /// `catch` covered each: judged when the whole body is compiled.
    var unmarkedThrowingCalls: [(position: SourcePosition, caught: Bool)] = []
    /// How many `do` bodies with `catch` clauses enclose the statement
    /// being compiled.
    var catchDepth = 0
    /// A global variable's initializer: top-level code, where a thrown
    /// error is passed on (and traps if nothing catches it).
    var isGlobalInitializer = false
    /// A parameter's default value: the generic function it belongs to,
    /// whose parameters the default may name as values (`T.self`), bound
    /// by the call that uses the default.
    unowned var defaultOwner: CompiledFunction?

    /// The protocol a generic parameter of this function or an enclosing
    /// one is constrained to.
    func constraint(of parameter: String) -> TypeInfo? {
        genericConstraints[parameter] ?? parent?.constraint(of: parameter)
    }

    /// The observed property of this accessor or an enclosing one.
    var observing: String? { observedProperty ?? parent?.observing }

    init(kind: Kind, parent: FunctionContext?, selfType: TypeInfo?, isStatic: Bool, selfBinding: LocalBinding?,
         captureOwner: CaptureOwner, resultType: StaticType, genericParameters: Set<String>, selfIsMutable: Bool) {
        self.kind = kind
        self.parent = parent
        self.selfType = selfType
        self.isStatic = isStatic
        self.selfBinding = selfBinding
        self.captureOwner = captureOwner
        self.resultType = resultType
        self.genericParameters = genericParameters
        self.selfIsMutable = selfIsMutable
    }

    var captures: [Capture] {
        get {
            switch captureOwner {
            case .closure(let c): return c.captures
            case .function(let f): return f.captures
            case .none: return []
            }
        }
        set {
            switch captureOwner {
            case .closure(let c): c.captures = newValue
            case .function(let f): f.captures = newValue
            case .none: break
            }
        }
    }

    /// Generic parameters visible here (own and enclosing).
    func isGenericParameter(_ name: String) -> Bool {
        genericParameters.contains(name) || (parent?.isGenericParameter(name) ?? false)
    }
}
