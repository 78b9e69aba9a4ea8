/// Turns lowered AST into executable closures, resolving what lexical
/// scoping left open: members of `self`, globals, types, overloads,
/// implicit members and literal types.
///
/// Each expression compiles to an `Eval` (`(Frame) throws(Unwind) -> Value`)
/// and each statement to an `Exec`; names become slot, capture or global
/// indices, so evaluation never looks a name up in a dictionary.
final class Compiler {
    let rt: Runtime
    let env: GlobalEnvironment
    var diagnostics: [Diagnostic] = []
    /// swiftc's warnings for a program that compiled (`Compiler+UnusedValues.swift`).
    var warnings: [Diagnostic] = []
    /// The file's (or entry's) top-level code, for questions about the
    /// blocks around a name (`declaresLocalLater`).
    var topLevelStatements: [Stmt] = []
    /// Locals declared with a value, to be warned about if never used or
    /// never changed, with the declaration body each is in.
    var unusedValueCandidates: [(binding: LocalBinding, body: SourcePosition?, kind: UnusedValueKind)] = []
    /// Results computed and dropped (`names.sorted()` as a statement), with
    /// the declaration body each is in (`Compiler+UnusedResults.swift`).
    var unusedResults: [(message: Message, position: SourcePosition, body: SourcePosition?)] = []
    /// Errors swiftc finds only once the program type-checks (a variable
    /// read before it has a value): said only when there is no other.
    var flowErrors: [(message: Message, position: SourcePosition)] = []
    /// Variables given an `enumerated()`, `zip` or `stride` value, with
    /// the type swiftc gives it (`Compiler+SequenceWrappers.swift`).
    var sequenceWrapperVariables: [SequenceWrapperKey: String] = [:]
    /// swiftc's full names of zip and stride wrappers, by the call's
    /// position, and the calls that gave variables one.
    var sequenceWrapperCallNames: [SourcePosition: SequenceWrapperNames] = [:]
    var sequenceWrapperInitializers: [SequenceWrapperKey: Expr] = [:]
    /// Errors found so far (said or not), and how many there were when each unit of
    /// errors being compiled began (`oneErrorUnit`), innermost last.
    var errorCount = 0
    var errorMarks: [Int] = []
    /// How many errors there were when each expression being compiled
    /// began, innermost last (`compileExpr`): an error found while an
    /// expression is innermost, after one of its parts had an error, is
    /// that error's consequence.
    var expressionMarks: [Int] = []
    var context: FunctionContext
    /// Where the body of the declaration being compiled starts (a
    /// function's, method's, initializer's, deinit's or computed
    /// property's), nil outside one: swiftc checks such bodies after the
    /// rest of the file (`inReportOrder`).
    var declarationBody: SourcePosition?
    /// For each error said, when swiftc reports it (`inReportOrder`).
    private var reportOrder: [ReportKey: (phase: Int, start: SourcePosition)] = [:]
    private struct ReportKey: Hashable {
        let position: SourcePosition
        let text: String
    }
    /// Looks up a source line for a diagnostic.
    let sourceLine: (SourcePosition) -> String
    /// REPL mode: top-level expressions echo their value.
    var echo: ((Value, StaticType, String?) -> Void)?
    /// Handed from `compileMethod` to the context it creates.
    var pendingObservedProperty: String?
    /// While a declaration pass declares: default arguments wait here until
    /// every type's members are known.
    var deferredDefaults: [() -> Void]?
    /// Loop labels by name (see `LoopLabel`).
    private var loopLabels: [String: LoopLabel] = [:]
    /// While an `if`/`switch` expression is compiled as the value of a
    /// `some P` declaration: its branches' values and their types
    /// (`Compiler+OpaqueResults`).
    var opaqueBranches: [(Expr, StaticType)]?
    /// The ternary that is the value of a `some P` declaration, while it
    /// is compiled: its two results must be of one type.
    var opaqueTernary: Expr?
    /// While the body of a `some P` declaration is compiled: what its
    /// `return`s return, and their types.
    var opaqueReturns: [(Expr, StaticType)]?

