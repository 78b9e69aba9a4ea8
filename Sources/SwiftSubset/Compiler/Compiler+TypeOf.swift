/// `type(of:)`: the dynamic type, which for anything but a class instance
/// or an existential is the static type. Where the value alone cannot say
/// it — a tuple's labels, a closure's function type, an optional's or an
/// empty collection's element type, a generic type's arguments — the name
/// comes from the static type, as swiftc prints it.
extension Compiler {
    func compileTypeOf(_ argument: Argument, native: [NativeMember], at position: SourcePosition) -> Compiled {
        let value = compileExpr(argument.value)
        if let names = sequenceWrapperNames(argument.value) {
            // A zip's or stride's type, named from its arguments' types.
            return constant(.native(TypeNameValue(name: names.running, qualifiedName: names.qualified)), .unknown)
        }
        if refuseShownSequenceWrapper([argument.value]) { return failed(position) }
        let eval = value.eval
        if case .nominal(let t, let args) = value.type, t.kind == .classType, !args.isEmpty,
           let name = staticTypeName(value.type), let typeOf = native.first.flatMap(Self.plainCall) {
            // A generic class instance: its arguments are the static type's
            // when it is exactly that class, not a subclass.
            let rt = self.rt
            let qualifiedName = typeNameValue(name, value.type)
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                if case .object(let o) = v, o.type === t { return qualifiedName }
                return try typeOf(rt, .void, [v], position)
            }, type: .metatype(value.type))
        }
        if isStringIndexRange(value.type) {
            // `Range<Index>`: the value says whether the range is closed,
            // the static type what its bounds are (Ints at run time).
            let isOptional = value.type.isOptional
            let names = [false, true].map { closed -> Value in
                let kind = closed ? "ClosedRange" : "Range"
                let name = "\(kind)<Index>", qualified = "Swift.\(kind)<Swift.String.Index>"
                return .native(TypeNameValue(name: isOptional ? "Optional<\(name)>" : name, staticType: nil,
                                             qualifiedName: isOptional ? "Swift.Optional<\(qualified)>" : qualified))
            }
            return Compiled(eval: { f throws(Unwind) in
                if case .range(let r) = try eval(f).unwrappedIfOptional { return names[r.isClosed ? 1 : 0] }
                return names[0]
            }, type: .metatype(value.type))
        }
        if let name = dynamicTypeName(value.type) {
            let typeValue = typeNameValue(name, value.type)
            return Compiled(eval: { f throws(Unwind) in
                _ = try eval(f)
                return typeValue
            }, type: .metatype(value.type))
        }
        return compileNativeCall(native, receiver: { _ throws(Unwind) in .void }, receiverType: .unknown, name: "type",
                                 [argument], lvalue: nil, at: position)
    }

    /// Whether a value of `type` holds a String.Index (`i`, `i?`, `i..<j`,
    /// `[i]`): swiftc prints one as its UTF-8 offset and encoding (`0[any]`,
    /// `3[utf8]`), which a character offset cannot say, so printing one is
    /// refused by name.
    func mentionsStringIndex(_ type: StaticType) -> Bool {
        switch type {
        case .nominal(let t, let args): return t === library.stringIndex || args.contains(where: mentionsStringIndex)
        case .optional(let t), .array(let t): return mentionsStringIndex(t)
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.contains(where: mentionsStringIndex)
        case .dictionary(let k, let v): return mentionsStringIndex(k) || mentionsStringIndex(v)
        default: return false
        }
    }

    /// An optional holding a String.Index, printed: `nil` prints as in
    /// swiftc; a value stops the program with the refusal (see
    /// `mentionsStringIndex`).
    static func refusingPrintedIndex(_ eval: @escaping Eval, at position: SourcePosition) -> Eval {
        { f throws(Unwind) in
            let value = try eval(f)
            if case .none = value { return value }
            throw .trap(Trap(message: LanguageMessages.printedStringIndex, position: position))
        }
    }

    /// A range of String indices (or an optional one), which are Ints at
    /// run time.
    private func isStringIndexRange(_ type: StaticType) -> Bool {
        guard case .nominal(let t, let args) = type.wrappedIfOptional, t === library.range,
              args.count == 1, args[0].nominalType === library.stringIndex, type.optionalDepth <= 1 else { return false }
        return true
    }

    /// The name of a value's type when its static type fixes it: a
    /// compound type (tuple, function, optional, collection, generic
    /// instance) whose every part is known. Nil defers to the value.
    private func dynamicTypeName(_ type: StaticType) -> String? {
        switch type {
        case .tuple, .labeledTuple, .function, .optional, .array, .dictionary:
            return staticTypeName(type)
        case .nominal(let t, _) where t === library.substring:
            return "Substring"   // a String at run time
        case .nominal(let t, _) where t === library.stringIndex:
            return "Index"   // an Int at run time
        case .nominal(let t, let args) where t === library.reversedCollection:
            // A range's static type does not say whether it is closed: the value does.
            if case .nominal(let base, _)? = args.first, base === library.range { return nil }
            return staticTypeName(type)
        case .nominal(let t, let args) where t === library.reversedSlice:
            if case .nominal(_, let reversedArgs)? = args.first, case .nominal(let base, _)? = reversedArgs.first,
               base === library.range { return nil }
            return staticTypeName(type)
        case .nominal(let t, let args) where !args.isEmpty && t.kind != .classType && t.kind != .protocolType
            && library.types["AnyKeyPath"].map({ !t.isSubtype(of: $0) }) ?? true:
            return staticTypeName(type)   // a key path's dynamic type may be more specific than its static one
        default:
            return nil
        }
    }

    /// Swift's unqualified name of a static type (`Optional<(a: Int, b: Double)>`),
    /// or with `qualified` the name `String(reflecting:)` writes, each
    /// nominal type with its module (`Swift.Optional<main.Item>`).
    ///
    /// A protocol alone names no value's type (the value's own type is
    /// its dynamic one), but as a generic argument it is the existential:
    /// `Optional<P>`, `Array<any P>` print `Optional<P>`, `Array<P>`.
    func staticTypeName(_ type: StaticType, qualified: Bool = false, asArgument: Bool = false) -> String? {
        func names(_ types: [StaticType]) -> [String]? {
            var result: [String] = []
            for t in types {
                guard let name = staticTypeName(t, qualified: qualified, asArgument: true) else { return nil }
                result.append(name)
            }
            return result
        }
        let swift = qualified ? "Swift." : ""
        switch type {
        case .unknown, .generic: return nil
        case .void: return "()"
        case .int: return swift + "Int"
        case .double: return swift + "Double"
        case .bool: return swift + "Bool"
        case .string: return swift + "String"
        case .character: return swift + "Character"
        case .optional(let t): return staticTypeName(t, qualified: qualified, asArgument: true).map { swift + "Optional<\($0)>" }
        case .array(let t): return staticTypeName(t, qualified: qualified, asArgument: true).map { swift + "Array<\($0)>" }
        case .dictionary(let k, let v): return names([k, v]).map { swift + "Dictionary<\($0[0]), \($0[1])>" }
        case .tuple(let ts): return names(ts).map { "(" + $0.joined(separator: ", ") + ")" }
        case .labeledTuple(let labels, let ts):
            return names(ts).map { "(" + zip(labels, $0).map { ($0.0.map { $0 + ": " } ?? "") + $0.1 }.joined(separator: ", ") + ")" }
        case .function(let ps, let r):
            guard let params = names(ps), let result = staticTypeName(r, qualified: qualified, asArgument: true) else { return nil }
            return "(" + params.joined(separator: ", ") + ") -> " + result
        case .nominal(let t, let args):
            let prefix = qualified ? (t.kind == .builtin ? "Swift." : Library.qualifiedPath(t)) : ""
            if t.kind == .protocolType {
                guard asArgument, args.isEmpty else { return nil }
                return (qualified && library.types[t.name] === t ? "Swift." : prefix) + t.name
            }
            if args.isEmpty { return t.genericParameters.isEmpty ? prefix + t.name : nil }
            guard args.count == t.genericParameters.count || t === library.set, let inner = names(args) else { return nil }
            return prefix + t.name + "<" + inner.joined(separator: ", ") + ">"
        case .metatype(let t): return staticTypeName(t, qualified: qualified).map { $0 + ".Type" }
        }
    }

    /// The value of a metatype whose static type names it in full: its
    /// plain name for `print`, its qualified one for `String(reflecting:)`.
    func typeNameValue(_ name: String, _ type: StaticType, keepingType: Bool = false) -> Value {
        .native(TypeNameValue(name: name, staticType: keepingType ? type : nil,
                              qualifiedName: staticTypeName(type, qualified: true)))
    }

    /// A library function's body as a plain call, whichever form it has.
    static func plainCall(_ native: NativeMember) -> NativeMember.Method? {
        switch native.body {
        case .method(let method): return method
        case .inoutFunction(let function):
            return { rt, receiver, arguments, position throws(Unwind) in
                var arguments = arguments
                return try function(rt, receiver, &arguments, position)
            }
        case .mutatingMethod, .property: return nil
        }
    }
}
