/// Generic parameters at a call: what the receiver's type says they are
/// (`Stack<Double>.push(_: Element)` takes a `Double`), and what arguments
/// sharing one parameter make of their literals (`max(-1, -1.5)` is
/// `max<Double>`), as Swift's type checker infers them.
extension Compiler {
    /// The generic parameters a value of `type` fixes for its members.
    func genericBindings(of type: StaticType) -> [String: StaticType] {
        switch type {
        case .array(let e):
            return ["Element": e]
        case .dictionary(let k, let v):
            return ["Key": k, "Value": v, "Element": .labeledTuple(["key", "value"], [k, v])]
        case .optional(let w):
            return ["Wrapped": w]
        case .string:
            return ["Element": .character]
        case .nominal(let t, _) where t === library.substring:
            return ["Element": .character]
        case .nominal(let t, _) where t === library.defaultIndices:
            let index = StaticType.nominal(library.stringIndex, [])
            return ["Bound": index, "Element": index]
        case .nominal(let t, let args) where t === library.set:
            return ["Element": args.first ?? .unknown]
        case .nominal(let t, let args) where t === library.range:
            return ["Bound": args.first ?? .unknown, "Element": args.first ?? .unknown]
        case .nominal(let t, let args) where t === library.reversedCollection || t === library.reversedSlice:
            var bindings: [String: StaticType] = [:]
            if let base = args.first, base.isKnown { bindings["Base"] = base }
            let element = StaticType.elementType(of: type)
            if element.isKnown { bindings["Element"] = element }
            return bindings
        case .nominal(let t, let args):
            var bindings: [String: StaticType] = [:]
            for (name, arg) in zip(t.genericParameters, args) where arg.isKnown { bindings[name] = arg }
            return bindings
        default:
            return [:]
        }
    }

    /// The generic parameters of a library type or protocol, which an
    /// extension of it may name (`extension Array where Element: Numeric`,
    /// `extension Optional where Wrapped == String`).
    func libraryGenericParameters(of type: TypeInfo) -> [String] {
        if type === library.array || type === library.set || type === library.arraySlice { return ["Element"] }
        if type === library.dictionary { return ["Key", "Value", "Element"] }
        if type === library.optional { return ["Wrapped"] }
        if type === library.range { return ["Bound", "Element"] }
        if type === library.string || type === library.substring { return ["Element", "Index"] }
        guard type.kind == .protocolType, library.types[type.name] === type else { return [] }
        switch type.name {
        case "Sequence", "IteratorProtocol", "AsyncSequence": return ["Element"]
        case "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection":
            return ["Element", "Index"]
        default: return []
        }
    }

    /// `type` with the generic parameter `name` made unknown.
    static func erase(_ type: StaticType, _ name: String) -> StaticType {
        substitute(type, [name: .unknown], erasing: true)
    }

    /// `type` with every generic parameter unknown (`[T]` → `[_]`).
    static func erasingGenerics(_ type: StaticType) -> StaticType {
        switch type {
        case .generic: return .unknown
        case .optional(let t): return .optional(erasingGenerics(t))
        case .array(let t): return .array(erasingGenerics(t))
        case .dictionary(let k, let v): return .dictionary(erasingGenerics(k), erasingGenerics(v))
        case .tuple(let ts): return .tuple(ts.map(erasingGenerics))
        case .labeledTuple(let labels, let ts): return .labeledTuple(labels, ts.map(erasingGenerics))
        case .function(let ps, let r): return .function(ps.map(erasingGenerics), erasingGenerics(r))
        case .nominal(let t, let args): return .nominal(t, args.map(erasingGenerics))
        case .metatype(let t): return .metatype(erasingGenerics(t))
        default: return type
        }
    }

    /// Whether a type names the generic parameter `name` anywhere.
    static func mentions(_ type: StaticType, _ name: String) -> Bool {
        switch type {
        case .generic(let n): return n == name
        case .optional(let t), .array(let t), .metatype(let t): return mentions(t, name)
        case .dictionary(let k, let v): return mentions(k, name) || mentions(v, name)
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.contains { mentions($0, name) }
        case .function(let ps, let r): return ps.contains { mentions($0, name) } || mentions(r, name)
        case .nominal(_, let args): return args.contains { mentions($0, name) }
        default: return false
        }
    }

