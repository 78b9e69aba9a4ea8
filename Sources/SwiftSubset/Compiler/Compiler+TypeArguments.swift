/// Generic parameters whose types are known only when the code runs: a
/// generic function's `T`, or a generic type's `T` (and `Element`, `Key`…
/// in an extension of a library type) named in one of its methods. The
/// call gives the callee the types it binds (`Runtime.withTypeArguments`)
/// when the callee's body turned out to need them (`usesTypeArguments`).
extension Compiler {
    /// A generic parameter of a function being compiled (`T` inside
    /// `func total<T: Numeric>`), or of the type whose method is being
    /// compiled (`Element` in `extension Array where Element: Numeric`):
    /// its type is the one each call binds.
    func isEnclosingGenericParameter(_ type: StaticType) -> Bool {
        guard case .generic(let name) = type else { return false }
        return genericParameterUser(name) != nil
    }

    /// The function that must be given the type bound to generic parameter
    /// `name` when it runs: the generic function declaring it, or the
    /// method of the generic type declaring it.
    func genericParameterUser(_ name: String) -> CompiledFunction? {
        genericFunctionDeclaring(name) ?? typeParameterMethod(name)
    }

    /// The method (or accessor, or initializer) being compiled, when `name`
    /// is a generic parameter of its type rather than of a function.
    func typeParameterMethod(_ name: String) -> CompiledFunction? {
        var current: FunctionContext? = context
        while let c = current {
            if let function = c.function, function.genericParameterNames.contains(name) { return nil }
            if let type = c.selfType, !c.isStatic, let function = c.function,
               c.kind == .method || c.kind == .accessor || c.kind == .initializer,
               type.genericParameters.contains(name) || libraryGenericParameters(of: type).contains(name) {
                return function
            }
            current = c.parent
        }
        return nil
    }

    /// A method of a generic type, or of an extension of `Array`,
    /// `Dictionary`, `Optional`…, whose body names the type's parameters as
    /// values (`T.zero`, `Element(count)`, a literal typed `Element`) runs
    /// with the types the receiver's static type binds, as swiftc
    /// specialises it: `[Double]().sum()` adds Doubles even with no element.
    /// A parameter the receiver's type leaves open is passed as unbound
    /// (`.void`), so that the callee never sees a caller's same-named one.
    func withReceiverTypeArguments(_ function: CompiledFunction, _ receiverType: StaticType, _ call: Compiled) -> Compiled {
        var typeArguments: [String: Value] = [:]
        if let info = receiverType.nominalType {
            for name in info.genericParameters { typeArguments[name] = .void }
        }
        for (name, type) in genericBindings(of: receiverType) {
            typeArguments[name] = .void
            guard Compiler.isFullyKnown(type) else { continue }
            if let kind = type.nominalType?.kind, kind == .protocolType || kind == .classType { continue }
            typeArguments[name] = metatypeValue(type)
        }
        guard !typeArguments.isEmpty else { return call }
        let rt = self.rt, eval = call.eval
        return Compiled(eval: { f throws(Unwind) in
            if function.usesTypeArguments { return try rt.withTypeArguments(typeArguments) { () throws(Unwind) in try eval(f) } }
            return try eval(f)
        }, type: call.type)
    }
}