    /// The number standing for a loop label in `Flow`.
    func loopLabel(_ name: String?) -> LoopLabel? {
        guard let name else { return nil }
        if let label = loopLabels[name] { return label }
        let label = LoopLabel(number: loopLabels.count)
        loopLabels[name] = label
        return label
    }

    /// While an extension's members are compiled: the type it extends.
    /// An extension stands at file scope, so `extension Outer.Inner` sees
    /// Inner's nested types but not Outer's (swiftc: "cannot find type").
    var extendedType: TypeInfo?

    /// Runs `body` with `extendedType` set to `type`.
    func inExtension<T>(of type: TypeInfo, _ body: () -> T) -> T {
        let saved = extendedType
        extendedType = type
        defer { extendedType = saved }
        return body()
    }

    /// The types whose nested types an unqualified name may mean, innermost
    /// first: the enclosing types of the code being compiled, as written.
    /// (Walked as it is read, not gathered into an array: every type name
    /// a body mentions looks here first.)
    var enclosingTypes: EnclosingTypes { EnclosingTypes(scope: context.selfType, extendedType: extendedType) }

    struct EnclosingTypes: Sequence, IteratorProtocol {
        var scope: TypeInfo?
        /// The type an extension being compiled extends: its outer types
        /// are not in scope.
        let extendedType: TypeInfo?

        mutating func next() -> TypeInfo? {
            guard let type = scope else { return nil }
            scope = type === extendedType ? nil : type.outer
            return type
        }
    }
    /// The static types of an array or dictionary literal's elements (keys
    /// and values, in order), by the literal's position: a literal takes
    /// the type its context expects, and the elements that do not fit it
    /// are refused where that type is a written one.
    var literalElementTypes: [SourcePosition: [StaticType]] = [:]
    /// Binary expressions (by their operator's position) that are operands
    /// of an arithmetic operator: swiftc words their mismatches otherwise.
    var arithmeticOperands: Set<SourcePosition> = []
    /// The static types of the operands of arithmetic operators that are
    /// not themselves arithmetic (a chain's leaves), by position: the
    /// outermost operator of a chain judges them together.
    var arithmeticLeafTypes: [SourcePosition: StaticType] = [:]
    /// Where the method or static call being compiled starts (its
    /// receiver's first token), for diagnostics swiftc reports there.
    var pendingCallStart: SourcePosition?
    /// The argument being compiled for a parameter of type `Any` (`print`'s
    /// items): there a literal keeps its own type (`print(11 ?? 1e3)`
    /// prints `11`, as `??`'s `T` becomes `Any`).
    var anyArgumentPosition: SourcePosition?
    /// Arguments given for a generic parameter that `bindsGenericResultToAny`
    /// bound to `Any`: converted to `Any` as a whole, so a `??` of literals
    /// in one is joined first (`choose(2 ?? 0.125, 0, …)` passes `2.0`).
    var genericAnyArguments: Set<SourcePosition> = []
    /// String literals given where SwiftUI takes a title's
    /// `LocalizedStringKey` (`Text("…")`, `Button("…")`): their
    /// interpolations may use `specifier:` and `format:`.
    var titleKeyLiterals: Set<ObjectIdentifier> = []
    /// Closure parameters whose types come from the context (`{ acc, x in … }`):
    /// a static function type does not say whether such a parameter is
    /// `inout` (`reduce(into:)`'s accumulator is), so writes to them are
    /// left to the run time rather than refused.
    var contextualClosureParameters: Set<ObjectIdentifier> = []
    /// Closure literals stored or returned (`let f = { … }`, `x = { … }`,
    /// `return { … }`): escaping, whatever their type says.
    var storedClosures: Set<ObjectIdentifier> = []
    /// Closures given to an API that lets them use `self` implicitly (`Task { }`).
    var implicitSelfClosures: Set<ObjectIdentifier> = []
    /// The unit's top-level code, asked whether it has an `await` of its
    /// own (it then runs as an async context, as swiftc's `main` does) only
    /// when an async call is in it.
    var topLevelAwaitScan: AwaitScan?
    /// Where the outermost expression being compiled starts: where swiftc
    /// wants the `await` a call inside it lacks.
    var outermostExpressionStart: SourcePosition?
    /// Arguments given to a variadic parameter, by position: an array there
    /// is "cannot pass array of type '[Int]' as variadic arguments".
    var variadicArguments: Set<SourcePosition> = []
    /// Literals being compiled as a call of their own type's literal
    /// initializer (`Compiler+OwnLiteralTypes.swift`): one whose
    /// initializer takes the type itself is not made that way again.
    var ownLiteralsCompiling: Set<SourcePosition> = []
    /// Names of local functions used as values where they escape (stored,
    /// returned, given to an `@escaping` parameter), by position.
    var storedFunctionNames: Set<SourcePosition> = []
    /// Local functions by their binding, to judge their captures where
    /// they are used as values.
    var localFunctionDecls: [ObjectIdentifier: FunctionDecl] = [:]
    /// The declared result types of non-generic local functions, by their
    /// binding: a call `value()` of `func value() -> String` is a String
    /// statically, as a global function's call is.
    var localFunctionResults: [ObjectIdentifier: StaticType] = [:]
    /// Closure literals whose function type the program writes (a
    /// declaration's type, a parameter of a callee the program declares and
    /// the call chose without doubt): a result of another type is refused
    /// ("cannot convert value of type 'Int' to closure result type 'String'").
    var checkedClosures: Set<ObjectIdentifier> = []
    /// Calls' parentheses, by the call's position, for diagnoses of their
    /// argument lists.
    var callParentheses: [SourcePosition: (open: SourcePosition, close: SourcePosition)] = [:]
    /// Checks that need every type's declared conformances, met while a
    /// declaration pass declares signatures (nil outside that window).
    var deferredConformanceChecks: [() -> Void]?
    /// A subscript's `[` and `]`, by the subscript expression's position.
    var subscriptBrackets: [SourcePosition: (open: SourcePosition, close: SourcePosition)] = [:]
    /// The expression statement compiled last and its type: a body that
    /// ends in one without returning is reported there when the body
    /// could have returned its value.
    var lastExpressionStatement: (expr: Expr, type: StaticType)?

