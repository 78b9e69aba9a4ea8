/// Arguments a library API takes only as one type (SwiftUI's bindings), or
/// only as a type conforming to a protocol (`Text(_:)`'s `StringProtocol`).
extension Compiler {
    /// Refuses an argument whose type is fully known and is not the type
    /// every overload the labels fit requires of it (`Signature.Parameter.
    /// requiredType`): `TextField("Name", text: name)` with a String
    /// `name`, `Toggle(isOn: on)`, `.sheet(isPresented: showing)` — swiftc's
    /// "cannot convert value of type 'String' to expected argument type
    /// 'Binding<String>'", at the argument — or is a `Binding` to another
    /// type (`Toggle(isOn: $count)` with an `Int` count). A generic
    /// parameter in the required type is shown bound where another
    /// argument binds it (`Stepper("N", value: n, in: 0...10)` wants a
    /// `Binding<Int>`), else by its name (`Binding<V>`), as swiftc shows it;
    /// a `Binding` to a type is judged only against a bound one. Then an
    /// argument whose type certainly does not conform to the protocol every
    /// fitting overload requires of it (`requiredConformance`): `Text(count)`
    /// is "initializer 'init(_:)' requires that 'Int' conform to
    /// 'StringProtocol'". An argument whose type is not fully known is not
    /// judged.
    /// - Parameter callee: the callee as swiftc names it, given the chosen
    ///   overload's written name (`initializer 'init(_:)'`).
    /// - Returns: whether an argument was refused.
    @discardableResult
    func checkRequiredArguments(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature],
                                callee: (String) -> String = { "initializer '\($0)'" }) -> Bool {
        guard codes.count == arguments.count else { return false }
        let required = candidates.compactMap { requiredTypes(arguments, $0) }
        if let first = required.first, required.count == candidates.count {
            var bindings: [String: StaticType] = [:]
            for (type, code) in zip(first, codes) { Compiler.unify(type, code.type, into: &bindings) }
            for (i, type) in first.enumerated() {
                guard case .nominal(let info, _) = type, required.allSatisfy({ $0[i].nominalType === info }) else { continue }
                let actual = codes[i].type
                guard actual.isKnown, Compiler.isFullyKnown(actual) else { continue }
                let shown = Compiler.substitute(type, bindings)
                if actual.nominalType === info {
                    // The same generic type: only its arguments can differ.
                    guard info.acceptsOnlyItself, Compiler.isFullyKnown(shown), isComparable(actual), isComparable(shown),
                          isIncompatible(actual, shown) else { continue }
                }
                error(LanguageMessages.cannotConvertValue(diagnosticName(actual), diagnosticName(shown), site: .argument),
                      at: arguments[i].value.anchor)
                return true
            }
        }
        return checkRequiredConformances(arguments, codes, candidates: candidates, callee: callee)
    }

    /// The conformance half of `checkRequiredArguments`.
    private func checkRequiredConformances(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature],
                                           callee: (String) -> String) -> Bool {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let plans = candidates.compactMap { signature in
            ArgumentPlan.match(labels: labels, trailing: trailing, to: signature).map { (signature, $0) }
        }
        guard let (signature, plan) = plans.first, plans.count == candidates.count else { return false }
        for (p, source) in plan.sources.enumerated() {
            guard case .argument(let a) = source, let proto = signature.parameters[p].requiredConformance,
                  plans.allSatisfy({ other in
                      other.1.sources.indices.contains { q in
                          if case .argument(a) = other.1.sources[q] { return other.0.parameters[q].requiredConformance == proto }
                          return false
                      }
                  }) else { continue }
            let actual = codes[a].type
            guard certainlyLacks(actual, proto) else { continue }
            let name = "init(" + signature.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            error(LanguageMessages.callRequiresConformance(callee(name), diagnosticName(actual), proto),
                  at: arguments[a].value.anchor)
            return true
        }
        return false
    }

    /// Whether no value of `type` can conform to `proto` (a requirement
    /// the library states: `StringProtocol`): the standard scalars,
    /// collections and tuples, which conform to no such protocol, a
    /// `Binding`, and the program's own types that do not declare it.
    /// Optionals, other library types and anything not fully known are
    /// never judged.
    private func certainlyLacks(_ type: StaticType, _ proto: String) -> Bool {
        guard type.isKnown, Compiler.isFullyKnown(type) else { return false }
        switch type {
        case .int, .double, .bool, .character, .array, .dictionary, .tuple, .labeledTuple:
            return proto == "StringProtocol"
        case .nominal(let info, _):
            if info.acceptsOnlyItself { return true }
            return Compiler.isProgramType(info) && !info.conforms(to: proto)
        default:
            return false
        }
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
