/// Assignable expressions: variables, properties, subscripts, tuple
/// elements, unwrapped optionals — and assignment itself.
extension Compiler {
    func isAssignable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .name(let reference, _):
            if case .unresolved(let name) = reference {
                return env.variables[name] != nil || env.variables[VarDecl.accessorStoragePrefix + name] != nil
                    || (context.selfType.map { hasImplicitMember($0, name, isStatic: context.isStatic) } ?? false)
            }
            return true
        case .selfRef:
            return true
        case .member(let base, let name):
            if let type = typeReference(base) {
                if let info = typeInfo(for: type), case .property? = library.lookupStatic(info, name) { return true }
                return false
            }
            return true
        case .subscriptAccess(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .optionalChain(let base),
             .optionalEvaluation(let base):
            return isAssignable(base)
        default:
            return false
        }
    }

    func selfLValue() -> LValue? {
        if let binding = context.selfBinding {
            var lvalue = localLValue(binding)
            lvalue.immutability = immutability(of: binding)
            return lvalue
        }
        if let shadow = context.implicitSelf {
            // the closure's own `self` (see `FunctionContext.implicitSelf`)
            var lvalue = localLValue(shadow)
            lvalue.immutability = immutability(of: shadow)
            return lvalue
        }
        guard let loader = selfLoader() else { return nil }
        if let (index, binding) = capturedSelf(), binding.isBoxed, binding.ownership == .strong {
            // A mutating method's `self` captured by a closure or a nested
            // function (Swift's inout `self`, which only a non-escaping
            // closure may capture): the method and the closure share one
            // box, so a write here is the method's `self` changing.
            return LValue(
                get: loader.eval,
                set: { f, v throws(Unwind) in f.captures[index].value = v },
                modify: { f, body throws(Unwind) in
                    let box = f.captures[index]
                    var v = box.value
                    box.value = .void
                    defer { box.value = v }
                    try body(&v)
                },
                type: loader.type, immutability: capturedSelfImmutability(), isSharedBox: true)
        }
        // A closure's captured `self` that cannot change (a class
        // instance, or a non-mutating method's copy): reference semantics.
        return LValue(get: loader.eval, set: { _, _ throws(Unwind) in }, modify: { f, body throws(Unwind) in
            var v = try loader.eval(f)
            try body(&v)
        }, type: loader.type, immutability: capturedSelfImmutability())
    }

    func compileLValue(_ expr: Expr) -> LValue {
        var lvalue = compilePlace(expr)
        lvalue.writtenLocal = Compiler.writtenLocal(expr)
        return lvalue
    }

    private func compilePlace(_ expr: Expr) -> LValue {
        let at = expr.position
        switch expr.kind {
        case .name(.local(let binding), _):
            var lvalue = localLValue(binding)
            lvalue.immutability = immutability(of: binding)
            return lvalue
        case .name(.captured(let index, let binding), _):
            let load = loadCapture(index, binding)
            let store = storeCapture(index, binding)
            let optional = binding.staticType.isOptional
            return LValue(
                get: load,
                set: { f, v throws(Unwind) in store(f, optional ? Value.wrapOptional(v) : v) },
                modify: { f, body throws(Unwind) in
                    if binding.ownership != .strong {
                        var v = try load(f)
                        try body(&v)
                        store(f, v)
                        return
                    }
                    let box = f.captures[index]
                    var v = box.value
                    box.value = .void
                    defer { box.value = v }
                    try body(&v)
                },
                type: binding.staticType, immutability: immutability(of: binding),
                isSharedBox: binding.ownership == .strong)
        case .name(.unresolved(let name), _):
            if let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic) {
                if context.isStatic, case .property(let property)? = library.lookupStatic(selfType, name) {
                    return staticLValue(property, selfType, at: at)
                }
                if let selfLV = selfLValue(), let loader = selfLoader() {
                    return memberLValue(base: loader, baseLValue: selfLV, name,
                                        isSelf: true, at: at)
                }
            }
            if let variable = env.variables[name] {
                var lvalue = globalLValue(variable)
                if !variable.isMutable, !variable.isInitializedLater { lvalue.immutability = .letConstant(name) }
                return lvalue
            }
            if let hidden = env.variables[VarDecl.accessorStoragePrefix + name] {
                // A computed or observed global: its accessors' object's
                // `wrappedValue`. The object stays in its global while an
                // accessor runs (which may read the variable): the place is
                // modified through a copy of the reference, not moved out.
                let box = rt.globals[hidden.index]
                let place = LValue(get: { _ throws(Unwind) in box.value }, set: { _, value throws(Unwind) in box.value = value },
                                   modify: { _, body throws(Unwind) in
                                       var value = box.value
                                       try body(&value)
                                       box.value = value
                                   }, type: hidden.type)
                var lvalue = memberLValue(base: Compiled(eval: loadGlobal(hidden), type: hidden.type), baseLValue: place,
                                          "wrappedValue", isSelf: false, at: at)
                if Compiler.isReadOnlyVariable(hidden.type) { lvalue.immutability = .getOnlyProperty(name) }
                return lvalue
            }
            error(notFoundMessage(name), at: at)
            return invalidLValue(at)
        case .selfRef(let reference):
            if case .local(let binding) = reference {
                var lvalue = localLValue(binding)
                lvalue.immutability = immutability(of: binding)
                return lvalue
            }
            if let lv = selfLValue() { return lv }
            error(LanguageMessages.cannotAssignToSelf, at: at)
            return invalidLValue(at)
        case .member(let base, let name):
            if let dynamic = dynamicMemberSubscript(base, name, at: at) { return compileLValue(dynamic) }
            if case .superRef = base.kind, let loader = selfLoader(), let selfLV = selfLValue() {
                // `super.width = v`: the superclass's member, not an override.
                return memberLValue(base: loader, baseLValue: selfLV, name, isSelf: true, at: at,
                                    resolvedIn: context.selfType?.superclass)
            }
            if let type = typeReference(base), let info = typeInfo(for: type) {
                let member = library.lookupStatic(info, name)
                if case .property(let property)? = member {
                    return staticLValue(property, info, at: at)
                }
                // `&Generator.shared` where the type has no `shared`: that is
                // the mistake, not the assignment.
                switch member {
                case nil: error(LanguageMessages.typeHasNoMember(info.name, name), at: at)
                case .methods?: error(LanguageMessages.cannotAssignToMethodValue(name), at: at)
                default: error(LanguageMessages.cannotAssignToType(name, info.name), at: at)
                }
                return invalidLValue(at)
            }
            let isSelf: Bool
            if case .selfRef = base.kind { isSelf = true } else { isSelf = false }
            let baseCompiled = compileExpr(base)
            if let index = baseCompiled.type.tupleLabels?.firstIndex(of: name) {
                return compileLValue(Expr(.tupleIndex(base, index), at))   // `point.x += 2`
            }
            if !isSelf, refusePrivateMember(baseCompiled.type, name, at: at) { return invalidLValue(at) }
            let baseLV: LValue? = isAssignable(base) ? compileLValue(base) : temporaryLValue(base, baseCompiled)
            var lvalue = memberLValue(base: baseCompiled, baseLValue: baseLV, name, isSelf: isSelf, at: at)
            if !isSelf, let hidden = privateSetterImmutability(baseCompiled.type, name) { lvalue.immutability = hidden }
            if let variable = Compiler.accessorVariableName(of: expr), Compiler.isReadOnlyVariable(baseCompiled.type) {
                lvalue.immutability = .getOnlyProperty(variable)   // a computed local with no setter
            }
            return lvalue
        case .subscriptAccess(let base, let arguments):
            if let brackets = expr.parentheses { subscriptBrackets[at] = brackets }
            return subscriptLValue(base, arguments, at: at)
        case .tupleIndex(let base, let index):
            let baseLV = compileLValue(base)
            return LValue(
                get: { f throws(Unwind) in
                    guard case .tuple(let t) = try baseLV.get(f), index < t.elements.count else { return .void }
                    return t.elements[index]
                },
                set: { f, v throws(Unwind) in
                    try baseLV.modify(f) { t throws(Unwind) in
                        guard case .tuple(var tuple) = t, index < tuple.elements.count else { return }
                        t = .void
                        tuple.elements[index] = v
                        t = .tuple(tuple)
                    }
                },
                modify: { f, body throws(Unwind) in
                    try baseLV.modify(f) { t throws(Unwind) in
                        guard case .tuple(var tuple) = t, index < tuple.elements.count else { return }
                        t = .void
                        defer { t = .tuple(tuple) }
                        try body(&tuple.elements[index])
                    }
                },
                type: baseLV.type.tupleElements.flatMap { index < $0.count ? $0[index] : nil } ?? .unknown,
                immutability: baseLV.immutability)
        case .forceUnwrap(let base):
            return LValue.unwrapping(compileLValue(base), trapAt: at)
        case .optionalChain(let base):
            return LValue.unwrapping(compileLValue(base), trapAt: at, chain: true)
        case .optionalEvaluation(let inner):
            let lv = compileLValue(inner)
            return LValue(
                get: { f throws(Unwind) in
                    do throws(Unwind) { return Value.wrapOptional(try lv.get(f)) } catch {
                        if case .optionalChainNil = error { return .none }
                        throw error
                    }
                },
                set: { f, v throws(Unwind) in
                    do throws(Unwind) { try lv.set(f, v) } catch {
                        if case .optionalChainNil = error { return }
                        throw error
                    }
                },
                modify: { f, body throws(Unwind) in
                    do throws(Unwind) { try lv.modify(f, body) } catch {
                        if case .optionalChainNil = error { return }
                        throw error
                    }
                },
                type: lv.type, immutability: lv.immutability)
        case .discard:
            return LValue(get: { _ throws(Unwind) in .void }, set: { _, _ throws(Unwind) in },
                          modify: { _, _ throws(Unwind) in }, type: .unknown)
        case .tuple(let elements):
            let parts = elements.map { compileLValue($0.value) }
            return LValue(
                get: { f throws(Unwind) in
                    var values: [Value] = []
                    for p in parts { values.append(try p.get(f)) }
                    return .tuple(TupleValue(labels: elements.map(\.label), elements: values))
                },
                set: { f, v throws(Unwind) in
                    guard case .tuple(let t) = v else { return }
                    for (i, p) in parts.enumerated() where i < t.elements.count { try p.set(f, t.elements[i]) }
                },
                modify: { _, _ throws(Unwind) in },
                type: .unknown)
        default:
            error(LanguageMessages.cannotAssignToExpression, at: at)
            return invalidLValue(at)
        }
    }

    private func invalidLValue(_ at: SourcePosition) -> LValue {
        let fail = failed(at).eval
        return LValue(get: fail, set: { f, _ throws(Unwind) in _ = try fail(f) },
                      modify: { f, _ throws(Unwind) in _ = try fail(f) }, type: .unknown)
    }

    func localLValue(_ binding: LocalBinding) -> LValue {
        let load = loadLocal(binding)
        let store = storeLocal(binding)
        let slot = binding.slot
        let boxed = binding.isBoxed
        let weak = binding.ownership != .strong
        let type = binding.staticType
        return LValue(
            get: load,
            set: Compiler.conforming(store, to: type),
            modify: { f, body throws(Unwind) in
                if weak {
                    var v = try load(f)
                    try body(&v)
                    store(f, v)
                } else if boxed {
                    let box = f.slots[slot].boxed
                    var v = box.value
                    box.value = .void
                    defer { box.value = v }
                    try body(&v)
                } else {
                    var v = f.slots[slot]
                    f.slots[slot] = .void
                    defer { f.slots[slot] = v }
                    try body(&v)
                }
            },
            type: type,
            localSlot: boxed || weak || binding.isAsyncLet ? nil : slot,
            isSharedBox: boxed && !weak)
    }

    private func globalLValue(_ variable: GlobalEnvironment.Variable) -> LValue {
        let box = rt.globals[variable.index]
        let load = loadGlobal(variable)
        let store = storeGlobal(variable)
        let weak = variable.ownership != .strong
        return LValue(
            get: load,
            set: Compiler.conforming(store, to: variable.type),
            modify: { f, body throws(Unwind) in
                if weak {
                    var v = try load(f)
                    try body(&v)
                    store(f, v)
                    return
                }
                var v = box.value
                box.value = .void
                defer { box.value = v }
                try body(&v)
            },
            type: variable.type,
            globalBox: weak || variable.isAsyncLet ? nil : box)
    }

    private func staticLValue(_ property: StaticPropertyInfo, _ type: TypeInfo, at position: SourcePosition) -> LValue {
        let rt = self.rt
        return LValue(
            get: { _ throws(Unwind) in try rt.readStatic(property, of: type, at: position) },
            set: { _, v throws(Unwind) in try rt.writeStatic(property, of: type, v, at: position) },
            modify: { _, body throws(Unwind) in
                var v = try rt.readStatic(property, of: type, at: position)
                try body(&v)
                try rt.writeStatic(property, of: type, v, at: position)
            },
            type: property.type, immutability: staticImmutability(property))
    }

    /// A `static let`, or a static computed property without a setter.
    private func staticImmutability(_ property: StaticPropertyInfo) -> Immutability? {
        if property.getter != nil { return property.setter == nil ? .getOnlyProperty(property.name) : nil }
        return property.isMutable || isInsideInitializer ? nil : .letConstant(property.name)
    }

    /// `base.name` as an lvalue. A class instance is mutated in place; a
    /// struct is mutated through its own lvalue.
    private func memberLValue(base: Compiled, baseLValue: LValue?, _ name: String, isSelf: Bool,
                              at position: SourcePosition, resolvedIn fixed: TypeInfo? = nil) -> LValue {
        let rt = self.rt
        let library = self.library
        let baseEval = base.eval
        var type = StaticType.unknown
        var staticMember: Member?
        if let info = typeInfo(for: base.type), let member = library.lookupMember(info, name) {
            type = memberType(member, receiver: base.type)
            if info.kind != .classType && info.kind != .protocolType { staticMember = member }
        }
        if let fixed, let member = library.lookupMember(fixed, name) {
            staticMember = member
            type = memberType(member, receiver: .nominal(fixed, []))
        }
        // A type's own initializer sets its own properties without observers.
        let initializerType: TypeInfo? = (isSelf && context.kind == .initializer) ? context.selfType : nil
        let cache = MemberCache()
        @inline(__always) func resolve(_ value: Value) throws(Unwind) -> Member {
            if let staticMember { return staticMember }
            let t = library.typeOf(value)
            if cache.type === t, let m = cache.member { return m }
            guard let m = library.lookupMember(t, name) else {
                throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: value), name), position: position))
            }
            cache.fill(t, m)
            return m
        }
        let observing = isSelf ? context.observing : nil
        func isDirect(_ member: Member) -> Bool {
            if case .computed(let c) = member, case .wrapped = c.kind {
                // A wrapped property's own observers, or its type's
                // initializer, write it without observers.
                if let observing, observing == c.name { return true }
                return initializerType?.computedProperties[c.name] === c
            }
            guard case .stored(_, let property) = member else { return false }
            if let observing, observing == property.name { return true }
            guard let initializerType else { return false }
            return property.owner === initializerType
        }
        let knownValueType = staticMember != nil && fixed == nil
        let immutability = memberImmutability(
            staticMember ?? typeInfo(for: base.type).flatMap { library.lookupMember($0, name) }, name,
            baseType: base.type, baseLValue: baseLValue, isSelf: isSelf)
        let get: Eval = { f throws(Unwind) in
            let value = try baseEval(f)
            if let field = cache.objectField(of: value) { return field }
            if case .some(let inner) = value { return try rt.readNamed(inner, name, at: position) }
            return try rt.readMember(value, try resolve(value), name, at: position)
        }
        // A member of a type whose setters are nonmutating is set on the
        // value read, never written back (`TypeInfo.settersAreNonmutating`);
        // a base of unknown type is asked when it is read.
        let knownNonmutating = typeInfo(for: base.type)?.settersAreNonmutating ?? false
        func nonmutatingReceiver(_ value: Value) -> Value? {
            var value = value
            if case .some(let inner) = value { value = inner }
            guard case .native = value, library.typeOf(value).settersAreNonmutating else { return nil }
            return value
        }
        let set: (Frame, Value) throws(Unwind) -> Void = { f, newValue throws(Unwind) in
            if knownNonmutating || !knownValueType {
                let value = try baseEval(f)
                if cache.setObjectField(of: value, to: newValue) { return }
                if case .object = value {
                    var reference = value
                    try rt.writeMember(&reference, try resolve(value), name, newValue,
                                       directly: isDirect(try resolve(value)), at: position)
                    return
                }
                if var receiver = nonmutatingReceiver(value) {
                    try rt.writeNamed(&receiver, name, newValue, at: position)
                    return
                }
            }
            guard let baseLValue else {
                throw .trap(Trap(message: LanguageMessages.cannotAssignToImmutableProperty(name), position: position))
            }
            try baseLValue.modify(f) { b throws(Unwind) in
                if case .some = b {
                    try rt.writeNamed(&b, name, newValue, at: position)
                    return
                }
                let member = try resolve(b)
                try rt.writeMember(&b, member, name, newValue, directly: isDirect(member), at: position)
            }
        }
        // (`if let`, not `Optional.map`: a closure made through a generic
        // is called through reabstraction thunks.)
        var fastGet = get, fastSet = set
        let objectSlot: Int? = knownValueType ? nil : base.form.slot
        let plainField = knownValueType ? plainStoredField(of: base.type, name) : nil
        let sharedField = baseLValue?.isSharedBox == true ? plainField : nil
        if let field = plainField {
            fastGet = compilePlainFieldRead(field, receiver: base, general: get)
            if let baseLValue { fastSet = compilePlainFieldWrite(field, base: baseLValue, general: set) }
        } else if let slot = objectSlot {
            // `self.x` in a class's method: the field reached in place,
            // `self` read from its slot without retaining it.
            fastGet = { f throws(Unwind) in
                if let field = cache.objectField(of: (f.slots + slot).pointee) { return field }
                return try get(f)
            }
            fastSet = { f, newValue throws(Unwind) in
                if cache.setObjectField(of: (f.slots + slot).pointee, to: newValue) { return }
                try set(f, newValue)
            }
        }
        return LValue(
            get: fastGet,
            set: fastSet,
            modify: { f, body throws(Unwind) in
                if let objectSlot {
                    // A copy (retained): `body` runs code of this frame, which
                    // may assign the local while the field is being mutated.
                    let object = (f.slots + objectSlot).pointee
                    if try cache.modifyObjectField(of: object, body) { return }
                }
                if knownNonmutating || !knownValueType {
                    let value = try baseEval(f)
                    if try cache.modifyObjectField(of: value, body) { return }
                    if case .object = value {
                        var reference = value
                        try rt.modifyMember(&reference, try resolve(value), name, at: position, body)
                        return
                    }
                    if var receiver = nonmutatingReceiver(value) {
                        try rt.modifyNamed(&receiver, name, at: position, body)
                        return
                    }
                }
                guard let baseLValue else {
                    throw .trap(Trap(message: LanguageMessages.cannotMutateImmutableProperty(name), position: position))
                }
                if let sharedField, !sharedField.property.hasObservers,
                   try Compiler.modifyFieldAlone(sharedField, of: baseLValue, in: f, body) {
                    return
                }
                try baseLValue.modify(f) { b throws(Unwind) in
                    if case .some = b {
                        try rt.modifyNamed(&b, name, at: position, body)
                        return
                    }
                    try rt.modifyMember(&b, try resolve(b), name, at: position, body)
                }
            },
            type: type, immutability: immutability,
            objectField: objectSlot.map { (slot: $0, cache: cache) })
    }
}
