/// Foundation declares `pow` twice: `pow(_: Double, _: Double) -> Double`
/// and `pow(_: Decimal, _: Int) -> Decimal`. Which one swiftc picks turns on
/// the exponent: an `Int` one (a variable, or an integer literal when the
/// base is an integer literal too) makes the call Decimal's, so
/// `pow(2, 3)` prints `8` and `pow(1.05, years)` is a `Decimal`. StateLab
/// has no `Decimal`, so those calls are refused by name instead of giving
/// a Double's digits; the mixes swiftc itself refuses are refused in its
/// words. With a Double context (`let x: Double = pow(2, 3)`), or any
/// Double exponent, the call is the Double one and runs — and an `Int`
/// variable as its exponent is "cannot convert value of type 'Int' to
/// expected argument type 'Double'".
extension Compiler {
    /// Whether a call of the library's `pow` is one StateLab must refuse;
    /// if so, the error is reported.
    func refuseDecimalPow(_ arguments: [Argument], expected: StaticType, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else { return false }
        let base = arguments[0].value, exponent = arguments[1].value
        let exponentIsIntLiteral: Bool
        if case .integer = exponent.kind { exponentIsIntLiteral = true } else { exponentIsIntLiteral = false }
        let exponentIsIntValue = !Compiler.isLiteral(exponent) && shallowType(of: exponent) == .int
        if expected.wrappedIfOptional == .double {
            // The context chose the Double overload: an Int exponent does not fit it.
            guard exponentIsIntValue else { return false }
            error(LanguageMessages.cannotConvertValue("Int", "Double", site: .argument), at: exponent.anchor)
            return true
        }
        guard exponentIsIntLiteral || exponentIsIntValue else { return false }
        var baseIsFloatLiteral = false, baseIsIntLiteral = false
        switch base.kind {
        case .float: baseIsFloatLiteral = true
        case .integer: baseIsIntLiteral = true
        case .prefix("-", let inner):
            if case .float = inner.kind { baseIsFloatLiteral = true }
            if case .integer = inner.kind { baseIsIntLiteral = true }
        default: break
        }
        if baseIsFloatLiteral && exponentIsIntLiteral {
            // Each literal fits a different overload best.
            error(LanguageMessages.ambiguousUseOf("pow"), at: position)
            return true
        }
        if baseIsIntLiteral || baseIsFloatLiteral {
            error(LanguageMessages.unsupported("Decimal (pow with an Int exponent is Foundation's pow(_: Decimal, _: Int) -> Decimal; "
                                               + "pow(2.0, 3.0) is a Double)"), at: position)
            return true
        }
        switch shallowType(of: base) {
        case .double where !exponentIsIntLiteral:
            error(LanguageMessages.noExactMatchesGlobal("pow"), at: position)
            return true
        case .int:
            error(LanguageMessages.cannotConvertValue("Int", "Decimal", site: .argument), at: base.anchor)
            return true
        default:
            return false
        }
    }
}