    /// The generic parameters a type names.
    static func genericNames(in type: StaticType) -> Set<String> {
        switch type {
        case .generic(let n): return [n]
        case .optional(let t), .array(let t), .metatype(let t): return genericNames(in: t)
        case .dictionary(let k, let v): return genericNames(in: k).union(genericNames(in: v))
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.reduce(into: []) { $0.formUnion(genericNames(in: $1)) }
        case .function(let ps, let r): return ps.reduce(into: genericNames(in: r)) { $0.formUnion(genericNames(in: $1)) }
        case .nominal(_, let args): return args.reduce(into: []) { $0.formUnion(genericNames(in: $1)) }
        default: return []
        }
    }

    /// Whether a type names no generic parameter anywhere.
    static func isConcrete(_ type: StaticType) -> Bool {
        switch type {
        case .generic: return false
        case .optional(let t), .array(let t), .metatype(let t): return isConcrete(t)
        case .dictionary(let k, let v): return isConcrete(k) && isConcrete(v)
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.allSatisfy(isConcrete)
        case .function(let ps, let r): return ps.allSatisfy(isConcrete) && isConcrete(r)
        case .nominal(_, let args): return args.allSatisfy(isConcrete)
        default: return true
        }
    }

    /// `type` with the generic parameters `bindings` knows replaced.
    static func substitute(_ type: StaticType, _ bindings: [String: StaticType], erasing: Bool = false) -> StaticType {
        if bindings.isEmpty { return type }
        func sub(_ t: StaticType) -> StaticType { substitute(t, bindings, erasing: erasing) }
        switch type {
        case .generic(let name):
            if let bound = bindings[name], bound.isKnown || erasing { return bound }
            return type
        case .optional(let t): return .optional(sub(t))
        case .array(let t): return .array(sub(t))
        case .dictionary(let k, let v): return .dictionary(sub(k), sub(v))
        case .tuple(let ts): return .tuple(ts.map(sub))
        case .labeledTuple(let labels, let ts): return .labeledTuple(labels, ts.map(sub))
        case .function(let ps, let r): return .function(ps.map(sub), sub(r))
        case .nominal(let t, let args): return .nominal(t, args.map(sub))
        case .metatype(let t): return .metatype(sub(t))
        default: return type
        }
    }

