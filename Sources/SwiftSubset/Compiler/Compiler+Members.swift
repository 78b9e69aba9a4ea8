/// Member access: `value.name`, `Type.name`, `.name`, `super.name`.
extension Compiler {
    func compileMemberAccess(_ base: Expr, _ name: String, expected: StaticType, at position: SourcePosition) -> Compiled {
        if case .superRef = base.kind {
            return compileSuperMember(name, at: position)
        }
        if name == "self" {
            if let dynamic = compileSelfOfGenericInstance(base) { return dynamic }
            if case .name(.unresolved("Self"), _) = base.kind, env.variables["Self"] == nil, let type = context.selfType,
               type.kind == .structType || type.kind == .enumType, let named = genericSelfInStaticMethod(type) { return named }
            if let type = metatypeReference(base) { return compileTypeValue(type, at: position) }
            return compileExpr(base, expected: expected)
        }
        if let type = typeReference(base) {
            return compileStaticMember(type, name, expected: expected, at: position)
        }
        if isModuleName(base) { return resolveName(name, at: position) }   // `Swift.print` as a value
        if let compound = Compiler.compoundName(name), compound.base != "init" {
            return compileLabelledMethodValue(compileExpr(base), compound.base, compound.labels, at: position)
        }
        let lvalue = isAssignable(base) ? compileLValue(base) : nil
        let receiver = literalReceiver(base, name, arguments: nil)
        if refuseMemberOfOptional(receiver.type, name, base)
            || refuseCollectionMemberOfSequence(base, name, isCall: false, at: position) { return failed(position) }
        return compileMember(of: receiver, name, at: position, lvalue: lvalue)
    }

    /// `Self.self` in an instance method of a generic struct or enum, or of
    /// a protocol extension: the type with its arguments, as `type(of:
    /// self)` names it (`Box<Int>`, `Crate<String>`; before: `Box`). Nil
    /// elsewhere (a type that is not generic, a static method, a class).
    private func compileSelfOfGenericInstance(_ base: Expr) -> Compiled? {
        guard case .name(.unresolved("Self"), _) = base.kind, !context.isStatic, env.variables["Self"] == nil,
              let selfType = context.selfType else { return nil }
        switch selfType.kind {
        case .protocolType: break
        case .structType, .enumType:
            guard !selfType.genericParameters.isEmpty else { return nil }
        default: return nil
        }
        guard let receiver = selfLoader() else { return nil }
        let library = self.library, eval = receiver.eval
        return Compiled(eval: { f throws(Unwind) in
            let value = try eval(f)
            let name = library.typeNameWithArguments(value), type = library.typeOf(value)
            return type.name == name ? .type(type) : .native(TypeNameValue(name: name))
        }, type: .metatype(receiver.type))
    }

    /// The type `X` of `X.self`, where SwiftParser reads a written type as
    /// an expression: `[String].self` (an array literal), `[Int: String].self`,
    /// `Int?.self` (an optional chain), `(Int, String).self` (a tuple).
    func metatypeReference(_ expr: Expr) -> StaticType? {
        if let type = typeReference(expr) { return type }
        switch expr.kind {
        case .array(let elements) where elements.count == 1:
            return metatypeReference(elements[0]).map { .array($0) }
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = metatypeReference(pairs[0].key), let value = metatypeReference(pairs[0].value) else { return nil }
            return .dictionary(key, value)
        case .optionalChain(let base):
            return metatypeReference(base).map { .optional($0) }
        case .optionalEvaluation(let inner):
            return metatypeReference(inner)
        case .tuple(let elements) where elements.count > 1:
            var types: [StaticType] = []
            for element in elements {
                guard let type = metatypeReference(element.value) else { return nil }
                types.append(type)
            }
            return .tuple(labels: elements.map(\.label), types)
        default:
            return nil
        }
    }

