/// Binary operators a program declares as `static func` of a type
/// (`static func * (v: Vector, k: Double)`, `static func * (k: Double,
/// v: Vector)`): the overload is chosen from the operands' static types,
/// on either operand's type, as swiftc chooses it, and each operand is
/// compiled against its parameter's type, so the `2` of `v * 2` is a
/// `Double` when only a `(Vector, Double)` overload takes it.
extension Compiler {
    /// The call of a declared operator for `lhs op rhs`, or nil when no
    /// declared overload fits (the library's operators apply then, or the
    /// overload is found on the values at run time).
    func compileDeclaredBinaryOperator(_ op: String, _ lhs: Expr, _ left: Compiled, _ rhs: Expr,
                                       at position: SourcePosition) -> Compiled? {
        let rightType = shallowType(of: rhs)
        var candidates: [(owner: TypeInfo?, function: CompiledFunction)] = []
        for type in [left.type, rightType] {
            guard let owner = declaringOwner(op, type), !candidates.contains(where: { $0.owner === owner }) else { continue }
            for function in operatorOverloads(op, owner) { candidates.append((owner, function)) }
        }
        // Global operator functions without generic parameters
        // (`func ** (base: Double, exp: Double)`).
        for function in env.functions[op] ?? [] where function.parameters.count == 2 && function.genericParameterNames.isEmpty
            && !function.parameters[0].isInout {
            candidates.append((nil, function))
        }
        if candidates.isEmpty { return nil }
        let leftIsLiteral = Compiler.isLiteral(lhs), rightIsLiteral = Compiler.isLiteral(rhs)
        var best: (owner: TypeInfo?, function: CompiledFunction, score: Int)?
        for (owner, function) in candidates {
            guard let s0 = operandScore(function.parameters[0].type, left.type, isLiteral: leftIsLiteral, owner: owner),
                  let s1 = operandScore(function.parameters[1].type, rightType, isLiteral: rightIsLiteral, owner: owner)
            else { continue }
            if best == nil || s0 + s1 > best!.score { best = (owner, function, s0 + s1) }
        }
        guard let (owner, function, _) = best else { return nil }
        let parameterTypes = function.parameters.map { resolvingSelf($0.type, owner) }
        var a = left
        if leftIsLiteral, parameterTypes[0].isKnown, a.type != parameterTypes[0] {
            a = coerce(compileExpr(lhs, expected: parameterTypes[0]), to: parameterTypes[0])
        }
        let b = coerce(compileExpr(rhs, expected: parameterTypes[1]), to: parameterTypes[1])
        let ae = a.eval, be = b.eval
        let rt = self.rt
        return Compiled(eval: { f throws(Unwind) in
            var args = [try ae(f), try be(f)]
            return try rt.invoke(function, captures: [], selfValue: owner.map(Value.type), arguments: &args, at: position)
        }, type: resolvingSelf(function.resultType, owner))
    }

    /// The right operand's type of a compound assignment operator a type
    /// declares (`static func *= (lhs: inout Vector, rhs: Double)`), the
    /// overload chosen by the operand's static type.
    func declaredCompoundOperand(_ op: String, _ type: TypeInfo, _ operand: Expr) -> StaticType? {
        var current: TypeInfo? = type
        var overloads: [CompiledFunction] = []
        while let t = current {
            overloads += (t.staticMethods[op] ?? []).map(\.function).filter { $0.parameters.count == 2 && $0.parameters[0].isInout }
            current = t.superclass
        }
        let argument = shallowType(of: operand)
        let isLiteral = Compiler.isLiteral(operand)
        let scored = overloads.compactMap { f -> (StaticType, Int)? in
            operandScore(f.parameters[1].type, argument, isLiteral: isLiteral, owner: type).map { (resolvingSelf(f.parameters[1].type, type), $0) }
        }
        return scored.max { $0.1 < $1.1 }?.0
    }

    /// A type that declares `op` itself (a user type, or a library type
    /// a program's extension gave the operator).
    private func declaringOwner(_ op: String, _ type: StaticType) -> TypeInfo? {
        guard let info = typeInfo(for: type.wrappedIfOptional), type.nominalType != nil || info.kind == .builtin else { return nil }
        if case .optional = type { return nil }
        return operatorOverloads(op, info).isEmpty ? nil : info
    }

    /// Binary overloads of `op` on a type, its superclasses and protocols.
    private func operatorOverloads(_ op: String, _ type: TypeInfo) -> [CompiledFunction] {
        var result: [CompiledFunction] = []
        var current: TypeInfo? = type
        while let t = current {
            result += (t.staticMethods[op] ?? []).map(\.function)
            current = t.superclass
        }
        for p in type.allProtocols { result += (p.staticMethods[op] ?? []).map(\.function) }
        return result.filter { $0.parameters.count == 2 && $0.fixity == nil && !$0.parameters[0].isInout }
    }

    /// How well an operand of static type `argument` fits `parameter`:
    /// nil when it cannot, more for an exact match than for a literal
    /// converted or an operand of unknown type.
    private func operandScore(_ parameter: StaticType, _ argument: StaticType, isLiteral: Bool, owner: TypeInfo?) -> Int? {
        let parameter = resolvingSelf(parameter, owner)
        if parameter.isGenericLike || !parameter.isKnown { return 1 }
        if !argument.isKnown { return 1 }
        if parameter == argument { return 4 }
        if isLiteral, argument == .int, parameter == .double || parameter.nominalType.map(library.isNumberType) == true {
            return 2
        }
        if isLiteral, argument == .double, parameter.nominalType === library.float { return 2 }
        if case .optional(let wrapped) = parameter, wrapped == argument { return 2 }
        if let p = parameter.nominalType, let a = typeInfo(for: argument), a.isSubtype(of: p) { return 3 }
        return nil
    }

    /// `Self` in a declaration stands for the type that declares it.
    private func resolvingSelf(_ type: StaticType, _ owner: TypeInfo?) -> StaticType {
        if case .generic("Self") = type, let owner { return owner.kind == .builtin ? builtinStaticType(owner) : .nominal(owner, []) }
        return type
    }
}

extension Library {
    /// `Float` and the fixed-width integers: an integer literal can be one.
    func isNumberType(_ type: TypeInfo) -> Bool {
        type === float || type === double || type === int || fixedWidthTypes.contains { $0 === type }
    }
}