    /// An expression's code and what is known about its type.
    struct Compiled {
        let eval: Eval
        let type: StaticType
        /// What the code is, where knowing it lets the code around it skip
        /// a call: code that only reads a slot or yields a constant.
        var form: Form = .general
    }

    enum Form {
        case general
        /// Always this value.
        case constant(Value)
        /// Reads a plain local (strong, not boxed, not `async let`) from
        /// this slot of the current frame.
        case local(Int)

        /// The slot of a `.local`.
        var slot: Int? {
            if case .local(let slot) = self { return slot }
            return nil
        }
    }

    init(runtime: Runtime, environment: GlobalEnvironment, sourceLine: @escaping (SourcePosition) -> String) {
        self.rt = runtime
        self.env = environment
        self.sourceLine = sourceLine
        self.context = FunctionContext(
            kind: .topLevel, parent: nil, selfType: nil, isStatic: false, selfBinding: nil, captureOwner: .none,
            resultType: .void, genericParameters: [], selfIsMutable: false)
    }

    var library: Library { rt.library }

    // MARK: - Diagnostics

    func error(_ message: Message, at position: SourcePosition, notes: [String] = []) {
        if diagnostics.contains(where: { $0.position == position && $0.message == message.text }) { return }
        // One mistake, one error, as swiftc reports it. An expression whose
        // part had an error has no type to check: what goes wrong in it
        // follows from that part's mistake and is not said (a poisoned
        // part). An inference that fails anywhere in a statement (or a
        // property's initial value) after an error follows from it too — a
        // refused call's result has no type, so `.utf8` beside it "cannot
        // infer contextual base". Independent mistakes side by side
        // (`print(a, b)` with neither declared) are each said.
        errorCount += 1
        if let mark = expressionMarks.last, errorCount > mark + 1 { return }
        // The statement itself (no expression of it being compiled) checks
        // what its expressions gave it: after their error, it has nothing to check.
        if expressionMarks.isEmpty || Compiler.followsFromEarlierErrors.contains(message.id),
           let mark = errorMarks.last, errorCount > mark + 1 { return }
        reportOrder[ReportKey(position: position, text: message.text)] = declarationBody.map { (1, $0) } ?? (0, position)
        diagnostics.append(Diagnostic(.error, message, at: position, sourceLine: sourceLine(position), notes: notes))
    }

