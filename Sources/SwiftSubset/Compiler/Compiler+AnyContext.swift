/// A generic function's result given to an `Any` (`print(choose(1e3, 12))`).
extension Compiler {
    /// Whether an unconstrained generic parameter `T` of a function whose
    /// result is `T`, called where `Any` is expected, binds to `Any`.
    ///
    /// swiftc's solver ranks a literal that takes a type other than its
    /// default as worse than a conversion to `Any`: where the arguments
    /// given for `T` do not all have one type by themselves (a Double
    /// literal beside an Int literal or an Int variable, a ternary mixing
    /// `0.75` and `1`), `T` becomes `Any` and each argument keeps its own
    /// type — `print(choose(1e3, 12, first: false))` prints `12`, where
    /// `let x = choose(1e3, 12, first: false)` makes `x` the Double `12.0`.
    /// At least one argument must be more than a ternary: a ternary alone
    /// (`print(id(c ? 1.5 : 2))`) is joined first, as swiftc does (`2.0`).
    func bindsGenericResultToAny(_ function: CompiledFunction, _ arguments: [Argument], _ parameterTypes: [StaticType]?,
                                 expected: StaticType) -> String? {
        guard expected.nominalType === library.anyType, case .generic(let name) = function.resultType,
              function.genericParameterNames.contains(name), function.genericConstraints[name] == nil,
              let types = parameterTypes, types.count == arguments.count else { return nil }
        var own: [StaticType] = []
        var direct = false
        for (type, argument) in zip(types, arguments) {
            if type == .generic(name) {
                if !Compiler.isTernary(argument.value) { direct = true }
                own += ownTypes(of: argument.value)
            } else if Compiler.mentions(type, name) {
                return nil   // `[T]` or `(T) -> U` beside it: leave the binding to the usual inference
            }
        }
        guard direct, own.count > 1, own.allSatisfy({ $0.isKnown && Compiler.isFullyKnown($0) }),
              own.contains(where: { $0 != own[0] }) else { return nil }
        for (type, argument) in zip(types, arguments) where type == .generic(name) {
            genericAnyArguments.insert(Compiler.unparenthesized(argument.value).position)
        }
        return name
    }

    /// The types an argument has by itself: a literal its default type, a
    /// ternary each branch's.
    private func ownTypes(of expr: Expr) -> [StaticType] {
        let expr = Compiler.unparenthesized(expr)
        if case .ternary(_, let a, let b) = expr.kind { return ownTypes(of: a) + ownTypes(of: b) }
        return [compileExpr(expr).type]
    }

    /// A call of a generic global function the program declares, whose
    /// result a parameter of type `Any` takes: it is compiled knowing
    /// that `Any` is expected (`bindsGenericResultToAny`).
    func isGenericFunctionCall(_ expr: Expr) -> Bool {
        guard case .call(let callee, _) = Compiler.unparenthesized(expr).kind,
              case .name(.unresolved(let name), _) = callee.kind, env.variables[name] == nil,
              let functions = env.functions[name] else { return false }
        return functions.contains { !$0.genericParameterNames.isEmpty }
    }

    /// The context a declaration written `: Any` gives its initializer:
    /// as for an `Any` parameter, a ternary converts branch by branch and a
    /// generic function may bind its result to `Any` (`let y: Any =
    /// choose(1e3, 12)` holds the Int 12); anything else is typed by itself.
    /// Nil when the written type is not `Any`.
    func writtenAnyContext(_ written: TypeRef?, _ initializer: Expr) -> StaticType? {
        guard case .named(let path, let args, _)? = written, path == ["Any"], args.isEmpty else { return nil }
        let value = Compiler.unparenthesized(initializer)
        guard Compiler.isTernary(value) || isGenericFunctionCall(value) else { return .unknown }
        return .nominal(library.anyType, [])
    }

    /// Runs `body` (which compiles `initializer`) as an `Any` argument is
    /// compiled when the declaration is written `: Any`: the value is
    /// typed by itself, so a literal on the left of `??` keeps its own
    /// type (`let v: Any = 2 ?? 0.125` holds the Int 2, as `print(2 ??
    /// 0.125)` prints `2`).
    func inWrittenAnyContext<T>(_ written: TypeRef?, _ initializer: Expr, _ body: () -> T) -> T {
        guard case .named(let path, let args, _)? = written, path == ["Any"], args.isEmpty else { return body() }
        let saved = anyArgumentPosition
        anyArgumentPosition = Compiler.unparenthesized(initializer).position
        defer { anyArgumentPosition = saved }
        return body()
    }

    /// A value converted to `Any` (a ternary's branch in an `Any`
    /// context): typed by itself, as an `Any` argument is — a literal keeps
    /// its own type even on the left of `??` (`c ? x : (11 ?? 0.1)` holds
    /// the Int 11), a nested ternary converts branch by branch, a generic
    /// call may bind its result to `Any`.
    func compileInAnyContext(_ expr: Expr) -> Compiled {
        let value = Compiler.unparenthesized(expr)
        let saved = anyArgumentPosition
        anyArgumentPosition = value.position
        defer { anyArgumentPosition = saved }
        let context: StaticType = Compiler.isTernary(value) || isGenericFunctionCall(value) ? .nominal(library.anyType, []) : .unknown
        return compileExpr(expr, expected: context)
    }
}
