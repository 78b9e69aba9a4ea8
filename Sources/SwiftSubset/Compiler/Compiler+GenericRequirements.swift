/// A generic function of the program called with an argument whose type
/// does not meet its parameter's constraint: `greet(5)` for `func
/// greet<T: Named>(_ x: T)`. Before, the call ran and the body failed on
/// the member it wanted; swiftc refuses the call, "global function 'greet'
/// requires that 'Int' conform to 'Named'", at the function's name. Judged
/// for a constraint that is one of the program's protocols and a type
/// bound by the arguments that is a standard scalar or one of the
/// program's own non-generic types.
extension Compiler {
    func refuseUnmetGenericConstraint(_ function: CompiledFunction, _ bindings: [String: StaticType],
                                      boundByArguments: Set<String>, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        for name in function.genericParameterNames.sorted() where boundByArguments.contains(name) {
            guard let required = function.genericConstraints[name], required.kind == .protocolType, required.position != nil,
                  let type = bindings[name], Compiler.isFullyKnown(type) else { continue }
            let info: TypeInfo?
            switch type {
            case .int, .double, .bool, .string, .character: info = typeInfo(for: type)
            case .nominal(let t, let arguments) where arguments.isEmpty && t.genericParameters.isEmpty && Compiler.isProgramType(t): info = t
            default: info = nil
            }
            guard let info, !info.conforms(to: required.name) else { continue }
            error(LanguageMessages.callRequiresConformance("global function '\(function.name)'", diagnosticName(type), required.name),
                  at: position)
            return true
        }
        return false
    }
}
