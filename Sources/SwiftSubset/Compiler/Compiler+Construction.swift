/// Calls that make or reach a type: static methods, enum cases with payloads,
/// initializers (including delegating `self.init` and `super` calls).
extension Compiler {
    // MARK: - Static calls and construction

    /// `Type.name(args)`: a static method, an enum case with associated
    /// values, `Type.init(...)`, or a library static function.
    func compileStaticCall(_ type: StaticType, _ name: String, _ arguments: [Argument], expected: StaticType,
                           at position: SourcePosition) -> Compiled {
        let callStart = pendingCallStart ?? position
        pendingCallStart = nil
        guard let info = typeInfo(for: type) else {
            error(LanguageMessages.typeHasNoMember("\(type)", name), at: position)
            return failed(position)
        }
        if name == "init" {
            return compileConstruction(type, arguments, expected: expected, at: position)
        }
        if info === library.optional, name == "some" {
            return compileOptionalSome(type, arguments, expected: expected, at: position)
        }
        switch library.lookupStatic(info, name) {
        case .enumCase(let enumType, let index)? where enumType.cases[index].hasPayloadDefaults:
            return compileEnumCaseWithDefaults(enumType, index, arguments, at: position)
        case .enumCase(let enumType, let index)?:
            let caseInfo = enumType.cases[index]
            // A generic enum's case whose type is written or expected
            // (`let r: Result<Int, LedgerError> = .failure(error)`) takes
            // payloads of its parameters' types there, checked as a
            // program enum's are.
            let bound = boundPayloadTypes(caseInfo, of: enumType, written: type, expected: expected)
            let payloadFits = (Compiler.isProgramType(enumType) || bound != nil) && arguments.count == caseInfo.payloadTypes.count
                && zip(arguments, caseInfo.labels ?? []).allSatisfy { $0.label == $1 }
            let codes = compileArguments(arguments, expected: bound ?? caseInfo.payloadTypes, checked: { _ in payloadFits })
            let evals = zip(codes, caseInfo.payloadTypes + Array(repeating: .unknown, count: max(0, codes.count - caseInfo.payloadTypes.count)))
                .map { code, t -> Eval in
                    let e = code.eval
                    if t.isOptional { return Compiler.wrappingOptional(e) }
                    return e
                }
            let caseType = enumCaseType(enumType, written: type, expected: expected,
                                        payloadTypes: caseInfo.payloadTypes, argumentTypes: codes.map(\.type))
            let typeArguments = qualifiedTypeArguments(caseType)
            return Compiled(eval: { f throws(Unwind) in
                var payload: [Value] = []
                for e in evals { payload.append(try e(f)) }
                return .enumeration(EnumValue(type: enumType, caseIndex: index, payload: payload, typeArguments: typeArguments))
            }, type: caseType)
        case .methods(let methods)?:
            let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
            let matching = methods.map(\.function).filter {
                ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil
            }
            guard let function = bestOverload(matching, arguments) else {
                if matching.isEmpty, methods.count == 1, Compiler.isProgramType(info),
                   refuseArguments(Signature(methods[0].function).parameters, arguments, at: position) {
                    return failed(position)
                }
                error(LanguageMessages.noExactMatchesStatic(name), at: position)
                return failed(position)
            }
            checkTryCovers(function, at: callStart)
            let signature = Signature(function)
            let checked = matching.count == 1 && methods.count == 1 && Compiler.isProgramType(info)
            let site = CallSite(arguments: compileArguments(arguments, expected: expectedTypes(arguments, signature),
                                                            builders: builderArguments(arguments, signature), callee: signature,
                                                            checked: { _ in checked }),
                                position: position)
            guard let plan = site.plan(for: function, { signature }) else { return failed(position) }
            let rt = self.rt
            let defaults = defaultsProvider(function, rt: rt)
            let call = Compiled(eval: { f throws(Unwind) in
                var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
                let result = try rt.invoke(function, captures: [], selfValue: .type(info), arguments: &values, at: position)
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            }, type: resultType(of: function, receiver: type))
            // `Box<Int>.describe()`: the static method sees `T` as `Int`;
            // `describe()` inside the type passes on the caller's `T`.
            if case .nominal(_, let arguments) = type, !arguments.isEmpty || info === context.selfType {
                return withReceiverTypeArguments(function, type, call)
            }
            return call
        case .native(let natives)?:
            checkLibraryTryCovers(type, name, arguments, at: callStart)
            return compileNativeCall(natives, receiver: { _ throws(Unwind) in .type(info) }, receiverType: type, name: name,
                                     arguments, lvalue: nil, at: position)
        case .property?, .nestedType?:
            if case .nestedType(let nested)? = library.lookupStatic(info, name) {
                return compileConstruction(instanceType(of: nested), arguments, expected: expected, at: position)
            }
            let member = compileStaticMember(type, name, expected: .unknown, at: position)
            return compileValueCall(member, arguments, at: position)
        case nil:
            if Compiler.isProgramType(info), library.lookupMember(info, name) != nil || library.lookupCallable(info, name) != nil {
                // `Counter.increment()`: an instance method called on the
                // type, reported where the call starts.
                error(LanguageMessages.instanceMemberOnType(name, info.name), at: callStart)
                return failed(position)
            }
            error(LanguageMessages.typeHasNoMember("\(info.name)", name), at: position)
            return failed(position)
        }
    }

