/// `+` and `+=` with an array on the left. Swift's are
/// `RangeReplaceableCollection`'s: the right operand may be any sequence of
/// the same element type (`scores += 1...3`, `letters += "bc"` for a
/// `[Character]`), and the result is an array. What else a learner writes
/// is refused in swiftc's words for each shape:
///
/// - `a += x`, `x` a single value: "cannot convert value of type 'Int' to
///   expected argument type 'Array<Int>'", at `x`;
/// - `a += text`, a `String` or `Substring` whose characters are not the
///   elements: "operator function '+=' requires the types 'String' and
///   'String.Element' (aka 'Character') be equivalent", at the operator;
/// - `a + text` for a `[String]`: "'+' is unavailable: Operator '+' cannot
///   be used to append a String to a sequence of strings";
/// - two arrays of different elements, or `a + x` with a single value:
///   "binary operator '+' cannot be applied to operands of type '[Int]' and
///   '[Double]'".
///
/// Only fully known standard operands are judged, and only when the
/// program declares no `+` or `+=` of its own. Array literals on the right
/// take the left's element type and are judged element by element
/// elsewhere; swiftc's own answer for other sequences of another element
/// type (a `Set`, a range) varies, and they are left alone.
extension Compiler {
    /// True when `lhs op rhs` (or `lhs op= rhs` when `compound`) was refused.
    func refuseArrayConcatenation(_ op: String, compound: Bool, _ value: Expr, _ a: StaticType, _ b: StaticType,
                                  at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard op == "+", case .array(let element) = a, a.isFullyKnown, b.isFullyKnown,
              !declaresOperator("+", for: [a, b]), !declaresOperator("+=", for: [a, b]) else { return false }
        if case .array = Compiler.unparenthesized(value).kind { return false }
        let shown = compound ? "+=" : "+"
        switch b {
        case .array(let other):
            guard other != element else { return false }
            error(LanguageMessages.binaryOperator(shown, diagnosticName(a), diagnosticName(b)), at: position)
            return true
        case _ where (b == .string || b.nominalType === library.substring) && element != .character:
            if compound {
                let characters = b == .string ? "'String.Element' (aka 'Character')" : "'Character'"
                error(LanguageMessages.operatorRequiresEquivalent(shown, diagnosticName(element), quotedB: characters), at: position)
            } else if element == .string {
                error(LanguageMessages.appendingStringToStrings, at: position)
            } else {
                error(LanguageMessages.binaryOperator(shown, diagnosticName(a), diagnosticName(b)), at: position)
            }
            return true
        case .int, .double, .bool, .character:
            if compound {
                error(LanguageMessages.cannotConvertValue(diagnosticName(b), "Array<" + diagnosticName(element) + ">",
                                                          site: .argument), at: value.anchor)
            } else {
                error(LanguageMessages.binaryOperator(shown, diagnosticName(a), diagnosticName(b)), at: position)
            }
            return true
        default:
            return false
        }
    }
}
