/// Operators: arithmetic with Swift's overflow checks, comparisons,
/// logical operators, ranges, `??`, identity, and user-defined operator
/// functions on user types.
extension Compiler {
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>"]
    static let comparison: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    /// A standard operator used as a function (`reduce(0, +)`,
    /// `sorted(by: >)`) where the context expects a two-parameter function
    /// one of whose types is a standard number or a String: the standard
    /// library's operators are homogeneous, so the overload chosen is that
    /// type's (`(Double, Double) -> Double`, `(Int, Int) -> Bool`). Nil
    /// when the context says too little, or contradicts that.
    static func standardOperatorType(_ name: String, expected: StaticType) -> StaticType? {
        guard case .function(let parameters, let result) = expected.wrappedIfOptional, parameters.count == 2 else { return nil }
        let isComparison = comparison.contains(name)
        guard isComparison || ["+", "-", "*", "/", "%"].contains(name) else { return nil }
        let candidates = isComparison ? parameters : parameters + [result]
        guard let operand = candidates.first(where: { $0.isNumeric || $0 == .string }) else { return nil }
        if operand == .string, !isComparison, name != "+" { return nil }
        if operand == .double, name == "%" { return nil }
        func open(_ t: StaticType) -> Bool {
            if case .generic = t { return true }
            return !t.isKnown
        }
        guard candidates.allSatisfy({ $0 == operand || open($0) }) else { return nil }
        if isComparison, !(result == .bool || open(result)) { return nil }
        return .function([operand, operand], isComparison ? .bool : operand)
    }

    /// An arithmetic operator between an open generic parameter and a
    /// value of a standard type (`$0 + $1` in `reduce(0) { $0 + $1 }` over
    /// Doubles, where `$0` is `reduce`'s `Result`): the standard operators
    /// are homogeneous, so the parameter unifies with that type and so does
    /// the result, as swiftc's solver has it. A literal operand says nothing
    /// (it would take the parameter's type). Nil otherwise.
    static func homogeneousOperand(_ left: StaticType, _ lhs: Expr, _ right: StaticType, _ rhs: Expr) -> StaticType? {
        func standard(_ t: StaticType, _ e: Expr) -> Bool { (t.isNumeric || t == .string) && !isLiteral(e) }
        switch (left, right) {
        case (.generic, _) where standard(right, rhs): return right
        case (_, .generic) where standard(left, lhs): return left
        default: return nil
        }
    }

