/// Statements: blocks (with scope-end release and `defer`), declarations,
/// control flow, loops, `switch`, `do`/`catch`.
extension Compiler {
    // MARK: - Blocks

    /// Compiles a block. Locals it declares (plus `extra`, e.g. the
    /// bindings of an `if let`) are released at its end in reverse order of
    /// declaration, and deinits that causes run before the block moves on.
    func compileBlock(_ statements: [Stmt], releasing extra: [LocalBinding] = []) -> Exec {
        var items: [(Exec, isDefer: Bool)] = []
        for statement in statements {
            if case .deferStmt(let body) = statement.kind {
                items.append((compileBlock(body), true))
            } else {
                items.append((compileStatement(statement), false))
            }
        }
        let locals = extra + statements.flatMap(declaredBindings)
        let slots = locals.map(\.slot).reversed().map { $0 }
        let heap = rt.heap
        let hasDefer = items.contains { $0.isDefer }
        let execs = items.map(\.0)

        @inline(__always) func release(_ f: Frame) {
            for slot in slots { f.slots[slot] = .void }
            heap.drain()
        }

        if !hasDefer {
            if execs.count == 1 && slots.isEmpty {
                let only = execs[0]
                return { f throws(Unwind) in
                    let flow = try only(f)
                    heap.drain()
                    return flow
                }
            }
            return { f throws(Unwind) in
                do throws(Unwind) {
                    for exec in execs {
                        let flow = try exec(f)
                        heap.drain()
                        if case .normal = flow { continue }
                        release(f)
                        return flow
                    }
                } catch {
                    if error.isRecoverable { release(f) }
                    throw error
                }
                release(f)
                return .normal
            }
        }
        return { f throws(Unwind) in
            var defers: [Exec] = []
            func runDefers() throws(Unwind) {
                for d in defers.reversed() { _ = try d(f) }
            }
            var result = Flow.normal
            do throws(Unwind) {
                for (exec, isDefer) in items {
                    if isDefer {
                        defers.append(exec)
                        continue
                    }
                    let flow = try exec(f)
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

    /// Locals a statement declares in its enclosing block.
    func declaredBindings(_ statement: Stmt) -> [LocalBinding] {
        switch statement.kind {
        case .local(let decl): return decl.bindings
        case .localFunction(let binding, _): return [binding]
        case .guardStmt(let conditions, _): return conditions.flatMap(conditionBindings)
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

    func compileStatement(_ statement: Stmt) -> Exec {
        let at = statement.position
        switch statement.kind {
        case .expression(let expr):
            let eval = compileExpr(expr).eval
            return { f throws(Unwind) in _ = try eval(f); return .normal }
        case .local(let decl):
            return compileLocalDeclaration(decl, at: at)
        case .global(let variable):
            return compileGlobalInitialization(variable)
        case .localFunction(let binding, let decl):
            return compileLocalFunction(binding, decl)
        case .function(let decl):
            error(LoweringMessages.unsupported("a function declared here"), at: decl.position)
            return { _ throws(Unwind) in .normal }
        case .type:
            let pass = DeclarationPass(compiler: self)
            pass.declare([statement])
            pass.resolve()
            pass.compileBodies()
            return { _ throws(Unwind) in .normal }
        case .typeAlias(let name, let type):
            env.typeAliases[name] = resolveType(type, at: at)
            return { _ throws(Unwind) in .normal }
        case .importDecl:
            return { _ throws(Unwind) in .normal }
        case .ifStmt(let s):
            return compileIf(s)
        case .guardStmt(let conditions, let body):
            let test = compileConditions(conditions)
            let elseBody = compileBlock(body)
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
        case .breakStmt(let label):
            return { _ throws(Unwind) in .breakLoop(label) }
        case .continueStmt(let label):
            return { _ throws(Unwind) in .continueLoop(label) }
        case .fallthroughStmt:
            return { _ throws(Unwind) in .fallthroughCase }
        case .throwStmt(let expr):
            let eval = compileExpr(expr).eval
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
            // `let x: Int` initialised later: a boxed one needs its box now.
            for binding in decl.bindings {
                binding.staticType = declared ?? .unknown
            }
            let boxed = decl.bindings.filter(\.isBoxed).map(\.slot)
            if boxed.isEmpty { return { _ throws(Unwind) in .normal } }
            return { f throws(Unwind) in
                for slot in boxed { f.slots[slot] = .native(Box(.void)) }
                return .normal
            }
        }
        let value = compileExpr(initializer, expected: declared ?? .unknown)
        let coerced = declared.map { coerce(value, to: $0) } ?? value
        if case .binding(let binding) = decl.pattern {
            binding.staticType = declared ?? value.type
            let declare = declareLocal(binding)
            let eval = coerced.eval
            return { f throws(Unwind) in
                declare(f, try eval(f))
                return .normal
            }
        }
        let bind = compileBindingPattern(decl.pattern, type: declared ?? value.type)
        let eval = coerced.eval
        return { f throws(Unwind) in
            try bind(f, try eval(f))
            return .normal
        }
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
            if case .tuple(let ts) = type, ts.count == elements.count { types = ts }
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

    func compileGlobalInitialization(_ variable: VarDecl) -> Exec {
        guard let info = env.variables[variable.name] else { return { _ throws(Unwind) in .normal } }
        guard let initializer = variable.initializer else { return { _ throws(Unwind) in .normal } }
        let value = compileThunkInline(initializer, expected: info.type)
        if !info.type.isKnown || info.type == .unknown {
            env.variables[variable.name]?.type = value.type
        }
        let store = storeGlobal(info)
        let eval = value.eval
        let echo = self.echo
        let name = variable.name
        let type = info.type.isKnown ? info.type : value.type
        return { f throws(Unwind) in
            let v = try eval(f)
            store(f, v)
            echo?(v, type, name)
            return .normal
        }
    }

    private func compileLocalFunction(_ binding: LocalBinding, _ decl: FunctionDecl) -> Exec {
        let function = makeFunctionShell(decl, selfType: nil)
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

    // MARK: - Conditions

    /// Evaluates a condition list left to right, binding as it goes.
    func compileConditions(_ conditions: [Condition]) -> (Frame) throws(Unwind) -> Bool {
        var tests: [(Frame) throws(Unwind) -> Bool] = []
        for condition in conditions {
            let test = compileCondition(condition)
            tests.append(test)
        }
        if tests.count == 1 { return tests[0] }
        return { f throws(Unwind) in
            for test in tests {
                if !(try test(f)) { return false }
            }
            return true
        }
    }

    private func compileCondition(_ condition: Condition) -> (Frame) throws(Unwind) -> Bool {
        switch condition {
        case .boolean(let expr):
            let eval = compileExpr(expr, expected: .bool).eval
            return { f throws(Unwind) in try Compiler.truth(try eval(f)) }
        case .optionalBinding(let binding, let expr, let type):
            let value = compileExpr(expr)
            let declared = type.map { resolveType($0, at: binding.position) }
            binding.staticType = declared ?? value.type.wrappedIfOptional
            let declare = declareLocal(binding)
            let eval = value.eval
            return { f throws(Unwind) in
                switch try eval(f) {
                case .none: return false
                case .some(let wrapped):
                    declare(f, wrapped)
                    return true
                case .native(let n) where n is WeakReference:
                    guard let target = (n as! WeakReference).target else { return false }
                    declare(f, .object(target))
                    return true
                case let other:
                    declare(f, other)
                    return true
                }
            }
        case .pattern(let pattern, let expr):
            let value = compileExpr(expr)
            let match = compileMatch(pattern, subjectType: value.type)
            let eval = value.eval
            return { f throws(Unwind) in try match(f, try eval(f)) }
        }
    }

    static func truth(_ value: Value) throws(Unwind) -> Bool {
        switch value {
        case .bool(let b): return b
        case .some(let inner): return try truth(inner)
        default: throw .trap(Trap(message: "condition is not a Bool", position: nil))
        }
    }

    private func compileIf(_ s: IfStmt) -> Exec {
        let test = compileConditions(s.conditions)
        let bindings = s.conditions.flatMap(conditionBindings)
        let then = compileBlock(s.then, releasing: bindings)
        guard let otherwise = s.otherwise.map({ compileBlock($0) }) else {
            return { f throws(Unwind) in try test(f) ? try then(f) : .normal }
        }
        let slots = bindings.map(\.slot)
        return { f throws(Unwind) in
            if try test(f) { return try then(f) }
            // A partly-successful condition list may have bound some names.
            for slot in slots { f.slots[slot] = .void }
            return try otherwise(f)
        }
    }

    // MARK: - Loops

    private func compileWhile(label: String?, _ conditions: [Condition], _ body: [Stmt], at position: SourcePosition) -> Exec {
        let test = compileConditions(conditions)
        let bindings = conditions.flatMap(conditionBindings)
        let run = compileBlock(body, releasing: bindings)
        let rt = self.rt
        return { f throws(Unwind) in
            while try test(f) {
                try rt.step(at: position)
                switch try run(f) {
                case .normal, .continueLoop(nil): continue
                case .continueLoop(let l) where l == label: continue
                case .breakLoop(nil): return .normal
                case .breakLoop(let l) where l == label: return .normal
                case let other: return other
                }
            }
            return .normal
        }
    }

    private func compileRepeat(label: String?, _ body: [Stmt], _ condition: Expr, at position: SourcePosition) -> Exec {
        let run = compileBlock(body)
        let test = compileExpr(condition, expected: .bool).eval
        let rt = self.rt
        return { f throws(Unwind) in
            repeat {
                try rt.step(at: position)
                switch try run(f) {
                case .normal, .continueLoop(nil): break
                case .continueLoop(let l) where l == label: break
                case .breakLoop(nil): return .normal
                case .breakLoop(let l) where l == label: return .normal
                case let other: return other
                }
            } while try Compiler.truth(try test(f))
            return .normal
        }
    }

    private func compileForIn(_ s: ForInStmt, at position: SourcePosition) -> Exec {
        let sequence = compileExpr(s.sequence)
        let elementType = Compiler.elementType(of: sequence.type)
        let bind: (Frame, Value) throws(Unwind) -> Bool
        switch s.pattern {
        case .binding(let b):
            b.staticType = elementType
            let declare = declareLocal(b)
            bind = { f, v throws(Unwind) in declare(f, v); return true }
        case .tuple, .wildcard:
            let destructure = compileBindingPattern(s.pattern, type: elementType)
            bind = { f, v throws(Unwind) in try destructure(f, v); return true }
        default:
            bind = compileMatch(s.pattern, subjectType: elementType)
        }
        let whereTest = s.whereClause.map { compileExpr($0, expected: .bool).eval }
        let body = compileBlock(s.body, releasing: s.pattern.bindings)
        let label = s.label
        let rt = self.rt
        let sequenceEval = sequence.eval
        let library = self.library

        // One iteration; returns nil to go on, or the flow that ends the loop.
        @inline(__always) func iterate(_ f: Frame, _ element: Value) throws(Unwind) -> Flow? {
            try rt.step(at: position)
            guard try bind(f, element) else { return nil }
            if let whereTest, !(try Compiler.truth(try whereTest(f))) { return nil }
            switch try body(f) {
            case .normal, .continueLoop(nil): return nil
            case .continueLoop(let l) where l == label: return nil
            case .breakLoop(nil): return .normal
            case .breakLoop(let l) where l == label: return .normal
            case let other: return other
            }
        }

        return { f throws(Unwind) in
            let value = try sequenceEval(f)
            if case .range(let range) = value, let ints = range.intRange {
                for i in ints {
                    if let flow = try iterate(f, .int(i)) { return flow }
                }
                return .normal
            }
            for element in try library.elements(of: value, rt: rt, at: position) {
                if let flow = try iterate(f, element) { return flow }
            }
            return .normal
        }
    }

    static func elementType(of type: StaticType) -> StaticType {
        switch type {
        case .array(let e): return e
        case .dictionary(let k, let v): return .tuple([k, v])
        case .string: return .character
        default: return .unknown
        }
    }

    // MARK: - switch

    struct CompiledCase {
        let matches: [Matcher]
        let guardEval: Eval?
        let body: Exec
        let slots: [Int]
    }

    func compileSwitch(_ s: SwitchStmt) -> Exec {
        let subject = compileExpr(s.subject)
        var cases: [CompiledCase] = []
        for c in s.cases {
            var matches: [Matcher] = []
            if c.isDefault {
                matches.append(Compiler.alwaysMatches)
            } else {
                for pattern in c.patterns { matches.append(compileMatch(pattern, subjectType: subject.type)) }
            }
            let guardEval = c.guardExpr.map { compileExpr($0, expected: .bool).eval }
            let bindings = c.patterns.flatMap(\.bindings)
            cases.append(CompiledCase(matches: matches, guardEval: guardEval,
                                      body: compileBlock(c.body, releasing: bindings), slots: bindings.map(\.slot)))
        }
        let eval = subject.eval
        return { f throws(Unwind) in
            let value = try eval(f)
            var index = 0
            while index < cases.count {
                let c = cases[index]
                var matched = false
                for match in c.matches { if !(try match(f, value)) { continue };
                    if let g = c.guardEval, !(try Compiler.truth(try g(f))) { continue }
                    matched = true
                    break
                }
                if !matched {
                    for slot in c.slots { f.slots[slot] = .void }
                    index += 1
                    continue
                }
                var flow = try c.body(f)
                // `fallthrough` runs the next case's body without matching.
                while case .fallthroughCase = flow, index + 1 < cases.count {
                    index += 1
                    flow = try cases[index].body(f)
                }
                if case .breakLoop(nil) = flow { return .normal }
                if case .fallthroughCase = flow { return .normal }
                return flow
            }
            return .normal
        }
    }

    // MARK: - return, do/catch

    private func compileReturn(_ expr: Expr?, at position: SourcePosition) -> Exec {
        guard let expr else {
            return { _ throws(Unwind) in .returned }
        }
        if context.kind == .initializer, case .nilLiteral = expr.kind {
            // `return nil` from a failable initializer.
            return { f throws(Unwind) in
                f.returnValue = .none
                return .returned
            }
        }
        let value = coerce(compileExpr(expr, expected: context.resultType), to: context.resultType)
        let eval = value.eval
        return { f throws(Unwind) in
            f.returnValue = try eval(f)
            return .returned
        }
    }

    private struct CatchHandler {
        let match: Matcher
        let guardEval: Eval?
        let body: Exec
    }

    private func compileDo(_ body: [Stmt], _ clauses: [CatchClause]) -> Exec {
        let run = compileBlock(body)
        var handlers: [CatchHandler] = []
        for clause in clauses {
            let bindings = (clause.pattern?.bindings ?? []) + (clause.errorBinding.map { [$0] } ?? [])
            let match: Matcher
            if let pattern = clause.pattern {
                match = compileMatch(pattern, subjectType: .unknown)
            } else if let binding = clause.errorBinding {
                let declare = declareLocal(binding)
                match = { f, v throws(Unwind) in declare(f, v); return true }
            } else {
                match = Compiler.alwaysMatches
            }
            handlers.append(CatchHandler(match: match, guardEval: clause.guardExpr.map { compileExpr($0, expected: .bool).eval },
                                         body: compileBlock(clause.body, releasing: bindings)))
        }
        return { f throws(Unwind) in
            do throws(Unwind) {
                return try run(f)
            } catch {
                guard case .thrown(let thrown) = error else { throw error }
                for handler in handlers { if !(try handler.match(f, thrown)) { continue };
                    if let g = handler.guardEval, !(try Compiler.truth(try g(f))) { continue }
                    return try handler.body(f)
                }
                throw error
            }
        }
    }
}