    /// `Type(args)`: an initializer of a user or library type.
    func compileConstruction(_ type: StaticType, _ arguments: [Argument], expected: StaticType,
                             at position: SourcePosition) -> Compiled {
        guard let info = typeInfo(for: type) else {
            error(LanguageMessages.cannotConstruct("\(type)"), at: position)
            return failed(position)
        }
        if info.kind == .protocolType {
            error(LanguageMessages.cannotInstantiate(info.name), at: position)
            return failed(position)
        }
        if info === library.optional, arguments.count == 1, arguments[0].label == nil {
            // `Optional(x)` wraps once, even an optional `x`.
            var wrapped = StaticType.unknown
            if case .optional(let w) = type { wrapped = w }
            let value = coerce(compileExpr(arguments[0].value, expected: wrapped), to: wrapped)
            let eval = value.eval
            return Compiled(eval: { f throws(Unwind) in .some(try eval(f)) }, type: .optional(value.type))
        }
        if let scalar = compileScalarFromByte(info, arguments, expected: expected) { return scalar }
        if refuseUnhashableSetConstruction(info, arguments, at: position) { return failed(position) }
        if context.selfType !== info { env.constructedTypes.insert(info.name) }
        let rt = self.rt
        let library = self.library
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let initializers = library.initializers(of: info)
        let matching = initializers.filter { $0.signature.map { ArgumentPlan.match(labels: labels, trailing: trailing, to: $0) != nil } ?? false }
        var argumentTypes: [StaticType]?   // found once, for every candidate
        if !matching.isEmpty, !matching.contains(where: isImported) {
            // `String(format: "%.1f", x)` without `import Foundation`: the
            // initializers these labels fit are another module's, so none
            // that swiftc sees fits.
            error(LanguageMessages.noExactMatchesInitializer, at: position)
            return failed(position)
        }
        guard let chosen = matching.first(where: { candidate in
            // Prefer a candidate whose parameter types fit the arguments.
            guard matching.count > 1, let sig = candidate.signature else { return true }
            let types = argumentTypes ?? arguments.map { shallowType(of: $0.value) }
            argumentTypes = types
            return zip(sig.parameters, types).allSatisfy { p, t in !p.type.isKnown || !t.isKnown || p.type == t || p.type.isOptional || (p.type == .double && t == .int) }
        }) ?? matching.first, let signature = chosen.signature else {
            if matching.isEmpty, refuseUnmodelledOverload(type, "init", arguments, modelled: initializers.compactMap(\.signature),
                                                          at: position) {
                return failed(position)
            }
            if matching.isEmpty, initializers.count == 1, Compiler.isProgramType(info), !initializers[0].isNative,
               let only = initializers[0].signature, refuseArguments(only.parameters, arguments, at: position) {
                return failed(position)
            }
            let shown = initializers.compactMap { i in i.signature.map { "init(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" } }
            error(initializers.isEmpty ? LanguageMessages.noAccessibleInitializers(info.name)
                  : LanguageMessages.noExactMatchesInitializer, at: position,
                  notes: shown.map(LanguageMessages.candidateNote))
            return failed(position)
        }
        if refusePrivateInitializer(chosen, of: info, at: position) { return failed(position) }
        // `Box<Double>(value: 1)` takes a Double; `Box(value: 1)` is a `Box<Int>`,
        // unless the context expects a `Box<Double>` (`let b: Box<Double> = Box(value: 1)`).
        var type = type
        if case .nominal(let t, let args) = type, args.isEmpty, !t.genericParameters.isEmpty,
           case .nominal(let e, let expectedArgs) = expected.wrappedIfOptional, e === t, expectedArgs.allSatisfy(\.isKnown) {
            type = expected.wrappedIfOptional
        }
        // `Array(repeating: 0, count: 3)` where `[Double]` is expected repeats `0.0`.
        if info === library.array, type.nominalType === library.array, case .array(let e) = expected.wrappedIfOptional, e.isKnown {
            type = expected.wrappedIfOptional
        }
        var parameterTypes = expectedTypes(arguments, signature)?.map { Compiler.substitute($0, genericBindings(of: type)) }
        if info === library.string || info === library.character, arguments.count == 1, arguments[0].label == nil,
           let scalar = library.types["UnicodeScalar"], isConstruction(of: scalar, arguments[0].value) {
            // `String(_:)` and `Character(_:)` take no optional: a scalar
            // built there is the one that cannot fail.
            parameterTypes = [.nominal(scalar, [])]
        }
        let codes = compileArguments(arguments, expected: parameterTypes, builders: builderArguments(arguments, signature), callee: chosen.isNative ? nil : signature,
                                     checked: { _ in matching.count == 1 && Compiler.isProgramType(info) && !chosen.isNative })
        if case .compiled(let method) = chosen.kind { checkTryCovers(method.function, at: position) }
        if chosen.isNative, info === library.string, Compiler.describesArguments("init", type, arguments.map(\.label)),
           refuseShownKey(codes.map(\.type), arguments.map(\.value.position)) || refuseShownSequenceWrapper(arguments.map(\.value)) {
            return failed(position)
        }
        if chosen.isNative, checkRequiredArguments(arguments, codes, candidates: matching.compactMap(\.signature), at: position) {
            return failed(position)
        }
        let site = CallSite(arguments: codes, position: position)
        guard let plan = site.plan(for: site, { signature }) else { return failed(position) }
        var instance = type.nominalType != nil ? type : instanceType(of: info)
        switch type {
        case .array(let e) where e.isKnown: instance = type          // `[Int]()`
        case .dictionary(let k, let v) where k.isKnown && v.isKnown: instance = type   // `[String: Int]()`
        default: break
        }
        if case .nominal(let t, let args) = instance, args.isEmpty, !t.genericParameters.isEmpty {
            let inferred = Compiler.inferBindings(parameters: parameterTypes ?? [], arguments: codes.map(\.type))
            let list = t.genericParameters.map { inferred[$0] ?? .unknown }
            if list.allSatisfy(\.isKnown) { instance = .nominal(t, list) }
        }
        if info === library.array, instance.nominalType === library.array,
           let element = Compiler.inferBindings(parameters: parameterTypes ?? [], arguments: codes.map(\.type))["Element"],
           element.isKnown, Compiler.isConcrete(element) {
            instance = .array(element)   // `Array(repeating: 11, count: 3)` is an `[Int]`
        }
        var resultType: StaticType = chosen.isFailable ? .optional(instance) : instance
        // A library initializer declared failable by its result (`Int(exactly:)`,
        // `TimeZone(identifier:)`, `UInt8(_:radix:)`) gives an optional too.
        if case .native(let member) = chosen.kind, !resultType.isOptional, member.resultType(instance).isOptional {
            resultType = .optional(instance)
        }
        if info === library.array, codes.count == 1, codes[0].label == nil, resultType.nominalType === library.array || resultType == .unknown,
           let element = genericBindings(of: codes[0].type)["Element"], element.isKnown {
            resultType = .array(element)   // `Array(slice)`, `Array(set)`, `Array(1...3)`
        }
        if case .native(let member) = chosen.kind, let fromArguments = member.resultFromArguments,
           let type = fromArguments(codes.map(\.type)) {
            resultType = type
        }
        return Compiled(eval: { f throws(Unwind) in
            let values = try site.gather(plan, signature, f, rt: rt, defaults: { p throws(Unwind) in
                try chosen.defaultValue(p, rt)
            })
            return try library.runConstructor(chosen, of: info, values, rt: rt, at: position)
        }, type: resultType)
    }

