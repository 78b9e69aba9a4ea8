/// Function, method, initializer and accessor bodies, and default values.
extension Compiler {
    /// A function's signature, ready to be called before its body compiles.
    func makeFunctionShell(_ decl: FunctionDecl, selfType: TypeInfo?) -> CompiledFunction {
        let function = CompiledFunction(name: decl.name, position: decl.position)
        function.isPrivate = decl.isPrivate
        function.genericParameterNames = Set(decl.genericParameters)
        function.constrainedGenericParameters = Set(decl.genericConstraints.keys)
        withGenericScope(decl.genericParameters, selfType: selfType) {
            for (parameter, ref) in decl.genericConstraints {
                if let info = typeInfo(for: resolveType(ref, at: decl.position)), info.kind == .protocolType {
                    function.genericConstraints[parameter] = info
                }
            }
            function.parameters = decl.parameters.map { parameter in
                let type = parameter.type.map { resolveType($0, at: parameter.binding.position) } ?? .unknown
                parameter.binding.staticType = parameter.isVariadic ? .array(type) : type
                var info = CompiledFunction.ParameterInfo(
                    label: parameter.label, slot: parameter.binding.slot, isBoxed: parameter.binding.isBoxed,
                    type: type,
                    defaultValue: deferredDefaults == nil
                        ? parameter.defaultValue.map { compileThunk($0, expected: type, selfType: nil, owner: (function, decl.genericParameters)) }
                        : nil,
                    isInout: parameter.isInout, isVariadic: parameter.isVariadic,
                    isAutoclosure: parameter.isAutoclosure, name: parameter.binding.name,
                    isResultBuilder: namesResultBuilder(parameter.attributes),
                    declaredResultBuilder: declaredResultBuilder(parameter.attributes))
                info.isEscaping = parameter.attributes.contains { $0.name == "escaping" }
                if case .named(["Any"], let arguments, _)? = parameter.type, arguments.isEmpty, !parameter.isVariadic {
                    info.argumentContext = .nominal(library.anyType, [])
                }
                if case .named(let path, _, _)? = parameter.type, path == ["ClosedRange"] || path == ["Range"] {
                    info.isClosedRange = path == ["ClosedRange"]
                }
                return info
            }
            function.resultType = decl.result.map { resolveType($0, at: decl.position) } ?? .void
        }
        // `func f() -> T` must return a T: swiftc refuses a body that can end
        // without one; StateLab stops it where it does end so.
        if decl.result != nil, !Compiler.accessorNames.contains(decl.name), function.resultType != .void,
           function.resultType.isKnown {
            function.missingReturnKind = Compiler.isVariableGetter(decl.name) ? "getter"
                : selfType == nil ? "global function" : decl.isStatic ? "static method" : "instance method"
            if case .opaque? = decl.result, let kind = function.missingReturnKind {
                function.opaqueResultOwner = "\(kind) '\(decl.name)(\(decl.parameters.map { ($0.label ?? "_") + ":" }.joined()))'"
            }
        }
        if deferredDefaults != nil {
            for (i, parameter) in decl.parameters.enumerated() {
                guard let thunk = parameter.defaultValue else { continue }
                function.parameters[i].defaultPending = true
                let type = function.parameters[i].type
                deferredDefaults?.append { [unowned self] in
                    self.withGenericScope(decl.genericParameters, selfType: selfType) {
                        function.parameters[i].defaultValue = self.compileThunk(thunk, expected: type, selfType: nil,
                                                                                owner: (function, decl.genericParameters))
                    }
                }
            }
        }
        function.slotCount = decl.slotCount
        function.selfSlot = decl.selfBinding?.slot
        function.selfIsBoxed = decl.selfBinding?.isBoxed ?? false
        function.isAsync = decl.isAsync
        function.isThrowing = decl.isThrowing
        function.isMutating = decl.isMutating
        function.isDiscardableResult = decl.attributes.contains { $0.name == "discardableResult" }
        function.isFailable = decl.isFailable
        function.isConvenience = decl.isConvenience
        function.fixity = decl.fixity
        function.isResultBuilder = namesResultBuilder(decl.attributes)
        function.declaredResultBuilder = declaredResultBuilder(decl.attributes)
        if selfType?.kind == .classType, let result = decl.result {
            func isSelf(_ ref: TypeRef) -> Bool {
                if case .named(let path, let args, _) = ref { return path == ["Self"] && args.isEmpty }
                if case .optional(let wrapped) = ref { return isSelf(wrapped) }
                return false
            }
            function.returnsSelf = isSelf(result)
        }
        return function
    }

    /// Declarations compiled as functions that are not `func`s.
    static let accessorNames: Set<String> = ["init", "deinit", "get", "set", "willSet", "didSet", "subscript", "_modify", "_read"]

