/// Pattern matching for `switch`, `if case`, `for case` and `catch`.
extension Compiler {
    typealias Matcher = (Frame, Value) throws(Unwind) -> Bool

    // Typed-throws closures are stored as values before they enter generic
    // containers: Swift 6.3's SILGen crashes converting a closure literal or
    // function reference straight into a generic typed-throws slot.
    nonisolated(unsafe) static let alwaysMatches: Matcher = { _, _ throws(Unwind) in true }
    nonisolated(unsafe) static let ignore: (Frame, Value) throws(Unwind) -> Void = { _, _ throws(Unwind) in }

    func compileMatch(_ pattern: Pattern, subjectType: StaticType) -> Matcher {
        switch pattern {
        case .wildcard:
            return Compiler.alwaysMatches
        case .binding(let binding):
            binding.staticType = subjectType
            let declare = declareLocal(binding)
            return { f, v throws(Unwind) in declare(f, v); return true }
        case .valueBinding(let inner):
            return compileMatch(inner, subjectType: subjectType)
        case .tuple(let elements):
            var types = [StaticType](repeating: .unknown, count: elements.count)
            if let ts = subjectType.tupleElements, ts.count == elements.count { types = ts }
            let matchers = zip(elements, types).map { compileMatch($0.0, subjectType: $0.1) }
            return { f, v throws(Unwind) in
                guard case .tuple(let t) = v, t.elements.count == matchers.count else { return false }
                for (i, m) in matchers.enumerated() where !(try m(f, t.elements[i])) { return false }
                return true
            }
        case .optionalSome(let inner):
            let m = compileMatch(inner, subjectType: subjectType.wrappedIfOptional)
            return { f, v throws(Unwind) in
                switch v {
                case .some(let wrapped): return try m(f, wrapped)
                case .none: return false
                default: return try m(f, v)
                }
            }
        case .isType(let ref):
            let type = resolveType(ref, at: ref.position ?? SourcePosition(file: "", line: 0, column: 0))
            let library = self.library
            return { _, v throws(Unwind) in library.isInstance(v, of: type) }
        case .asType(let inner, let ref):
            let type = resolveType(ref, at: SourcePosition(file: "", line: 0, column: 0))
            let m = compileMatch(inner, subjectType: type)
            let library = self.library
            return { f, v throws(Unwind) in
                guard library.isInstance(v, of: type) else { return false }
                return try m(f, v.unwrappedIfOptional)
            }
        case .expression(let expr):
            // `case "a"..."z":` over a Character: a range's bounds take the subject's type.
            var expected = subjectType.wrappedIfOptional
            if Compiler.isRangeExpression(Compiler.unparenthesized(expr)), expected.isKnown { expected = .nominal(library.range, [expected]) }
            let value = compileExpr(expr, expected: expected)
            let eval = value.eval
            let rt = self.rt
            let library = self.library
            let position = expr.position
            // A `~=` the program declares matches the operand types it takes.
            let matchers = (env.functions["~="] ?? []).filter { $0.parameters.count == 2 }
            return { f, v throws(Unwind) in
                let pattern = try eval(f)
                for function in matchers {
                    let (p, q) = (function.parameters[0].type, function.parameters[1].type)
                    guard !p.isKnown || library.isInstance(pattern, of: p), !q.isKnown || library.isInstance(v, of: q) else { continue }
                    var args = [pattern, v]
                    return try Value.truth(try rt.invoke(function, captures: [], selfValue: nil, arguments: &args, at: position))
                }
                if case .range(let r) = pattern { return library.range(r, contains: v) }
                return try library.equal(pattern, v, rt: rt, at: position)
            }
        case .alternatives(let patterns):
            let matchers = patterns.map { compileMatch($0, subjectType: subjectType) }
            return { f, v throws(Unwind) in
                for m in matchers where try m(f, v) { return true }
                return false
            }
        case .guarded(let inner, let condition):
            let m = compileMatch(inner, subjectType: subjectType)
            let test = compileExpr(condition, expected: .bool).eval
            let at = condition.position
            return { f, v throws(Unwind) in
                guard try m(f, v) else { return false }
                return try Value.truth(try test(f), at: at)
            }
        case .enumCase(let base, let name, let arguments, let position):
            return compileEnumCaseMatch(base: base, name: name, arguments: arguments, subjectType: subjectType, at: position)
        }
    }