    /// `self.init(...)` inside an initializer: another initializer of the
    /// same type does the work (on the same object, for a class).
    func compileDelegatingInit(_ type: TypeInfo, _ arguments: [Argument], at position: SourcePosition) -> Compiled {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let candidates = library.initializers(of: type).filter {
            $0.signature.map { ArgumentPlan.match(labels: labels, trailing: trailing, to: $0) != nil } ?? false
        }
        guard let chosen = candidates.first, let signature = chosen.signature, let selfLV = selfLValue() else {
            error(LanguageMessages.noExactMatchesInitializer, at: position)
            return failed(position)
        }
        let site = CallSite(arguments: compileArguments(arguments, expected: expectedTypes(arguments, signature), builders: builderArguments(arguments, signature), callee: chosen.isNative ? nil : signature), position: position)
        guard let plan = site.plan(for: site, { signature }) else { return failed(position) }
        let rt = self.rt
        let library = self.library
        return Compiled(eval: { f throws(Unwind) in
            let values = try site.gather(plan, signature, f, rt: rt, defaults: { p throws(Unwind) in try chosen.defaultValue(p, rt) })
            if case .object(let instance) = try selfLV.get(f) {
                // `self.init(…)` in a class is dynamic: an inherited
                // convenience init reaches the subclass's initializer.
                var initializer = chosen, owner = type
                if instance.type !== type, let dynamic = library.initializers(of: instance.type).first(where: {
                    $0.signature?.parameters.map(\.label) == signature.parameters.map(\.label)
                }) {
                    initializer = dynamic
                    owner = instance.type
                }
                if try library.runInitializer(initializer, of: owner, on: instance, values, rt: rt, at: position) {
                    throw .initializerFailed
                }
            } else {
                let value = try library.runConstructor(chosen, of: type, values, rt: rt, at: position)
                if chosen.isFailable, value.isNone { throw .initializerFailed }
                try selfLV.set(f, value.unwrappedOne)
            }
            return .void
        }, type: .void)
    }

