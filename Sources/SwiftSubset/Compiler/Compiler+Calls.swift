/// Calls: functions, methods (static and dynamic dispatch), initializers and function values;
/// their arguments are in Compiler+CallArguments, library members in Compiler+NativeCalls.
extension Compiler {
    // MARK: - Entry

    func compileCall(_ callee: Expr, _ arguments: [Argument], expected: StaticType, at position: SourcePosition) -> Compiled {
        if refuseOverlappingInoutArguments(callee, arguments) { return failed(position) }
        switch callee.kind {
        case .array, .dictionary:
            // `[Int]()`, `[String: (total: Double, count: Int)]()`: SwiftParser
            // reads the type as a literal; calling it constructs the type.
            if let type = metatypeReference(callee) {
                return compileConstruction(type, arguments, expected: expected, at: position)
            }
            return compileValueCall(compileExpr(callee), arguments, at: position)
        case .member(let base, let name):
            if case .superRef = base.kind { return compileSuperCall(name, arguments, at: position) }
            if let chain = compileTokenChain(Expr(.call(callee, arguments), position), expected: expected) { return chain }
            if let styling = compileStylingChain(Expr(.call(callee, arguments), position)) { return styling }
            if isModuleName(base), let natives = library.freeFunctionMembers(named: name) {
                // `Swift.max(a, b)`: the library's function, whatever `self` has.
                return compileNativeCall(natives, receiver: { _ throws(Unwind) in .void }, receiverType: .unknown, name: name,
                                         arguments, lvalue: nil, at: position)
            }
            if case .selfRef = base.kind, name == "init", context.kind == .initializer, let type = context.selfType {
                return compileDelegatingInit(type, arguments, at: position)
            }
            if let compound = Compiler.compoundName(name), compound.base != "init" {
                // `origin.distance(to:)(p)`: the method those labels name, called.
                return compileValueCall(compileExpr(callee), arguments, at: position)
            }
            if let type = typeReference(base) {
                if let info = type.nominalType, info.nestedTypes[name] == nil, let alias = info.typeAliases[name],
                   library.lookupStatic(info, name) == nil {
                    // `Inventory.Stock()`: a nested alias constructs its type.
                    return compileConstruction(alias, arguments, expected: expected, at: position)
                }
                pendingCallStart = Compiler.startPosition(of: base)
                return compileStaticCall(type, name, arguments, expected: expected, at: position)
            }
            return compileMethodCall(base, name, arguments, expected: expected, at: position)
        case .implicitMember(let name):
            return compileImplicitMember(name, arguments: arguments, expected: expected, at: position)
        case .name(.unresolved(let name), _):
            if isStylingName(name) { return compileStylingConstruction(name, arguments) }
            return compileNamedCall(name, arguments, expected: expected, at: position)
        case .typeExpr, .specialized:
            if let type = typeReference(callee) {
                return compileConstruction(type, arguments, expected: expected, at: position)
            }
        case .name(.local(let binding), _), .name(.captured(_, let binding), _):
            if let result = localFunctionResults[ObjectIdentifier(binding)] {
                // A local function's call has its declared result type.
                return compileValueCall(compileExpr(callee), arguments, at: position, declaredResult: result)
            }
            if localFunctionDecls[ObjectIdentifier(binding)] == nil {
                return compileValueCall(compileExpr(callee), arguments, at: position, isClosureVariable: true)
            }
        case .selfRef(.unresolved):
            // `self.init(...)` is a member call; a bare `self(...)` is not Swift.
            break
        default:
            break
        }
        return compileValueCall(compileExpr(callee), arguments, at: position)
    }