    /// `found` in the order swiftc reports errors: first what is outside
    /// declaration bodies — top-level code, global and stored properties'
    /// initial values, property observers, default arguments — in source
    /// order; then the bodies of functions, methods, initializers, deinits
    /// and computed properties, one after another in source order, each
    /// body's errors in the order they were found. (swiftc type-checks the
    /// file's declarations and top-level code first and the bodies it
    /// deferred last; StateLab compiles types' members before top-level
    /// code.)
    func inReportOrder(_ found: [Diagnostic]) -> [Diagnostic] {
        let keyed = found.enumerated().map { index, d in
            (reportOrder[ReportKey(position: d.position, text: d.message)] ?? (0, d.position), index, d)
        }
        return keyed.sorted { a, b in
            (a.0.phase, a.0.start, a.1) < (b.0.phase, b.0.start, b.1)
        }.map(\.2)
    }

    /// Compiles `body` as one unit of errors (`error`): a statement, or an
    /// expression standing alone (a property's or parameter's default).
    /// Its expressions start afresh: a statement is not part of an
    /// expression that had an error before it (a closure's body).
    func oneErrorUnit<T>(_ body: () -> T) -> T {
        errorMarks.append(errorCount)
        let savedExpressionMarks = expressionMarks
        expressionMarks = []
        defer {
            errorMarks.removeLast()
            expressionMarks = savedExpressionMarks
        }
        return body()
    }

    /// Messages that say a type could not be worked out: after an error in
    /// the same statement, the missing type is that error's doing.
    static let followsFromEarlierErrors: Set<MessageID> = [
        LanguageMessages.cannotInferContextualBase("").id,
        LanguageMessages.ambiguousUse("", candidates: []).id,
    ]

    /// Code standing for an expression that did not compile: a compile
    /// error has been reported, so it never runs — if it ever did, that is
    /// StateLab's bug.
    func failed(_ position: SourcePosition) -> Compiled {
        Compiled(eval: { _ throws(Unwind) in throw .fault(InternalFault("code that did not compile ran", at: position)) },
                 type: .unknown)
    }

    // MARK: - Contexts

    func withContext<T>(_ new: FunctionContext, _ body: () -> T) -> T {
        let saved = context
        context = new
        defer { context = saved }
        return body()
    }

    // MARK: - Units

    /// A compiled file or REPL entry: its top-level code.
    struct Unit {
        let body: Exec
        let slotCount: Int
        /// Where the top-level statement running now starts: what an error
        /// thrown out of the top level is reported at.
        let cursor: TopLevelCursor
    }

    /// The top-level statement a unit is running.
    final class TopLevelCursor {
        var position: SourcePosition?
    }

    /// Compiles a lowered unit: declarations first (so code may use types
    /// and functions declared later in the file), then top-level code.
    func compile(_ unit: LoweredProgram) -> Unit? {
        topLevelStatements = unit.statements
        let declarations = DeclarationPass(compiler: self)
        declarations.declare(unit.statements)
        declarations.resolve()
        declarations.compileBodies()
        let cursor = TopLevelCursor()
        topLevelAwaitScan = AwaitScan(unit.statements.filter {
            switch $0.kind {
            case .function, .type: return false
            default: return true
            }
        })
        let body = compileTopLevel(unit.statements, cursor: cursor)
        if diagnostics.isEmpty {
            for flow in flowErrors { error(flow.message, at: flow.position) }
        }
        flowErrors = []
        guard diagnostics.isEmpty else {
            diagnostics = inReportOrder(diagnostics)
            return nil
        }
        warnings = compileWarnings()
        return Unit(body: body, slotCount: unit.slotCount, cursor: cursor)
    }