    /// If `expr` names a type rather than a value, that type.
    func typeReference(_ expr: Expr) -> StaticType? {
        switch expr.kind {
        case .name(.unresolved(let name), _):
            if name == "Self", let t = context.selfType {
                // In a class's instance method, and anywhere in a protocol
                // extension, `Self` is the dynamic type: a value.
                // In a class's static method it is the metatype `self` is.
                if t.kind == .classType || t.kind == .protocolType { return nil }
                return .nominal(t, [])
            }
            if env.variables[name] != nil { return nil }
            if let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic) {
                // In a static method a nested type is a static member too.
                guard case .nestedType(let nested)? = library.lookupStatic(selfType, name) else { return nil }
                return instanceType(of: nested)
            }
            if let type = lookupType(name) { return instanceType(of: type) }
            if let alias = lookupTypeAlias(name) { return alias.type }
            return nil
        case .typeExpr(let ref):
            return resolveType(ref, at: expr.position)
        case .specialized(let base, let args):
            if case .name(.unresolved(let name), _) = base.kind, env.variables[name] == nil, lookupType(name) == nil,
               let alias = lookupTypeAlias(name), alias.parameters != nil {
                // `StringDict<Int>()`: a generic alias with its arguments.
                return Compiler.applying(alias.type, parameters: alias.parameters,
                                         to: args.map { resolveType($0, at: expr.position) })
            }
            guard let type = typeReference(base) else { return nil }
            let resolved = args.map { resolveType($0, at: expr.position) }
            refuseUnhashableSetElement(type.nominalType, resolved, at: Compiler.startPosition(of: expr))
            // `Optional<Int>.self`, `Array<Int>`, `Dictionary<String, Int>`: the types written `Int?`, `[Int]`, `[String: Int]`.
            var canonical: StaticType?
            let named = type.nominalType
            if case .optional = type, resolved.count == 1 { canonical = .optional(resolved[0]) }
            if named === library.optional, resolved.count == 1 { canonical = .optional(resolved[0]) }
            if case .array = type, resolved.count == 1 { canonical = .array(resolved[0]) }
            if named === library.array, resolved.count == 1 { canonical = .array(resolved[0]) }
            if case .dictionary = type, resolved.count == 2 { canonical = .dictionary(resolved[0], resolved[1]) }
            if named === library.dictionary, resolved.count == 2 { canonical = .dictionary(resolved[0], resolved[1]) }
            if let canonical { return canonical }
            switch type {
            case .nominal(let t, _):
                return .nominal(t, resolved)
            default:
                return type
            }
        case .member(let base, let name):
            guard let outer = typeReference(base)?.nominalType else { return nil }
            if let nested = outer.nestedTypes[name] { return instanceType(of: nested) }
            return outer.typeAliases[name]
        default:
            return nil
        }
    }

    /// `receiver.name` for a receiver already compiled.
    /// `receiver.name` for a receiver already compiled. With the receiver's
    /// `lvalue`, reads that mutate (a lazy property of a struct, a
    /// `mutating get`) update the variable they read from.
    func compileMember(of receiver: Compiled, _ name: String, at position: SourcePosition, lvalue: LValue? = nil) -> Compiled {
        if let index = receiver.type.tupleLabels?.firstIndex(of: name), let types = receiver.type.tupleElements {
            // `point.x` on a labelled tuple: its element.
            let eval = receiver.eval
            return Compiled(eval: { f throws(Unwind) in
                guard case .tuple(let t) = try eval(f), index < t.elements.count else {
                    throw .trap(Trap(message: LanguageMessages.tupleHasNoElement(index), position: position))
                }
                return t.elements[index]
            }, type: types[index])
        }
        if refuseUnimportedMember(receiver.type, name, at: position) || refuseReversedIndexing(receiver.type, name, at: position) {
            return failed(position)
        }
        if refuseUnknownStandardMember(receiver.type, name, at: position) { return failed(position) }
        if refusePrivateMember(receiver.type, name, at: position) { return failed(position) }
        let rt = self.rt
        let library = self.library
        let eval = receiver.eval
        var resultType = StaticType.unknown
        if let info = typeInfo(for: receiver.type), let member = library.lookupMember(info, name) {
            if Compiler.isMutatingMethodOfValue(member, info) {
                // `let f = counter.bump`: swiftc cannot form a closure that
                // mutates the variable it was read from.
                error(LanguageMessages.mutatingMethodAsValue, at: position)
                return failed(position)
            }
            resultType = memberType(member, receiver: receiver.type)
            if let field = plainStoredField(of: receiver.type, name) {
                return Compiled(eval: compilePlainFieldRead(field, receiver: receiver, general: { f throws(Unwind) in
                    let value = try eval(f)
                    return try rt.readMember(value, try Compiler.resolve(value, name, library: library, at: position), name, at: position)
                }), type: resultType)
            }
        } else if receiver.type.isKnown, typeInfo(for: receiver.type) != nil, case .optional = receiver.type {
            // Optional receivers resolve at run time (implicit unwrapping).
        }
        if let member = staticProtocolMember(receiver.type, name) {
            // A property only a protocol's extension declares is chosen by
            // the static type (`any P`, `<T: P>`), not the conformer's own.
            return Compiled(eval: { f throws(Unwind) in
                try rt.readMember(try eval(f), member, name, at: position)
            }, type: memberType(member, receiver: receiver.type))
        }
        let cache = MemberCache()
        var read: Compiled
        if case .local(let slot) = receiver.form {
            // `self.x` in a class's method: the field read in place.
            let general = compileMemberRead(receiver, name, cache: cache, at: position, lvalue: lvalue)
            read = Compiled(eval: { f throws(Unwind) in
                if let field = cache.objectField(of: (f.slots + slot).pointee) { return field }
                return try general(f)
            }, type: resultType)
        } else {
            read = Compiled(eval: compileMemberRead(receiver, name, cache: cache, at: position, lvalue: lvalue), type: resultType)
        }
        if let info = typeInfo(for: receiver.type), case .computed(let computed)? = library.lookupMember(info, name),
           case .accessors(let getter, _) = computed.kind {
            // `[Double]().average` in `extension Collection`: the getter
            // sees the receiver's `Element`, also where the receiver is a
            // local (`let e = Stack<Double>(); e.sum` is `0.0`; before,
            // read in place without them, the literal stayed an Int).
            read = withReceiverTypeArguments(getter, receiver.type, read)
        }
        return read
    }

    /// `receiver.name` read through a per-site `MemberCache`.
    private func compileMemberRead(_ receiver: Compiled, _ name: String, cache: MemberCache, at position: SourcePosition,
                                   lvalue: LValue?) -> Eval {
        let rt = self.rt
        let library = self.library
        let eval = receiver.eval
        return { f throws(Unwind) in
            let value = try eval(f)
            if let field = cache.objectField(of: value) { return field }
            let type = library.typeOf(value)
            if cache.matches(type), let getter = cache.nativeGetter { return try getter(rt, value, position) }
            var resolved: Member?
            if cache.matches(type), let member = cache.member {
                resolved = member
            } else if let member = library.lookupMember(type, name) {
                cache.fill(type, member)
                resolved = member
            }
            guard let member = resolved else { return try rt.readNamed(value, name, at: position) }
            if let lvalue, rt.readsMutate(member, of: value) {
                var result = Value.void
                try lvalue.modify(f) { base throws(Unwind) in
                    result = try rt.readMemberMutating(&base, member, name, at: position)
                }
                return result
            }
            return try rt.readMember(value, member, name, at: position)
        }
    }

    /// A computed property that a protocol's extension declares and the
    /// protocol does not require, when the receiver's static type is that
    /// protocol (`any P`) or a generic parameter constrained to it.
    func staticProtocolMember(_ receiverType: StaticType, _ name: String) -> Member? {
        var protocolInfo: TypeInfo?
        switch receiverType {
        case .nominal(let t, _) where t.kind == .protocolType: protocolInfo = t
        case .generic(let parameter): protocolInfo = context.constraint(of: parameter)
        default: break
        }
        guard let info = protocolInfo, info.kind == .protocolType else { return nil }
        var seen: [TypeInfo] = []
        var queue = [info]
        while let p = queue.popLast() {
            if seen.contains(where: { $0 === p }) { continue }
            seen.append(p)
            if p.requirements.contains(name) { return nil }
            if let computed = p.computedProperties[name] { return .computed(computed) }
            queue += p.conformances
        }
        return nil
    }

    static func resolve(_ value: Value, _ name: String, library: Library, at position: SourcePosition) throws(Unwind) -> Member {
        guard let member = library.lookupMember(library.typeOf(value), name) else {
            throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: value), name), position: position))
        }
        return member
    }

    /// The static type of a member, given the receiver's.
    func memberType(_ member: Member, receiver: StaticType) -> StaticType {
        switch member {
        case .stored(_, let p): return Compiler.substitute(p.type, genericBindings(of: receiver))
        case .computed(let c): return Compiler.substitute(c.type, genericBindings(of: receiver))
        case .methods(let ms):
            let f = ms[0].function
            return .function(f.parameters.map(\.type), f.resultType)
        case .native(let natives):
            guard let first = natives.first else { return .unknown }
            if let property = natives.first(where: \.isProperty) { return property.resultType(receiver) }
            // A method named without a call is a function value
            // (`word.uppercased` is a `() -> String`); among overloads, or
            // taking any arguments, its type is not known here.
            guard natives.count == 1, let signature = first.signature, !first.acceptsAnyArguments else { return .unknown }
            let bindings = genericBindings(of: receiver)
            return .function(signature.parameters.map { Compiler.substitute($0.type, bindings) }, first.resultType(receiver))
        }
    }

    // MARK: - Static members

    func compileStaticMember(_ type: StaticType, _ name: String, expected: StaticType, at position: SourcePosition) -> Compiled {
        guard let info = typeInfo(for: type) else {
            error(LanguageMessages.typeHasNoMember("\(type)", name), at: position)
            return failed(position)
        }
        if name == "init" {
            let construct = compileConstructorValue(info, at: position)
            return construct
        }
        if name.hasPrefix("init("), name.hasSuffix(":)") {
            // `Temp.init(c:)`: the initializer with those labels, called positionally.
            let labels = name.dropFirst(5).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
                .map { $0 == "_" ? nil : String($0) }
            return compileConstructorValue(info, labels: labels, at: position)
        }
        if let compound = Compiler.compoundName(name), compound.base != "init",
           let value = compileLabelledStaticMember(info, compound.base, compound.labels, at: position) {
            return value
        }
        if info === library.optional, name == "none" {
            return compileOptionalNone(type, expected: expected, at: position)   // `Optional<Int>.none`
        }
        if info === library.optional, name == "some" {
            // `Optional.some` as a function value (`[1, 2].map(Optional.some)`).
            let wrapped = optionalWrapped(type)
            let value = Value.function(FunctionValue(.native(name: name) { _, args throws(Unwind) in
                .some(args.first ?? .none)
            }))
            return constant(value, wrapped.isKnown ? .function([wrapped], .optional(wrapped)) : .unknown)
        }
        guard let member = library.lookupStatic(info, name) else {
            if case .methods(let methods)? = library.lookupMember(info, name), let first = methods.first?.function {
                if Compiler.isMutatingMethodOfValue(.methods(methods), info) {
                    error(LanguageMessages.mutatingMethodAsValue, at: position)   // `Counter.bump`
                    return failed(position)
                }
                return compileUnappliedMethod(info, name, .methods(methods), first, at: position)
            }
            error(LanguageMessages.typeHasNoMember("\(info.name)", name), at: position)
            return failed(position)
        }
        let rt = self.rt
        switch member {
        case .enumCase(let enumType, let index):
            let caseInfo = enumType.cases[index]
            let caseType = enumCaseType(enumType, written: type, expected: expected)
            let typeArguments = qualifiedTypeArguments(caseType)
            if let singleton = caseInfo.singleton {
                guard let typeArguments else { return constant(.enumeration(singleton), caseType) }
                return constant(.enumeration(EnumValue(type: enumType, caseIndex: index, payload: [], typeArguments: typeArguments)),
                                caseType)
            }
            let value = Value.function(FunctionValue(.native(name: name) { _, args throws(Unwind) in
                .enumeration(EnumValue(type: enumType, caseIndex: index, payload: args, typeArguments: typeArguments))
            }))
            return constant(value, .function(caseInfo.payloadTypes, caseType))
        case .property(let property):
            return Compiled(eval: { _ throws(Unwind) in try rt.readStatic(property, of: info, at: position) }, type: property.type)
        case .methods(let methods):
            let value = Value.function(FunctionValue(.compiled(methods[0].function, captures: [], boundSelf: .type(info))))
            return constant(value, .function(methods[0].function.parameters.map(\.type), methods[0].function.resultType))
        case .nestedType(let nested):
            return compileTypeValue(instanceType(of: nested), at: position)
        case .native(let natives):
            let receiver = Value.type(info)
            let native = natives.first(where: \.isProperty) ?? natives[0]
            switch native.body {
            case .property(let getter, _):
                if let value = native.constantValue?(type) { return constant(value, native.resultType(type)) }
                return Compiled(eval: { _ throws(Unwind) in try getter(rt, receiver, position) }, type: native.resultType(type))
            case .method(let method):
                let value = Value.function(FunctionValue(.native(name: name) { rt, args throws(Unwind) in
                    try method(rt, receiver, args, position)
                }))
                return constant(value, .unknown)
            case .mutatingMethod, .inoutFunction:
                error(LanguageMessages.mutatingMemberOfType(name), at: position)
                return failed(position)
            }
        }
    }

    /// `Type.init` as a value.
    private func compileConstructorValue(_ info: TypeInfo, labels: [String?]? = nil, at position: SourcePosition) -> Compiled {
        let rt = self.rt
        let library = self.library
        let value = Value.function(FunctionValue(.native(name: "\(info.name).init") { _, args throws(Unwind) in
            if let labels { return try library.construct(info, labels: labels, arguments: args, rt: rt, at: position) }
            return try library.constructPositionally(info, arguments: args, rt: rt, at: position)
        }))
        return constant(value, .unknown)
    }

    // MARK: - super

    private func compileSuperMember(_ name: String, at position: SourcePosition) -> Compiled {
        guard let superclass = context.selfType?.superclass, let receiver = selfLoader() else {
            error(LanguageMessages.superOutsideSubclass, at: position)
            return failed(position)
        }
        guard let member = library.lookupMember(superclass, name) else {
            error(LanguageMessages.noMember(superclass.name, name), at: position)
            return failed(position)
        }
        let rt = self.rt
        let eval = receiver.eval
        return Compiled(eval: { f throws(Unwind) in try rt.readMember(try eval(f), member, name, at: position) },
                        type: memberType(member, receiver: .nominal(superclass, [])))
    }
}

