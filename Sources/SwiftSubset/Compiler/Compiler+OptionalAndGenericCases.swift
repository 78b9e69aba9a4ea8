/// Cases of `Optional` (`.some(x)`, `.none`, `Int?.none`) and of a
/// program's generic enums, with the types their context or payload gives.

// MARK: - Optional's cases

extension Compiler {
    /// The `Wrapped` of `Optional`, written `T?`, `Optional<T>` or bare
    /// `Optional` (unknown: the argument or the context says it).
    func optionalWrapped(_ type: StaticType) -> StaticType {
        switch type {
        case .optional(let wrapped): return wrapped
        case .nominal(let info, let arguments) where info === library.optional: return arguments.first ?? .unknown
        default: return .unknown
        }
    }

    /// `Optional.some(3)`, `Int?.some(4)`, `Optional<Int>.some(4)`: the
    /// value wrapped. `Wrapped` is the written one, else the context's,
    /// else the argument's (`Optional.some(3)` is an `Int?`).
    func compileOptionalSome(_ type: StaticType, _ arguments: [Argument], expected: StaticType,
                             at position: SourcePosition) -> Compiled {
        guard arguments.count == 1, arguments[0].label == nil else {
            error(LanguageMessages.noExactMatchesStatic("some"), at: position)
            return failed(position)
        }
        var wrapped = optionalWrapped(type)
        if !wrapped.isKnown, expected.isOptional { wrapped = expected.wrappedIfOptional }
        let value = coerce(compileExpr(arguments[0].value, expected: wrapped), to: wrapped)
        if !wrapped.isKnown { wrapped = value.type }
        let eval = value.eval
        return Compiled(eval: { f throws(Unwind) in .some(try eval(f)) }, type: wrapped.isKnown ? .optional(wrapped) : .unknown)
    }

    /// `Optional.none`, `Int?.none`: nil of the written `Wrapped`, else of
    /// the context's. (With neither, swiftc cannot infer `Wrapped`; an
    /// operand's context is not known here, so that is not refused.)
    func compileOptionalNone(_ type: StaticType, expected: StaticType, at position: SourcePosition) -> Compiled {
        var wrapped = optionalWrapped(type)
        if !wrapped.isKnown, expected.isOptional { wrapped = expected.wrappedIfOptional }
        return constant(.none, .optional(wrapped))
    }

    /// `Int?.some(4)`, `Int?.none`: SwiftParser reads `Int?` as an optional
    /// chain on the type `Int`, so the member of the type `Int?` arrives as
    /// an optional evaluation of a member of a chain; the static call or
    /// member it means, if `expr` is one.
    func compileOptionalTypeMember(_ expr: Expr, expected: StaticType) -> Compiled? {
        func optionalType(_ base: Expr) -> StaticType? {
            guard case .optionalChain(let wrapped) = base.kind, let type = metatypeReference(wrapped) else { return nil }
            return .optional(type)
        }
        switch expr.kind {
        case .member(let base, let name):
            guard let type = optionalType(base) else { return nil }
            return compileStaticMember(type, name, expected: expected, at: expr.position)
        case .call(let callee, let arguments):
            guard case .member(let base, let name) = callee.kind, let type = optionalType(base) else { return nil }
            return compileStaticCall(type, name, arguments, expected: expected, at: callee.position)
        default:
            return nil
        }
    }
}

// MARK: - Generic enums' cases