    /// `name(args)`: an implicit-self method, a global function, a type's
    /// initializer, a closure in a global, or a library function.
    private func compileNamedCall(_ name: String, _ arguments: [Argument], expected: StaticType, at position: SourcePosition) -> Compiled {
        if let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic),
           let receiver = selfLoader() {
            if refuseMethodShadowingGlobal(selfType, name, arguments, at: position) { return failed(position) }
            if context.isStatic {
                return compileStaticCall(.nominal(selfType, []), name, arguments, expected: expected, at: position)
            }
            return compileMethodCall(receiver: receiver, lvalue: selfLValue(), name, arguments, at: position, expected: expected)
        }
        if env.variables[name] == nil, let functions = env.functions[name], !functions.isEmpty,
           library.freeFunctionMembers(named: name) == nil || anyOverloadFits(functions, arguments) {
            // The program's `func max(_: String, _: String)` joins the
            // library's overloads rather than hiding them: `max(1, 2, 3)`
            // still finds the library's where none of the program's fits.
            return compileFunctionCall(functions, arguments, expected: expected, at: position)
        }
        if env.variables[name] == nil, let type = lookupType(name) {
            return compileConstruction(instanceType(of: type), arguments, expected: expected, at: position)
        }
        if env.variables[name] == nil, env.functions[name] == nil, let alias = lookupTypeAlias(name) {
            // `Inventory()` where `typealias Inventory = [String: Int]`.
            return compileConstruction(alias.type, arguments, expected: expected, at: position)
        }
        if name == "type", arguments.count == 1, arguments[0].label == "of", env.variables[name] == nil,
           let natives = library.freeFunctionMembers(named: "type") {
            return compileTypeOf(arguments[0], native: natives, at: position)
        }
        if env.variables[name] == nil, let natives = library.freeFunctionMembers(named: name) {
            if refuseUnimportedFunction(name, at: position) { return failed(position) }
            if refuseConflictingMinMaxArguments(name, arguments, expected: expected, at: position) { return failed(position) }
            if name == "pow", refuseDecimalPow(arguments, expected: expected, at: position) { return failed(position) }
            return compileNativeCall(natives, receiver: { _ throws(Unwind) in .void }, receiverType: .unknown, name: name,
                                     arguments, lvalue: nil, at: position)
        }
        let callee = resolveName(name, at: position)
        // A name refused as not modelled (`ScrollViewReader { proxy in … }`):
        // its arguments are not judged, as they would be against an unknown
        // callee (`proxy.scrollTo(id, anchor: .top)`: "cannot infer
        // contextual base"). One mistake, one error.
        if env.variables[name] == nil, library.unmodelledNames[name] != nil, !callee.type.isKnown { return failed(position) }
        return compileValueCall(callee, arguments, at: position, isClosureVariable: env.variables[name] != nil)
    }

    // MARK: - Functions

    /// A call to a global function (overloads resolved by labels now).
    func compileFunctionCall(_ candidates: [CompiledFunction], _ arguments: [Argument], expected: StaticType = .unknown,
                             at position: SourcePosition) -> Compiled {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let matching = candidates.filter { ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil }
        guard let function = bestOverload(matching, arguments, expected: expected) else {
            if matching.isEmpty, candidates.count == 1, refuseArguments(Signature(candidates[0]).parameters, arguments, at: position) {
                return failed(position)
            }
            error(LanguageMessages.noExactMatchesGlobal(candidates[0].name), at: position,
                  notes: candidates.map { "candidate: \($0.fullName)" })
            return failed(position)
        }
        checkTryCovers(function, at: position)
        let signature = Signature(function)
        var parameterTypes = expectedTypes(arguments, signature)
        if let name = bindsGenericResultToAny(function, arguments, parameterTypes, expected: expected) {
            parameterTypes = parameterTypes?.map { $0 == .generic(name) ? .nominal(library.anyType, []) : $0 }
        }
        let codes = compileArguments(arguments, expected: parameterTypes, builders: builderArguments(arguments, signature), callee: signature,
                                     checked: { _ in matching.count == 1 })
        let site = CallSite(arguments: codes, position: position)
        let rt = self.rt
        guard let plan = site.plan(for: function, { signature }) else { return failed(position) }
        let defaults = defaultsProvider(function, rt: rt)
        let arity = Compiler.isDirect(plan, signature, site) ? site.evals.count : -2
        var bindings = Compiler.inferBindings(parameters: parameterTypes ?? [], arguments: codes.map(\.type))
        let boundByArguments = Set(bindings.keys)
        if refuseUnmetGenericConstraint(function, bindings, boundByArguments: boundByArguments, at: position) { return failed(position) }
        for (name, type) in Compiler.inferBindings(parameters: [function.resultType], arguments: [expected]) where bindings[name] == nil {
            bindings[name] = type
        }
        // An existential or class binding is left to the value (`any P`
        // passed to `<T: P>` opens to the concrete type at run time); a
        // class bound by the result alone has no value to come from
        // (`let prefs: Preferences = load(json)`), so it is passed.
        var typeArguments: [String: Value] = [:]
        for (name, type) in bindings where Compiler.isFullyKnown(type) {
            if let kind = type.nominalType?.kind, kind == .protocolType || kind == .classType && boundByArguments.contains(name) { continue }
            typeArguments[name] = metatypeValue(type)
        }
        let call: Eval = { f throws(Unwind) in
            if function.directArity == arity {
                let base = function.directParameterBase
                let frame = try rt.directFrame(function, base: base, site: site, caller: f)
                var none: Value? = nil
                return try rt.runDirect(function, in: consume frame, base: base, arity: arity, selfValue: &none, isMutating: false,
                                        at: position)
            }
            var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
            let result: Value
            do throws(Unwind) {
                result = try rt.invoke(function, captures: [], selfValue: nil, arguments: &values, at: position)
            } catch {
                if site.hasInout, case .thrown = error { try site.writeBack(plan, values, f) }
                throw error
            }
            if site.hasInout { try site.writeBack(plan, values, f) }
            return result
        }
        let resultType = resultType(function.resultType, parameters: parameterTypes, arguments: codes)
        if function.genericParameterNames.isEmpty { return Compiled(eval: call, type: resultType) }
        return Compiled(eval: { f throws(Unwind) in
            // A generic function whose body names its parameters as values
            // gets the types this call bound (known once its body compiled).
            if function.usesTypeArguments { return try rt.withTypeArguments(typeArguments) { () throws(Unwind) in try call(f) } }
            return try call(f)
        }, type: resultType == .unknown ? Compiler.substitute(function.resultType, bindings) : resultType)
    }

    // MARK: - Methods

    func compileMethodCall(_ base: Expr, _ name: String, _ arguments: [Argument], expected: StaticType = .unknown,
                           at position: SourcePosition) -> Compiled {
        let receiver = literalReceiver(base, name, arguments: arguments)
        if refuseMemberOfOptional(receiver.type, name, base) || refuseUnequatableElements(base, receiver.type, name, arguments, at: position)
            || refuseCollectionMemberOfSequence(base, name, isCall: true, at: position) { return failed(position) }
        // A zip's or a stride's `reversed()` is Sequence's, an array of the
        // elements; StateLab's array receiver makes a ReversedCollection.
        if name == "reversed", arguments.isEmpty, sequenceWrapperTypeName(base) != nil {
            let reversed = compileMethodCall(receiver: receiver, lvalue: nil, name, arguments, at: position)
            let rt = self.rt
            return Compiled(eval: { f throws(Unwind) in
                .array(try rt.library.elements(of: try reversed.eval(f), rt: rt, at: position))
            }, type: { if case .array = receiver.type { return receiver.type } else { return .unknown } }())
        }
        if name == "reduce", refuseReduceOperator(base, receiver.type, arguments)
            || refuseReduceForcedTo(expected, base: base, arguments) { return failed(position) }
        // `reduce(0, +)`'s result is the elements' type whatever the
        // context wants (`let total: String = lengths.reduce(0, +)` is an
        // Int that the declaration then refuses).
        let expected = name == "reduce"
            ? reduceOperatorResult(base, receiver.type, arguments) ?? reduceImplicitStartResult(receiver.type, arguments) ?? expected
            : expected
        let lvalue = isAssignable(base) ? compileLValue(base) : nil
        if let lvalue { noteRunTimeDispatch(on: lvalue, receiver.type) }
        // Nothing after a nil link is evaluated, arguments included.
        pendingCallStart = Compiler.startPosition(of: base)
        return compileMethodCall(receiver: receiver, lvalue: lvalue, name, arguments, at: position,
                                 precheck: Compiler.containsOptionalChain(base) ? receiver.eval : nil, expected: expected,
                                 immutableReceiver: lvalue == nil ? callResultImmutability(base, type: receiver.type) : nil)
    }

    static func containsOptionalChain(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .optionalChain: return true
        case .member(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .call(let base, _),
             .subscriptAccess(let base, _):
            return containsOptionalChain(base)
        default: return false
        }
    }

    /// `immutableReceiver`: why a receiver that is not a variable cannot
    /// change, for a `mutating` method called on it.
    func compileMethodCall(receiver: Compiled, lvalue: LValue?, _ name: String, _ arguments: [Argument],
                           at position: SourcePosition, precheck: Eval? = nil, expected: StaticType = .unknown,
                           immutableReceiver: Immutability? = nil) -> Compiled {
        let callStart = pendingCallStart ?? position
        pendingCallStart = nil
        if refuseUnimportedMember(receiver.type, name, at: position) || refuseReversedIndexing(receiver.type, name, at: position) {
            return failed(position)
        }
        if refuseUnknownStandardMember(receiver.type, name, at: position)
            || refuseUnorderedElements(receiver.type, name, arguments, at: position)
            || refuseStringPopFirst(receiver.type, name, at: position)
            || refuseMapErrorToNonError(receiver.type, name, arguments, at: position)
            || refuseAppendedSequence(receiver.type, name, arguments, at: position) { return failed(position) }
        if refusePrivateMember(receiver.type, name, at: position) { return failed(position) }
        checkLibraryTryCovers(receiver.type, name, arguments, at: callStart)
        let rt = self.rt
        let library = self.library
        let receiverInfo = typeInfo(for: receiver.type)
        if let info = receiverInfo, Compiler.isProgramType(info), case .methods(let methods)? = library.lookupCallable(info, name),
           methods.count == 1, !methods[0].isStatic,
           ArgumentPlan.match(arguments, to: Signature(methods[0].function)) == nil,
           refuseArguments(Signature(methods[0].function).parameters, arguments, at: position) {
            return failed(position)   // the one method of that name, and the arguments do not fit it
        }
        // Known value type: choose the overload now.
        if let info = receiverInfo, info.kind != .classType, info.kind != .protocolType,
           let member = library.lookupCallable(info, name) {
            switch member {
            case .methods(let methods):
                if let compiled = compileKnownMethodCall(methods, receiver: receiver, lvalue: lvalue, arguments, at: position, callStart: callStart,
                                                         precheck: precheck, immutableReceiver: immutableReceiver) {
                    return compiled
                }
                // `rounded()` beside a program's `rounded(to:)` in an
                // extension of Double: the library's own overloads remain.
                if let natives = library.nativeMethods(info, name) {
                    return compileNativeCall(natives, receiver: receiver.eval, receiverType: receiver.type, name: name,
                                             arguments, lvalue: lvalue, at: position, precheck: precheck, expected: expected)
                }
            case .native(let natives):
                // `sorted(by: \.age, descending: true)` from a program's
                // extension of Sequence, beside the library's `sorted(by:)`.
                let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
                let nativeFits = natives.contains { n in
                    if n.acceptsAnyArguments { return true }
                    guard let signature = n.signature, ArgumentPlan.match(labels: labels, trailing: trailing, to: signature) != nil else {
                        return false
                    }
                    // A key path literal converts only to a one-parameter function.
                    guard let types = expectedTypes(arguments, signature) else { return true }
                    return zip(arguments, types).allSatisfy { argument, type in
                        guard case .keyPath = argument.value.kind, case .function(let ps, _) = type else { return true }
                        return ps.count == 1
                    }
                }
                if !nativeFits, let methods = library.protocolExtensionMethods(info, name),
                   let compiled = compileKnownMethodCall(methods, receiver: receiver, lvalue: lvalue, arguments, at: position, callStart: callStart,
                                                         precheck: precheck) {
                    return compiled
                }
                return compileNativeCall(natives, receiver: receiver.eval, receiverType: receiver.type, name: name,
                                         arguments, lvalue: lvalue, at: position, precheck: precheck, expected: expected,
                                         immutableReceiver: immutableReceiver)
            default:
                break
            }
        }
        if let info = receiverInfo, info.hasClosedMembers, library.lookupCallable(info, name) == nil,
           library.lookupMember(info, name) == nil {
            // Nothing at run time could answer the call: say so now.
            if let why = library.unmodelledMember(of: info, name) {
                error(LanguageMessages.unsupported(why), at: position)
                return failed(position)
            }
            // A generic type is named with its arguments, as swiftc names it: 'ReversedCollection<[Int]>'.
            var shown = info.name
            if case .nominal(_, let args) = receiver.type, !args.isEmpty, receiver.type.isFullyKnown { shown = receiver.type.description }
            error(LanguageMessages.noMember(shown, name), at: position)
            return failed(position)
        }
        // A class or protocol method is found on the value at run time; the
        // overload among same-labelled ones is the one the static types choose.
        var chosen: CompiledFunction?
        var preferred: [StaticType]?
        if let info = receiverInfo, case .methods(let methods)? = library.lookupMember(info, name) {
            if methods.count == 1 {
                chosen = methods[0].function
            } else {
                let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
                let matching = methods.map(\.function).filter {
                    ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil
                }
                chosen = bestOverload(matching, arguments, expected: expected)
            }
            // The static type's choice also decides among the dynamic
            // type's overloads: a subclass may add `report(_: Double)`
            // beside its override of `report(_: Int)`.
            if let chosen, receiverInfo?.kind == .classType || methods.count > 1 { preferred = chosen.parameters.map(\.type) }
        }
        let expectedResult = expected
        var expected: [StaticType]?
        var resultType = StaticType.unknown
        if let chosen { checkTryCovers(chosen, at: callStart) }
        if let chosen {
            let signature = Signature(chosen)
            let bindings = genericBindings(of: receiver.type)
            expected = expectedTypes(arguments, signature)?.map { Compiler.substitute($0, bindings) }
            resultType = Compiler.substitute(self.resultType(of: chosen, receiver: receiver.type), bindings)
        }
        // A method a protocol's extension adds (not a requirement) is chosen
        // by the static type, as Swift dispatches it: the protocol itself
        // (`any P`), or the one a generic parameter is constrained to.
        var protocolInfo = receiverInfo
        if case .generic(let parameter) = receiver.type { protocolInfo = context.constraint(of: parameter) }
        if let info = protocolInfo, info.kind == .protocolType, info.name == "Sequence" || info.name == "Collection",
           library.types[info.name] === info, case .native(let natives)? = library.lookupCallable(info, name),
           natives.contains(where: { !$0.isProperty }) {
            // `filter` in `extension Sequence` is Sequence's (an array), even
            // when self is a String at run time.
            return compileNativeCall(natives, receiver: receiver.eval, receiverType: receiver.type, name: name,
                                     arguments, lvalue: lvalue, at: position, precheck: precheck, expected: expectedResult)
        }
        if let info = protocolInfo, info.kind == .protocolType, !info.requirements.contains(name),
           case .methods(let methods)? = library.lookupMember(info, name),
           let compiled = compileKnownMethodCall(methods, receiver: receiver, lvalue: lvalue, arguments, at: position, callStart: callStart,
                                                 precheck: precheck) {
            return compiled
        }
        // A class's method table holds what the class and its superclasses
        // declare. Where none of them declares the method, a subclass's
        // method of that name overrides nothing: through the class (and
        // through a protocol it conforms to, below) the call reaches the
        // protocol extension's method, not the subclass's.
        if let info = receiverInfo, info.kind == .classType, !Compiler.classChainDeclares(info, name),
           let methods = library.protocolExtensionMethods(info, name),
           let compiled = compileKnownMethodCall(methods, receiver: receiver, lvalue: lvalue, arguments, at: position, callStart: callStart,
                                                 precheck: precheck) {
            return compiled
        }
        let witnessProtocol = protocolInfo.flatMap { p in
            p.kind == .protocolType && p.requirements.contains(name) && !(p.methods[name] ?? []).isEmpty ? p : nil
        }
        let site = CallSite(arguments: compileArguments(arguments, expected: expected), position: position)
        site.preferredParameterTypes = preferred
        if preferred != nil { site.preferredResultType = chosen?.resultType }
        let eval = receiver.eval
        let cache = MethodCache()
        return Compiled(eval: { f throws(Unwind) in
            let value = try eval(f)
            // A requirement with a default, called on an object through the
            // protocol: the witness is the conforming class's method if it
            // (or a superclass) declares one, else the default.
            if let p = witnessProtocol, case .object(let o) = value, !Compiler.conformingClassDeclares(o.type, p, name) {
                return try rt.callProtocolDefault(p, on: value, name, site: site, frame: f, lvalue: lvalue)
            }
            // A class instance: the method its class reached last time; the
            // receiver is handed over to the callee's frame, not copied.
            if let function = rt.cachedMethod(cache, of: value, name, site: site) {
                return try rt.callCachedMethod(function, cache, on: consume value, site: site, frame: f)
            }
            return try rt.callMethod(on: value, name, site: site, frame: f, lvalue: lvalue)
        }, type: resultType)
    }

    /// A struct or enum method chosen at compile time.
    private func compileKnownMethodCall(_ methods: [MethodInfo], receiver: Compiled, lvalue: LValue?,
                                        _ arguments: [Argument], at position: SourcePosition, callStart: SourcePosition,
                                        precheck: Eval?,
                                        immutableReceiver: Immutability? = nil) -> Compiled? {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let matching = methods.map(\.function).filter {
            ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil
        }
        guard let function = bestOverload(matching, arguments) else { return nil }
        checkTryCovers(function, at: callStart)
        let signature = Signature(function)
        let bindings = genericBindings(of: receiver.type)
        let parameterTypes = expectedTypes(arguments, signature)?.map { Compiler.substitute($0, bindings) }
        let codes = compileArguments(arguments, expected: parameterTypes, builders: builderArguments(arguments, signature), callee: signature,
                                     checked: { _ in matching.count == 1 && methods.count == 1 })
        let site = CallSite(arguments: codes, position: position)
        let resultType = resultType(self.resultType(of: function, receiver: receiver.type), parameters: parameterTypes,
                                    arguments: codes, receiver: bindings)
        guard let plan = site.plan(for: function, { signature }) else { return nil }
        let rt = self.rt
        let defaults = defaultsProvider(function, rt: rt)
        let eval = receiver.eval
        // A direct call's argument count; -2 matches no function's.
        let arity = Compiler.isDirect(plan, signature, site) ? site.evals.count : -2
        if function.isMutating {
            checkWritable(lvalue, nil, .mutatingMember, at: position)
            guard let lvalue else {
                reportMutatingMemberOnValue(receiver.type, immutableReceiver, name: function.name, at: position)
                return failed(position)
            }
            return withReceiverTypeArguments(function, receiver.type, Compiled(eval: { f throws(Unwind) in
                if let precheck { _ = try precheck(f) }
                if function.directArity == arity {
                    let base = function.directParameterBase
                    // The arguments first, then the access to the receiver, as Swift orders them.
                    if let slot = lvalue.localSlot {
                        let frame = try rt.directFrame(function, base: base, site: site, caller: f)
                        return try rt.runDirectMutating(function, in: consume frame, base: base, arity: arity,
                                                        receiver: f.slots + slot, at: position)
                    }
                    if let box = lvalue.globalBox {
                        let frame = try rt.directFrame(function, base: base, site: site, caller: f)
                        return try rt.runDirectMutating(function, in: consume frame, base: base, arity: arity,
                                                        receiver: box, at: position)
                    }
                    var frame: Frame? = try rt.directFrame(function, base: base, site: site, caller: f)
                    var result = Value.void
                    try lvalue.modify(f) { selfValue throws(Unwind) in
                        // As `invokeMutating`: self moves in, and back out.
                        var moved: Value? = selfValue
                        selfValue = .void
                        defer { selfValue = moved ?? .void }
                        guard let callee = frame.take() else { return }
                        result = try rt.runDirect(function, in: callee, base: base, arity: arity, selfValue: &moved,
                                                  isMutating: true, at: position)
                    }
                    return result
                }
                var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
                var result = Value.void
                do throws(Unwind) {
                    try lvalue.modify(f) { selfValue throws(Unwind) in
                        result = try rt.invokeMutating(function, captures: [], selfValue: &selfValue, arguments: &values, at: position)
                    }
                } catch {
                    if site.hasInout, case .thrown = error { try site.writeBack(plan, values, f) }
                    throw error
                }
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            }, type: resultType))
        }
        return withReceiverTypeArguments(function, receiver.type, Compiled(eval: { f throws(Unwind) in
            if function.directArity == arity {
                var receiver: Value? = try eval(f)
                let base = function.directParameterBase
                let frame = try rt.directFrame(function, base: base, site: site, caller: f)
                return try rt.runDirect(function, in: consume frame, base: base, arity: arity, selfValue: &receiver, isMutating: false,
                                        at: position)
            }
            let selfValue = try eval(f)
            var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
            let result: Value
            do throws(Unwind) {
                result = try rt.invoke(function, captures: [], selfValue: selfValue, arguments: &values, at: position)
            } catch {
                if site.hasInout, case .thrown = error { try site.writeBack(plan, values, f) }
                throw error
            }
            if site.hasInout { try site.writeBack(plan, values, f) }
            return result
        }, type: resultType))
    }
}
