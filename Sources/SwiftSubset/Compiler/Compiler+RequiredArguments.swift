/// Arguments a library API takes only as one type (SwiftUI's bindings).
extension Compiler {
    /// Refuses an argument whose type is fully known and is not the type
    /// every overload the labels fit requires of it (`Signature.Parameter.
    /// requiredType`): `TextField("Name", text: name)` with a String
    /// `name`, `Toggle(isOn: on)`, `.sheet(isPresented: showing)` — swiftc's
    /// "cannot convert value of type 'String' to expected argument type
    /// 'Binding<String>'", at the argument. A generic parameter in the
    /// required type is shown bound where another argument binds it
    /// (`Stepper("N", value: n, in: 0...10)` wants a `Binding<Int>`), else
    /// by its name (`Binding<V>`), as swiftc shows it. An argument whose
    /// type is not fully known is not judged.
    /// - Returns: whether an argument was refused.
    @discardableResult
    func checkRequiredArguments(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature]) -> Bool {
        let required = candidates.compactMap { requiredTypes(arguments, $0) }
        guard let first = required.first, required.count == candidates.count, codes.count == arguments.count else { return false }
        var bindings: [String: StaticType] = [:]
        for (type, code) in zip(first, codes) { Compiler.unify(type, code.type, into: &bindings) }
        for (i, type) in first.enumerated() {
            guard case .nominal(let info, _) = type, required.allSatisfy({ $0[i].nominalType === info }) else { continue }
            let actual = codes[i].type
            guard actual.isKnown, Compiler.isFullyKnown(actual), actual.nominalType !== info else { continue }
            let shown = Compiler.substitute(type, bindings)
            error(LanguageMessages.cannotConvertValue(diagnosticName(actual), diagnosticName(shown), site: .argument),
                  at: arguments[i].value.anchor)
            return true
        }
        return false
    }

    /// Each argument's required type under `signature` (unknown where
    /// nothing is required); nil when the labels do not fit it.
    private func requiredTypes(_ arguments: [Argument], _ signature: Signature) -> [StaticType]? {
        guard signature.parameters.contains(where: { $0.requiredType.isKnown }),
              let plan = ArgumentPlan.match(labels: arguments.map(\.label), trailing: arguments.map(\.isTrailingClosure),
                                            to: signature) else { return nil }
        var types = [StaticType](repeating: .unknown, count: arguments.count)
        for (p, source) in plan.sources.enumerated() {
            if case .argument(let a) = source { types[a] = signature.parameters[p].requiredType }
        }
        return types
    }

    /// Binds the generic parameters of `required` that `actual` fixes, where
    /// both are the same library type (`Range<V>` and `Range<Int>`).
    private static func unify(_ required: StaticType, _ actual: StaticType, into bindings: inout [String: StaticType]) {
        switch (required, actual) {
        case (.generic(let name), _) where Compiler.isFullyKnown(actual) && bindings[name] == nil:
            bindings[name] = actual
        case (.nominal(let r, let rs), .nominal(let a, let xs)) where r === a && rs.count == xs.count:
            for (x, y) in zip(rs, xs) { unify(x, y, into: &bindings) }
        default:
            break
        }
    }
}
