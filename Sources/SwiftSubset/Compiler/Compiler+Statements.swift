/// Statements: blocks (with scope-end release and `defer`) and declarations.
/// Control flow is in Compiler+ControlFlow.swift.
extension Compiler {
    // MARK: - Blocks

    /// Compiles a block. Locals it declares (plus `extra`, e.g. the
    /// bindings of an `if let`) are released at its end in reverse order of
    /// declaration, and deinits that causes run before the block moves on.
    func compileBlock(_ statements: [Stmt], releasing extra: [LocalBinding] = []) -> Exec {
        // Built straight into `StatementCode`s: a closure that passed
        // through a tuple or a generic on its way here would be called
        // through a pair of reabstraction thunks on every execution.
        var codes: [StatementCode] = []
        var isDefer: [Bool] = []
        for statement in statements {
            if case .deferStmt(let body) = statement.kind {
                codes.append(.statement(compileBlock(body)))
                isDefer.append(true)
            } else {
                codes.append(compileStatementCode(statement))
                isDefer.append(false)
            }
        }
        let locals = extra + statements.flatMap(declaredBindings)
        let slots = locals.map(\.slot).reversed().map { $0 }
        let asyncLetSlots = locals.filter(\.isAsyncLet).map(\.slot).reversed().map { $0 }
        let heap = rt.heap
        let rt = self.rt
        let hasDefer = isDefer.contains(true)

        @inline(__always) func release(_ f: Frame) {
            if !asyncLetSlots.isEmpty { rt.finishAsyncLets(in: f, slots: asyncLetSlots) }
            for slot in slots { f.slots[slot] = .void }
            heap.drain()
        }

        if !hasDefer {
            let body = Compiler.sequence(codes[...], heap: heap)
            if slots.isEmpty && asyncLetSlots.isEmpty { return body }
            return { f throws(Unwind) in
                let flow: Flow
                do throws(Unwind) {
                    flow = try body(f)
                } catch {
                    if error.isRecoverable { release(f) }
                    throw error
                }
                release(f)
                return flow
            }
        }
        return { f throws(Unwind) in
            var defers: [Exec] = []
            func runDefers() throws(Unwind) {
                for d in defers.reversed() { _ = try d(f) }
            }
            var result = Flow.normal
            do throws(Unwind) {
                for i in codes.indices {
                    if isDefer[i] {
                        if case .statement(let exec) = codes[i] { defers.append(exec) }
                        continue
                    }
                    let flow = try codes[i].run(f)
                    heap.drain()
                    if case .normal = flow { continue }
                    result = flow
                    break
                }
            } catch {
                if error.isRecoverable {
                    try runDefers()
                    release(f)
                }
                throw error
            }
            try runDefers()
            release(f)
            return result
        }
    }

    /// Statements run in order, each followed by the deinits it caused,
    /// until one ends otherwise than normally: one closure per statement,
    /// joined in a balanced tree. (A loop over an array of statements
    /// copied, so retained and released, each statement's code on every
    /// run; a chain would nest as deep as the block is long.)
    static func sequence(_ codes: ArraySlice<StatementCode>, heap: Heap) -> Exec {
        switch codes.count {
        case 0:
            return { _ throws(Unwind) in .normal }
        case 1:
            switch codes[codes.startIndex] {
            case .expression(let eval):
                return { f throws(Unwind) in
                    _ = try eval(f)
                    heap.drain()
                    return .normal
                }
            case .statement(let exec):
                return { f throws(Unwind) in
                    let flow = try exec(f)
                    heap.drain()
                    return flow
                }
            }
        default:
            let middle = codes.startIndex + codes.count / 2
            let first = sequence(codes[..<middle], heap: heap), second = sequence(codes[middle...], heap: heap)
            return { f throws(Unwind) in
                let flow = try first(f)
                guard case .normal = flow else { return flow }
                return try second(f)
            }
        }
    }

    /// Locals a statement declares in its enclosing block.
    func declaredBindings(_ statement: Stmt) -> [LocalBinding] {
        switch statement.kind {
        case .local(let decl): return decl.bindings
        case .localFunction(let binding, _): return [binding]
        case .guardStmt(let conditions, _, _): return conditions.flatMap(conditionBindings)
        default: return []
        }
    }

    func conditionBindings(_ condition: Condition) -> [LocalBinding] {
        switch condition {
        case .boolean: return []
        case .optionalBinding(let b, _, _): return [b]
        case .pattern(let p, _): return p.bindings
        }
    }

    // MARK: - Statements

