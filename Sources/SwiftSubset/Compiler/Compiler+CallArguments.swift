/// A call's arguments: compiled against the parameter types the callee
/// declares (with the receiver's and context's generic bindings), result
/// builder closures, and the expected type each argument gets.
extension Compiler {
    static func wrappingOptional(_ e: @escaping Eval) -> Eval {
        { f throws(Unwind) in Value.wrapOptional(try e(f)) }
    }

    /// - Parameter checked: the arguments whose parameter type is certain
    ///   (the callee is one the program declares, chosen without doubt; an
    ///   array's `Element`): one that cannot be that type is refused, as
    ///   swiftc refuses it.
    /// - Parameter enclosingGenerics: a parameter typed by a generic
    ///   parameter of the function being compiled (`reduce`'s `Result`
    ///   bound to that function's `T`) gives its argument that context:
    ///   `.zero` is `T.zero`, a literal a `T`. Only where the types were
    ///   substituted from the receiver and context, so that a callee's own
    ///   `T` is never taken for the caller's.
    /// - Parameter callee: the chosen callee's signature, when it is a
    ///   function or initializer the program declares: an argument to an
    ///   `inout` parameter must be written `&x`, and `&x` may go only to
    ///   one, as swiftc requires. (A library function's signature does not
    ///   say which of its parameters are `inout`, so none is given.)
    func compileArguments(_ arguments: [Argument], expected: [StaticType]? = nil, builders: [Int: BuilderChoice] = [:],
                          enclosingGenerics: Bool = false, callee: Signature? = nil,
                          checked: (Int) -> Bool = { _ in false }) -> [ArgumentCode] {
        let inoutFlags = callee.flatMap { inoutParameters(arguments, $0) }
        var types = arguments.indices.map { i in expected.flatMap { i < $0.count ? $0[i] : nil } ?? .unknown }
        let pinned = enclosingGenerics ? Set(types.indices.filter { isEnclosingGenericParameter(types[$0]) }) : []
        var open = types
        for i in pinned { open[i] = .unknown }
        let shared = compileGenericArguments(arguments, &open)
        for i in types.indices where !pinned.contains(i) { types[i] = open[i] }
        return arguments.enumerated().map { i, argument in
            var type = types[i]
            if type.nominalType === library.anyType, !genericAnyArguments.contains(Compiler.unparenthesized(argument.value).position) {
                anyArgumentPosition = Compiler.unparenthesized(argument.value).position
            }
            defer { anyArgumentPosition = nil }
            if type.nominalType === library.anyType, !Compiler.isTernary(argument.value), !isGenericFunctionCall(argument.value) {
                // An `Any` parameter gives its argument no context, except
                // that a ternary's branches are converted one by one and a
                // generic function may bind its result to `Any`.
                type = .unknown
            }
            var lvalue: LValue?
            var value: Compiled
            if let compiled = shared[i] {
                value = compiled
            } else if case .inoutArgument(let target) = argument.value.kind {
                lvalue = compileLValue(target)
                value = compileExpr(target)
                if let inoutFlags, !inoutFlags[i] {
                    error(LanguageMessages.ampersandWithNonInout(diagnosticName(value.type)), at: argument.value.position)
                } else {
                    checkWritable(lvalue, target, .inoutArgument, at: argument.value.position)
                }
            } else if case .closure(let closure) = argument.value.kind {
                if checked(i) {
                    checkClosureArity(closure, expected: type, at: argument.value.position)
                    if Compiler.isConcrete(type) { checkedClosures.insert(ObjectIdentifier(closure)) }
                }
                value = compileClosure(closure, expected: type, builder: builders[i])
            } else if !Compiler.isConcrete(type), !(enclosingGenerics && isEnclosingGenericParameter(type)) {
                // `[T]` with `T` unbound gives a literal no context: `[1, 2]`
                // is an `[Int]`, which then binds `T`.
                value = compileExpr(argument.value, expected: Compiler.erasingGenerics(type))
            } else {
                let compiled = compileExpr(argument.value, expected: type)
                if checked(i), variadicArguments.contains(argument.value.position), case .array(let element) = compiled.type,
                   element == type, type.isFullyKnown {
                    // `sum([1, 2, 3])` for `sum(_ xs: Int...)`: no splatting in Swift.
                    error(LanguageMessages.arrayAsVariadic(diagnosticName(compiled.type), diagnosticName(type)),
                          at: argument.value.anchor)
                } else if checked(i) {
                    checkConversion(compiled, of: argument.value, to: type, at: .argument)
                }
                value = coerce(compiled, to: type)
            }
            if let inoutFlags, inoutFlags[i], !Compiler.isAmpersand(argument.value), value.type != .unknown {
                error(LanguageMessages.inoutNeedsAmpersand(diagnosticName(value.type)), at: argument.value.anchor)
            }
            let eval = value.eval
            return ArgumentCode(
                label: argument.label, isTrailingClosure: argument.isTrailingClosure, eval: eval, lvalue: lvalue,
                autoclosure: makeAutoclosure(argument.value, eval: eval),
                position: argument.value.position, type: value.type)
        }
    }

