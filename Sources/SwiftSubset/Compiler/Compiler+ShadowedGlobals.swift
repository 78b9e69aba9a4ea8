/// A call written `max(a, b)` inside a type that has an instance method
/// named `max` — its own, or a library protocol's (`min()`, `min(by:)` in
/// an `Array` extension or a `Sequence` conformer): Swift looks the name up
/// in the type first, so the call means the method, even when only the
/// global function would take those arguments. swiftc says so and points
/// to `Swift.max`; StateLab said no method fitted.
extension Compiler {
    /// Refuses `name(arguments)` that fits none of `selfType`'s instance
    /// methods of that name but fits the library's global function;
    /// whether it was refused.
    func refuseMethodShadowingGlobal(_ selfType: TypeInfo, _ name: String, _ arguments: [Argument],
                                     at position: SourcePosition) -> Bool {
        guard Compiler.refuses, !context.isStatic, env.functions[name] == nil, env.variables[name] == nil,
              let globals = library.freeFunctionMembers(named: name) else { return false }
        let signatures: [Signature]
        switch library.lookupCallable(selfType, name) {
        case .methods(let methods)?: signatures = methods.filter { !$0.isStatic }.map { Signature($0.function) }
        case .native(let natives)?: signatures = natives.compactMap(\.signature)
        default: return false
        }
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        func fits(_ signature: Signature) -> Bool { ArgumentPlan.match(labels: labels, trailing: trailing, to: signature) != nil }
        guard !signatures.isEmpty, !signatures.contains(where: fits),
              let global = globals.compactMap(\.signature).first(where: fits) else { return false }
        // swiftc names the global by its base name when no parameter has a
        // label (`max`, `zip`), else in full (`print(_:separator:terminator:)`).
        let fullName = global.parameters.allSatisfy({ $0.label == nil })
            ? name : name + "(" + global.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        error(LanguageMessages.methodShadowsGlobal(name, fullName), at: position,
              notes: [LanguageMessages.useSwiftQualifiedNote])
        return true
    }
}
