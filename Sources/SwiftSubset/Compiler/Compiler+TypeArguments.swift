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

    /// The method (or accessor, or initializer; static ones too, which
    /// `Box<Int>.describe()` gives its type's arguments) being compiled,
    /// when `name` is a generic parameter of its type rather than of a function.
    func typeParameterMethod(_ name: String) -> CompiledFunction? {
        var current: FunctionContext? = context
        while let c = current {
            if let function = c.function, function.genericParameterNames.contains(name) { return nil }
            if let type = c.selfType, let function = c.function,
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
        // A parameter bound to one of the caller's own generic parameters
        // (a method of the generic type calling another on `self`) passes
        // on whatever the caller's call bound, the caller asking for it.
        var inherited: [String: String] = [:]
        func inherit(_ name: String, from outer: String) -> Bool {
            guard let user = genericParameterUser(outer) else { return false }
            user.usesTypeArguments = true
            inherited[name] = outer
            return true
        }
        if let info = receiverType.nominalType {
            for name in info.genericParameters where !(info === context.selfType && inherit(name, from: name)) {
                typeArguments[name] = .void
            }
        }
        for (name, type) in genericBindings(of: receiverType) {
            inherited[name] = nil
            typeArguments[name] = .void
            if case .generic(let outer) = type, inherit(name, from: outer) { continue }
            guard Compiler.isFullyKnown(type) else { continue }
            if let kind = type.nominalType?.kind, kind == .protocolType || kind == .classType { continue }
            typeArguments[name] = metatypeValue(type)
        }
        guard !typeArguments.isEmpty || !inherited.isEmpty else { return call }
        let rt = self.rt, eval = call.eval
        return Compiled(eval: { f throws(Unwind) in
            guard function.usesTypeArguments else { return try eval(f) }
            var arguments = typeArguments
            for (name, outer) in inherited { arguments[name] = rt.typeArgument(outer) ?? .void }
            return try rt.withTypeArguments(arguments) { () throws(Unwind) in try eval(f) }
        }, type: call.type)
    }

    /// `Self` in a generic type's static method: the type with the
    /// arguments the call gave it (`Box<Int>.describe()` shows `Box<Int>`);
    /// the bare type where the call gave none. Nil outside such a method.
    func genericSelfInStaticMethod(_ type: TypeInfo) -> Compiled? {
        guard context.isStatic, let first = type.genericParameters.first, let owner = typeParameterMethod(first) else { return nil }
        owner.usesTypeArguments = true
        let rt = self.rt, library = self.library, parameters = type.genericParameters
        let bare = Value.type(type), qualifiedBase = Library.qualifiedPath(type)
        return Compiled(eval: { _ throws(Unwind) in
            var names: [String] = [], qualified: [String] = []
            for parameter in parameters {
                guard let argument = rt.typeArgument(parameter) else { return bare }
                names.append(try library.describe(argument, rt: rt, at: nil))
                qualified.append(try library.debugDescribe(argument, rt: rt, at: nil))
            }
            return .native(TypeNameValue(name: type.name + "<" + names.joined(separator: ", ") + ">",
                                         qualifiedName: qualifiedBase + "<" + qualified.joined(separator: ", ") + ">"))
        }, type: .metatype(.nominal(type, [])))
    }
}