extension Compiler {
    /// The type of a generic enum's case: `LoadState<Int>.idle` is a
    /// `LoadState<Int>`, as written, or as the context or the payload
    /// (`LoadState.loaded(3)`) binds the parameters; without all of them,
    /// the bare type, which `type(of:)` leaves to the value.
    func enumCaseType(_ enumType: TypeInfo, written: StaticType, expected: StaticType,
                      payloadTypes: [StaticType] = [], argumentTypes: [StaticType] = []) -> StaticType {
        let parameters = enumType.genericParameters
        guard !parameters.isEmpty else { return .nominal(enumType, []) }
        if case .nominal(let t, let arguments) = written, t === enumType, arguments.count == parameters.count {
            return written
        }
        if case .nominal(let t, let arguments) = expected.wrappedIfOptional, t === enumType, arguments.count == parameters.count {
            return expected.wrappedIfOptional
        }
        let bindings = Compiler.inferBindings(parameters: payloadTypes, arguments: argumentTypes)
        let arguments = parameters.map { bindings[$0] ?? .unknown }
        guard arguments.allSatisfy(\.isFullyKnown) else { return .nominal(enumType, []) }
        return .nominal(enumType, arguments)
    }

    /// A generic enum's case payload types with its parameters bound by
    /// the type written or expected, when that binds every one to a fully
    /// known type; nil otherwise (and for an enum that is not generic).
    func boundPayloadTypes(_ caseInfo: EnumCaseInfo, of enumType: TypeInfo, written: StaticType,
                           expected: StaticType) -> [StaticType]? {
        let parameters = enumType.genericParameters
        guard !parameters.isEmpty else { return nil }
        let type = enumCaseType(enumType, written: written, expected: expected)
        guard case .nominal(_, let arguments) = type, arguments.count == parameters.count,
              arguments.allSatisfy({ $0.isFullyKnown && Compiler.isConcrete($0) }) else { return nil }
        let payloads = caseInfo.payloadTypes.map {
            Compiler.substitute($0, Dictionary(uniqueKeysWithValues: zip(parameters, arguments)))
        }
        return payloads.allSatisfy(\.isFullyKnown) ? payloads : nil
    }

    /// A generic type's arguments as a debug description writes them
    /// (`[Swift.Int]` for `LoadState<Int>`), when all are known.
    func qualifiedTypeArguments(_ type: StaticType) -> [String]? {
        guard case .nominal(let info, let arguments) = type, !arguments.isEmpty,
              arguments.count == info.genericParameters.count else { return nil }
        var names: [String] = []
        for argument in arguments {
            guard let name = qualifiedTypeName(argument) else { return nil }
            names.append(name)
        }
        return names
    }

    /// Swift's module-qualified name of a static type (`Swift.Array<main.Item>`).
    func qualifiedTypeName(_ type: StaticType) -> String? {
        func names(_ types: [StaticType]) -> [String]? {
            var result: [String] = []
            for t in types {
                guard let name = qualifiedTypeName(t) else { return nil }
                result.append(name)
            }
            return result
        }
        switch type {
        case .int, .double, .bool, .string, .character: return "Swift." + type.description
        case .optional(let t): return qualifiedTypeName(t).map { "Swift.Optional<\($0)>" }
        case .array(let t): return qualifiedTypeName(t).map { "Swift.Array<\($0)>" }
        case .dictionary(let k, let v): return names([k, v]).map { "Swift.Dictionary<\($0[0]), \($0[1])>" }
        case .nominal(let info, let arguments):
            if info.kind == .protocolType {
                // An existential argument (`Result<Int, Error>`): the protocol's name.
                guard arguments.isEmpty else { return nil }
                if info.position != nil { return Library.qualifiedPath(info) + info.name }
                return Compiler.standardExistentials.contains(info.name) ? "Swift." + info.name : nil
            }
            guard arguments.count == info.genericParameters.count, let inner = names(arguments) else { return nil }
            let base = info.kind == .builtin ? "Swift." + info.name : Library.qualifiedPath(info) + info.name
            return inner.isEmpty ? base : base + "<" + inner.joined(separator: ", ") + ">"
        default: return nil
        }
    }
}

extension Compiler {
    /// The standard library's protocols a generic argument names most
    /// (`Result<Int, Error>`): reflection writes them `Swift.Error`.
    static let standardExistentials: Set<String> = [
        "Error", "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable", "Sendable",
    ]
}