    /// Arguments passed to the same generic parameter (`max(_: T, _: T)`)
    /// share its type: compiled together, their literals take the type
    /// they make together (`max(-1, -1.5)` is `max<Double>`).
    func compileGenericArguments(_ arguments: [Argument], _ types: inout [StaticType]) -> [Int: Compiled] {
        var groups: [(name: String, indices: [Int])] = []
        for (i, type) in types.enumerated() {
            guard case .generic(let name) = type else { continue }
            switch arguments[i].value.kind {
            case .inoutArgument, .closure: continue
            default: break
            }
            if let g = groups.firstIndex(where: { $0.name == name }) { groups[g].indices.append(i) } else { groups.append((name, [i])) }
        }
        var compiled: [Int: Compiled] = [:]
        var bindings: [String: StaticType] = [:]
        // `ForEach(items) { item in … }`: a closure's parameter of a generic
        // type another argument fixes (`[Element]` given `[Item]`) takes it.
        var closureNames: Set<String> = []
        for (i, type) in types.enumerated() {
            guard case .closure = arguments[i].value.kind, case .function(let parameters, _) = type else { continue }
            for parameter in parameters { closureNames.formUnion(Compiler.genericNames(in: parameter)) }
        }
        guard !groups.isEmpty || !closureNames.isEmpty else { return compiled }
        // `firstOrDefault(_ items: [T], _ fallback: T)`: an argument whose
        // parameter wraps `T` (`[T]`, `T?`) says what `T` is, so the
        // literal `1` given for `T` beside `[Double]()` is a Double.
        var structural: [String: StaticType] = [:]
        for (i, type) in types.enumerated() where compiled[i] == nil {
            if case .generic = type { continue }
            guard groups.contains(where: { Compiler.mentions(type, $0.name) })
                || closureNames.contains(where: { Compiler.mentions(type, $0) }) else { continue }
            switch arguments[i].value.kind {
            case .inoutArgument, .closure: continue
            default: break
            }
            let value = compileExpr(arguments[i].value)
            guard Compiler.isFullyKnown(value.type) else { continue }
            compiled[i] = coerce(value, to: type.isKnown && Compiler.isConcrete(type) ? type : value.type)
            for (name, bound) in Compiler.inferBindings(parameters: [type], arguments: [value.type])
                where Compiler.isFullyKnown(bound) && structural[name] == nil {
                structural[name] = bound
                // A literal's type may yet change with the closure's (`[1, 2]`
                // beside `{ (x: Double) in … }`): it fixes no closure.
                if closureNames.contains(name), !groups.contains(where: { $0.name == name }),
                   !Compiler.mentionsLiteral(arguments[i].value) {
                    bindings[name] = bound
                }
            }
        }
        for group in groups {
            let expected = structural[group.name] ?? .unknown
            let parts = group.indices.map { (expr: arguments[$0].value, compiled: compileExpr(arguments[$0].value, expected: expected)) }
            let join = expected.isKnown ? expected : Compiler.literalJoin(parts.map(\.compiled.type))
            for (i, value) in zip(group.indices, unified(parts, as: join)) {
                compiled[i] = value
                types[i] = join.isKnown ? join : types[i]
            }
            // A literal binds loosely (the closure may make `0` a Double);
            // anything else fixes the parameter for the closures too.
            if join.isKnown, Compiler.isFullyKnown(join), !parts.allSatisfy({ Compiler.isLiteral($0.expr) }) {
                bindings[group.name] = join
            }
        }
        // `reduce(into: [String: Int]()) { acc, x in … }`: the closure's
        // parameters take what the other arguments bound.
        if !bindings.isEmpty {
            for i in types.indices where compiled[i] == nil { types[i] = Compiler.substitute(types[i], bindings) }
        }
        return compiled
    }

    /// A generic function's result type given what its arguments inferred.
    func resultType(_ result: StaticType, parameters: [StaticType]?, arguments codes: [ArgumentCode],
                    receiver: [String: StaticType] = [:]) -> StaticType {
        var bindings = receiver
        for (name, type) in Compiler.inferBindings(parameters: parameters ?? [], arguments: codes.map(\.type)) where bindings[name] == nil {
            bindings[name] = type
        }
        return Compiler.substitute(result, bindings)
    }

    /// What arguments of `arguments`' types make of the generic parameters
    /// in `parameters` (`T` given `Int`, `[T]` given `[String]`).
    static func inferBindings(parameters: [StaticType], arguments: [StaticType]) -> [String: StaticType] {
        var bindings: [String: StaticType] = [:]
        func match(_ p: StaticType, _ a: StaticType) {
            switch (p, a) {
            case (.generic(let name), _) where a.isKnown:
                // `Result` bound to itself (a closure's open parameter) gives
                // way to what another part says (the closure's Double result).
                if let bound = bindings[name], bound != p || a == p {
                    bindings[name] = literalJoin([bound, a])
                } else {
                    bindings[name] = a
                }
            case (.optional(let p1), .optional(let a1)), (.array(let p1), .array(let a1)):
                match(p1, a1)
            case (.optional(let p1), _):
                match(p1, a)
            case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
                match(pk, ak)
                match(pv, av)
            case (.function(let pps, let pr), .function(let aps, let ar)) where pps.count == aps.count:
                for (x, y) in zip(pps, aps) { match(x, y) }
                match(pr, ar)
            default:
                break
            }
        }
        for (p, a) in zip(parameters, arguments) { match(p, a) }
        return bindings
    }