    /// Compiles a member of `type`: method, accessor, initializer, deinit.
    func compileMethod(_ decl: FunctionDecl, _ function: CompiledFunction, in type: TypeInfo, isStatic: Bool = false,
                       observing property: String? = nil) {
        pendingObservedProperty = property
        let kind: FunctionContext.Kind
        switch decl.name {
        case "init": kind = .initializer
        case "deinit": kind = .deinitializer
        case "get", "set", "willSet", "didSet": kind = .accessor
        default: kind = .method
        }
        if kind == .method, library.resultBuilder?.buildsMethod(named: decl.name, of: type) == true {
            function.isResultBuilder = true
        }
        // A stored property's observers are checked with the file, not
        // deferred as bodies are.
        let isObserver = decl.name == "willSet" || decl.name == "didSet"
        inDeclarationBody(isObserver ? nil : decl.position) {
            compileFunctionBody(decl, function, selfType: type, isStatic: isStatic || decl.isStatic, kind: kind, parent: nil)
        }
    }

    /// Runs `body` with `declarationBody` set to `start`.
    func inDeclarationBody(_ start: SourcePosition?, _ body: () -> Void) {
        let saved = declarationBody
        declarationBody = start
        defer { declarationBody = saved }
        body()
    }

    func compileFunctionBody(
        _ decl: FunctionDecl, _ function: CompiledFunction, selfType: TypeInfo?, isStatic: Bool,
        kind: FunctionContext.Kind = .function, parent: FunctionContext? = nil
    ) {
        let ctx = FunctionContext(
            kind: kind, parent: parent, selfType: selfType, isStatic: isStatic, selfBinding: decl.selfBinding,
            captureOwner: .function(decl), resultType: function.resultType,
            genericParameters: Set(decl.genericParameters), selfIsMutable: decl.isMutating)
        ctx.function = function
        for (parameter, ref) in decl.genericConstraints {
            if let info = typeInfo(for: resolveType(ref, at: decl.position)), info.kind == .protocolType {
                ctx.genericConstraints[parameter] = info
            }
        }
        ctx.observedProperty = pendingObservedProperty
        pendingObservedProperty = nil
        decl.selfBinding?.staticType = selfType.map { isStatic ? .metatype(.nominal($0, [])) : instanceType(of: $0) } ?? .unknown
        withContext(ctx) {
            let statements = decl.body ?? []
            var body: Exec
            if function.isResultBuilder, Compiler.appliesResultBuilder(to: statements), let builder = compileResultBuilderBody(statements) {
                body = builder
            } else if let builder = function.declaredResultBuilder, !Compiler.containsReturn(statements) {
                body = compileBlock(builderTransform(statements, builder: builder, function: function, at: decl.position))
            } else if decl.isSingleExpression, kind != .initializer, kind != .deinitializer,
                      function.resultType != .void || kind == .accessor && decl.name == "get",
                      let expr = Compiler.singleExpression(of: statements) {
                let (outerBranches, outerTernary) = (opaqueBranches, opaqueTernary)
                let judgesBranches = !function.isResultBuilder && function.opaqueResultOwner != nil
                opaqueBranches = judgesBranches ? [] : nil
                opaqueTernary = nil
                if judgesBranches, case .ternary = expr.kind { opaqueTernary = expr }
                let compiled = compileExpr(expr, expected: function.resultType)
                if judgesBranches, let branches = opaqueBranches { checkOpaqueBranches(branches) }
                (opaqueBranches, opaqueTernary) = (outerBranches, outerTernary)
                if kind != .initializer { checkConversion(compiled, of: expr, to: function.resultType, at: .returnValue) }
                if !function.isResultBuilder { checkOpaqueReturn(compiled, of: expr) }
                let checkingBuilder = function.isResultBuilder && Compiler.isOpaque(function.resultType)
                    ? library.resultBuilder : nil
                checkBuilderComponent(compiled.type, builder: checkingBuilder, at: Compiler.startPosition(of: expr))
                let value = Compiler.checkedByBuilder(coerce(compiled, to: function.resultType).eval,
                                                      builder: checkingBuilder, at: expr.position)
                body = { f throws(Unwind) in
                    f.returnValue = try value(f)
                    return .returned
                }
            } else {
                let outerReturns = opaqueReturns
                let judgesReturns = !function.isResultBuilder && function.opaqueResultOwner != nil
                opaqueReturns = judgesReturns ? [] : nil
                body = compileBlock(statements)
                checkDefiniteInitialization(statements)
                if judgesReturns, let returns = opaqueReturns { checkOpaqueReturns(returns, of: decl) }
                opaqueReturns = outerReturns
                if !function.isResultBuilder, let bodyKind = Compiler.bodyKind(decl, kind, isLocal: parent != nil),
                   !checkOpaqueResult(decl, statements, resultType: function.resultType) {
                    checkMissingReturn(statements, resultType: function.resultType, kind: bodyKind,
                                       closingBrace: decl.closingBrace, isSingleExpression: false,
                                       parameters: decl.parameters.map(\.binding))
                }
            }
            if kind == .initializer, let selfType {
                checkInitializerCoverage(decl, type: selfType)
                checkSuperInitCalled(decl, type: selfType)
                body = wrapInitializer(body, decl: decl, function: function, type: selfType)
                if decl.isFailable {
                    let inner = body
                    body = { f throws(Unwind) in
                        do throws(Unwind) {
                            return try inner(f)
                        } catch {
                            guard case .initializerFailed = error else { throw error }
                            f.returnValue = .none
                            return .returned
                        }
                    }
                }
            }
            function.body = body
        }
        function.captures = decl.captures
    }

