/// Closure expressions: captures by reference, capture lists, anonymous
/// parameters, single-expression bodies.
extension Compiler {
    func compileClosure(_ closure: ClosureExpr, expected: StaticType, builder: BuilderChoice? = nil) -> Compiled {
        var parameterTypes: [StaticType] = []
        let declaredResult: StaticType = closure.declaredResult.map { resolveType($0, at: closure.position) } ?? .unknown
        var resultType = declaredResult
        if case .function(let params, let result) = expected.wrappedIfOptional {
            parameterTypes = params
            // A closure naming as many parameters as the one tuple it is
            // given has elements takes the tuple apart (Swift's exception
            // to SE-0110): `{ parse($1, number: $0 + 1) }` over
            // `enumerated()`'s pairs has an Int `$0`, not the pair.
            if params.count == 1, closure.parameters.count > 1, let elements = params[0].tupleElements,
               elements.count == closure.parameters.count {
                parameterTypes = elements
            }
            if !resultType.isKnown { resultType = result }
            else { checkDeclaredClosureResult(closure, declaredResult, contextual: result) }
        }
        checkAnonymousClosureArity(closure, expected: expected)
        let function = CompiledFunction(name: "closure", position: closure.position)
        function.slotCount = closure.slotCount
        function.isAsync = closure.isAsync
        function.isMainActorIsolated = closure.globalActor == "MainActor"
        function.resultType = resultType
        function.parameters = closure.parameters.enumerated().map { i, parameter in
            var type = parameter.type.map { resolveType($0, at: parameter.binding.position) } ?? .unknown
            if !type.isKnown, i < parameterTypes.count { type = parameterTypes[i] }
            if parameter.type == nil { contextualClosureParameters.insert(ObjectIdentifier(parameter.binding)) }
            parameter.binding.staticType = type
            return CompiledFunction.ParameterInfo(
                label: nil, slot: parameter.binding.slot, isBoxed: parameter.binding.isBoxed, type: type,
                defaultValue: nil, isInout: parameter.isInout, isVariadic: parameter.isVariadic,
                isAutoclosure: false, name: parameter.binding.name)
        }
        // Capture-list values are computed now, in the enclosing function.
        let captureValues = closure.captureList.map { compileExpr($0.value).eval }
        closure.captureList.forEach { $0.binding.isCaptureListEntry = true }
        let ctx = FunctionContext(
            kind: .closure, parent: context, selfType: context.selfType, isStatic: context.isStatic,
            selfBinding: nil, captureOwner: .closure(closure), resultType: resultType, genericParameters: [],
            selfIsMutable: false)
        ctx.function = function
        ctx.implicitSelf = closure.captureList.first { $0.binding.name == "self" && $0.ownership != .weak }?.binding
        // A result type written in the closure's own signature is checked
        // as one written where the closure is declared or passed.
        let writesResult = closure.declaredResult != nil && declaredResult.isFullyKnown && Compiler.isConcrete(declaredResult)
        ctx.checksClosureResult = (writesResult || checkedClosures.contains(ObjectIdentifier(closure))) && resultType != .void
        if writesResult, resultType == declaredResult, Compiler.isOneValueStatement(closure.body) {
            ctx.declaredClosureResult = closure.declaredResult?.startPosition
        }
        // Task's operation is an async closure (the closures given to it
        // are those that may use `self` implicitly).
        ctx.isTaskOperation = implicitSelfClosures.contains(ObjectIdentifier(closure))
        ctx.awaitScan = AwaitScan(closure.body)
        let saved = context
        context = ctx
        var body = compileClosureBody(closure, function: function, resultType: resultType, builder: builder)
        context = saved
        // A multi-statement closure whose result is a callee's open generic
        // parameter takes the type its `return`s give, as a single
        // expression's does (`withTimeout { …; return 7 }` binds `T` to Int).
        if case .generic = function.resultType, let returned = ctx.firstReturnType, returned.isKnown, Compiler.isConcrete(returned) {
            function.resultType = returned
        }
        for call in ctx.unmarkedThrowingCalls {
            error(call.caught || ctx.closureThrows ? LanguageMessages.callNotMarkedWithTry
                  : LanguageMessages.callNotMarkedNorHandled, at: call.position)
        }
        checkEscapingCapture(of: closure, expected: expected)
        // The capture list's values travel after the ordinary captures and
        // are copied into their slots when the closure runs.
        let regular = closure.captures.count
        if !closure.captureList.isEmpty {
            let entries = closure.captureList.enumerated().map { (i, entry) in
                (index: regular + i, slot: entry.binding.slot, boxed: entry.binding.isBoxed)
            }
            let inner = body
            body = { f throws(Unwind) in
                for entry in entries {
                    let box = f.captures[entry.index]
                    f.slots[entry.slot] = entry.boxed ? .native(box) : box.value
                }
                return try inner(f)
            }
        }
        function.body = body
        function.captures = closure.captures
        let build = captureBuilder(closure.captures)
        let weakEntries = closure.captureList.map { $0.ownership != .strong }
        let type: StaticType = .function(function.parameters.map(\.type), function.resultType)
        if captureValues.isEmpty {
            return Compiled(eval: { f throws(Unwind) in
                .function(FunctionValue(.compiled(function, captures: build(f), boundSelf: nil)))
            }, type: type)
        }
        return Compiled(eval: { f throws(Unwind) in
            var boxes = build(f)
            for (i, value) in captureValues.enumerated() {
                let v = try value(f)
                boxes.append(Box(weakEntries[i] ? Value.makeWeak(v) : v))
            }
            return .function(FunctionValue(.compiled(function, captures: boxes, boundSelf: nil)))
        }, type: type)
    }

