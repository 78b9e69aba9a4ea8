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
    ///   overload's labels (`(_:)` is `initializer 'init(_:)'`).
    /// - Returns: whether an argument was refused.
    @discardableResult
    func checkRequiredArguments(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature], at call: SourcePosition,
                                callee: (String) -> String = { "initializer 'init\($0)'" }) -> Bool {
        guard Compiler.refuses else { return false }
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
                    guard info.acceptsOnlyItself, Compiler.isFullyKnown(shown), isExactlyComparable(actual),
                          isExactlyComparable(shown),
                          isIncompatible(actual, shown) else { continue }
                }
                let message = projectionWanted(arguments[i].value, shown).map {
                    LanguageMessages.useWrapper($0.name, diagnosticName(actual), diagnosticName($0.type))
                } ?? LanguageMessages.cannotConvertValue(diagnosticName(actual), diagnosticName(shown), site: .argument)
                error(message, at: arguments[i].value.anchor)
                return true
            }
        }
        return checkRequiredConformances(arguments, codes, candidates: candidates, at: call, callee: callee)
    }

    /// The name of the wrapped property `argument` reads (`flag`,
    /// `self.flag`) and its `$` projection's type, when that is of the type
    /// wanted (a generic one bound by it: `Slider(value: volume)` wants
    /// the `Binding<Double>`): swiftc then says "use wrapper instead".
    func projectionWanted(_ argument: Expr, _ wanted: StaticType) -> (name: String, type: StaticType)? {
        let name: String
        switch Compiler.unparenthesized(argument).kind {
        case .name(.unresolved(let n), _): name = n
        case .member(let base, let n):
            guard case .selfRef = base.kind else { return nil }
            name = n
        default: return nil
        }
        guard let owner = context.selfType, case .computed(let projected)? = library.lookupMember(owner, "$" + name),
              Compiler.isFullyKnown(projected.type) else { return nil }
        var bindings: [String: StaticType] = [:]
        Compiler.unify(wanted, projected.type, into: &bindings)
        return Compiler.substitute(wanted, bindings) == projected.type ? (name, projected.type) : nil
    }

    /// `isComparable`, and Foundation's value types no other type converts
    /// to: a `Binding<Int>` given for a `Binding<Date>` (`DatePicker`) is
    /// refused too.
    private func isExactlyComparable(_ type: StaticType) -> Bool {
        switch type {
        case .nominal(let info, let args) where info.kind == .builtin && ["Date", "UUID", "URL", "Data"].contains(info.name):
            return args.isEmpty
        case .nominal(let info, let args) where info.acceptsOnlyItself:
            return args.allSatisfy(isExactlyComparable)
        case .optional(let wrapped):
            return isExactlyComparable(wrapped)
        default:
            return isComparable(type)
        }
    }

    /// The conformance half of `checkRequiredArguments`.
    private func checkRequiredConformances(_ arguments: [Argument], _ codes: [ArgumentCode], candidates: [Signature],
                                           at call: SourcePosition, callee: (String) -> String) -> Bool {
        guard Compiler.refuses else { return false }
        // Every argument judged must be required to conform by the first
        // candidate (and the others alike): where it requires nothing, no
        // plan need be matched.
        guard let first = candidates.first, first.parameters.contains(where: { $0.requiredConformance != nil }) else { return false }
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
            guard var actual = subjectType(required.subject, of: a, arguments, codes) else { continue }
            // `Binding<Item?>` where `Binding<SelectionValue>` wants a
            // Hashable value: the optional is Hashable when its wrapped
            // type is, and swiftc blames the wrapped type and the
            // initializer, not the generic struct.
            var conditional = false
            if case .bindingValue = required.subject, required.proto == "Hashable", case .optional(let wrapped) = actual {
                actual = wrapped
                conditional = true
            }
            if required.optionalAllowed, case .optional(let wrapped) = actual { actual = wrapped }
            // A title's other overload takes the key itself (`Text(title)`
            // with `let title: LocalizedStringKey`).
            if required.proto == "StringProtocol", let key = library.localizedStringKey, actual.nominalType === key { continue }
            if required.proto == "Hashable" || required.proto == "Equatable", Compiler.isFullyKnown(actual) {
                switch actual {
                case .tuple, .labeledTuple:
                    // A tuple conforms to no protocol; swiftc says so at the call.
                    error(LanguageMessages.typeCannotConform(diagnosticName(actual), required.proto), at: call)
                    return true
                default: break
                }
            }
            guard certainlyLacks(actual, required.proto) else { continue }
            let filled = signature.parameters.indices.filter {
                if case .argument = plan.sources[$0] { return true } else { return false }
            }.map { signature.parameters[$0].label }
            if let generic = required.genericStruct, !conditional {
                error(LanguageMessages.genericRequirement(generic, diagnosticName(actual), required.proto), at: call)
                return true
            }
            switch Compiler.isStandardLibraryType(actual) || required.wordsEveryType ? required.standardTypes : .requirement {
            case .noExactMatches:
                error(LanguageMessages.noExactMatchesInitializer, at: call)
            case .cannotConvert(let to):
                error(LanguageMessages.cannotConvertValue(diagnosticName(actual), to, site: .argument), at: arguments[a].value.anchor)
            case .requirement:
                let name: String
                if let (owner, initializer) = required.declaredOn {
                    name = "referencing initializer '\(initializer)' on '\(owner)'"
                } else if let overloadName = required.overloadName {
                    name = callee(overloadName(filled))
                } else {
                    name = callee("(" + signature.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")")
                }
                // At the callee, as a requirement of the declaration it names.
                error(LanguageMessages.callRequiresConformance(name, diagnosticName(actual), required.proto), at: call)
            }
            return true
        }
        return false
    }

    /// The type a requirement's subject has in argument `a`, when the
    /// compiler knows it; nil when the argument is not of the subject's
    /// shape (an array for `.elements`, a `Binding` for `.bindingValue`).
    private func subjectType(_ subject: ConformanceRequirement.Subject, of a: Int, _ arguments: [Argument],
                             _ codes: [ArgumentCode]) -> StaticType? {
        let type = codes[a].type
        switch subject {
        case .argument:
            return type
        case .elements:
            guard case .array(let element) = type else { return nil }
            return element
        case .bindingValue:
            guard case .nominal(let info, let values) = type, info.name == "Binding", info.acceptsOnlyItself,
                  values.count == 1 else { return nil }
            return values[0]
        case .metatypeInstance:
            guard case .metatype(let instance) = type else { return nil }
            return instance
        case .keyPathValue:
            guard case .keyPath(nil, let names) = arguments[a].value.kind, !codes.isEmpty,
                  case .array(let element) = codes[0].type else { return nil }
            return keyPathValueType(from: element, names)
        }
    }

    /// The type `\.a.b` reaches from `root`, through stored and computed
    /// properties (`\.self` is the root); nil where a step is not one.
    func keyPathValueType(from root: StaticType, _ names: [String]) -> StaticType? {
        var current = root
        for name in names where name != "self" {
            guard current.isKnown, let info = typeInfo(for: current), let member = library.lookupMember(info, name) else { return nil }
            switch member {
            case .stored(_, let property): current = property.type
            case .computed(let computed): current = computed.type
            default: return nil
            }
        }
        return current.isKnown ? current : nil
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
    /// (`judgedProtocols`): a standard type or a program's own that does
    /// not declare it (an extension may: `extension String:
    /// Identifiable`; an enum without payloads is Hashable unasked), a
    /// collection or tuple, a `Binding`, an optional where a number is
    /// wanted. Other library types and anything not fully known are never
    /// judged.
    private func certainlyLacks(_ type: StaticType, _ proto: String) -> Bool {
        guard Compiler.judgedProtocols.contains(proto), type.isKnown, Compiler.isFullyKnown(type) else { return false }
        // Collections and tuples are Hashable when their elements are
        // (tuples never, and swiftc says so in other words): not judged.
        let byElements = proto == "Hashable" || proto == "Equatable"
        switch type {
        case .int, .double, .bool, .string, .character:
            return !(typeInfo(for: type)?.conforms(to: proto) ?? true)
        case .array, .dictionary:
            return !byElements && !(typeInfo(for: type)?.conforms(to: proto) ?? true)
        case .tuple, .labeledTuple:
            return !byElements
        case .optional:
            // An optional is never a number; it is Hashable when what it wraps is.
            return ["Strideable", "BinaryFloatingPoint", "Numeric"].contains(proto)
        case .nominal(let info, _):
            if info.acceptsOnlyItself { return true }
            guard Compiler.isProgramType(info), !info.conforms(to: proto) else { return false }
            // An enum without associated values is Equatable and Hashable
            // without saying so.
            if byElements, info.kind == .enumType, info.cases.allSatisfy({ $0.labels == nil }) { return false }
            return true
        default:
            return false
        }
    }

    /// The protocols whose conformances the library states in full for
    /// the standard types, so that a missing one is certain.
    static let judgedProtocols: Set<String> = ["StringProtocol", "Identifiable", "Hashable", "Equatable", "Strideable",
                                               "BinaryFloatingPoint", "Numeric"]

    /// Each argument's required type under `signature` (unknown where
    /// nothing is required); nil when the labels do not fit it.
    private func requiredTypes(_ arguments: [Argument], _ signature: Signature) -> [StaticType]? {
        guard signature.parameters.contains(where: { $0.requiredType.isKnown }),
              let plan = ArgumentPlan.match(arguments, to: signature) else { return nil }
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