    /// A designated initializer first gives its own stored properties their
    /// default values (in declaration order), then runs its body; a class
    /// initializer that never calls `super.init` calls it implicitly last.
    private func wrapInitializer(_ body: @escaping Exec, decl: FunctionDecl, function: CompiledFunction, type: TypeInfo) -> Exec {
        let statements = decl.body ?? []
        if Compiler.containsCall(statements, receiver: .selfRef(.unresolved("self")), name: "init") {
            return body   // delegating: the other initializer does the work
        }
        let defaults = propertyDefaults(of: type)
        let needsSuper = type.superclass != nil
            && !Compiler.containsCall(statements, receiver: .superRef, name: "init")
        let superInit = needsSuper ? type.superclass.flatMap { implicitSuperInit($0) } : nil
        guard let selfSlot = function.selfSlot else { return body }
        let boxed = function.selfIsBoxed
        return { f throws(Unwind) in
            let selfValue = boxed ? f.slots[selfSlot].boxed.value : f.slots[selfSlot]
            if case .object(let instance) = selfValue {
                var fields = instance.fields
                instance.fields = []
                defer { instance.fields = fields }
                try defaults(&fields)
            } else if boxed {
                try Compiler.applyDefaults(defaults, to: &f.slots[selfSlot].boxed.value)
            } else {
                try Compiler.applyDefaults(defaults, to: &f.slots[selfSlot])
            }
            let flow = try body(f)
            if let superInit, case .object = selfValue {
                try superInit(selfValue)
            }
            return flow
        }
    }

    typealias DefaultsApplier = (inout [Value]) throws(Unwind) -> Void

    static func applyDefaults(_ apply: DefaultsApplier, to selfValue: inout Value) throws(Unwind) {
        guard case .structure(var s) = selfValue else { return }
        selfValue = .void
        defer { selfValue = .structure(s) }
        try apply(&s.fields)
    }

    /// Sets a type's own stored properties (not inherited ones) to their
    /// default values, in declaration order. Optional `var`s without a
    /// default start as `nil`, weak ones as an empty weak reference.
    func propertyDefaults(of type: TypeInfo) -> DefaultsApplier {
        let own = type.storedProperties.enumerated().filter { $0.element.owner === type }
        let rt = self.rt
        let steps: [(Int, PropertyInfo)] = own.map { ($0.offset, $0.element) }
        return { fields throws(Unwind) in
            for (index, property) in steps where index < fields.count {
                if case .void = fields[index] {} else { continue }
                if property.isLazy { continue }
                if let thunk = property.defaultValue {
                    let value = try rt.evaluate(thunk, selfValue: nil)
                    fields[index] = property.ownership == .strong ? value : Value.makeWeak(value)
                } else if property.ownership != .strong {
                    fields[index] = .native(WeakReference(nil))
                } else if property.type.isOptional && property.isMutable {
                    fields[index] = .none
                }
            }
        }
    }

    /// `super.init()` for a subclass initializer that does not call it.
    private func implicitSuperInit(_ superclass: TypeInfo) -> ((Value) throws(Unwind) -> Void)? {
        let rt = self.rt
        let library = self.library
        return { selfValue throws(Unwind) in
            guard case .object(let instance) = selfValue else { return }
            try library.runInitializer(of: superclass, on: instance, labels: [], arguments: [], rt: rt, at: nil)
        }
    }