    // MARK: - super

    func compileSuperCall(_ name: String, _ arguments: [Argument], at position: SourcePosition) -> Compiled {
        guard let selfType = context.selfType, let superclass = selfType.superclass, let receiver = selfLoader() else {
            error(LanguageMessages.superOutsideSubclass, at: position)
            return failed(position)
        }
        let rt = self.rt
        let library = self.library
        if name == "init" {
            let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
            let initializers = library.initializers(of: superclass)
            guard let chosen = initializers.first(where: { $0.signature.map { ArgumentPlan.match(labels: labels, trailing: trailing, to: $0) != nil } ?? false }),
                  let signature = chosen.signature else {
                error(LanguageMessages.noMatchingSuperInit, at: position)
                return failed(position)
            }
            let site = CallSite(arguments: compileArguments(arguments, expected: expectedTypes(arguments, signature), builders: builderArguments(arguments, signature), callee: chosen.isNative ? nil : signature),
                                position: position)
            guard let plan = site.plan(for: site, { signature }) else { return failed(position) }
            let eval = receiver.eval
            return Compiled(eval: { f throws(Unwind) in
                guard case .object(let instance) = try eval(f) else { return .void }
                let values = try site.gather(plan, signature, f, rt: rt, defaults: { p throws(Unwind) in try chosen.defaultValue(p, rt) })
                if try library.runInitializer(chosen, of: superclass, on: instance, values, rt: rt, at: position) {
                    throw .initializerFailed
                }
                return .void
            }, type: .void)
        }
        if context.isStatic, case .methods(let methods)? = library.lookupStatic(superclass, name) {
            // `super.name()` in a `class func`: the superclass's, on this class.
            let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
            if let function = methods.map(\.function).first(where: { ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil }) {
                let signature = Signature(function)
                let site = CallSite(arguments: compileArguments(arguments, expected: expectedTypes(arguments, signature), callee: signature), position: position)
                guard let plan = site.plan(for: function, { signature }) else { return failed(position) }
                let defaults = defaultsProvider(function, rt: rt)
                let eval = receiver.eval
                return Compiled(eval: { f throws(Unwind) in
                    let selfValue = try eval(f)
                    var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
                    return try rt.invoke(function, captures: [], selfValue: selfValue, arguments: &values, at: position)
                }, type: function.resultType)
            }
        }
        if name == "encode", arguments.count == 1, arguments[0].label == "to", library.encodesSynthesized(superclass) {
            // The superclass's synthesized `encode(to:)`: its coded
            // properties, written into this encoder's keyed container.
            let encoder = compileExpr(arguments[0].value).eval
            let eval = receiver.eval
            return Compiled(eval: { f throws(Unwind) in
                let selfValue = try eval(f)
                try library.encodeSynthesized(selfValue, as: superclass, to: try encoder(f), rt: rt, at: position)
                return .void
            }, type: .void)
        }
        guard case .methods(let methods)? = library.lookupMember(superclass, name) else {
            return compileValueCall(compileMemberAccess(Expr(.superRef, position), name, expected: .unknown, at: position),
                                    arguments, at: position)
        }
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        guard let function = methods.map(\.function).first(where: { ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil }) else {
            error(LanguageMessages.noMatchingSuperCall(name), at: position)
            return failed(position)
        }
        let signature = Signature(function)
        let site = CallSite(arguments: compileArguments(arguments, expected: expectedTypes(arguments, signature), builders: builderArguments(arguments, signature), callee: signature), position: position)
        guard let plan = site.plan(for: function, { signature }) else { return failed(position) }
        let defaults = defaultsProvider(function, rt: rt)
        let eval = receiver.eval
        return Compiled(eval: { f throws(Unwind) in
            let selfValue = try eval(f)
            var values = try site.gather(plan, signature, f, rt: rt, defaults: defaults)
            return try rt.invoke(function, captures: [], selfValue: selfValue, arguments: &values, at: position)
        }, type: function.resultType)
    }
}