    /// A statement as a block runs it: an expression statement's own
    /// code, called directly, or the statement's `Exec`.
    func compileStatementCode(_ statement: Stmt) -> StatementCode {
        if case .expression(let expr) = statement.kind { return .expression(compileExpressionStatement(expr).eval) }
        return .statement(compileStatement(statement))
    }

    /// An expression statement, remembered with its type for the
    /// missing-return check of the body it may end.
    func compileExpressionStatement(_ expr: Expr) -> Compiled {
        let compiled = compileExpr(expr)
        lastExpressionStatement = (expr, compiled.type)
        checkUnusedFunction(expr, compiled.type)
        noteUnusedResult(expr, compiled.type)
        return compiled
    }

    /// A function or closure named alone as a statement, never called
    /// (`greet` for `greet()`): swiftc refuses it ("function is unused"),
    /// at the name, or where `Type.method` starts.
    private func checkUnusedFunction(_ expr: Expr, _ type: StaticType) {
        guard Compiler.refuses else { return }
        guard case .function = type else { return }
        switch expr.kind {
        case .name:
            error(LanguageMessages.functionIsUnused, at: expr.position)
        case .member(let base, _):
            if case .name(.unresolved(let name), _) = base.kind, lookupType(name) != nil {
                error(LanguageMessages.functionIsUnused, at: Compiler.startPosition(of: expr))
            } else {
                error(LanguageMessages.functionIsUnused, at: expr.position)
            }
        default:
            break
        }
    }

    func compileStatement(_ statement: Stmt) -> Exec {
        oneErrorUnit { compileStatementAlone(statement) }
    }

    private func compileStatementAlone(_ statement: Stmt) -> Exec {
        let at = statement.position
        switch statement.kind {
        case .expression(let expr):
            let eval = compileExpressionStatement(expr).eval
            return { f throws(Unwind) in _ = try eval(f); return .normal }
        case .local(let decl):
            if let wrapper = decl.wrapper, lookupType(String(wrapper.name.prefix { $0 != "<" })) == nil {
                error(LanguageMessages.unknownAttribute(wrapper.name), at: wrapper.position)
                return { _ throws(Unwind) in .normal }
            }
            if decl.initializer == nil, decl.declaredType == nil, decl.wrapper == nil, case .binding(let b) = decl.pattern,
               !b.name.hasPrefix("$") {
                // `var total` with neither a type nor a value (a result
                // builder's own `$component` temporaries are typed later).
                error(LanguageMessages.typeAnnotationMissing, at: b.position)
                return { _ throws(Unwind) in .normal }
            }
            return compileLocalDeclaration(decl, at: at)
        case .global(let variable):
            return compileGlobalInitialization(variable)
        case .localFunction(let binding, let decl):
            return compileLocalFunction(binding, decl)
        case .function(let decl):
            error(LanguageMessages.unsupported("a function declared here"), at: decl.position)
            return { _ throws(Unwind) in .normal }
        case .type:
            let pass = DeclarationPass(compiler: self)
            pass.declare([statement])
            pass.resolve()
            pass.compileBodies()
            return { _ throws(Unwind) in .normal }
        case .typeAlias(let name, let parameters, let type):
            declareTypeAlias(name, parameters, type, at: at)
            return { _ throws(Unwind) in .normal }
        case .importDecl:
            return { _ throws(Unwind) in .normal }
        case .ifStmt(let s):
            return compileIf(s)
        case .guardStmt(let conditions, let body, let elseEnd):
            let test = compileConditions(conditions)
            let elseBody = compileBlock(body)
            checkGuardExits(body, elseEnd: elseEnd)
            return { f throws(Unwind) in
                if try test(f) { return .normal }
                let flow = try elseBody(f)
                return flow
            }
        case .whileStmt(let label, let conditions, let body):
            return compileWhile(label: label, conditions, body, at: at)
        case .repeatWhile(let label, let body, let condition):
            return compileRepeat(label: label, body, condition, at: at)
        case .forIn(let s):
            return compileForIn(s, at: at)
        case .switchStmt(let s):
            return compileSwitch(s)
        case .returnStmt(let expr):
            return compileReturn(expr, at: at)
        case .breakStmt(let name):
            checkJumpTarget(isBreak: true, label: name, at: at)
            let label = loopLabel(name)
            return { _ throws(Unwind) in .breakLoop(label) }
        case .continueStmt(let name):
            checkJumpTarget(isBreak: false, label: name, at: at)
            let label = loopLabel(name)
            return { _ throws(Unwind) in .continueLoop(label) }
        case .fallthroughStmt:
            return { _ throws(Unwind) in .fallthroughCase }
        case .throwStmt(let expr):
            if context.catchDepth == 0 { context.closureThrows = true }
            let eval = compileThrownError(expr).eval
            return { f throws(Unwind) in throw .thrown(try eval(f)) }
        case .deferStmt(let body):
            // Reached only outside compileBlock (e.g. a lone statement).
            return compileBlock(body)
        case .doStmt(let body, let clauses):
            return compileDo(body, clauses)
        case .block(let body):
            return compileBlock(body)
        }
    }