    private func compileEnumCaseMatch(base: TypeRef?, name: String, arguments: [(label: String?, pattern: Pattern)]?,
                                      subjectType: StaticType, at position: SourcePosition) -> Matcher {
        var enumType: TypeInfo?
        if let base {
            let resolved = resolveType(base, at: position)
            enumType = resolved.nominalType
            // `case Limits.maximum:` is a static property compared with `==`.
            if let t = enumType, t.caseIndex(named: name) == nil, arguments == nil {
                let typeExpr = Expr(.typeExpr(base), position)
                return compileMatch(.expression(Expr(.member(typeExpr, name), position)), subjectType: subjectType)
            }
        } else if let t = subjectType.wrappedIfOptional.nominalType, t.kind == .enumType {
            enumType = t
        }
        // Optional's own cases (against `T?`, `.some`/`.none` are Optional's
        // even when T is an enum).
        if name == "some" || name == "none",
           enumType == nil || enumType === library.optional || base == nil && subjectType.isOptional {
            if name == "none" { return { _, v throws(Unwind) in v.isNone } }
            let inner = arguments?.first.map { compileMatch($0.pattern, subjectType: subjectType.wrappedIfOptional) }
            return { f, v throws(Unwind) in
                switch v {
                case .none: return false
                case .some(let wrapped): return try inner?(f, wrapped) ?? true
                default: return try inner?(f, v) ?? true
                }
            }
        }
        if enumType == nil, base == nil, arguments == nil, !(subjectType.nominalType?.kind == .enumType) {
            // `.red` against a non-enum: a static member compared with `==`.
            if subjectType.isKnown, let info = typeInfo(for: subjectType.wrappedIfOptional), library.lookupStatic(info, name) != nil {
                return compileMatch(.expression(Expr(.implicitMember(name), position)), subjectType: subjectType)
            }
        }
        var payloadTypes: [StaticType] = []
        if let t = enumType, let index = t.caseIndex(named: name) {
            payloadTypes = t.cases[index].payloadTypes
            // `case .success(let value)` over a `Result<Int, E>`: the
            // subject's type arguments give the payloads' types.
            if case .nominal(let subject, let arguments) = subjectType.wrappedIfOptional, subject === t,
               arguments.count == t.genericParameters.count, !arguments.isEmpty {
                let bindings = Dictionary(uniqueKeysWithValues: zip(t.genericParameters, arguments))
                payloadTypes = payloadTypes.map { Compiler.substitute($0, bindings) }
            }
        } else if let t = enumType {
            error(LanguageMessages.typeHasNoMember("\(t.name)", name), at: position)
        }
        let subMatchers: [Matcher]? = arguments.map { args in
            args.enumerated().map { i, arg in
                let type: StaticType = args.count == 1 && payloadTypes.count > 1 ? .tuple(payloadTypes)
                    : (i < payloadTypes.count ? payloadTypes[i] : .unknown)
                return compileMatch(arg.pattern, subjectType: type)
            }
        }
        let knownType = enumType
        return { f, v throws(Unwind) in
            var value = v
            if case .some(let wrapped) = value { value = wrapped }
            guard case .enumeration(let e) = value else { return false }
            if let knownType, e.type !== knownType { return false }
            guard e.caseInfo.name == name else { return false }
            guard let subMatchers else { return true }
            if subMatchers.count == 1 && e.payload.count > 1 {
                let labels = e.caseInfo.labels ?? []
                return try subMatchers[0](f, .tuple(TupleValue(labels: labels, elements: e.payload)))
            }
            for (i, m) in subMatchers.enumerated() where i < e.payload.count {
                if !(try m(f, e.payload[i])) { return false }
            }
            return true
        }
    }

    // MARK: - Casts

    func compileCast(_ operand: Expr, _ kind: CastKind, _ type: StaticType, at position: SourcePosition) -> Compiled {
        let library = self.library
        if case .generic(let name) = type, kind != .asType, let witness = genericWitness(name) {
            return compileGenericCast(operand, kind, type, witness: witness, at: position)
        }
        if kind == .asType, let nsError = library.types["NSError"], type.nominalType === nsError {
            let operandType = compileExpr(operand).type
            if operandType.isKnown, operandType.nominalType !== nsError {
                error(LanguageMessages.errorBridged, at: position)
                return failed(position)
            }
        }
        switch kind {
        case .asType:
            let value = compileExpr(operand, expected: type)
            if conversionProblem(value.type, of: operand, to: type) == .mismatch {
                // `x as String` of an Int: `as` converts nothing.
                error(LanguageMessages.cannotConvertInCoercion(diagnosticName(value.type), diagnosticName(type)), at: operand.anchor)
                return failed(position)
            }
            let coerced = coerce(value, to: type)
            // `derived as Base`: an upcast's static type is the class written,
            // so its members are chosen as on that class
            if case .nominal(let target, _) = type, target.kind == .classType,
               case .nominal(let source, _) = coerced.type, source !== target, source.isSubtype(of: target) {
                return Compiled(eval: coerced.eval, type: type)
            }
            return coerced
        case .isType:
            let eval = compileExpr(operand).eval
            return Compiled(eval: { f throws(Unwind) in .bool(library.isInstance(try eval(f), of: type)) }, type: .bool)
        case .asOptional:
            let eval = compileExpr(operand).eval
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                guard library.isInstance(v, of: type), !v.isNone else { return .none }
                return Value.wrapOptional(library.convert(v.unwrappedIfOptional, to: type))
            }, type: .optional(type))
        case .asForced:
            let eval = compileExpr(operand).eval
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                guard library.isInstance(v, of: type), !v.isNone else {
                    throw .trap(Trap(message: LanguageMessages.forcedCast(library.qualifiedTypeName(of: v), library.qualifiedName(type)),
                                     position: position))
                }
                return library.convert(v.unwrappedIfOptional, to: type)
            }, type: type)
        }
    }
}

