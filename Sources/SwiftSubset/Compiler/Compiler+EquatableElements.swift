/// A method that compares elements with `==` — `firstIndex(of:)`,
/// `contains(_:)`, `split(separator:)`, … — called on an array whose
/// elements are a program type that is not `Equatable`. Before, StateLab
/// compared such values field by field and answered; swiftc refuses the
/// call: "referencing instance method 'firstIndex(of:)' on 'Collection'
/// requires that 'Item' conform to 'Equatable'", at the method's name,
/// naming the protocol that declares the method. `contains(value)` is
/// taken by swiftc for `contains(where:)` with its label left out
/// ("missing argument label 'where:' in call", at the argument), but for
/// an implicit member (`states.contains(.idle)`), which `contains(where:)`
/// cannot take, and on an array literal.
extension Compiler {
    /// Each method, by base name and labels: swiftc's name for it and the
    /// protocol that declares it.
    private static let equatableElementMethods: [String: (name: String, protocolName: String)] = [
        "firstIndex(of:)": ("firstIndex(of:)", "Collection"),
        "lastIndex(of:)": ("lastIndex(of:)", "BidirectionalCollection"),
        "starts(with:)": ("starts(with:)", "Sequence"),
        "elementsEqual(_:)": ("elementsEqual", "Sequence"),
        "contains(_:)": ("contains", "Sequence"),
        "split(separator:)": ("split(separator:maxSplits:omittingEmptySubsequences:)", "Collection"),
        "split(separator:maxSplits:)": ("split(separator:maxSplits:omittingEmptySubsequences:)", "Collection"),
        "split(separator:maxSplits:omittingEmptySubsequences:)": ("split(separator:maxSplits:omittingEmptySubsequences:)", "Collection"),
        "split(separator:omittingEmptySubsequences:)": ("split(separator:maxSplits:omittingEmptySubsequences:)", "Collection"),
    ]

    /// True when it refused.
    func refuseUnequatableElements(_ base: Expr, _ receiver: StaticType, _ name: String, _ arguments: [Argument],
                                   at position: SourcePosition) -> Bool {
        guard Compiler.refuses, case .array(let element) = receiver, let info = programType(element),
              case .nominal(_, let typeArguments) = element, typeArguments.isEmpty, info.genericParameters.isEmpty,
              !isEquatable(info), !arguments.contains(where: \.isTrailingClosure) else { return false }
        let key = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard let method = Compiler.equatableElementMethods[key] else { return false }
        // An array literal's element type is not fixed before the call, so
        // `contains(where:)` is not what swiftc tries first for it.
        var isLiteral = false
        if case .array = Compiler.unparenthesized(base).kind { isLiteral = true }
        if key == "contains(_:)", !isLiteral, !Compiler.isImplicitMember(arguments[0].value) {
            error(LanguageMessages.missingArgumentLabels("where:", count: 1), at: Compiler.startPosition(of: arguments[0].value))
            return true
        }
        error(LanguageMessages.requiresEquatableElements(method.name, on: method.protocolName, diagnosticName(element)), at: position)
        return true
    }

    /// `.idle`, `.loaded(3)`: a member of the type the context wants.
    private static func isImplicitMember(_ expr: Expr) -> Bool {
        switch unparenthesized(expr).kind {
        case .implicitMember: return true
        case .call(let callee, _): return isImplicitMember(callee)
        default: return false
        }
    }
}