    /// Compiles a unit that is one expression and declares nothing (the
    /// Swift a command takes, `DetailView(userId: "42")`): the code that
    /// evaluates it, or nil with diagnostics.
    func compileLoneExpression(_ unit: LoweredProgram, at position: SourcePosition) -> Eval? {
        guard unit.statements.count == 1, case .expression(let expr) = unit.statements[0].kind else {
            error(LanguageMessages.expectedOneExpression, at: unit.statements.first?.position ?? position)
            return nil
        }
        let eval = compileExpr(expr).eval
        return diagnostics.isEmpty ? eval : nil
    }

    /// Top-level code runs statement by statement (each one's deinits
    /// drained before the next). A top-level `defer` is registered when it
    /// is reached and runs, last registered first, when the file's code
    /// ends — normally or by a thrown error — as swiftc's `main` runs it;
    /// not at once, and not after a trap.
    private func compileTopLevel(_ statements: [Stmt], cursor: TopLevelCursor) -> Exec {
        defer { checkDefiniteInitialization(statements, topLevel: true) }
        var execs: [Exec] = []
        var positions: [SourcePosition] = []
        var deferBodies: [Int: Exec] = [:]
        for statement in statements {
            let before = execs.count
            defer { if execs.count > before { positions.append(statement.position) } }
            switch statement.kind {
            case .type, .function, .typeAlias, .importDecl:
                continue
            case .deferStmt(let body):
                // Its place in the order; the top level registers it there.
                let body = compileBlock(body)
                deferBodies[execs.count] = body
                execs.append(body)
            case .expression(let expr) where echo != nil:
                execs.append(compileEchoedExpression(expr))
            case .global(let variable):
                execs.append(compileGlobalInitialization(variable))
            case .guardStmt:
                execs.append(compileTopLevelGuard(statement))
            default:
                execs.append(compileStatement(statement))
            }
        }
        if echo == nil { checkMainBesideTopLevelCode(statements) }
        if let (entryPoint, position) = compileMainEntryPoint(statements) {
            execs.append(entryPoint)
            positions.append(position)
        }
        let heap = rt.heap
        if deferBodies.isEmpty {
            return { frame throws(Unwind) in
                for (exec, position) in zip(execs, positions) {
                    cursor.position = position
                    let flow = try exec(frame)
                    heap.drain()
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
        let runDefers: (Frame, [Int]) throws(Unwind) -> Void = { frame, reached throws(Unwind) in
            for index in reached.reversed() {
                cursor.position = positions[index]
                _ = try deferBodies[index]?(frame)
                heap.drain()
            }
        }
        return { frame throws(Unwind) in
            var reached: [Int] = []
            var result = Flow.normal
            do throws(Unwind) {
                for index in execs.indices {
                    if deferBodies[index] != nil {
                        reached.append(index)
                        continue
                    }
                    cursor.position = positions[index]
                    let flow = try execs[index](frame)
                    heap.drain()
                    if case .normal = flow { continue }
                    result = flow
                    break
                }
            } catch {
                if case .thrown = error {
                    // The error is reported where it was thrown, not at a defer.
                    let thrownAt = cursor.position
                    try runDefers(frame, reached)
                    cursor.position = thrownAt
                }
                throw error
            }
            try runDefers(frame, reached)
            return result
        }
    }

    private func compileEchoedExpression(_ expr: Expr) -> Exec {
        let compiled = compileExpr(expr)
        let echo = self.echo
        let eval = compiled.eval
        let type = compiled.type
        if case .assign = expr.kind { return { f throws(Unwind) in _ = try eval(f); return .normal } }
        if case .compoundAssign = expr.kind { return { f throws(Unwind) in _ = try eval(f); return .normal } }
        return { frame throws(Unwind) in
            let value = try eval(frame)
            if case .void = value { return .normal }
            echo?(value, type, nil)
            return .normal
        }
    }
}