extension Compiler {
    /// `.circle()` for `case circle(radius: Double = 1)`: the arguments are
    /// matched to the associated values by label, and one left out takes
    /// its default, as a call's parameters do.
    func compileEnumCaseWithDefaults(_ enumType: TypeInfo, _ index: Int, _ arguments: [Argument],
                                     at position: SourcePosition) -> Compiled {
        let caseInfo = enumType.cases[index]
        let parameters = caseInfo.payloadTypes.enumerated().map { j, type in
            Signature.Parameter(label: caseInfo.labels?[j] ?? nil, hasDefault: caseInfo.payloadDefaultDeclared.contains(j), type: type)
        }
        let signature = Signature(parameters)
        guard let plan = ArgumentPlan.match(arguments, to: signature) else {
            if !refuseArguments(parameters, arguments, at: position) {
                error(LanguageMessages.noExactMatchesStatic(caseInfo.name), at: position)
            }
            return failed(position)
        }
        var expected = [StaticType](repeating: .unknown, count: arguments.count)
        for (p, source) in plan.sources.enumerated() { if case .argument(let a) = source { expected[a] = caseInfo.payloadTypes[p] } }
        let codes = compileArguments(arguments, expected: expected, checked: { _ in Compiler.isProgramType(enumType) })
        let rt = self.rt
        var parts: [Eval] = []
        for (p, source) in plan.sources.enumerated() {
            let wraps = caseInfo.payloadTypes[p].isOptional
            switch source {
            case .argument(let a):
                let e: Eval = wraps ? Compiler.wrappingOptional(codes[a].eval) : codes[a].eval
                parts.append(e)
            default:
                let fallback: Eval = { _ throws(Unwind) in
                    guard let thunk = enumType.cases[index].payloadDefaults[p] else { return .void }
                    return try rt.evaluate(thunk, selfValue: nil)
                }
                parts.append(fallback)
            }
        }
        return Compiled(eval: { f throws(Unwind) in
            var payload: [Value] = []
            for part in parts { payload.append(try part(f)) }
            return .enumeration(EnumValue(type: enumType, caseIndex: index, payload: payload))
        }, type: .nominal(enumType, []))
    }
}