    private func compileLocalDeclaration(_ decl: LocalDecl, at position: SourcePosition) -> Exec {
        let declared = decl.declaredType.map { resolveType($0, at: position) }
        guard let initializer = decl.initializer else {
            for binding in decl.bindings {
                binding.staticType = declared ?? .unknown
                binding.isInitializedLater = true
            }
            // `var x: T?` starts as nil; `let x: Int` is initialised later,
            // and a boxed one needs its box now.
            if declared?.isOptional == true, decl.bindings.allSatisfy(\.isMutable) {
                let declares = decl.bindings.map(declareLocal)
                return { f throws(Unwind) in
                    for declare in declares { declare(f, .none) }
                    return .normal
                }
            }
            // A tuple is given its value element by element (`(p.0, p.1) =
            // (1, 2)`): it starts as a tuple of the declared shape.
            if let declared, let empty = Compiler.unsetTuple(declared), case .binding = decl.pattern {
                let declares = decl.bindings.map(declareLocal)
                return { f throws(Unwind) in
                    for declare in declares { declare(f, empty) }
                    return .normal
                }
            }
            let boxed = decl.bindings.filter(\.isBoxed).map(\.slot)
            if boxed.isEmpty { return { _ throws(Unwind) in .normal } }
            return { f throws(Unwind) in
                for slot in boxed { f.slots[slot] = .native(Box(.void)) }
                return .normal
            }
        }
        noteStoredClosure(initializer)
        noteUnusedValueCandidate(decl)
        if case .binding(let binding) = decl.pattern { noteSequenceWrapper(.local(ObjectIdentifier(binding)), initializer: initializer) }
        // `async let x = load()` needs no `try`: the `try await x` that reads it does.
        var asyncLet = false
        if case .binding(let binding) = decl.pattern { asyncLet = binding.isAsyncLet }
        if asyncLet { context.tryCover += 1; context.awaitCover += 1 }
        if declared != nil, case .closure(let closure) = initializer.kind { checkedClosures.insert(ObjectIdentifier(closure)) }
        if decl.declaredType == nil { refuseContextlessImplicitMember(initializer) }
        let value = inWrittenAnyContext(decl.declaredType, initializer) {
            compileExpr(initializer, expected: writtenAnyContext(decl.declaredType, initializer) ?? declared ?? .unknown)
        }
        if asyncLet { context.tryCover -= 1; context.awaitCover -= 1 }
        if declared == nil, refuseHeterogeneousLiteral(initializer) { return { _ throws(Unwind) in .normal } }
        if let declared { checkConversion(value, of: initializer, to: declared, at: .specified) }
        let coerced = declared.map { coerce(value, to: $0) } ?? value
        if case .binding(let binding) = decl.pattern {
            binding.staticType = declared.map { Compiler.completedGenericType($0, value.type) ?? $0 } ?? value.type
            let declare = declareLocal(binding)
            let eval = coerced.eval
            if binding.isAsyncLet {
                let spawn = spawningAsyncLet(eval, at: position)
                return { f throws(Unwind) in
                    declare(f, spawn(f))
                    return .normal
                }
            }
            return { f throws(Unwind) in
                declare(f, try eval(f))
                return .normal
            }
        }
        if declared == nil, case .tuple(let elements) = decl.pattern,
           refuseTupleCount(value.type, destructuredInto: elements.count, initializer) {
            return { _ throws(Unwind) in .normal }
        }
        let bind = compileBindingPattern(decl.pattern, type: declared ?? value.type)
        let eval = coerced.eval
        return { f throws(Unwind) in
            try bind(f, try eval(f))
            return .normal
        }
    }

    /// A written generic type without its arguments (`var s: Set = [1, 3]`)
    /// takes them from the initializer, as swiftc infers `Set<Int>`; nil
    /// when the written type is complete or the initializer's says nothing more.
    static func completedGenericType(_ written: StaticType, _ initializer: StaticType) -> StaticType? {
        guard case .nominal(let t, let args) = written, !args.allSatisfy(\.isKnown) || args.isEmpty else { return nil }
        switch initializer {
        case .nominal(let u, let inferred) where u === t && !inferred.isEmpty && inferred.allSatisfy(\.isKnown):
            return initializer
        case .array(let element) where t.name == "Set" && element.isKnown:
            return .nominal(t, [element])   // `let s: Set = [1, 3]`: an array literal made a Set
        default:
            return nil
        }
    }

