/// Subscripts a program declares (`subscript(row:column:)`, `static
/// subscript`, `subscript(safe:)` in a Collection extension): `x[i]` calls
/// the getter method, `x[i] = v` the setter with `newValue:`, and `x[i] += 1`
/// both. Arrays, dictionaries and strings keep the library's subscripts
/// unless a declared one fits the labels.
extension Compiler {
    /// The lvalue for `base[arguments]` when a declared subscript may
    /// serve it: known now from the static type, or looked up on the value
    /// when the static type is unknown. Nil for the library's subscripts.
    func userSubscriptLValue(_ base: Expr, _ baseCompiled: Compiled, _ baseLV: LValue?, _ arguments: [Argument],
                             at position: SourcePosition) -> LValue? {
        let labels = arguments.map(\.label)
        let getter = FunctionDecl.subscriptGetter, setter = FunctionDecl.subscriptSetter
        var getters: [CompiledFunction] = []
        var isStatic = false
        switch baseCompiled.type {
        case .metatype(let t):
            guard let info = t.nominalType, case .methods(let methods)? = library.lookupStatic(info, getter) else { return nil }
            getters = methods.map(\.function)
            isStatic = true
        case let type where type.isKnown && typeInfo(for: type.wrappedIfOptional) != nil:
            guard let info = typeInfo(for: type.wrappedIfOptional) else { return nil }
            if case .methods(let methods)? = library.lookupCallable(info, getter) {
                getters = methods.map(\.function)
            } else if info.kind != .protocolType || !env.declaresSubscripts {
                return nil
            }   // a protocol's requirement: the conformer's, at run time
        default:
            guard env.declaresSubscripts else { return nil }
        }
        let trailing = arguments.map(\.isTrailingClosure)
        let fitting = getters.filter { ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature($0)) != nil }
        if !getters.isEmpty && fitting.isEmpty {
            // A program type's subscripts, none taking these labels
            // (`grid[1]` for `subscript(row r: Int)`, `box[key: k]` for
            // `subscript(key: String)`, whose one name is no label): swiftc
            // says which label is missing or extraneous, "in subscript".
            if let info = typeInfo(for: baseCompiled.type.wrappedIfOptional), info.kind != .builtin, info.kind != .protocolType,
               let brackets = subscriptBrackets[position] {
                if getters.count == 1,
                   refuseArguments(Signature(getters[0]).parameters, arguments, at: position, brackets: brackets) {
                    return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in },
                                  type: .unknown)
                }
                if Compiler.refuses {
                    error(LanguageMessages.noExactMatchesSubscript, at: brackets.open)
                    return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in },
                                  type: .unknown)
                }
            }
            return nil   // `xs[0]` beside a declared `xs[safe:]`
        }
        let chosen = fitting.count == 1 ? fitting[0] : bestOverload(Compiler.byRangeKind(fitting, arguments), arguments)
        if let chosen, let info = typeInfo(for: baseCompiled.type.wrappedIfOptional), info.kind == .builtin,
           let types = expectedTypes(arguments, Signature(chosen)) {
            // Beside the library's own subscripts (a String's take a
            // String.Index or a range of them), a declared one needs
            // arguments of its parameter types.
            let fits = zip(arguments, types).allSatisfy { argument, type in
                guard !type.isGenericLike else { return true }
                var argumentType = shallowType(of: argument.value)
                let isClosure: Bool
                if case .closure = argument.value.kind { isClosure = true } else { isClosure = false }
                if !argumentType.isKnown, !isClosure {
                    argumentType = compileExpr(argument.value, expected: type).type   // `word[word.count - 1]`
                }
                return argumentType == type
            }
            if !fits { return nil }
        }
        let bindings = genericBindings(of: baseCompiled.type)
        let parameterTypes = chosen.flatMap { expectedTypes(arguments, Signature($0)) }?.map { Compiler.substitute($0, bindings) }
        let codes = compileArguments(arguments, expected: parameterTypes)
        var resultType = StaticType.unknown
        if let chosen { resultType = self.resultType(chosen.resultType, parameters: parameterTypes, arguments: codes, receiver: bindings) }

        let getSite = CallSite(arguments: codes, position: position)
        let isLibraryType = typeInfo(for: baseCompiled.type.wrappedIfOptional)?.kind == .builtin
        if fitting.count > 1, let chosen {
            getSite.preferredParameterTypes = chosen.parameters.map(\.type)
            // A library type's extension: no override can take its place.
            if isLibraryType { getSite.preferredFunction = chosen }
        }
        let newValue = Box(.void)
        let newValueCode = ArgumentCode(
            label: "newValue", isTrailingClosure: false, eval: { _ throws(Unwind) in newValue.value }, lvalue: nil,
            autoclosure: { _ in FunctionValue(.native(name: "newValue") { _, _ throws(Unwind) in newValue.value }) },
            position: position, type: resultType)
        let setSite = CallSite(arguments: codes + [newValueCode], position: position)
        if fitting.count > 1, let chosen {
            setSite.preferredParameterTypes = chosen.parameters.map(\.type) + [chosen.resultType]
            if isLibraryType { setSite.preferredFunction = declaredSetter(beside: chosen, on: baseCompiled.type) }
        }
        let rt = self.rt
        let library = self.library
        let baseEval = baseCompiled.eval
        let dynamic = getters.isEmpty && !isStatic
        // Unknown static type: a value whose type declares a subscript uses
        // it; anything else takes the library's.
        func declares(_ value: Value) -> Bool {
            if case .type(let t) = value { return library.lookupStatic(t, getter) != nil }
            return library.lookupCallable(library.typeOf(value.unwrappedIfOptional), getter) != nil
        }
        let get: Eval = { f throws(Unwind) in
            let value = try baseEval(f)
            if dynamic && !declares(value) {
                var keys: [Value] = []
                for code in codes { keys.append(try code.eval(f)) }
                return try library.subscriptGet(value, keys, labels, rt: rt, at: position)
            }
            return try rt.callMethod(on: value, getter, site: getSite, frame: f, lvalue: nil)
        }
        let set: (Frame, Value) throws(Unwind) -> Void = { f, v throws(Unwind) in
            let value: Value
            if let baseLV { value = try baseLV.get(f) } else { value = try baseEval(f) }
            if dynamic && !declares(value) {
                var keys: [Value] = []
                for code in codes { keys.append(try code.eval(f)) }
                guard let baseLV else {
                    var copy = value
                    return try library.subscriptSet(&copy, keys, labels, v, rt: rt, at: position)
                }
                return try baseLV.modify(f) { b throws(Unwind) in try library.subscriptSet(&b, keys, labels, v, rt: rt, at: position) }
            }
            newValue.value = v
            defer { newValue.value = .void }
            _ = try rt.callMethod(on: value, setter, site: setSite, frame: f, lvalue: baseLV)
        }
        var immutability: Immutability?
        if chosen != nil, !isStatic, let info = typeInfo(for: baseCompiled.type), info.kind != .protocolType {
            // A subscript declared without `set`, or a mutating setter on a
            // value that may not change.
            if case .methods(let setters)? = library.lookupCallable(info, setter) {
                if setters.allSatisfy(\.function.isMutating), hasValueSemantics(baseCompiled.type) {
                    immutability = baseLV?.immutability
                }
            } else {
                immutability = .getOnlySubscript
            }
        }
        return LValue(
            get: get, set: set,
            modify: { f, body throws(Unwind) in
                var value = try get(f)
                try body(&value)
                try set(f, value)
            },
            type: resultType, immutability: immutability)
    }

    /// The setter declared by the same subscript as `getter`, on a type's
    /// extension.
    private func declaredSetter(beside getter: CompiledFunction, on type: StaticType) -> CompiledFunction? {
        guard let info = typeInfo(for: type.wrappedIfOptional),
              case .methods(let setters)? = library.lookupCallable(info, FunctionDecl.subscriptSetter) else { return nil }
        return setters.first { $0.function.position == getter.position }?.function
    }

    /// The overloads whose range parameters are written as the arguments'
    /// ranges are (`ClosedRange` for `a...b`, `Range` for `a..<b`): the two
    /// share one static type here. All of them when that says nothing.
    static func byRangeKind(_ overloads: [CompiledFunction], _ arguments: [Argument]) -> [CompiledFunction] {
        let kept = overloads.filter { f in
            zip(f.parameters, arguments).allSatisfy { parameter, argument in
                guard let closed = parameter.isClosedRange else { return true }
                switch unparenthesized(argument.value).kind {
                case .binary("...", _, _), .prefix("...", _), .postfix("...", _): return closed
                case .binary("..<", _, _), .prefix("..<", _): return !closed
                default: return true
                }
            }
        }
        return kept.isEmpty ? overloads : kept
    }

    /// `a..<b`, `...b`, `a...`: a range written at the subscript.
    static func isRangeExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .binary("..<", _, _), .binary("...", _, _), .prefix("..<", _), .prefix("...", _), .postfix("...", _): return true
        default: return false
        }
    }

    /// `...` alone, as in `xs[...]`: the unbounded range (`UnboundedRange`).
    static func isUnboundedRange(_ expr: Expr) -> Bool {
        if case .name(.unresolved("..."), _) = unparenthesized(expr).kind { return true }
        return false
    }

    // MARK: - The library's subscripts

    /// `base[arguments]` as an lvalue: a declared subscript when one fits,
    /// else the library's (arrays, dictionaries, strings).
    func subscriptLValue(_ base: Expr, _ arguments: [Argument], at position: SourcePosition) -> LValue {
        let baseCompiled = compileExpr(base)
        let baseLV: LValue? = isAssignable(base) ? compileLValue(base) : nil
        if let declared = userSubscriptLValue(base, baseCompiled, baseLV, arguments, at: position) { return declared }
        if case .nominal(let info, _) = baseCompiled.type, info === library.reversedCollection || info === library.reversedSlice {
            // `xs.reversed()[0]`: its index is ReversedCollection.Index, not
            // an Int (swiftc points at the `[`); `r[r.startIndex]` is Swift,
            // but its indices are not modelled.
            var offsets = false, known = true
            for argument in arguments {
                let type = compileExpr(argument.value).type
                offsets = offsets || type == .int || type == .nominal(library.range, [.int])
                known = known && type.isKnown
            }
            if offsets, let first = arguments.first {
                error(LanguageMessages.noExactMatchesSubscript, at: bracketPosition(before: first.value, else: position))
            } else if known {
                let type = info === library.reversedSlice ? "a " + baseCompiled.type.description : "a ReversedCollection"
                error(LanguageMessages.reversedCollectionIndexing("subscript", of: type), at: position)
            }
            return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in }, type: .unknown)
        }
        let keyType: StaticType
        switch baseCompiled.type {
        case .dictionary(let k, _): keyType = k
        case .array: keyType = .int
        default: keyType = .unknown
        }
        var valueType = StaticType.unknown
        if case .dictionary(_, let v) = baseCompiled.type { valueType = v }
        // `counts[key, default: (0, 0)]` takes the dictionary's value type
        // (`(total: Double, count: Int)`), labels and Doubles included.
        let library = self.library
        let compiledIndices = arguments.map { argument -> Compiled in
            if Compiler.isUnboundedRange(argument.value) {
                // `xs[...]`, `text[...]`: every element, as a slice.
                return Compiled(eval: { _ throws(Unwind) in .range(RangeValue(lower: .int(Int.min), upper: nil, isClosed: false)) },
                                type: .nominal(library.range, [.unknown]))
            }
            let type = argument.label == "default" ? valueType : keyType
            return coerce(compileExpr(argument.value, expected: type), to: type)
        }
        if baseCompiled.type == .string, arguments.count == 1, arguments[0].label == nil,
           let refusal = Compiler.stringSubscriptRefusal(compiledIndices[0].type, library: library) {
            // `name[0]`, `name[i..<j]` with Ints: a String is indexed by
            // String.Index, never by an integer.
            error(refusal, at: Compiler.startPosition(of: base))
            return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in }, type: .unknown)
        }
        if case .array = baseCompiled.type, arguments.count == 1, arguments[0].label == nil,
           compiledIndices[0].type.nominalType === library.stringIndex
            || (compiledIndices[0].type.nominalType === library.range && compiledIndices[0].type == .nominal(library.range, [.nominal(library.stringIndex, [])])) {
            // `xs[s.startIndex]`: an array's index is an Int. swiftc points at the `[`.
            error(LanguageMessages.noExactMatchesSubscript, at: bracketPosition(before: arguments[0].value, else: position))
            return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in }, type: .unknown)
        }
        if Compiler.refuses, keyType.isFullyKnown, !keyType.isOptional, arguments.count == 1, arguments[0].label == nil,
           case .optional(let wrapped) = compiledIndices[0].type, compiledIndices[0].type.isFullyKnown,
           !isIncompatible(wrapped, keyType), !env.declaresImplicitlyUnwrapped {
            // `xs[idx]` with `idx: Int?`, `counts[name]` with `name: String?`:
            // an array's index and a dictionary's key are not optional.
            error(LanguageMessages.optionalMustBeUnwrapped(diagnosticName(compiledIndices[0].type), diagnosticName(keyType)),
                  at: arguments[0].value.anchor)
            return LValue(get: failed(position).eval, set: { _, _ throws(Unwind) in }, modify: { _, _ throws(Unwind) in }, type: .unknown)
        }
        let indices = compiledIndices.map(\.eval)
        let labels = arguments.map(\.label)
        let rt = self.rt
        let baseEval = baseCompiled.eval
        var elementType = StaticType.unknown
        let isRange = arguments.count == 1 && shallowType(of: arguments[0].value).nominalType === library.range
            || arguments.count == 1 && (Compiler.isRangeExpression(arguments[0].value) || Compiler.isUnboundedRange(arguments[0].value))
        switch baseCompiled.type {
        case .array(let e):
            // `xs[i]` is an element; `xs[1...]`, `xs[i..<j]` an ArraySlice of them.
            elementType = isRange ? (e.isKnown ? .nominal(library.arraySlice, [e]) : .unknown) : e
        case .dictionary(_, let v): elementType = labels.contains("default") ? v : .optional(v)
        case let type where type == .string || type.nominalType === library.substring:
            // `s[i]` is a Character; `s[i..<j]`, `s[..<j]`, `s[i...]` a Substring.
            elementType = isRange ? .nominal(library.substring, []) : .character
        default: break
        }
        func evaluateIndices(_ f: Frame) throws(Unwind) -> [Value] {
            var values: [Value] = []
            for i in indices { values.append(try i(f)) }
            return values
        }
        return LValue(
            get: { f throws(Unwind) in
                let keys = try evaluateIndices(f)
                return try library.subscriptGet(try baseEval(f), keys, labels, rt: rt, at: position)
            },
            set: { f, v throws(Unwind) in
                let keys = try evaluateIndices(f)
                guard let baseLV else {
                    var copy = try baseEval(f)
                    try library.subscriptSet(&copy, keys, labels, v, rt: rt, at: position)
                    return
                }
                try baseLV.modify(f) { b throws(Unwind) in
                    try library.subscriptSet(&b, keys, labels, v, rt: rt, at: position)
                }
            },
            modify: { f, body throws(Unwind) in
                let keys = try evaluateIndices(f)
                guard let baseLV else {
                    var copy = try baseEval(f)
                    try library.subscriptModify(&copy, keys, labels, rt: rt, at: position, body)
                    return
                }
                try baseLV.modify(f) { b throws(Unwind) in
                    try library.subscriptModify(&b, keys, labels, rt: rt, at: position, body)
                }
            },
            type: elementType, immutability: librarySubscriptImmutability(baseCompiled.type, baseLV))
    }

    /// Why a String cannot be subscripted by a value of `type`: an `Int`,
    /// or a range of them (swiftc's two messages). Nil for anything else.
    static func stringSubscriptRefusal(_ type: StaticType, library: Library) -> Message? {
        switch type {
        case .int: return LanguageMessages.stringSubscriptByInt
        case .nominal(let t, let args) where t === library.range && args == [.int]: return LanguageMessages.stringSubscriptByIntRange
        default: return nil
        }
    }

    /// An array's or a dictionary's element changes with the variable
    /// holding it; a `String`'s characters are read-only through `s[i]`.
    private func librarySubscriptImmutability(_ baseType: StaticType, _ baseLV: LValue?) -> Immutability? {
        switch baseType {
        case .array, .dictionary: return baseLV?.immutability
        case .string: return .getOnlySubscript
        default: return nil
        }
    }

    func compileSubscriptGet(_ base: Expr, _ arguments: [Argument], at position: SourcePosition) -> Compiled {
        let lv = subscriptLValue(base, arguments, at: position)
        return Compiled(eval: lv.get, type: lv.type)
    }
}

extension Compiler {
    /// The `[` before a subscript's first argument, where swiftc reports a
    /// subscript that fits no index; `fallback` if the line does not show one.
    func bracketPosition(before argument: Expr, else fallback: SourcePosition) -> SourcePosition {
        var bracket = Compiler.startPosition(of: argument)
        let line = Array(sourceLine(bracket))
        var column = bracket.column - 2   // 0-based, just before the argument
        while column > 0, column < line.count, line[column] == " " { column -= 1 }
        guard column >= 0, column < line.count, line[column] == "[" else { return fallback }
        bracket.column = column + 1
        return bracket
    }
}