    private func compileClosureBody(_ closure: ClosureExpr, function: CompiledFunction, resultType: StaticType,
                                    builder: BuilderChoice?) -> Exec {
        switch builder {
        case .library?:
            if Compiler.appliesResultBuilder(to: closure.body), let built = compileResultBuilderBody(closure.body) { return built }
        case .declared(let type)?:
            // A program's builder transforms single expressions too.
            if !Compiler.containsReturn(closure.body) {
                return compileBlock(builderTransform(closure.body, builder: type, function: function, at: closure.position))
            }
        case nil:
            break
        }
        if closure.isSingleExpression, let expr = Compiler.singleExpression(of: closure.body),
           resultType != .void || Compiler.valueStatement(of: closure.body) == nil {
            let compiled = compileExpr(expr, expected: resultType)
            if context.checksClosureResult { checkClosureResult(compiled, of: expr) }
            let value = coerce(compiled, to: resultType)
            if !function.resultType.isKnown { function.resultType = value.type }
            // A result that is a callee's open generic parameter takes the
            // concrete type the body gives (`reduce(0) { $0 + $1 }` over
            // Doubles returns a Double, which then binds `Result`).
            if case .generic = function.resultType, value.type.isKnown, Compiler.isConcrete(value.type) {
                function.resultType = value.type
            }
            var libraryBuilder: ResultBuilder?
            if case .library? = builder { libraryBuilder = library.resultBuilder }
            checkBuilderComponent(compiled.type, builder: libraryBuilder, at: Compiler.startPosition(of: expr))
            let eval = Compiler.checkedByBuilder(value.eval, builder: libraryBuilder, at: expr.position)
            let exec: Exec = { f throws(Unwind) in
                f.returnValue = try eval(f)
                return .returned
            }
            return exec
        }
        let block = compileBlock(closure.body)
        checkDefiniteInitialization(closure.body)
        if closure.declaredResult != nil {
            checkMissingReturn(closure.body, resultType: resultType, kind: "closure", closingBrace: closure.closingBrace,
                               isSingleExpression: false, parameters: closure.parameters.map(\.binding))
        }
        return block
    }

    /// A closure's value (its single expression or a `return`'s) against
    /// its result type; a one-statement closure that writes its result type
    /// is refused at that type, as swiftc does ("declared closure result
    /// 'String' is incompatible with return type 'Int'").
    func checkClosureResult(_ compiled: Compiled, of expr: Expr) {
        guard Compiler.refuses else { return }
        if let written = context.declaredClosureResult, !isCollectionLiteral(expr),
           conversionProblem(compiled.type, of: expr, to: context.resultType) == .mismatch {
            error(LanguageMessages.declaredClosureResult(diagnosticName(context.resultType), diagnosticName(compiled.type)),
                  at: written)
            return
        }
        checkConversion(compiled, of: expr, to: context.resultType, at: .closureResult)
    }

    /// A closure whose written result type its context's function type
    /// cannot take: `let f: (Int) -> String = { x -> Int in x }`.
    private func checkDeclaredClosureResult(_ closure: ClosureExpr, _ declared: StaticType, contextual: StaticType) {
        guard Compiler.refuses else { return }
        guard let written = closure.declaredResult?.startPosition, declared.isFullyKnown, contextual.isFullyKnown,
              Compiler.isConcrete(declared), Compiler.isConcrete(contextual), contextual != .void, declared != .void,
              isComparable(declared), isComparable(contextual), isIncompatible(declared, contextual) else { return }
        error(LanguageMessages.declaredClosureResultContext(diagnosticName(declared), diagnosticName(contextual)), at: written)
    }

    /// A body of one expression or one `return` of a value.
    static func isOneValueStatement(_ body: [Stmt]) -> Bool {
        guard body.count == 1 else { return false }
        switch body[0].kind {
        case .expression: return true
        case .returnStmt(let value): return value != nil
        default: return false
        }
    }

    /// A closure that names more or fewer parameters than the function type
    /// its (program-declared) parameter has: swiftc's "contextual closure
    /// type '(String) -> Void' expects 1 argument, but 2 were used in closure
    /// body", at its parameter list. Only closures that name their parameters, and
    /// only a fully known type (a library's would also say `throws`).
    /// `let f: (Int) -> Int = { $0 + $1 }`: a closure whose `$n` reach
    /// past the parameters of the function type written for it (a
    /// declaration's, an assignment's, a program callee's parameter), at
    /// its `{`.
    private func checkAnonymousClosureArity(_ closure: ClosureExpr, expected: StaticType) {
        guard Compiler.refuses else { return }
        guard closure.usesAnonymousParameters, checkedClosures.contains(ObjectIdentifier(closure)),
              case .function(let parameters, let result) = expected, parameters.allSatisfy(\.isFullyKnown), result.isFullyKnown,
              closure.parameters.count > parameters.count else { return }
        let shown = "(" + parameters.map(diagnosticName).joined(separator: ", ") + ") -> "
            + (result == .void ? "Void" : diagnosticName(result))
        error(LanguageMessages.closureArityMismatch(shown, expects: parameters.count, used: closure.parameters.count),
              at: closure.position)
    }