extension Compiler {
    /// What a generic parameter stands for at run time, read from a value
    /// that has it as its type: a parameter `T.Type` (`as type: T.Type`
    /// gets `Int.self`), a parameter `T`, or a stored property of `self`
    /// of type `T` (`defaultValue: Value` in `Stored<Value>`). Only a value
    /// whose type is fully known and not a class (a subclass instance would
    /// narrow `T`) is a witness; nil where none is in reach.
    func genericWitness(_ name: String) -> ((Frame) throws(Unwind) -> StaticType?)? {
        let library = self.library
        let builtin: (TypeInfo) -> StaticType = { t in
            if t === library.int { return .int }
            if t === library.double { return .double }
            if t === library.bool { return .bool }
            if t === library.string { return .string }
            if t === library.character { return .character }
            return .nominal(t, [])
        }
        func witnessType(of value: Value, metatype: Bool) -> StaticType? {
            if metatype {
                guard case .type(let t) = value, t.kind != .classType, t.kind != .protocolType, t.genericParameters.isEmpty else { return nil }
                return builtin(t)
            }
            if case .object = value { return nil }
            let type = library.staticType(of: value)
            return Compiler.isFullyKnown(type) ? type : nil
        }
        if context.kind != .closure, context.genericParameters.contains(name) || context.isGenericParameter(name),
           let function = context.function {
            for p in function.parameters where !p.isInout && !p.isVariadic {
                let metatype: Bool
                switch p.type {
                case .metatype(.generic(let n)) where n == name: metatype = true
                case .generic(let n) where n == name: metatype = false
                default: continue
                }
                let slot = p.slot, boxed = p.isBoxed
                return { f throws(Unwind) in
                    witnessType(of: boxed ? f.slots[slot].boxed.value : f.slots[slot], metatype: metatype)
                }
            }
        }
        if let selfType = context.selfType, !context.isStatic, selfType.genericParameters.contains(name),
           let property = selfType.storedProperties.first(where: { $0.type == .generic(name) }),
           let receiver = selfLoader() {
            let member = compileMember(of: receiver, property.name, at: .unknown)
            let eval = member.eval
            return { f throws(Unwind) in witnessType(of: try eval(f), metatype: false) }
        }
        return nil
    }

    static func isFullyKnown(_ type: StaticType) -> Bool {
        switch type {
        case .unknown, .generic: return false
        case .optional(let t), .array(let t), .metatype(let t): return isFullyKnown(t)
        case .dictionary(let k, let v): return isFullyKnown(k) && isFullyKnown(v)
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.allSatisfy(isFullyKnown)
        case .function: return false
        case .nominal(let t, let args): return t.genericParameters.isEmpty || args.count == t.genericParameters.count && args.allSatisfy(isFullyKnown)
        default: return true
        }
    }

    /// `x as? T`, `x as! T`, `x is T` with `T` read from its witness; with
    /// no witness value at run time the cast fails, as before.
    private func compileGenericCast(_ operand: Expr, _ kind: CastKind, _ type: StaticType,
                                    witness: @escaping (Frame) throws(Unwind) -> StaticType?, at position: SourcePosition) -> Compiled {
        let library = self.library
        let eval = compileExpr(operand).eval
        return Compiled(eval: { f throws(Unwind) in
            let v = try eval(f)
            let target = try witness(f)
            let fits = !v.isNone && target.map { library.isInstance(v, of: $0) } == true
            switch kind {
            case .isType: return .bool(fits)
            case .asOptional:
                guard fits, let target else { return .none }
                return Value.wrapOptional(library.convert(v.unwrappedIfOptional, to: target))
            default:
                guard fits, let target else {
                    throw .trap(Trap(message: LanguageMessages.forcedCast(library.qualifiedTypeName(of: v), library.qualifiedName(target ?? type)),
                                     position: position))
                }
                return library.convert(v.unwrappedIfOptional, to: target)
            }
        }, type: kind == .isType ? .bool : kind == .asOptional ? .optional(type) : type)
    }
}

extension Value {
    /// The wrapped value of `.some`, or the value itself.
    package var unwrappedIfOptional: Value {
        if case .some(let inner) = self { return inner.unwrappedIfOptional }
        return self
    }
}

extension TypeRef {
    var position: SourcePosition? { nil }
}
