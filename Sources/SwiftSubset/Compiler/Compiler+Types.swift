extension Compiler {
    /// Generic parameter names and the enclosing type visible while
    /// resolving a declaration's types.
    func withGenericScope<T>(_ names: [String], selfType: TypeInfo?, _ body: () -> T) -> T {
        let scope = FunctionContext(
            kind: .thunk, parent: context, selfType: selfType ?? context.selfType, isStatic: false, selfBinding: nil,
            captureOwner: .none, resultType: .unknown, genericParameters: Set(names), selfIsMutable: false)
        return withContext(scope, body)
    }

    /// Resolves a written type. Unknown names are reported as Swift does.
    func resolveType(_ ref: TypeRef, at position: SourcePosition) -> StaticType {
        switch ref {
        case .named(let path, let args, let written):
            let arguments = args.map { resolveType($0, at: position) }
            let type = resolveNamed(path, arguments, at: written ?? position)
            refuseUnhashableSetElement(type.nominalType, arguments, at: written ?? position)
            return type
        case .optional(let t):
            return .optional(resolveType(t, at: position))
        case .implicitlyUnwrapped(let t):
            env.declaresImplicitlyUnwrapped = true
            return .optional(resolveType(t, at: position))
        case .array(let t):
            return .array(resolveType(t, at: position))
        case .dictionary(let k, let v):
            let key = resolveType(k, at: position)
            // `[Key: Value]`: swiftc blames the `[`, just before the key.
            if let start = k.startPosition, start.column > 1 {
                refuseUnhashableKey(key, at: SourcePosition(file: start.file, line: start.line, column: start.column - 1))
            }
            return .dictionary(key, resolveType(v, at: position))
        case .tuple(let ts):
            return ts.isEmpty ? .void : .tuple(ts.map { resolveType($0, at: position) })
        case .labeledTuple(let labels, let ts):
            return .labeledTuple(labels, ts.map { resolveType($0, at: position) })
        case .function(let ps, let r, _, _):
            return .function(ps.map { resolveType($0, at: position) }, resolveType(r, at: position))
        case .opaque(let t):
            // `some View` / `any P`: the protocol, for casts; members are
            // found on the value at run time.
            let resolved = resolveType(t, at: position)
            if case .nominal(let p, _) = resolved, p.kind == .protocolType { return resolved }
            return .unknown
        case .metatype(let t):
            return .metatype(resolveType(t, at: position))
        case .composition(let ts):
            ts.forEach { _ = resolveType($0, at: position) }
            return .unknown
        }
    }

    private func resolveNamed(_ path: [String], _ args: [StaticType], at position: SourcePosition) -> StaticType {
        guard let first = path.first else { return .unknown }
        if path.count > 1 {
            if library.stylingTypeNames.contains(first), isStylingName(first), let token = library.tokenType {
                return .nominal(token, [])   // `Font.Weight`
            }
            var current = resolveNamed([first], [], at: position)
            if path.count == 2, path[1] == "Index", current == .string || current.nominalType === library.substring {
                return .nominal(library.stringIndex, [])   // `String.Index`, a Substring's too
            }
            for component in path.dropFirst() {
                guard let type = current.nominalType else { return .unknown }
                if let nested = type.nestedTypes[component] {
                    current = .nominal(nested, [])
                } else if let alias = type.typeAliases[component] {
                    current = Compiler.applying(alias, parameters: type.typeAliasParameters[component], to: args)
                    if type.typeAliasParameters[component] != nil { return current }
                } else if component == "ID", type.conforms(to: "Identifiable") {
                    // Identifiable's associated type is the type of `id`.
                    current = type.storedPropertyIndex("id").map { type.storedProperties[$0].type } ?? .unknown
                } else {
                    error(LanguageMessages.notAMemberType(component, of: type.name), at: position)
                    return .unknown
                }
            }
            if case .nominal(let t, _) = current { return .nominal(t, args) }
            return current
        }
        switch first {
        case "Int": return .int
        case "Double", "CGFloat", "Float64", "TimeInterval":
            // `TimeInterval` and `CGFloat` are Foundation's names for Double.
            guard isImported(first, nil) else {
                error(LanguageMessages.cannotFindTypeInScope(first), at: position)
                return .unknown
            }
            return .double
        case "Bool": return .bool
        case "String": return .string
        case "Character": return .character
        case "Void": return .void
        case "Array": return .array(args.first ?? .unknown)
        case "Optional": return .optional(args.first ?? .unknown)
        case "Dictionary": return .dictionary(args.first ?? .unknown, args.count > 1 ? args[1] : .unknown)
        case "Set": return .nominal(library.set, [args.first ?? .unknown])
        case "Any", "AnyObject", "AnyHashable", "_": return .unknown
        case "Self":
            if let selfType = context.selfType { return .nominal(selfType, []) }
        default:
            break
        }
        if context.isGenericParameter(first) { return .generic(first) }
        var enclosing = context.selfType
        while let type = enclosing {
            if type.genericParameters.contains(first) || libraryGenericParameters(of: type).contains(first) {
                return .generic(first)
            }
            enclosing = type.outer
        }
        // The enclosing types, innermost first, each with its superclasses.
        for enclosing in enclosingTypes {
            var owner: TypeInfo? = enclosing
            while let type = owner {
                if let nested = type.nestedTypes[first] { return .nominal(nested, args) }
                if let alias = type.typeAliases[first] {
                    return Compiler.applying(alias, parameters: type.typeAliasParameters[first], to: args)
                }
                owner = type.superclass
            }
        }
        if let alias = env.typeAliases[first] {
            return Compiler.applying(alias, parameters: env.typeAliasParameters[first], to: args)
        }
        if let type = env.types[first], isImported(first, type) { return .nominal(type, args) }
        if let why = library.unmodelledNames[first] {
            error(LanguageMessages.unsupported(why), at: position)
            return .unknown
        }
        if library.stylingTypeNames.contains(first), let token = library.tokenType { return .nominal(token, []) }
        error(LanguageMessages.cannotFindTypeInScope(first), at: position)
        return .unknown
    }

    /// Declares a top-level or local `typealias`; a generic one's type is
    /// resolved with its parameters in scope.
    func declareTypeAlias(_ name: String, _ parameters: [String], _ type: TypeRef, at position: SourcePosition) {
        env.typeAliases[name] = parameters.isEmpty
            ? resolveType(type, at: position)
            : withGenericScope(parameters, selfType: nil) { resolveType(type, at: position) }
        env.typeAliasParameters[name] = parameters.isEmpty ? nil : parameters
    }

    /// An alias written with generic arguments (`Handler<String>`): its
    /// parameters replaced by them, in order; one written without them
    /// (`Handler` where the context infers them) keeps its parameters open.
    static func applying(_ alias: StaticType, parameters: [String]?, to args: [StaticType]) -> StaticType {
        guard let parameters, !args.isEmpty else { return alias }
        var bindings: [String: StaticType] = [:]
        for (parameter, arg) in zip(parameters, args) { bindings[parameter] = arg }
        return substitute(alias, bindings, erasing: true)
    }

    /// A quick guess at an initializer's type without compiling it, for
    /// properties and globals declared without a type (`var count = 0`,
    /// `let model = Model()`). Unknown is fine: the runtime is dynamic.
    func shallowType(of expr: Expr) -> StaticType {
        switch expr.kind {
        case .integer: return .int
        case .float: return .double
        case .boolean: return .bool
        case .string, .interpolation: return .string
        case .array(let elements):
            return .array(Compiler.literalJoin(elements.map(shallowType)))
        case .dictionary(let pairs):
            guard let first = pairs.first else { return .dictionary(.unknown, .unknown) }
            return .dictionary(shallowType(of: first.key), shallowType(of: first.value))
        case .member(let base, let name):
            return enumCase(base, name) ?? .unknown
        case .call(let callee, _):
            if case .member(let base, let name) = callee.kind, let type = enumCase(base, name) { return type }
            if case .name(.unresolved(let name), _) = callee.kind, let type = lookupType(name), type.kind != .protocolType {
                return type.kind == .builtin ? builtinStaticType(type) : .nominal(type, [])
            }
            if case .specialized(let base, _) = callee.kind, case .name(.unresolved(let name), _) = base.kind,
               let type = lookupType(name) {
                return .nominal(type, [])
            }
            if case .member(let base, let name) = callee.kind {
                // A library method whose overloads agree on their result
                // (`"hi".dropFirst()` is a String here).
                let receiver = shallowType(of: base)
                if receiver.isKnown, let info = typeInfo(for: receiver), info.kind == .builtin,
                   case .native(let natives)? = library.lookupCallable(info, name) {
                    let results = natives.map { $0.resultType(receiver) }
                    if let first = results.first, first.isKnown, Compiler.isFullyKnown(first), results.allSatisfy({ $0 == first }) {
                        return first
                    }
                }
            }
            return .unknown
        case .tuple(let arguments):
            return .tuple(labels: arguments.map(\.label), arguments.map { shallowType(of: $0.value) })
        case .name(.local(let b), _), .name(.captured(_, let b), _): return b.staticType
        case .name(.unresolved(let name), _): return env.variables[name]?.type ?? .unknown
        case .prefix("-", let inner): return shallowType(of: inner)
        case .binary(let op, let lo, let hi) where op == "..<" || op == "...":
            // `0...3`, `start..<end`: a range of its bounds' type.
            let (a, b) = (shallowType(of: lo), shallowType(of: hi))
            guard a.isKnown, b.isKnown else { return .unknown }
            return .nominal(library.range, [Compiler.literalJoin([a, b])])
        case .prefix(let op, let bound) where op == "..<" || op == "...":
            let type = shallowType(of: bound)
            return type.isKnown ? .nominal(library.range, [type]) : .unknown
        case .postfix("...", let bound):
            let type = shallowType(of: bound)
            return type.isKnown ? .nominal(library.range, [type]) : .unknown
        case .ternary(_, let a, let b): return Compiler.literalJoin([shallowType(of: a), shallowType(of: b)])
        default: return .unknown
        }
    }

    /// `Pay.cash`, `Pay.card(…)`: a case of a program's (non-generic)
    /// enum is of that enum's type.
    private func enumCase(_ base: Expr, _ name: String) -> StaticType? {
        guard case .name(.unresolved(let typeName), _) = base.kind, env.variables[typeName] == nil,
              let type = lookupType(typeName), type.kind == .enumType, type.genericParameters.isEmpty,
              type.declaredCaseNames.contains(name) else { return nil }
        return .nominal(type, [])
    }

    /// The static type a library type stands for (`Int` → `.int`).
    func builtinStaticType(_ type: TypeInfo) -> StaticType {
        if type === library.int { return .int }
        if type === library.double { return .double }
        if type === library.bool { return .bool }
        if type === library.string { return .string }
        if type === library.character { return .character }
        return .nominal(type, [])
    }

    /// The library `TypeInfo` that carries a static type's members.
    func typeInfo(for type: StaticType) -> TypeInfo? {
        switch type {
        case .int: return library.int
        case .double: return library.double
        case .bool: return library.bool
        case .string: return library.string
        case .character: return library.character
        case .array: return library.array
        case .dictionary: return library.dictionary
        case .optional: return library.optional
        case .nominal(let t, _): return t
        default: return nil
        }
    }
}