    func compileBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, expected: StaticType, at position: SourcePosition) -> Compiled {
        if refuseUnknownOperator(op, standard: Compiler.standardInfixOperators, at: position) { return failed(position) }
        let rt = self.rt
        let library = self.library
        switch op {
        case "&&", "||":
            let left = compileExpr(lhs, expected: .bool), right = compileExpr(rhs, expected: .bool)
            checkLogicalOperand(left, lhs)
            checkLogicalOperand(right, rhs)
            let a = left.eval, b = right.eval
            let isAnd = op == "&&"
            let (leftAt, rightAt) = (lhs.position, rhs.position)
            return Compiled(eval: { f throws(Unwind) in
                let left = try Value.truth(try a(f), at: leftAt)
                if isAnd ? !left : left { return .bool(left) }
                return .bool(try Value.truth(try b(f), at: rightAt))
            }, type: .bool)
        case "??":
            // Where an optional is expected, `T` of `(T?, T?) -> T?` is its
            // wrapped type: `2 ?? 3` returned as `Double?` is `2.0`.
            var a = compileExpr(lhs, expected: expected.isKnown ? (expected.isOptional ? expected : .optional(expected)) : .unknown)
            let wrapped = a.type.wrappedIfOptional
            let b = coerce(compileExpr(rhs, expected: expected.isKnown ? expected : wrapped), to: expected.isKnown ? expected : wrapped)
            // `5 ?? 2.5`: a literal on the left takes the type both sides share
            // (`T` of `??`), unless `Any` is expected (then `T` is `Any`).
            if !expected.isKnown, anyArgumentPosition != position, Compiler.isLiteral(lhs), b.type.isKnown, b.type != wrapped,
               Compiler.literalJoin([wrapped, b.type]) == b.type {
                a = compileExpr(lhs, expected: .optional(b.type))
            }
            let resultType = b.type.isKnown ? b.type : wrapped
            // `let s: String? = "cat" ?? "hen"`: the result is optional (`T`
            // is `String?`), so the left side's value is wrapped to it too
            // (before: it came out bare, and printed as `cat`).
            let levels = wrapped.isKnown && resultType.isKnown ? max(0, resultType.optionalDepth - wrapped.optionalDepth) : 0
            let ae = a.eval, be = b.eval
            if levels > 0 {
                return Compiled(eval: { f throws(Unwind) in
                    var v: Value
                    switch try ae(f) {
                    case .none: return try be(f)
                    case .some(let w): v = w
                    case .native(let n) where n is WeakReference:
                        guard let t = (n as! WeakReference).target else { return try be(f) }
                        v = .object(t)
                    case let w: v = w
                    }
                    for _ in 0..<levels { v = .some(v) }
                    return v
                }, type: resultType)
            }
            return Compiled(eval: { f throws(Unwind) in
                switch try ae(f) {
                case .none: return try be(f)
                case .some(let v): return v
                case .native(let n) where n is WeakReference:
                    if let t = (n as! WeakReference).target { return .object(t) }
                    return try be(f)
                case let v: return v
                }
            }, type: resultType)
        case "..<", "...":
            // `0...1` is a range of Doubles where a Double range is expected.
            var bound = StaticType.unknown
            if case .nominal(let t, let args) = expected.wrappedIfOptional, t === library.range { bound = args.first ?? .unknown }
            var a = compileExpr(lhs, expected: bound)
            let b = compileExpr(rhs, expected: a.type.isKnown ? a.type : bound)
            if b.type == .double && a.type == .int && Compiler.isLiteral(lhs) { a = compileExpr(lhs, expected: .double) }
            let ae = a.eval, be = b.eval
            let closed = op == "..."
            return Compiled(eval: { f throws(Unwind) in
                let lo = try ae(f), hi = try be(f)
                if case .int(let l) = lo, case .int(let h) = hi, h < l {
                    throw .trap(Trap(message: LanguageMessages.rangeBounds, position: position))
                }
                return .range(RangeValue(lower: lo, upper: hi, isClosed: closed))
            }, type: .nominal(library.range, [a.type]))
        case "~=" where env.functions["~="]?.isEmpty ?? true:
            // `1...5 ~= 3`: the library's pattern match, a range's
            // `contains` or `==`. A range of literals takes the value's
            // type (`("a"..."z") ~= letter` with a Character).
            let literalRange = Compiler.isRangeExpression(Compiler.unparenthesized(lhs)) && Compiler.containsLiteral(lhs)
            let valueFirst = literalRange ? compileExpr(rhs) : nil
            let pattern = compileExpr(lhs, expected: valueFirst.map { $0.type.isKnown ? .nominal(library.range, [$0.type]) : .unknown }
                                      ?? .unknown)
            var bound = StaticType.unknown
            if case .nominal(let t, let args) = pattern.type, t === library.range { bound = args.first ?? .unknown }
            let value = valueFirst ?? compileExpr(rhs, expected: bound.isKnown ? bound : pattern.type)
            let pe = pattern.eval, ve = value.eval
            return Compiled(eval: { f throws(Unwind) in
                let p = try pe(f), v = try ve(f)
                if case .range(let r) = p { return .bool(library.range(r, contains: v)) }
                return .bool(try library.equal(p, v, rt: rt, at: position))
            }, type: .bool)
        case "===", "!==":
            let a = compileExpr(lhs).eval, b = compileExpr(rhs).eval
            let negate = op == "!=="
            return Compiled(eval: { f throws(Unwind) in
                let x = try a(f), y = try b(f)
                var same: Bool
                switch (x.unwrapped, y.unwrapped) {
                case (.object(let p)?, .object(let q)?): same = p === q
                case (nil, nil): same = true
                default: same = false
                }
                return .bool(negate ? !same : same)
            }, type: .bool)
        default:
            break
        }
        // Numeric literal typing: a `Double` on either side (or expected)
        // makes integer literals on the other side `Double`.
        let isArithmetic = Compiler.arithmetic.contains(op)
        let isOperand = arithmeticOperands.contains(position)
        if isArithmetic {
            for operand in [lhs, rhs] {
                if case .binary = Compiler.unparenthesized(operand).kind { arithmeticOperands.insert(Compiler.unparenthesized(operand).position) }
            }
        }
        var hint: StaticType = isArithmetic && expected.wrappedIfOptional == .double ? .double : .unknown
        if isArithmetic, case .nominal = expected.wrappedIfOptional { hint = expected.wrappedIfOptional }
        // `reduce(.zero, +) / Element(count)` where an `Element` is expected:
        // the standard operators are homogeneous, so each operand is one too.
        if isArithmetic, isEnclosingGenericParameter(expected) { hint = expected }
        var a = compileExpr(lhs, expected: hint)
        if let own = retypedAsOwnLiteral(lhs, a, rhs) { a = own }
        if let declared = compileDeclaredBinaryOperator(op, lhs, a, rhs, at: position) { return declared }
        if let dynamic = compileComparisonWithImplicitMember(op, a, rhs, at: position) { return dynamic }
        if let retyped = retypedByOtherOperand(lhs, a, rhs) { a = retyped }
        var b = compileExpr(rhs, expected: a.type.isNumeric || a.type.nominalType != nil || Compiler.isArray(a.type) ? a.type : hint)
        if b.type == .double && a.type == .int && Compiler.isLiteral(lhs) {
            a = compileExpr(lhs, expected: .double)
        }
        if case .nominal = a.type, !b.type.isKnown { b = compileExpr(rhs, expected: a.type) }
        if case .optional = a.type, !b.type.isKnown { b = compileExpr(rhs, expected: a.type) }
        if case .array = b.type, case .array = a.type, a.type != b.type, Compiler.isLiteral(lhs) {
            a = compileExpr(lhs, expected: b.type)   // `[1] + doubles`
        }
        if isArithmetic {
            for (operand, compiled) in [(lhs, a), (rhs, b)] where Compiler.arithmeticChainParts(operand) == nil {
                arithmeticLeafTypes[Compiler.unparenthesized(operand).position] = compiled.type
            }
        }
        if isArithmetic, !isOperand, refuseMixedChain(op, lhs, rhs, a.type, b.type, expected: expected, at: position) {
            return Compiled(eval: failed(position).eval, type: .unknown)
        }
        if isArithmetic, op == "+" || op == "-" || op == "*" || op == "/",
           refuseReduceForcedTo(b.type, lhs) || refuseReduceForcedTo(a.type, rhs) {
            return Compiled(eval: failed(position).eval, type: .unknown)
        }
        if refuseArrayConcatenation(op, compound: false, rhs, a.type, b.type, at: position)
            || refuseOperands(op, lhs, rhs, a.type, b.type, isOperand: isOperand, expected: expected, at: position) {
            return Compiled(eval: failed(position).eval, type: Compiler.comparison.contains(op) ? .bool : .unknown)
        }
        let resultType: StaticType
        if Compiler.comparison.contains(op) { resultType = .bool }
        else if let time = library.timeOperatorType(op, a.type, b.type) { resultType = time }
        else if isArithmetic && a.type == b.type { resultType = a.type }
        else if isArithmetic && (a.type == .double || b.type == .double) && a.type.isNumeric && b.type.isNumeric { resultType = .double }
        else if isArithmetic, let concrete = Compiler.homogeneousOperand(a.type, lhs, b.type, rhs) { resultType = concrete }
        // An unknown operand with a literal: the literal's own type says
        // nothing (`$1 * 1000` may be a Double).
        else if isArithmetic, !a.type.isKnown || !b.type.isKnown, Compiler.isLiteral(a.type.isKnown ? lhs : rhs) { resultType = .unknown }
        else { resultType = a.type.isKnown ? a.type : b.type }
        let ae = a.eval, be = b.eval
        if let info = typeInfo(for: a.type), info.kind == .builtin,
           let function = info.staticMethods[op]?.map(\.function).first(where: {
               $0.parameters.count == 2 && $0.parameters[0].type == a.type && (!b.type.isKnown || $0.parameters[1].type == b.type)
           }) {
            // `static func * (lhs: String, rhs: Int)` in an extension of String.
            return Compiled(eval: { f throws(Unwind) in
                var args = [try ae(f), try be(f)]
                return try rt.invoke(function, captures: [], selfValue: .type(info), arguments: &args, at: position)
            }, type: function.resultType)
        }
        if let functions = env.functions[op], !functions.isEmpty {
            return compileGlobalOperator(op, functions, ae, be, operandTypes: (a.type, b.type), resultType: resultType,
                                         at: position)
        }
        if let operation = IntegerOperator(op) {
            // Integers take a direct path; anything else goes through the
            // library (doubles, strings, user operators).
            return Compiled(eval: compileIntegerOperator(op, operation, a, b, at: position), type: resultType)
        }
        return Compiled(eval: { f throws(Unwind) in
            try library.binary(op, try ae(f), try be(f), rt: rt, at: position)
        }, type: resultType)
    }

    /// `reason == .finished` where nothing says `reason`'s type: the member
    /// is looked up on the type of the value it is compared with, when the
    /// comparison runs.
    private func compileComparisonWithImplicitMember(_ op: String, _ left: Compiled, _ rhs: Expr,
                                                     at position: SourcePosition) -> Compiled? {
        guard op == "==" || op == "!=", !left.type.isKnown, case .implicitMember(let name) = rhs.kind,
              library.implicitMemberOwners(name, in: env).count != 1 else { return nil }
        let rt = self.rt, library = self.library, eval = left.eval
        let negate = op == "!="
        return Compiled(eval: { f throws(Unwind) in
            let value = try eval(f)
            let type = library.typeOf(value.unwrappedIfOptional)
            guard let member = library.lookupStatic(type, name) else {
                throw .trap(Trap(message: LanguageMessages.typeHasNoMember(type.name, name), position: position))
            }
            let other = try rt.readStaticMember(type, member, name, at: position)
            let same = try library.equal(value, other, rt: rt, at: position)
            return .bool(negate ? !same : same)
        }, type: .bool)
    }

    func compilePrefix(_ op: String, _ operand: Expr, expected: StaticType, at position: SourcePosition) -> Compiled {
        if let user = compileUserUnaryOperator(op, .prefix, operand, expected: expected, at: position) { return user }
        if refuseUnknownOperator(op, standard: Compiler.standardPrefixOperators, at: position) { return failed(position) }
        let value = compileExpr(operand, expected: op == "!" ? .bool : expected)
        let eval = value.eval
        let library = self.library
        let rt = self.rt
        switch op {
        case "..<", "...":
            let closed = op == "..."
            return Compiled(eval: { f throws(Unwind) in
                .range(RangeValue(lower: .int(Int.min), upper: try eval(f), isClosed: closed))
            }, type: .nominal(library.range, [value.type]))
        case "-":
            // Negating an `Int` directly; the library traps on `-Int.min`.
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                if case .int(let i) = v, i != Int.min { return .int(-i) }
                return try library.prefix(op, v, rt: rt, at: position)
            }, type: value.type)
        case "!":
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                if case .bool(let b) = v { return .bool(!b) }
                return try library.prefix(op, v, rt: rt, at: position)
            }, type: .bool)
        default:
            return Compiled(eval: { f throws(Unwind) in
                try library.prefix(op, try eval(f), rt: rt, at: position)
            }, type: op == "!" ? .bool : value.type)
        }
    }

    func compilePostfix(_ op: String, _ operand: Expr, at position: SourcePosition) -> Compiled {
        let value = compileExpr(operand)
        let eval = value.eval
        guard op == "..." else {
            if let user = compileUserUnaryOperator(op, .postfix, operand, at: position) { return user }
            if refuseUnknownOperator(op, standard: Compiler.standardPostfixOperators, at: position) { return failed(position) }
            error(LanguageMessages.unsupported("postfix operator \'\(op)\'"), at: position)
            return failed(position)
        }
        return Compiled(eval: { f throws(Unwind) in
            .range(RangeValue(lower: try eval(f), upper: nil, isClosed: false))
        }, type: .nominal(library.range, [value.type]))
    }

    /// `+++v` / `v%%` with an operator the program declares, globally or
    /// as a static func of the operand's type: a call of it (an `inout`
    /// operand is written back).
    private func compileUserUnaryOperator(_ op: String, _ fixity: FunctionDecl.Fixity, _ operand: Expr,
                                          expected: StaticType = .unknown, at position: SourcePosition) -> Compiled? {
        func fits(_ f: CompiledFunction) -> Bool { f.fixity == fixity && f.parameters.count == 1 }
        func argument(_ f: CompiledFunction) -> [Argument] {
            [Argument(label: nil, value: f.parameters[0].isInout ? Expr(.inoutArgument(operand), operand.position) : operand)]
        }
        if let functions = env.functions[op]?.filter(fits), let first = functions.first {
            return compileFunctionCall(functions, argument(first), at: position)
        }
        // `-.infinity`: an implicit member has no type of its own; the
        // operator's result is the context's (before: compiled alone to
        // learn its type, it was 'ambiguous use of 'infinity'').
        let operandType = Compiler.needsContext(operand) ? expected.wrappedIfOptional : shallowOperandType(operand)
        guard let info = typeInfo(for: operandType), let function = library.operatorFunction(op, info, where: fits) else { return nil }
        return compileStaticCall(.nominal(info, []), op, argument(function), expected: .unknown, at: position)
    }

    /// The operand's static type, compiled once to learn it.
    private func shallowOperandType(_ operand: Expr) -> StaticType {
        let type = shallowType(of: operand)
        return type.isKnown ? type : compileExpr(operand).type
    }

    /// An operator the program declares as a global function: its own
    /// types go to it, the standard ones keep their standard meaning.
    /// An operator the program declares beside the library's: its result
    /// type is the declared function's whose parameters the operands'
    /// static types fit, the library's when they fit none (`a.x + b.x` on
    /// Ints beside a `+` on vectors), and unknown when that is not known.
    private func compileGlobalOperator(_ op: String, _ functions: [CompiledFunction], _ ae: @escaping Eval, _ be: @escaping Eval,
                                       operandTypes: (StaticType, StaticType), resultType: StaticType,
                                       at position: SourcePosition) -> Compiled {
        let binary = functions.filter { $0.parameters.count == 2 }
        let (left, right) = operandTypes
        var type = StaticType.unknown
        if let match = binary.first(where: { $0.parameters[0].type == left && $0.parameters[1].type == right }) {
            type = match.resultType
        } else if left.isFullyKnown, right.isFullyKnown, isComparable(left), isComparable(right),
                  binary.allSatisfy({ f in
                      let (p, q) = (f.parameters[0].type, f.parameters[1].type)
                      return p.isFullyKnown && q.isFullyKnown && isComparable(p) && isComparable(q)
                          && (isIncompatible(left, p) || isIncompatible(right, q))
                  }) {
            type = resultType
        }
        let rt = self.rt
        let library = self.library
        return Compiled(eval: { f throws(Unwind) in
            let x = try ae(f), y = try be(f)
            for function in functions where function.parameters.count == 2 {
                let p = function.parameters[0].type
                if !p.isKnown || p.isGenericLike || library.isInstance(x, of: p) {
                    var args = [x, y]
                    return try rt.invoke(function, captures: [], selfValue: nil, arguments: &args, at: position)
                }
            }
            return try library.binary(op, x, y, rt: rt, at: position)
        }, type: type)
    }
}

