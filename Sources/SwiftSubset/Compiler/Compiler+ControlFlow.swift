/// Control flow: conditions (`if`, `guard`, `while`), loops, `switch`,
/// `return` and `do`/`catch`.
extension Compiler {
    // MARK: - Conditions

    /// Evaluates a condition list left to right, binding as it goes.
    func compileConditions(_ conditions: [Condition]) -> (Frame) throws(Unwind) -> Bool {
        if conditions.count == 1 { return compileCondition(conditions[0]) }
        var tests: [ConditionCode] = []
        for condition in conditions {
            tests.append(ConditionCode(test: compileCondition(condition)))
        }
        return { f throws(Unwind) in
            for i in tests.indices {
                if !(try tests[i].test(f)) { return false }
            }
            return true
        }
    }

    /// A `where` clause or a case's guard: nil when there is none. (Not
    /// `Optional.map`: code made through a generic is called through
    /// reabstraction thunks.)
    /// A `where` clause: refused as a condition is when it is not a `Bool`
    /// (`for m in xs where m`), and judged at its place when it runs
    /// (before: an unknown type's non-`Bool` stopped with no place).
    func compileOptionalTest(_ expr: Expr?) -> Eval? {
        guard let expr else { return nil }
        let compiled = compileExpr(expr, expected: .bool)
        checkCondition(compiled, expr)
        if compiled.type == .bool { return compiled.eval }
        let eval = compiled.eval, at = expr.position
        return { f throws(Unwind) in .bool(try Value.truth(try eval(f), at: at)) }
    }

