/// Literals that bind a generic parameter only loosely (`reduce(0, +)`).
extension Compiler {
    /// A literal passed for a method's own generic parameter (`reduce(0, +)`)
    /// binds it only loosely: the other arguments' types decide (`0` is a
    /// Double when `+` adds Doubles, as swiftc's solver has it), and the
    /// literal is compiled again as that type. Where they say nothing (a
    /// closure `{ $0 + $1 }` whose operands are open) the parameter is left
    /// unknown — `.some(nil)` — rather than guessed from the literal.
    /// Nil when no literal is passed for the parameter.
    func rebindLooseLiterals(_ parameter: String, _ arguments: [Argument], _ codes: inout [ArgumentCode],
                             declared: [StaticType]?) -> StaticType?? {
        guard let parameters = declared, parameters.count == codes.count, parameters.count == arguments.count else { return nil }
        let literals = parameters.indices.filter { parameters[$0] == .generic(parameter) && Compiler.isLiteral(arguments[$0].value) }
        guard !literals.isEmpty else { return nil }
        let others = parameters.indices.filter { !literals.contains($0) }
        let fromOthers = Compiler.inferBindings(parameters: others.map { parameters[$0] }, arguments: others.map { codes[$0].type })
        if case .generic(let name)? = fromOthers[parameter], genericParameterUser(name) != nil {
            // `xs.reduce(0, +)` on `[T]` in a generic function: the literal is
            // a `T`, and takes the type the call bound (`coerceLiteral`).
            for i in literals { codes[i] = recompiled(codes[i], arguments[i], as: .generic(name)) }
            return .some(.generic(name))
        }
        guard let other = fromOthers[parameter], other.isKnown, Compiler.isConcrete(other),
              Compiler.literalJoin(literals.map { codes[$0].type } + [other]) == other else { return .some(nil) }
        for i in literals where codes[i].type != other {
            codes[i] = recompiled(codes[i], arguments[i], as: other)
        }
        return .some(other)
    }

    /// The argument compiled again as a value of `type`.
    private func recompiled(_ old: ArgumentCode, _ argument: Argument, as type: StaticType) -> ArgumentCode {
        let value = coerce(compileExpr(argument.value, expected: type), to: type)
        return ArgumentCode(label: old.label, isTrailingClosure: old.isTrailingClosure, eval: value.eval,
                            lvalue: old.lvalue, autoclosure: old.autoclosure, position: old.position, type: value.type)
    }

    /// The left operand of a standard operator compiled again for the right
    /// one's type, when the left took its type from literals alone through a
    /// library generic (`Array(repeating: 1, count: 2) + [2.5]`,
    /// `[1, 2].reversed() + [2.5]`): swiftc's solver binds `Element` from
    /// both sides, so the ones are Doubles. Only where a literal could make
    /// the difference (Int to Double, inside arrays too), and only when the
    /// operand compiles as that type without a new error; nil otherwise.
    func retypedByOtherOperand(_ expr: Expr, _ old: Compiled, _ other: Expr) -> Compiled? {
        func intToDouble(_ from: StaticType, _ to: StaticType) -> Bool {
            if case .array(let f) = from, case .array(let t) = to { return intToDouble(f, t) }
            return from == .int && to == .double
        }
        guard intToDouble(old.type, .double) || intToDouble(old.type, .array(.double)) || intToDouble(old.type, .array(.array(.double))),
              Compiler.mentionsLiteral(expr) else { return nil }
        // The other operand's type by itself (compiled again below, in its context).
        let saved = diagnostics, savedCount = errorCount
        let type = compileExpr(other).type
        diagnostics = saved
        errorCount = savedCount
        guard intToDouble(old.type, type) else { return nil }
        let again = compileExpr(expr, expected: type)
        guard again.type == type, errorCount == savedCount else {
            diagnostics = saved
            errorCount = savedCount
            return nil
        }
        return again
    }

    /// Whether a number literal is written anywhere in the expression
    /// (outside closures): only then can its type depend on the context.
    static func mentionsLiteral(_ expr: Expr) -> Bool {
        if isLiteral(expr) { return true }
        switch expr.kind {
        case .call(let callee, let arguments):
            return mentionsLiteral(callee) || arguments.contains { mentionsLiteral($0.value) }
        case .member(let base, _): return mentionsLiteral(base)
        case .array(let elements): return elements.contains(where: mentionsLiteral)
        case .tuple(let elements): return elements.count == 1 && mentionsLiteral(elements[0].value)
        default: return false
        }
    }
}

extension Compiler {
    /// A literal operand beside a value of a program type that is
    /// `ExpressibleBy…Literal` (`20 > price` for a `Money` that is
    /// `ExpressibleByIntegerLiteral`): swiftc gives the operator both
    /// operands of that type, so the literal is that type's literal
    /// initializer. Nil where the other operand is no such type.
    func retypedAsOwnLiteral(_ expr: Expr, _ old: Compiled, _ other: Expr) -> Compiled? {
        switch expr.kind {
        case .integer, .float, .string, .boolean: break
        default: return nil
        }
        guard !old.type.isKnown || old.type.nominalType == nil else { return nil }
        // Its type without compiling it (compiling it twice here would
        // double the work, and the stack, at every level of a nested chain).
        guard case .nominal(let info, let arguments) = shallowType(of: other), Compiler.isProgramType(info) else { return nil }
        return compileLiteral(expr, ofOwnType: info, arguments: arguments)
    }
}