    func checkClosureArity(_ closure: ClosureExpr, expected: StaticType, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        guard !closure.usesAnonymousParameters, case .function(let parameters, let result) = expected,
              parameters.allSatisfy(\.isFullyKnown), result.isFullyKnown,
              !closure.parameters.isEmpty, closure.parameters.count != parameters.count else { return }
        // `-> Void` as learners (and SwiftUI) write it.
        let shown = "(" + parameters.map(diagnosticName).joined(separator: ", ") + ") -> "
            + (result == .void ? "Void" : diagnosticName(result))
        error(LanguageMessages.closureArityMismatch(shown, expects: parameters.count,
                                                    used: closure.parameters.count),
              at: closure.parameters.first?.binding.position ?? position)
    }
}

/// Swift's rule for a `mutating` method's `self` (an `inout` parameter):
/// only a non-escaping closure may capture it, since the method's `self`
/// ends when the method returns.
extension Compiler {
    /// Marks a closure literal that is stored or returned as escaping.
    func noteStoredClosure(_ expr: Expr) {
        switch Compiler.unparenthesized(expr).kind {
        case .closure(let closure): storedClosures.insert(ObjectIdentifier(closure))
        case .name: storedFunctionNames.insert(Compiler.unparenthesized(expr).position)
        default: break
        }
    }

    /// Refuses, as swiftc does, an escaping closure that captures the
    /// `self` of a struct's or enum's `mutating` method or initializer. Escaping as far as
    /// is known here: stored or returned, or passed where its type is an
    /// optional function or a generic value (`handlers.append { … }`);
    /// where that is not known the closure is let through.
    func checkEscapingCapture(of closure: ClosureExpr, expected: StaticType) {
        guard Compiler.refuses else { return }
        var escapes = storedClosures.contains(ObjectIdentifier(closure))
        switch expected {
        case .optional(.function), .generic: escapes = true
        default: break
        }
        guard escapes else { return }
        checkImplicitSelf(in: closure)
        if let capture = closure.captures.first(where: { $0.binding.name == "self" }),
           capture.binding.isMutable, isMutatingMethodSelf(capture.binding) {
            error(LanguageMessages.escapingClosureCapturesMutatingSelf, at: closure.position)
        } else if let capture = closure.captures.first(where: { isInoutParameter($0.binding) }) {
            error(LanguageMessages.escapingCapturesInout("closure", capture.binding.name), at: closure.position)
        }
    }

    /// The same rule for a local function used as a value where it
    /// escapes (`handlers.append(bump)`, `later(bump)` with `@escaping`):
    /// swiftc says "escaping local function captures …" at the name.
    func checkEscapingLocalFunction(_ reference: NameReference, expected: StaticType, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        let binding: LocalBinding
        switch reference {
        case .local(let b), .captured(_, let b): binding = b
        case .unresolved: return
        }
        guard let decl = localFunctionDecls[ObjectIdentifier(binding)] else { return }
        var escapes = storedFunctionNames.contains(position)
        switch expected {
        case .optional(.function), .generic: escapes = true
        default: break
        }
        guard escapes else { return }
        if let capture = decl.captures.first(where: { $0.binding.name == "self" }),
           capture.binding.isMutable, isMutatingMethodSelf(capture.binding) {
            error(LanguageMessages.escapingLocalFunctionCapturesMutatingSelf, at: position)
        } else if let capture = decl.captures.first(where: { isInoutParameter($0.binding) }) {
            error(LanguageMessages.escapingCapturesInout("local function", capture.binding.name), at: position)
        }
    }

    /// Whether `binding` is an `inout` parameter of an enclosing function.
    private func isInoutParameter(_ binding: LocalBinding) -> Bool {
        guard binding.isMutable else { return false }
        var current: FunctionContext? = context
        while let c = current {
            if case .function(let decl) = c.captureOwner,
               decl.parameters.contains(where: { $0.binding === binding && $0.isInout }) { return true }
            current = c.parent
        }
        return false
    }

    /// Whether `binding` is the `self` of a `mutating` method or an
    /// initializer of a value type.
    private func isMutatingMethodSelf(_ binding: LocalBinding) -> Bool {
        var current: FunctionContext? = context
        while let c = current {
            if c.selfBinding === binding {
                // (A struct's initializer has a mutating `self` too.)
                guard c.kind == .method || c.kind == .initializer, c.selfIsMutable, let type = c.selfType else { return false }
                return type.kind == .structType || type.kind == .enumType
            }
            current = c.parent
        }
        return false
    }
}
