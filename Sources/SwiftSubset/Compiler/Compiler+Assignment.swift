/// Assignment: `=` and the compound operators, written through an lvalue.
extension Compiler {
    // MARK: - Assignment

    /// `scores["a"] = "ten"`, `list[0] = "x"`: a value of another type
    /// written through a subscript, which swiftc words by the subscript's
    /// type ("cannot assign value of type 'String' to subscript of type
    /// 'Int'"; a Dictionary's, whose subscript is optional, by its value
    /// type). True when refused.
    private func refuseSubscriptAssignment(_ value: Compiled, of expr: Expr, to target: Expr, _ type: StaticType) -> Bool {
        guard Compiler.refuses else { return false }
        guard case .subscriptAccess(let base, _) = target.kind, !isCollectionLiteral(expr),
              conversionProblem(value.type, of: expr, to: type) == .mismatch else { return false }
        let saved = diagnostics, savedCount = errorCount
        let container = compileExpr(base).type
        diagnostics = saved
        errorCount = savedCount
        let shown: StaticType
        switch container {
        case .dictionary(_, let valueType) where type == .optional(valueType): shown = valueType
        case .array(let element) where type == element: shown = element
        default: return false
        }
        error(LanguageMessages.cannotAssignToSubscript(diagnosticName(value.type), diagnosticName(shown)), at: expr.anchor)
        return true
    }

    func compileAssignment(_ target: Expr, _ value: Expr, at position: SourcePosition) -> Compiled {
        noteStoredClosure(value)
        if case .discard = target.kind {
            let eval = compileExpr(value).eval
            return Compiled(eval: { f throws(Unwind) in _ = try eval(f); return .void }, type: .void)
        }
        if case .optionalEvaluation(let inner) = target.kind {
            // `a?.b = v` is `Void?`: nil when the chain found nil.
            let lv = compileLValue(inner)
            checkWritable(lv, inner, .assignment, at: position)
            let compiled = compileExpr(value, expected: lv.type)
            checkConversion(compiled, of: value, to: lv.type, at: .assignment, operatorPosition: position)
            let rhs = coerce(compiled, to: lv.type).eval
            return Compiled(eval: { f throws(Unwind) in
                do throws(Unwind) {
                    _ = try lv.get(f)
                    try lv.set(f, try rhs(f))
                    return .some(.void)
                } catch {
                    if case .optionalChainNil = error { return .none }
                    throw error
                }
            }, type: .optional(.void))
        }
        let lv = compileLValue(target)
        checkWritable(lv, target, .assignment, at: position)
        if case .closure(let closure) = value.kind, case .function = lv.type, lv.type.isFullyKnown {
            checkedClosures.insert(ObjectIdentifier(closure))   // `handler = { … }` of a declared function type
        }
        let compiled = compileExpr(value, expected: lv.type)
        if !refuseSubscriptAssignment(compiled, of: value, to: target, lv.type) {
            checkConversion(compiled, of: value, to: lv.type, at: .assignment, operatorPosition: position)
        }
        let rhs = coerce(compiled, to: lv.type).eval
        return Compiled(eval: { f throws(Unwind) in
            let v = try rhs(f)
            try lv.set(f, v)
            return .void
        }, type: .void)
    }

    func compileCompoundAssignment(_ op: String, _ target: Expr, _ value: Expr, at position: SourcePosition) -> Compiled {
        let lv = compileLValue(target)
        checkWritable(lv, target, .mutatingOperator, at: position)
        var rhsType: StaticType = (op == "+" || op == "-") && lv.type == .double ? .double
            : (lv.type.isNumeric || op == "+" && Compiler.isArray(lv.type) ? lv.type : .unknown)
        if let t = lv.type.nominalType, !lv.type.isOptional {
            if library.isNumberType(t) {
                rhsType = lv.type   // `state &+= 0x9E37…` with a UInt64 state
            } else if let declared = declaredCompoundOperand(op + "=", t, value) {
                rhsType = declared   // `position *= 2` with `static func *= (v: inout Vector, k: Double)`
            }
        }
        let compiledValue = compileExpr(value, expected: rhsType)
        if !refuseArrayConcatenation(op, compound: true, value, lv.type, compiledValue.type, at: position) {
            _ = refuseCompoundOperand(op, target, value, lv.type, compiledValue.type, at: position)
        }
        let rhs = coerce(compiledValue, to: rhsType).eval
        let library = self.library
        let rt = self.rt
        if let operation = IntegerOperator(op) {
            // `n += 1` on an `Int`: the direct path of the operator itself;
            // anything else (and a trap) through the library as below.
            if let slot = lv.localSlot {
                return Compiled(eval: { f throws(Unwind) in
                    let operand = try rhs(f)
                    let target = f.slots + slot
                    if let a = Value.int(target.pointee), case .int(let b) = operand, let r = operation.apply(a, b) {
                        target.pointee = r
                        return .void
                    }
                    try lv.modify(f) { current throws(Unwind) in
                        try library.applyInPlace(op, &current, operand, rt: rt, at: position)
                    }
                    return .void
                }, type: .void)
            }
            if let (slot, cache) = lv.objectField {
                // `x += v` on a class's field through `self` (or another
                // local): the field updated in place.
                return Compiled(eval: { f throws(Unwind) in
                    let operand = try rhs(f)
                    if case .int(let b) = operand,
                       cache.updateIntField(of: (f.slots + slot).pointee, { a in operation.apply(a, b) }) {
                        return .void
                    }
                    try lv.modify(f) { current throws(Unwind) in
                        if case .int(let a) = current, case .int(let b) = operand, let r = operation.apply(a, b) {
                            current = r
                            return
                        }
                        try library.applyInPlace(op, &current, operand, rt: rt, at: position)
                    }
                    return .void
                }, type: .void)
            }
            if let box = lv.globalBox {
                // A global's box is written in place, as its `modify` does.
                return Compiled(eval: { f throws(Unwind) in
                    let operand = try rhs(f)
                    if let a = Value.int(box.value), case .int(let b) = operand, let r = operation.apply(a, b) {
                        box.value = r
                        return .void
                    }
                    try lv.modify(f) { current throws(Unwind) in
                        try library.applyInPlace(op, &current, operand, rt: rt, at: position)
                    }
                    return .void
                }, type: .void)
            }
            return Compiled(eval: { f throws(Unwind) in
                let operand = try rhs(f)
                try lv.modify(f) { current throws(Unwind) in
                    if case .int(let a) = current, case .int(let b) = operand, let r = operation.apply(a, b) {
                        current = r
                        return
                    }
                    try library.applyInPlace(op, &current, operand, rt: rt, at: position)
                }
                return .void
            }, type: .void)
        }
        return Compiled(eval: { f throws(Unwind) in
            let operand = try rhs(f)
            try lv.modify(f) { current throws(Unwind) in
                try library.applyInPlace(op, &current, operand, rt: rt, at: position)
            }
            return .void
        }, type: .void)
    }
}