extension Runtime {
    /// A `static` property: computed, or stored and initialised on first
    /// access (as Swift initialises globals and statics lazily).
    func readStatic(_ property: StaticPropertyInfo, of type: TypeInfo, at position: SourcePosition?) throws(Unwind) -> Value {
        if let getter = property.getter {
            var none: [Value] = []
            return try invoke(getter, captures: [], selfValue: .type(type), arguments: &none, at: position)
        }
        if let storage = property.storage {
            if property.ownership != .strong {
                return try Value.readWeak(storage.value, unowned: property.ownership == .unowned, at: position ?? .unknown)
            }
            return storage.value
        }
        var value = Value.none
        if let thunk = property.initializer { value = try evaluate(thunk, selfValue: .type(type)) }
        property.storage = Box(property.ownership == .strong ? value : Value.makeWeak(value))
        return value
    }

    func writeStatic(_ property: StaticPropertyInfo, of type: TypeInfo, _ value: Value, at position: SourcePosition?) throws(Unwind) {
        if let setter = property.setter {
            var arguments = [value]
            _ = try invoke(setter, captures: [], selfValue: .type(type), arguments: &arguments, at: position)
            return
        }
        if property.storage == nil { _ = try readStatic(property, of: type, at: position) }
        var stored = property.type.isOptional ? Value.wrapOptional(value) : value
        if property.ownership != .strong { stored = Value.makeWeak(stored) }
        property.storage?.value = stored
    }
}

extension Compiler {
    /// Whether `member` of a struct's or enum's value is a method every
    /// overload of which is `mutating` (the program's) or mutates its
    /// receiver (the library's, `append`).
    static func isMutatingMethodOfValue(_ member: Member, _ info: TypeInfo) -> Bool {
        switch member {
        case .methods(let methods):
            return !methods.isEmpty && info.kind != .classType && info.kind != .protocolType && methods.allSatisfy(\.function.isMutating)
        case .native(let natives):
            return !natives.isEmpty && natives.allSatisfy {
                if case .mutatingMethod = $0.body { return true }
                return false
            }
        default:
            return false
        }
    }
}