    /// The one type literals of these types take together: `Double` when
    /// integer and floating-point numbers meet, else the first known type.
    /// A type no other converts to without a context: the basic values and
    /// the program's structs and enums (not classes, which meet at a
    /// superclass; not optionals or collections, which meet in others).
    static func isPlainValueType(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .string, .bool, .character: return true
        case .nominal(let info, let args):
            return args.isEmpty && (info.kind == .structType || info.kind == .enumType) && isProgramType(info)
        default: return false
        }
    }

    static func literalJoin(_ types: [StaticType]) -> StaticType {
        let known = types.filter(\.isKnown)
        if known.contains(.double), known.allSatisfy(\.isNumeric) { return .double }
        if let common = commonSuperclass(known) { return common }
        if case .array = known.first {
            var elements: [StaticType] = []
            for type in known {
                guard case .array(let e) = type else { return known[0] }
                elements.append(e)
            }
            return .array(literalJoin(elements))
        }
        return known.first ?? .unknown
    }

    /// `[Movie(…), Song(…)]` is a `[MediaItem]`: instances of classes
    /// joined by their nearest common superclass.
    private static func commonSuperclass(_ types: [StaticType]) -> StaticType? {
        var classes: [TypeInfo] = []
        for type in types {
            guard case .nominal(let t, let args) = type, args.isEmpty, t.kind == .classType else { return nil }
            classes.append(t)
        }
        guard var common = classes.first, classes.count > 1 else { return nil }
        func isSubclass(_ t: TypeInfo, of ancestor: TypeInfo) -> Bool {
            var current: TypeInfo? = t
            while let c = current { if c === ancestor { return true }; current = c.superclass }
            return false
        }
        for t in classes.dropFirst() {
            while !isSubclass(t, of: common) {
                guard let up = common.superclass else { return nil }
                common = up
            }
        }
        return .nominal(common, [])
    }

    /// An expression made of literals only, whose type is still open:
    /// `3`, `-1`, `2 * 4`, `[1, 2]`, `0...1`, `c ? 1 : 2`.
    static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .largeInteger, .float: return true
        case .prefix("-", let inner): return isLiteral(inner)
        case .binary(let op, let a, let b):
            return (arithmetic.contains(op) || op == "..." || op == "..<") && isLiteral(a) && isLiteral(b)
        case .array(let elements): return !elements.isEmpty && elements.allSatisfy(isLiteral)
        case .ternary(_, let a, let b): return isLiteral(a) && isLiteral(b)
        default: return false
        }
    }

    /// `"a"..."z"` (in parentheses or not): a range of string literals,
    /// which may be Characters.
    static func isStringLiteralRange(_ expr: Expr) -> Bool {
        guard case .binary(let op, let a, let b) = unparenthesized(expr).kind, op == "..." || op == "..<",
              case .string = a.kind, case .string = b.kind else { return false }
        return true
    }

    /// `max(9, 9)`, `min(1, -2)`, `abs(-3)`: a standard generic function
    /// of literals alone, whose type they decide, so a member only `Double`
    /// has makes them Doubles (`max(9, 9).rounded(.down)` is `9.0`), when
    /// the program declares no function of that name.
    static func isCallOfLiterals(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments) = expr.kind, case .name(.unresolved(let name), _) = callee.kind,
              ["max", "min", "abs"].contains(name), !arguments.isEmpty else { return false }
        return arguments.allSatisfy { $0.label == nil && isLiteral($0.value) }
    }

    /// An expression whose type comes from its context: `.member`,
    /// `.member(…)`, `nil`.
    static func needsContext(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember, .nilLiteral: return true
        case .call(let callee, _): return needsContext(callee)
        case .optionalEvaluation(let e), .forceUnwrap(let e), .optionalChain(let e): return needsContext(e)
        case .member(let base, _): return needsContext(base)
        default: return false
        }
    }

    /// Compiled values that must share one type (a generic parameter's
    /// arguments, an array's elements, a ternary's branches) given it:
    /// literals recompiled for it, other values converted.
    func unified(_ parts: [(expr: Expr, compiled: Compiled)], as type: StaticType) -> [Compiled] {
        parts.map { part in
            guard type.isKnown, part.compiled.type != type else { return part.compiled }
            let retyped = Compiler.isLiteral(part.expr) ? compileExpr(part.expr, expected: type) : part.compiled
            return coerce(retyped, to: type)
        }
    }

    static func isArray(_ type: StaticType) -> Bool {
        if case .array = type { return true }
        return false
    }

    /// The library overload a call's labels fit, its generic parameters
    /// specialized for the receiver: a parameter of the receiver's element
    /// type takes a trailing closure only when elements are closures
    /// (`handlers.append { … }`, but `xs.contains { … }` is `contains(where:)`).
    func chooseNative(_ natives: [NativeMember], _ arguments: [Argument],
                      bindings: [String: StaticType]) -> (NativeMember, Signature)? {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        for native in natives {
            guard var signature = native.signature else { continue }
            for (i, p) in signature.parameters.enumerated() where p.type.isGenericLike {
                if case .function = Compiler.substitute(p.type, bindings) { signature.parameters[i].takesClosure = true }
            }
            if ArgumentPlan.match(labels: labels, trailing: trailing, to: signature) != nil { return (native, signature) }
        }
        return nil
    }

    // MARK: - Literal receivers

    /// A receiver made of literals takes the type its member asks for:
    /// `3.ft` is a Double when only Double has `ft`, and
    /// `(0...1).contains(0.5)` is a range of Doubles.
    func literalReceiver(_ base: Expr, _ name: String, arguments: [Argument]?) -> Compiled {
        let receiver = compileExpr(base)
        guard Compiler.isLiteral(base) || Compiler.isCallOfLiterals(base) || Compiler.isStringLiteralRange(base) else { return receiver }
        let doubled = Compiler.doubling(receiver.type), characters = Compiler.characterizing(receiver.type)
        guard doubled != nil || characters != nil else { return receiver }
        if receiver.type == .int, library.lookupMember(library.int, name) == nil, library.lookupCallable(library.int, name) == nil,
           library.lookupMember(library.double, name) != nil || library.lookupCallable(library.double, name) != nil {
            return coerce(compileExpr(base, expected: .double), to: .double)
        }
        guard let arguments, let info = typeInfo(for: receiver.type) else { return receiver }
        let signatures: [Signature]
        switch library.lookupCallable(info, name) {
        case .methods(let methods)?: signatures = methods.map { Signature($0.function) }
        case .native(let natives)?: signatures = natives.compactMap(\.signature)
        default: return receiver
        }
        let bindings = genericBindings(of: receiver.type)
        for signature in signatures {
            guard let types = expectedTypes(arguments, signature) else { continue }
            for (argument, type) in zip(arguments, types) {
                guard case .generic(let parameter) = type, let bound = bindings[parameter] else { continue }
                let given = shallowType(of: argument.value)
                if bound == .int, given == .double, let doubled { return compileExpr(base, expected: doubled) }
                // `("0"..."9").contains(ch)` with a Character: a range of Characters.
                if bound == .string, given == .character, let characters { return compileExpr(base, expected: characters) }
            }
        }
        return receiver
    }

    /// The type with its strings made Characters, if it holds any: what a
    /// literal of it becomes where Characters are wanted.
    static func characterizing(_ type: StaticType) -> StaticType? {
        switch type {
        case .string: return .character
        case .array(let e): return characterizing(e).map { .array($0) }
        case .nominal(let t, let args) where t.name == "Range" && args.count == 1:
            return characterizing(args[0]).map { .nominal(t, [$0]) }
        default: return nil
        }
    }

    /// The type with its integers made Doubles, if it holds any: what a
    /// literal of it becomes in a floating-point context.
    static func doubling(_ type: StaticType) -> StaticType? {
        switch type {
        case .int: return .double
        case .array(let e): return doubling(e).map { .array($0) }
        case .nominal(let t, let args) where t.name == "Range" && args.count == 1:
            return doubling(args[0]).map { .nominal(t, [$0]) }
        default: return nil
        }
    }
}
