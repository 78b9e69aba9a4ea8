/// Calls to the library's native members: overloads chosen by labels and
/// static types, generic results bound from the receiver, the context and
/// the arguments (`reduce`'s `Result`, `map`'s `T`), and the call itself.
extension Compiler {
    /// A library method or function (`append`, `print`, `Task.sleep`).
    func compileNativeCall(_ natives: [NativeMember], receiver: @escaping Eval, receiverType: StaticType, name: String,
                           _ arguments: [Argument], lvalue: LValue?, at position: SourcePosition,
                           precheck: Eval? = nil, expected: StaticType = .unknown,
                           immutableReceiver: Immutability? = nil) -> Compiled {
        var bindings = genericBindings(of: receiverType)
        if case .nominal(let t, _) = receiverType, t.kind != .builtin, bindings["Self"] == nil {
            bindings["Self"] = receiverType   // a protocol's library method taking or returning `Self`
        }
        let chosen = chooseNative(natives.filter { !$0.acceptsAnyArguments }, arguments, bindings: bindings)
        // A member that takes anything stands in for the overloads that do not match.
        if chosen == nil, let anything = natives.first(where: \.acceptsAnyArguments), case .method(let method) = anything.body {
            // Any arguments, `.members` read as tokens (styling modifiers),
            // also inside an array literal (`.presentationDetents([.medium, .large])`).
            let token: StaticType = library.tokenType.map { .nominal($0, []) } ?? .unknown
            let expectedTokens = arguments.map { argument -> StaticType in
                if case .array = Compiler.unparenthesized(argument.value).kind, token.isKnown { return .array(token) }
                return token
            }
            if anything.takesTitleKey, let first = arguments.first, first.label == nil { noteTitleKeyLiteral(first.value) }
            let codes = compileArguments(arguments, expected: expectedTokens)
            let rt = self.rt
            let resultType = anything.resultType(receiverType)
            return Compiled(eval: { f throws(Unwind) in
                let value = try receiver(f)
                var values: [Value] = []
                for code in codes { values.append(LabeledArgument.wrap(try code.eval(f), label: code.label)) }
                do throws(Unwind) { return try method(rt, value, values, position) } catch { throw error.placed(at: position) }
            }, type: resultType)
        }
        guard let (chosenNative, signature) = chosen else {
            if natives.contains(where: \.isProperty) {
                // A property holding a function: call its value.
                return compileValueCall(compileMember(of: Compiled(eval: receiver, type: receiverType), name, at: position),
                                        arguments, at: position)
            }
            let signatures = natives.compactMap(\.signature)
            // Labels real Swift has an overload for, and StateLab not.
            if refuseUnmodelledOverload(receiverType, name, arguments, modelled: signatures, at: position) { return failed(position) }
            // One method the call can mean (`d.removeValue(forkey: k)`):
            // swiftc says what is wrong with its arguments.
            if signatures.count == 1, refuseArguments(signatures[0].parameters, arguments, at: position) { return failed(position) }
            // Among overloads, the one with as many parameters as there are
            // arguments (`joined(", ")`: `joined(separator:)`, not `joined()`).
            let sameArity = signatures.filter { $0.parameters.count == arguments.count }
            if signatures.count > 1, let first = sameArity.first,
               sameArity.allSatisfy({ $0.parameters.map(\.label) == first.parameters.map(\.label) }),
               refuseArguments(first.parameters, arguments, at: position) {
                return failed(position)
            }
            // …or, with arguments left out, the one whose labels begin with
            // those written (`reduce(0)`: `reduce(_:_:)`, not `reduce(into:_:)`).
            let labels = arguments.map(\.label)
            let begun = signatures.filter {
                $0.parameters.count > arguments.count && Array($0.parameters.prefix(arguments.count).map(\.label)) == labels
            }
            if signatures.count > 1, sameArity.isEmpty, let first = begun.first,
               begun.allSatisfy({ $0.parameters.map(\.label) == first.parameters.map(\.label) }),
               refuseArguments(first.parameters, arguments, at: position) {
                return failed(position)
            }
            let shown = signatures.map { name + "(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
            var isMethod = receiverType.isKnown && name != "init"
            if case .metatype = receiverType { isMethod = false }
            error(isMethod ? LanguageMessages.noExactMatchesMethod(name) : LanguageMessages.noExactMatches(name),
                  at: position, notes: shown.map(LanguageMessages.candidateNote))
            return failed(position)
        }
        var native = chosenNative
        if let overload = native.arrayOverload, case .array = expected.wrappedIfOptional {
            // An Array context picks Sequence's Array-returning overload.
            let original = native
            native = NativeMember(body: .method(overload.body), signature: original.signature)
            native.module = original.module
            native.resultType = overload.resultType
        }
        var ownParameter: String?
        var boundByContext = false
        if let (parameter, declared) = native.genericResult {
            // The method's own generic parameter, from what the context expects.
            ownParameter = parameter
            // `-> T` where a `T?` is expected (a function returning an
            // optional tuple from `reduce`): the value converts into the
            // optional, so `T` is the wrapped type, unless `nil` is passed.
            var context = expected
            if case .generic = declared, case .optional(let wrapped) = expected,
               !arguments.contains(where: { if case .nilLiteral = $0.value.kind { return true } else { return false } }) {
                context = wrapped
            }
            if let bound = Compiler.inferBindings(parameters: [declared], arguments: [context])[parameter],
               bound.isKnown || isEnclosingGenericParameter(bound) {
                bindings[parameter] = bound
                // Held to it only for the standard value types: a context
                // may be a hint (an operator's other operand), and a
                // program type may be met through `as` or a protocol.
                boundByContext = bound.isFullyKnown && Compiler.isStandardValueShape(bound)
            }
        }
        // The method's own parameter, unbound, is left to the arguments when
        // a plain argument carries it (`reduce(into: [String: Int]())`), and
        // erased where only closures mention it (`map`'s `T`). Matched
        // once: the parameter types are the same for every use below.
        let declaredTypes = expectedTypes(arguments, signature)
        if let own = ownParameter, bindings[own] == nil,
           declaredTypes?.contains(where: { t in if case .function = t { return false }; return Compiler.mentions(t, own) }) == true {
            ownParameter = nil
        }
        let parameterTypes = declaredTypes?.map { type -> StaticType in
            let substituted = Compiler.substitute(type, bindings)
            return ownParameter.map { Compiler.erase(substituted, $0) } ?? substituted
        }
        // An array's `Element` parameter (`append(_:)`, `insert(_:at:)`)
        // is the element type, whatever the library otherwise approximates;
        // its `Int` positions (`remove(at:)`, `insert(_:at:)`) are `Int`s.
        let declared = declaredTypes ?? []
        let elementArguments = Set(declared.indices.filter {
            guard case .array = receiverType else { return false }
            if case .generic("Element") = declared[$0] { return true }
            return declared[$0] == .int
        })
        for (i, type) in declared.enumerated() where i < arguments.count {
            // A closure handed over as a generic value (`handlers.append { … }`) is stored: escaping.
            if case .generic = type { noteStoredClosure(arguments[i].value) }
        }
        // A closure whose result the context fixed (`let names: [String] =
        // people.map { $0.age }` binds `map`'s `T` to `String`) is held to it.
        let contextClosures = Set(arguments.indices.filter { i in
            guard boundByContext, case .closure = arguments[i].value.kind, let types = parameterTypes, i < types.count,
                  case .function = types[i] else { return false }
            return types[i].isFullyKnown
        })
        var codes = compileArguments(arguments, expected: parameterTypes, builders: builderArguments(arguments, signature),
                                     enclosingGenerics: true, checked: { elementArguments.contains($0) || contextClosures.contains($0) })
        refuseAmpersandToLibrary(name, arguments, codes, parameterTypes: parameterTypes)
        if name == "zip" || name == "stride" { noteSequenceWrapperCall(name, arguments, codes.map(\.type), at: position) }
        if Compiler.describesArguments(name, receiverType, arguments.map(\.label)), refuseShownKey(codes.map(\.type), arguments.map(\.value.position))
            || refuseShownSequenceWrapper(arguments.filter { $0.label == nil }.map(\.value)) {
            return failed(position)
        }
        if Compiler.describesArguments(name, receiverType, arguments.map(\.label)) {
            if let index = zip(arguments, codes).first(where: { !$0.1.type.isOptional && mentionsStringIndex($0.1.type) }) {
                error(LanguageMessages.printedStringIndex, at: index.0.value.anchor)
                return failed(position)
            }
            codes = codes.map { code in
                guard code.type.isOptional, mentionsStringIndex(code.type) else { return code }
                return ArgumentCode(label: code.label, isTrailingClosure: code.isTrailingClosure,
                                    eval: Compiler.refusingPrintedIndex(code.eval, at: code.position),
                                    lvalue: code.lvalue, autoclosure: code.autoclosure, position: code.position, type: code.type)
            }
        }
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let fitting = natives.compactMap(\.signature).filter { ArgumentPlan.match(labels: labels, trailing: trailing, to: $0) != nil }
        if checkRequiredArguments(arguments, codes, candidates: fitting.isEmpty ? [signature] : fitting, at: position,
                                  callee: { labels in
            if case .metatype = receiverType { return "initializer 'init\(labels)'" }
            // swiftc names a method by its base name alone when every
            // parameter is unlabelled (`instance method 'tag'`).
            let unlabelled = labels.dropFirst().dropLast().split(separator: ":").allSatisfy { $0 == "_" }
            return receiverType.isKnown ? "instance method '\(name)\(unlabelled ? "" : labels)'" : "initializer 'init\(labels)'"
        }) {
            return failed(position)
        }
        var looseLiteralBinding: StaticType??
        if let (parameter, _) = native.genericResult, bindings[parameter] == nil {
            looseLiteralBinding = rebindLooseLiterals(parameter, arguments, &codes, declared:
                declaredTypes?.map { Compiler.substitute($0, genericBindings(of: receiverType)) })
        }
        let site = CallSite(arguments: codes, position: position)
        guard let plan = site.plan(for: site, { signature }) else { return failed(position) }
        let rt = self.rt
        var resultType = resultType(native.resultType(receiverType), parameters: parameterTypes, arguments: codes, receiver: bindings)
        if let fromArguments = native.resultFromArguments, let type = fromArguments(codes.map(\.type)) {
            resultType = type
        }
        if let (parameter, declared) = native.genericResult {
            // Else from what the arguments (the closure's result) say.
            let declaredParameters = declaredTypes?.map { Compiler.substitute($0, genericBindings(of: receiverType)) }
            var inferred = Compiler.inferBindings(parameters: declaredParameters ?? [], arguments: codes.map(\.type))
            if let loose = looseLiteralBinding { inferred[parameter] = loose }
            if let bound = bindings[parameter] { inferred[parameter] = bound }
            if let bound = inferred[parameter], bound.isKnown, Compiler.isConcrete(bound) {
                resultType = Compiler.substitute(declared, [parameter: bound])
            }
        }
        let noDefaults: (Int) throws(Unwind) -> Value = { _ throws(Unwind) in .void }
        switch native.body {
        case .method(let general):
            if native.isDeclaredMutating {
                // Changes a reference here, but is `mutating` in Swift.
                checkWritable(lvalue, nil, .mutatingMember, at: position)
                if lvalue == nil {
                    reportMutatingMemberOnValue(receiverType, immutableReceiver, name: name, at: position)
                    return failed(position)
                }
            }
            var method = native.specialized?(site.arguments.map(\.type)) ?? general
            if let naming = native.namingReceiver, let plain = staticTypeName(receiverType),
               let qualified = staticTypeName(receiverType, qualified: true) {
                method = naming(plain, qualified)
            }
            return Compiled(eval: { f throws(Unwind) in
                let value = try receiver(f)
                let values = try site.gather(plan, signature, f, rt: rt, defaults: noDefaults)
                let result: Value
                do throws(Unwind) { result = try method(rt, value, values, position) } catch { throw error.placed(at: position) }
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            }, type: resultType)
        case .mutatingMethod(let method):
            checkWritable(lvalue, nil, .mutatingMember, at: position)
            guard let lvalue else {
                reportMutatingMemberOnValue(receiverType, immutableReceiver, name: name, at: position)
                return failed(position)
            }
            return Compiled(eval: { f throws(Unwind) in
                if let precheck { _ = try precheck(f) }
                var values = try site.gather(plan, signature, f, rt: rt, defaults: noDefaults)
                var result = Value.void
                try lvalue.modify(f) { selfValue throws(Unwind) in
                    do throws(Unwind) { result = try method(rt, &selfValue, &values, position) } catch { throw error.placed(at: position) }
                }
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            }, type: resultType)
        case .inoutFunction(let function):
            return Compiled(eval: { f throws(Unwind) in
                let value = try receiver(f)
                var values = try site.gather(plan, signature, f, rt: rt, defaults: noDefaults)
                let result: Value
                do throws(Unwind) { result = try function(rt, value, &values, position) } catch { throw error.placed(at: position) }
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            }, type: resultType)
        case .property:
            return failed(position)
        }
    }
}

extension Compiler {
    /// The library's parameters that are `inout`, by label: a random
    /// generator passed `using:`, an output stream or a `@Published`
    /// property `to:`, a hasher `into:`, Combine's cancellables `in:`;
    /// and every parameter of `swap` and `formIndex`.
    static let libraryInoutLabels: Set<String> = ["using", "to", "into", "in"]

    /// `print(&x)`, `items.append(&n)`, `max(&a, b)`: `&` before an
    /// argument to one of the library's plain parameters, refused as
    /// swiftc refuses it, naming the parameter's type where it is known
    /// (`Any` for `print`) and otherwise the argument's. Before, the `&`
    /// was ignored.
    func refuseAmpersandToLibrary(_ name: String, _ arguments: [Argument], _ codes: [ArgumentCode],
                                  parameterTypes: [StaticType]?) {
        guard Compiler.refuses else { return }
        guard name != "swap", name != "formIndex", !name.hasPrefix("withUnsafe") else { return }
        for (i, argument) in arguments.enumerated() where i < codes.count {
            guard case .inoutArgument = argument.value.kind else { continue }
            if let label = argument.label, Compiler.libraryInoutLabels.contains(label) { continue }
            var type = codes[i].type
            if let declared = parameterTypes.flatMap({ i < $0.count ? $0[i] : nil }), declared.isKnown,
               Compiler.isConcrete(declared) {
                type = declared
            }
            error(LanguageMessages.ampersandWithNonInout(diagnosticName(type)), at: argument.value.position)
        }
    }
}