    static func isAmpersand(_ expr: Expr) -> Bool {
        if case .inoutArgument = expr.kind { return true }
        return false
    }

    /// For each argument, whether the parameter it goes to is `inout`; nil
    /// when the labels do not fit the signature.
    func inoutParameters(_ arguments: [Argument], _ signature: Signature) -> [Bool]? {
        guard signature.parameters.contains(where: \.isInout) || arguments.contains(where: { Compiler.isAmpersand($0.value) }),
              let plan = ArgumentPlan.match(arguments, to: signature) else { return nil }
        var result = [Bool](repeating: false, count: arguments.count)
        for (p, source) in plan.sources.enumerated() {
            if case .argument(let a) = source { result[a] = signature.parameters[p].isInout }
        }
        return result
    }

    static func isTernary(_ expr: Expr) -> Bool {
        if case .ternary = expr.kind { return true }
        return false
    }

    /// `Swift` in `Swift.max`: a module, not a variable or type.
    func isModuleName(_ expr: Expr) -> Bool {
        guard case .name(.unresolved(let name), _) = expr.kind, library.moduleNames.contains(name) else { return false }
        return env.variables[name] == nil && lookupType(name) == nil
    }

    /// Which arguments go to result-builder parameters (`@ViewBuilder
    /// content:`, a program's `@HTMLBuilder content:`), and which builder.
    func builderArguments(_ arguments: [Argument], _ signature: Signature) -> [Int: BuilderChoice] {
        guard signature.parameters.contains(where: { $0.isResultBuilder || $0.declaredResultBuilder != nil }),
              let plan = ArgumentPlan.match(arguments, to: signature) else { return [:] }
        var result: [Int: BuilderChoice] = [:]
        for (p, source) in plan.sources.enumerated() {
            guard case .argument(let a) = source else { continue }
            if signature.parameters[p].isResultBuilder {
                result[a] = .library
            } else if let declared = signature.parameters[p].declaredResultBuilder {
                result[a] = .declared(declared)
            }
        }
        return result
    }

    /// Parameter types for each argument, when the callee is known and the
    /// labels match: lets literals and `.members` take the right type (and
    /// a literal SwiftUI title its `LocalizedStringKey`,
    /// `Compiler+TitleKeys.swift`).
    func expectedTypes(_ arguments: [Argument], _ signature: Signature) -> [StaticType]? {
        guard let plan = ArgumentPlan.match(arguments, to: signature) else { return nil }
        var types = [StaticType](repeating: .unknown, count: arguments.count)
        for (p, source) in plan.sources.enumerated() {
            let type = signature.parameters[p].type
            switch source {
            case .argument(let a):
                types[a] = type
                // A styling token's parameter takes a set of them as an
                // array literal too (`displayedComponents: [.date, .hourAndMinute]`).
                if let token = library.tokenType, type.nominalType === token,
                   case .array = Compiler.unparenthesized(arguments[a].value).kind {
                    types[a] = .array(type)
                }
                if signature.parameters[p].isTitleKey { noteTitleKeyLiteral(arguments[a].value) }
                // A closure (or local function) given to an `@escaping`
                // parameter outlives the call, as a stored one does.
                if signature.parameters[p].isEscaping { noteStoredClosure(arguments[a].value) }
                if signature.parameters[p].capturesSelfImplicitly, case .closure(let c) = arguments[a].value.kind {
                    implicitSelfClosures.insert(ObjectIdentifier(c))
                }
            case .variadic(let list):
                list.forEach { types[$0] = type; variadicArguments.insert(arguments[$0].value.position) }
            case .defaultValue: break
            }
        }
        return types
    }
}
