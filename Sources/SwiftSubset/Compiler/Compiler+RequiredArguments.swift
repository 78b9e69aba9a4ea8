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
    /// fitting overload requires of it (`requiredConformance`): `Text($name)`
    /// is "initializer 'init(_:)' requires that 'Binding<String>' conform to
    /// 'StringProtocol'", at the call; a standard type is reported as the
    /// requirement says (`ConformanceRequirement.StandardTypes`). An
    /// argument whose type is not fully known is not judged.
    /// - Parameter callee: the callee as swiftc names it, given the chosen
    ///   overload's written name (`initializer 'init(_:)'`).
    /// - Returns: whether an argument was refused.
    @discardableResult
    func checkRequiredArguments(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature], at call: SourcePosition,
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
        return checkRequiredConformances(arguments, codes, candidates: candidates, at: call, callee: callee)
    }

    /// The conformance half of `checkRequiredArguments`.
    private func checkRequiredConformances(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature],
                                           at call: SourcePosition, callee: (String) -> String) -> Bool {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let plans = candidates.compactMap { signature in
            ArgumentPlan.match(labels: labels, trailing: trailing, to: signature).map { (signature, $0) }
        }
        guard let (signature, plan) = plans.first, plans.count == candidates.count else { return false }
        /// The requirement on argument `a` under one overload's plan.
        func requirement(_ a: Int, _ signature: Signature, _ plan: ArgumentPlan) -> ConformanceRequirement? {
            guard let p = plan.sources.firstIndex(where: { if case .argument(a) = $0 { return true } else { return false } })
            else { return nil }
            return signature.parameters[p].requiredConformance
        }
        for a in arguments.indices {
            guard let required = requirement(a, signature, plan),
                  plans.allSatisfy({ requirement(a, $0.0, $0.1)?.proto == required.proto }) else { continue }
            var actual = codes[a].type
            if required.ofElements {
                guard case .array(let element) = actual else { continue }
                actual = element
            }
            guard certainlyLacks(actual, required.proto) else { continue }
            switch Compiler.isStandardLibraryType(actual) ? required.standardTypes : .requirement {
            case .noExactMatches:
                error(LanguageMessages.noExactMatchesInitializer, at: call)
            case .cannotConvert(let to):
                error(LanguageMessages.cannotConvertValue(diagnosticName(actual), to, site: .argument), at: arguments[a].value.anchor)
            case .requirement:
                let name: String
                if let (owner, initializer) = required.declaredOn {
                    name = "referencing initializer '\(initializer)' on '\(owner)'"
                } else {
                    name = callee("init(" + signature.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")")
                }
                // At the callee, as a requirement of the declaration it names.
                error(LanguageMessages.callRequiresConformance(name, diagnosticName(actual), required.proto), at: call)
            }
            return true
        }
        return false
    }

    /// The standard library's scalars, collections and tuples.
    static func isStandardLibraryType(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary, .tuple, .labeledTuple: return true
        default: return false
        }
    }

    /// Whether no value of `type` can conform to `proto`, one of the
    /// protocols whose conformances the library states in full
    /// (`StringProtocol`, `Identifiable`): a standard type or a program's
    /// own that does not declare it (an extension may: `extension String:
    /// Identifiable`), a collection or tuple, a `Binding`. Optionals,
    /// other library types and anything not fully known are never judged.
    private func certainlyLacks(_ type: StaticType, _ proto: String) -> Bool {
        guard ["StringProtocol", "Identifiable"].contains(proto), type.isKnown, Compiler.isFullyKnown(type) else { return false }
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary:
            return !(typeInfo(for: type)?.conforms(to: proto) ?? true)
        case .tuple, .labeledTuple:
            return true
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