    func compileCondition(_ condition: Condition) -> (Frame) throws(Unwind) -> Bool {
        switch condition {
        case .boolean(let expr):
            let compiled = compileExpr(expr, expected: .bool)
            checkCondition(compiled, expr)
            let eval = compiled.eval
            let at = expr.position
            return { f throws(Unwind) in try Value.truth(try eval(f), at: at) }
        case .optionalBinding(let binding, let expr, let type):
            noteUnusedValueCandidate(binding, .conditional)
            let value = compileExpr(expr)
            checkConditionalBinding(value.type, binding)
            let declared = type.map { resolveType($0, at: binding.position) }
            binding.staticType = declared ?? value.type.wrappedIfOptional
            // `guard let self` in a `[weak self]` closure: implicit members
            // from here on read the unwrapped `self`, not the method's.
            if binding.name == "self", context.kind == .closure { context.implicitSelf = binding }
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

    func compileIf(_ s: IfStmt) -> Exec {
        let test = compileConditions(s.conditions)
        let bindings = s.conditions.flatMap(conditionBindings)
        let then = compileBlock(s.then, releasing: bindings)
        guard let otherwiseStatements = s.otherwise else {
            return { f throws(Unwind) in try test(f) ? try then(f) : .normal }
        }
        let otherwise = compileBlock(otherwiseStatements)
        let slots = bindings.map(\.slot)
        return { f throws(Unwind) in
            if try test(f) { return try then(f) }
            // A partly-successful condition list may have bound some names.
            for slot in slots { f.slots[slot] = .void }
            return try otherwise(f)
        }
    }

    // MARK: - Loops

    func compileWhile(label name: String?, _ conditions: [Condition], _ body: [Stmt], at position: SourcePosition) -> Exec {
        let label = loopLabel(name)
        let test = compileConditions(conditions)
        let bindings = conditions.flatMap(conditionBindings)
        let run = inLoop { compileBlock(body, releasing: bindings) }
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

    func compileRepeat(label name: String?, _ body: [Stmt], _ condition: Expr, at position: SourcePosition) -> Exec {
        let label = loopLabel(name)
        let run = inLoop { compileBlock(body) }
        let compiledTest = compileExpr(condition, expected: .bool)
        checkCondition(compiledTest, condition)
        let test = compiledTest.eval
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
            } while try Value.truth(try test(f))
            return .normal
        }
    }

    /// A loop's body, compiled where `break` and `continue` may stand.
    func inLoop<T>(_ compile: () -> T) -> T {
        context.enclosingLoops += 1
        defer { context.enclosingLoops -= 1 }
        return compile()
    }

    /// `break` or `continue` written with no loop (or, for `break`, no
    /// `switch`) around it in the same body: swiftc refuses it at the
    /// keyword. A labelled one names its target and is left alone.
    func checkJumpTarget(isBreak: Bool, label: String?, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        guard label == nil, context.enclosingLoops == 0 else { return }
        if !isBreak {
            error(LanguageMessages.continueOutsideLoop, at: position)
        } else if context.enclosingSwitches == 0 {
            error(LanguageMessages.breakOutsideLoopOrSwitch, at: position)
        }
    }

    func compileForIn(_ s: ForInStmt, at position: SourcePosition) -> Exec {
        let sequence = compileExpr(s.sequence)
        switch sequence.type {
        case .int, .double, .bool:
            // `for i in count`: a number is not a sequence (a range is).
            error(LanguageMessages.forInOverNonSequence(diagnosticName(sequence.type)), at: Compiler.startPosition(of: s.sequence))
        default:
            break
        }
        // `for i in 0..<3` binds an Int, `for pair in dict` a (key:value:) tuple.
        let elementType = genericBindings(of: sequence.type)["Element"] ?? StaticType.elementType(of: sequence.type)
        for binding in s.pattern.bindings { noteUnusedValueCandidate(binding, .pattern) }
        let bind: (Frame, Value) throws(Unwind) -> Bool
        /// The loop variable's slot, when it is a plain local: each
        /// element is stored there without a call.
        var plainSlot: Int?
        switch s.pattern {
        case .binding(let b):
            b.staticType = elementType
            let declare = declareLocal(b)
            bind = { f, v throws(Unwind) in declare(f, v); return true }
            if case .local(let slot) = Compiler.form(of: b) { plainSlot = slot }
        case .tuple where s.pattern.isIrrefutable, .wildcard:
            if case .tuple = s.pattern, Compiler.isCertainlyNotTuple(elementType) {
                // swiftc blames the sequence: its elements are not tuples.
                error(LanguageMessages.tuplePatternOverNonTuple(diagnosticName(elementType)),
                      at: Compiler.startPosition(of: s.sequence))
            } else if case .tuple(let elements) = s.pattern, let types = elementType.tupleElements,
                      types.count != elements.count, elementType.isFullyKnown {
                error(LanguageMessages.patternCannotMatch(diagnosticName(elementType)), at: s.sequence.anchor)
                return { _ throws(Unwind) in .normal }
            }
            let destructure = compileBindingPattern(s.pattern, type: elementType)
            bind = { f, v throws(Unwind) in try destructure(f, v); return true }
        default:
            bind = compileMatch(s.pattern, subjectType: elementType)
        }
        let whereTest = compileOptionalTest(s.whereClause)
        let body = inLoop { compileBlock(s.body, releasing: s.pattern.bindings) }
        let label = loopLabel(s.label)
        let rt = self.rt
        let sequenceEval = sequence.eval
        let library = self.library

        // One iteration; returns nil to go on, or the flow that ends the loop.
        @inline(__always) func iterate(_ f: Frame, _ element: Value) throws(Unwind) -> Flow? {
            try rt.step(at: position)
            guard try bind(f, element) else { return nil }
            if let whereTest, !(try Value.truth(try whereTest(f))) { return nil }
            switch try body(f) {
            case .normal, .continueLoop(nil): return nil
            case .continueLoop(let l) where l == label: return nil
            case .breakLoop(nil): return .normal
            case .breakLoop(let l) where l == label: return .normal
            case let other: return other
            }
        }

        /// A program's own `Sequence`: one `next()` per iteration.
        func walkUserSequence(_ f: Frame, _ value: Value) throws(Unwind) -> Flow {
            var flow = Flow.normal
            try library.walk(value, rt: rt, at: position) { element throws(Unwind) in
                guard let end = try iterate(f, element) else { return true }
                flow = end
                return false
            }
            return flow
        }

        if s.isAwait {
            // Swift's protocol: `makeAsyncIterator()`, then `next()` until nil.
            let makeSite = CallSite(arguments: [], position: position)
            let nextSite = CallSite(arguments: [], position: position)
            return { f throws(Unwind) in
                let sequenceValue = try sequenceEval(f)
                let iterator = Box(try rt.callMethod(on: sequenceValue, "makeAsyncIterator", site: makeSite, frame: f, lvalue: nil))
                let lvalue = LValue(get: { _ throws(Unwind) in iterator.value },
                                    set: { _, v throws(Unwind) in iterator.value = v },
                                    modify: { _, body throws(Unwind) in try body(&iterator.value) },
                                    type: .unknown)
                while true {
                    let next = try rt.callMethod(on: iterator.value, "next", site: nextSite, frame: f, lvalue: lvalue)
                    if case .none = next { return .normal }
                    if let flow = try iterate(f, next.unwrappedOne) { return flow }
                }
            }
        }
        if let slot = plainSlot, whereTest == nil {
            // The common loop, `for i in 0..<n { … }`, with nothing to
            // call between one element and the body.
            return { f throws(Unwind) in
                let value = try sequenceEval(f)
                if case .range(let range) = value, let ints = range.intRange {
                    for i in ints {
                        try rt.step(at: position)
                        (f.slots + slot).pointee = .int(i)
                        switch try body(f) {
                        case .normal, .continueLoop(nil): continue
                        case .continueLoop(let l) where l == label: continue
                        case .breakLoop(nil): return .normal
                        case .breakLoop(let l) where l == label: return .normal
                        case let other: return other
                        }
                    }
                    return .normal
                }
                if Library.isUserValue(value) { return try walkUserSequence(f, value) }
                for element in try library.elements(of: value, rt: rt, at: position) {
                    if let flow = try iterate(f, element) { return flow }
                }
                return .normal
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
            if Library.isUserValue(value) { return try walkUserSequence(f, value) }
            for element in try library.elements(of: value, rt: rt, at: position) {
                if let flow = try iterate(f, element) { return flow }
            }
            return .normal
        }
    }

    // MARK: - switch

    struct CompiledCase {
        let matches: [MatcherCode]
        let guardEval: Eval?
        let body: Exec
        let slots: [Int]
    }

    func compileSwitch(_ s: SwitchStmt) -> Exec {
        let subject = compileExpr(s.subject)
        checkSwitchExhaustive(s, subjectType: subject.type)
        var cases: [CompiledCase] = []
        for c in s.cases {
            var matches: [MatcherCode] = []
            if c.isDefault {
                matches.append(MatcherCode(match: Compiler.alwaysMatches))
            } else {
                for pattern in c.patterns { matches.append(MatcherCode(match: compileMatch(pattern, subjectType: subject.type))) }
            }
            let guardEval = compileOptionalTest(c.guardExpr)
            let bindings = c.patterns.flatMap(\.bindings)
            context.enclosingSwitches += 1
            let body = compileBlock(c.body, releasing: bindings)
            context.enclosingSwitches -= 1
            cases.append(CompiledCase(matches: matches, guardEval: guardEval, body: body, slots: bindings.map(\.slot)))
        }
        let eval = subject.eval
        return { f throws(Unwind) in
            let value = try eval(f)
            var index = 0
            while index < cases.count {
                let c = cases[index]
                var matched = false
                for m in c.matches.indices { if !(try c.matches[m].match(f, value)) { continue };
                    if let g = c.guardEval, !(try Value.truth(try g(f))) { continue }
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

    func compileReturn(_ expr: Expr?, at position: SourcePosition) -> Exec {
        if let expr { noteStoredClosure(expr) }
        guard let expr else {
            if context.kind == .function || context.kind == .method, context.resultType != .void,
               context.resultType.isFullyKnown {
                // `return` alone in `func average(...) -> Int`.
                error(LanguageMessages.missingReturnValue, at: position)
            }
            return { _ throws(Unwind) in .returned }
        }
        if context.kind == .initializer, case .nilLiteral = expr.kind {
            // `return nil` from a failable initializer.
            return { f throws(Unwind) in
                f.returnValue = .none
                return .returned
            }
        }
        let compiled = compileExpr(expr, expected: context.resultType)
        if context.kind == .function || context.kind == .method, context.resultType == .void,
           compiled.type.isFullyKnown, compiled.type != .void {
            // `func greet() { return "Hi" }`: no result type was declared.
            error(LanguageMessages.nonVoidReturnInVoidFunction, at: expr.position)
            return { _ throws(Unwind) in .returned }
        }
        if context.kind == .function || context.kind == .method || context.kind == .accessor {
            checkConversion(compiled, of: expr, to: context.resultType, at: .returnValue)
            checkOpaqueReturn(compiled, of: expr)
            opaqueReturns?.append((expr, compiled.type))
        } else if context.kind == .closure, context.checksClosureResult {
            checkClosureResult(compiled, of: expr)
        }
        let value = coerce(compiled, to: context.resultType)
        if context.kind == .closure, context.firstReturnType == nil { context.firstReturnType = value.type }
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

    func compileDo(_ body: [Stmt], _ clauses: [CatchClause]) -> Exec {
        if !clauses.isEmpty { context.catchDepth += 1 }
        let run = compileBlock(body)
        if !clauses.isEmpty { context.catchDepth -= 1 }
        var handlers: [CatchHandler] = []
        for clause in clauses {
            let bindings = (clause.pattern?.bindings ?? []) + (clause.errorBinding.map { [$0] } ?? [])
            let match: Matcher
            if let pattern = clause.pattern {
                match = compileMatch(pattern, subjectType: .unknown)
            } else if let binding = clause.errorBinding {
                // `any Error` (or a `do throws(E)`'s `E`): passing it where
                // the program's own error type is wanted is refused.
                if let caught = binding.declaredType { binding.staticType = resolveType(caught, at: binding.position) }
                let declare = declareLocal(binding)
                match = { f, v throws(Unwind) in declare(f, v); return true }
            } else {
                match = Compiler.alwaysMatches
            }
            handlers.append(CatchHandler(match: match, guardEval: compileOptionalTest(clause.guardExpr),
                                         body: compileBlock(clause.body, releasing: bindings)))
        }
        return { f throws(Unwind) in
            do throws(Unwind) {
                return try run(f)
            } catch {
                guard case .thrown(let thrown) = error else { throw error }
                for handler in handlers { if !(try handler.match(f, thrown)) { continue };
                    if let g = handler.guardEval, !(try Value.truth(try g(f))) { continue }
                    return try handler.body(f)
                }
                throw error
            }
        }
    }
}

/// A condition's code as an array element: in a struct a closure keeps
/// its own calling convention; bare in an array it would be called
/// through a thunk.
struct ConditionCode {
    let test: (Frame) throws(Unwind) -> Bool
}

/// A pattern's matcher as an array element (see `ConditionCode`).
struct MatcherCode {
    let match: Compiler.Matcher
}

extension Compiler {
    /// A standard scalar or a program's own struct, class or enum: a type
    /// no tuple pattern can match (a generic, `Any` or a library type
    /// whose elements StateLab approximates is not judged).
    static func isCertainlyNotTuple(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character: return true
        case .nominal(let t, _): return isProgramType(t) && t.kind != .protocolType
        default: return false
        }
    }
}