    /// `let (a, b, c) = (1, "a")`: a tuple of another element count than
    /// the pattern's, refused as swiftc refuses it. True when refused.
    func refuseTupleCount(_ type: StaticType, destructuredInto count: Int, _ initializer: Expr) -> Bool {
        guard Compiler.refuses else { return false }
        guard let types = type.tupleElements, types.count != count, type.isFullyKnown else { return false }
        let pattern = (0..<count).map { $0 < types.count ? diagnosticName(types[$0]) : "_" }
        error(LanguageMessages.tupleCountMismatch(diagnosticName(type), "(\(pattern.joined(separator: ", ")))"),
              at: initializer.anchor)
        return true
    }

    /// Destructures a value into a `let`/`var` pattern (names, tuples, `_`).
    func compileBindingPattern(_ pattern: Pattern, type: StaticType) -> (Frame, Value) throws(Unwind) -> Void {
        switch pattern {
        case .binding(let b):
            b.staticType = type
            let declare = declareLocal(b)
            return { f, v throws(Unwind) in declare(f, v) }
        case .wildcard:
            return Compiler.ignore
        case .tuple(let elements):
            var types = [StaticType](repeating: .unknown, count: elements.count)
            if let ts = type.tupleElements, ts.count == elements.count { types = ts }
            let parts = zip(elements, types).map { compileBindingPattern($0.0, type: $0.1) }
            return { f, v throws(Unwind) in
                guard case .tuple(let t) = v else { return }
                for (i, part) in parts.enumerated() where i < t.elements.count {
                    try part(f, t.elements[i])
                }
            }
        case .valueBinding(let inner):
            return compileBindingPattern(inner, type: type)
        default:
            let match = compileMatch(pattern, subjectType: type)
            return { f, v throws(Unwind) in _ = try match(f, v) }
        }
    }

    /// `async let x = e`: `e` runs as a child task of the running one,
    /// started once it gives up the main actor; the variable holds the task.
    func spawningAsyncLet(_ eval: @escaping Eval, at position: SourcePosition) -> (Frame) -> Value {
        let rt = self.rt
        return { f in
            .native(rt.spawnChildTask(label: "async let@\(position.line)", body: nil, hostBody: { () throws(Unwind) -> Value in
                try eval(f)
            }))
        }
    }

    private func compileLocalFunction(_ binding: LocalBinding, _ decl: FunctionDecl) -> Exec {
        localFunctionDecls[ObjectIdentifier(binding)] = decl
        let function = makeFunctionShell(decl, selfType: nil)
        if decl.genericParameters.isEmpty, function.resultType.isKnown {
            if case .opaque? = decl.result {} else {
                localFunctionResults[ObjectIdentifier(binding)] = function.resultType
            }
        }
        let saved = context
        compileFunctionBody(decl, function, selfType: context.selfType, isStatic: context.isStatic,
                            kind: .function, parent: saved)
        let build = captureBuilder(decl.captures)
        let slot = binding.slot
        if binding.isBoxed {
            return { f throws(Unwind) in
                let box = Box(.void)
                f.slots[slot] = .native(box)
                box.value = .function(FunctionValue(.compiled(function, captures: build(f), boundSelf: nil)))
                return .normal
            }
        }
        return { f throws(Unwind) in
            f.slots[slot] = .function(FunctionValue(.compiled(function, captures: build(f), boundSelf: nil)))
            return .normal
        }
    }
}

/// A compiled statement as an array element (see `compileBlock`): in an
/// enum each closure keeps its own calling convention, where a bare
/// closure in an array would be called through a thunk.
enum StatementCode {
    /// An expression statement: its value is dropped.
    case expression(Eval)
    case statement(Exec)

    @inline(__always)
    func run(_ f: Frame) throws(Unwind) -> Flow {
        switch self {
        case .expression(let eval):
            _ = try eval(f)
            return .normal
        case .statement(let exec):
            return try exec(f)
        }
    }
}

extension Compiler {
    /// A tuple-typed variable declared without a value: a tuple of its
    /// shape whose elements have no value yet (definite initialization
    /// sees that none is read before it is assigned). Nil for other types.
    static func unsetTuple(_ type: StaticType) -> Value? {
        switch type {
        case .tuple(let types):
            return .tuple(TupleValue(types.map { unsetTuple($0) ?? .void }))
        case .labeledTuple(let labels, let types):
            return .tuple(TupleValue(labels: labels, elements: types.map { unsetTuple($0) ?? .void }))
        default:
            return nil
        }
    }
}