    static func containsCall(_ statements: [Stmt], receiver: ExprKind, name: String) -> Bool {
        var found = false
        func visitExpr(_ e: Expr) {
            if found { return }
            switch e.kind {
            case .call(let callee, let args):
                if case .member(let base, let n) = callee.kind, n == name {
                    switch (base.kind, receiver) {
                    case (.selfRef, .selfRef), (.superRef, .superRef): found = true; return
                    default: break
                    }
                }
                visitExpr(callee)
                args.forEach { visitExpr($0.value) }
            case .tryExpr(_, let inner), .await(let inner), .forceUnwrap(let inner), .optionalEvaluation(let inner),
                 .optionalChain(let inner):
                visitExpr(inner)
            case .assign(let a, let b), .binary(_, let a, let b):
                visitExpr(a); visitExpr(b)
            default: break
            }
        }
        func visit(_ s: [Stmt]) {
            for statement in s {
                switch statement.kind {
                case .expression(let e): visitExpr(e)
                case .ifStmt(let i): visit(i.then); visit(i.otherwise ?? [])
                case .guardStmt(_, let b, _), .block(let b), .deferStmt(let b): visit(b)
                case .doStmt(let b, let clauses): visit(b); clauses.forEach { visit($0.body) }
                case .switchStmt(let sw): sw.cases.forEach { visit($0.body) }
                case .local(let decl): if let i = decl.initializer { visitExpr(i) }
                default: break
                }
            }
        }
        visit(statements)
        return found
    }

    // MARK: - Thunks

    /// Compiles a default value or default argument to run in its own frame.
    /// - Parameter isWrittenType: `expected` is a type the program wrote
    ///   (`var x: Int = …`), which the value must fit.
    /// - Parameter typesItself: nothing is written for the value to fit
    ///   (`var x = …`): its type is the value's own.
    func compileThunk(_ thunk: Thunk, expected: StaticType, selfType: TypeInfo?, isStatic: Bool = false,
                      isWrittenType: Bool = false, typesItself: Bool = false, isGlobalInitializer: Bool = false,
                      isAsyncLet: Bool = false, owner: (function: CompiledFunction, genericParameters: [String])? = nil) -> CompiledThunk {
        let ctx = FunctionContext(
            kind: .thunk, parent: nil, selfType: selfType, isStatic: isStatic, selfBinding: thunk.selfBinding,
            captureOwner: .none, resultType: expected, genericParameters: Set(owner?.genericParameters ?? []), selfIsMutable: false)
        ctx.defaultOwner = owner?.function
        ctx.isGlobalInitializer = isGlobalInitializer
        if isAsyncLet { ctx.tryCover = 1; ctx.awaitCover = 1 }   // its `try` and `await` are where it is awaited
        let compiled = withContext(ctx) { () -> Compiled in
            oneErrorUnit {
                if typesItself { refuseContextlessImplicitMember(thunk.expr) }
                let value = compileExpr(thunk.expr, expected: expected)
                if isWrittenType { checkConversion(value, of: thunk.expr, to: expected, at: .specified) }
                if owner != nil, conversionProblem(value.type, of: thunk.expr, to: expected) == .mismatch {
                    // A parameter's default (`x: Int = "a"`): swiftc's own wording.
                    // swiftc names an optional parameter's wrapped type (`s: String? = 3`).
                    let target = value.type.isOptional ? expected : expected.wrappedIfOptional
                    error(LanguageMessages.defaultArgumentType(diagnosticName(value.type), diagnosticName(target)),
                          at: thunk.expr.anchor)
                }
                return coerce(value, to: expected)
            }
        }
        return CompiledThunk(slotCount: thunk.slotCount, selfSlot: thunk.selfBinding?.slot, eval: compiled.eval,
                             type: compiled.type)
    }

    /// A global's initializer, run as part of top-level code but in a frame
    /// of its own (its closures capture nothing from top-level locals).
    func compileThunkInline(_ thunk: Thunk, expected: StaticType, isWrittenType: Bool = false, typesItself: Bool = false,
                            isGlobalInitializer: Bool = false, isAsyncLet: Bool = false) -> Compiled {
        let compiled = compileThunk(thunk, expected: expected, selfType: nil, isWrittenType: isWrittenType,
                                    typesItself: typesItself, isGlobalInitializer: isGlobalInitializer, isAsyncLet: isAsyncLet)
        let rt = self.rt
        return Compiled(eval: { _ throws(Unwind) in try rt.evaluate(compiled, selfValue: nil) }, type: compiled.type)
    }
}

extension Compiler {
    /// A function's result type at a call whose receiver has static type
    /// `receiver` (an instance type, or a metatype for a static call):
    /// `-> Self` in a class is the receiver's class.
    func resultType(of function: CompiledFunction, receiver: StaticType) -> StaticType {
        guard function.returnsSelf else { return function.resultType }
        var instance = receiver.wrappedIfOptional
        if case .metatype(let inner) = instance { instance = inner }
        guard instance.nominalType != nil else { return function.resultType }
        return function.resultType.isOptional ? .optional(instance) : instance
    }
}
