/// The conversion messages: a value where its type does not fit (moved
/// from LanguageMessages.swift, unchanged, to keep files under 500 lines).
extension LanguageMessages {
    // MARK: - Conversions (a value where its type does not fit)

    /// Where a value goes: swiftc names the expected type after it.
    enum ConversionSite {
        case specified, assignment, argument, returnValue, closureResult, element, dictionaryKey, dictionaryValue, condition

        /// The words before the expected type in "cannot convert value of type 'S' to …".
        var expectedType: String {
            switch self {
            case .specified: return "specified type"
            case .assignment: return "type"
            case .argument: return "expected argument type"
            case .returnValue: return "return type"
            case .closureResult: return "closure result type"
            case .element: return "expected element type"
            case .dictionaryKey: return "expected dictionary key type"
            case .dictionaryValue: return "expected dictionary value type"
            case .condition: return "expected condition type"
            }
        }
    }

    static let callNotMarkedWithTry = m("typecheck.callNotMarkedWithTry", "call can throw but is not marked with 'try'")
    static let callNotMarkedNorHandled = m("typecheck.callNotMarkedNorHandled",
                                           "call can throw, but it is not marked with 'try' and the error is not handled")
    static func classHasNoInitializers(_ name: String) -> Message {
        m("typecheck.classHasNoInitializers", "class '\(name)' has no initializers")
    }
    /// Two arguments in each other's places; each is named by its label
    /// (`argument 'greeting'`), or by its place when it has none
    /// (`unnamed argument #2`).
    static func argumentMustPrecede(_ first: String, _ second: String) -> Message {
        m("typecheck.argumentMustPrecede", "\(first) must precede \(second)")
    }
    static func argumentDescription(label: String?, place: Int) -> String {
        label.map { "argument '\($0)'" } ?? "unnamed argument #\(place)"
    }
    static func closureArityMismatch(_ type: String, expects: Int, used: Int) -> Message {
        m("typecheck.closureArityMismatch", "contextual closure type '\(type)' expects \(expects) argument\(expects == 1 ? "" : "s"), "
            + "but \(used) \(used == 1 ? "was" : "were") used in closure body")
    }
    /// `h(q)` where `h` takes `inout Int`: swiftc wants the `&` written.
    static func inoutNeedsAmpersand(_ type: String) -> Message {
        m("typecheck.inoutNeedsAmpersand", "passing value of type '\(type)' to an inout parameter requires explicit '&'")
    }
    /// `h(&q)` where `h` takes a plain `Int`.
    static func ampersandWithNonInout(_ type: String) -> Message {
        m("typecheck.ampersandWithNonInout", "'&' used with non-inout argument of type '\(type)'")
    }
    /// `for (i, ch) in "abc"`: a tuple pattern over elements that are not tuples.
    static func tuplePatternOverNonTuple(_ type: String) -> Message {
        m("typecheck.tuplePatternOverNonTuple", "tuple pattern cannot match values of non-tuple type '\(type)'")
    }
    /// `for (k, v, extra) in dict`: a tuple pattern of another element count.
    static func patternCannotMatch(_ type: String) -> Message {
        m("typecheck.patternCannotMatch", "pattern cannot match values of type '\(type)'")
    }
    /// `let (a, b, c) = (1, "a")`: a tuple destructured into another count.
    static func tupleCountMismatch(_ type: String, _ pattern: String) -> Message {
        m("typecheck.tupleCountMismatch",
          "'\(type)' is not convertible to '\(pattern)', tuples have a different number of elements")
    }
    /// `greet` alone on a line: a function named and never called.
    static let functionIsUnused = m("typecheck.functionIsUnused", "function is unused")
    /// `let k = &q`: `&` outside an argument list.
    static let ampersandOutsideArgument = m("typecheck.ampersandOutsideArgument",
                                            "'&' may only be used to pass an argument to inout parameter")
    static func switchMustBeExhaustive() -> Message { m("typecheck.switchNotExhaustive", "switch must be exhaustive") }
    static func addMissingCase(_ name: String) -> String { "add missing case: '.\(name)'" }
    static let errorsNotHandled = m("typecheck.errorsNotHandled", "errors thrown from here are not handled")

    /// `reduce(0.5, +)` over Ints: `+`'s overload that takes one value is
    /// the one swiftc names.
    static func operatorDoesNotConvert(unary: String, to expected: String, alias: String) -> Message {
        m("typecheck.cannotConvertValue", "cannot convert value of type '\(unary)' to expected argument type '\(expected)'\(alias)")
    }
    static func cannotConvertValue(_ from: String, _ to: String, site: ConversionSite) -> Message {
        site == .returnValue
            ? m("typecheck.cannotConvertReturn", "cannot convert return expression of type '\(from)' to return type '\(to)'")
            : m("typecheck.cannotConvertValue", "cannot convert value of type '\(from)' to \(site.expectedType) '\(to)'")
    }
    /// A slicing method both `Sequence` and `Collection` declare, whose
    /// result is put where a declared type wants another
    /// (`let t: String = s.prefix(2)`): swiftc finds no overload that fits.
    static func noCandidatesProduceResult(_ name: String, _ type: String) -> Message {
        m("typecheck.noCandidatesProduceResult", "no '\(name)' candidates produce the expected contextual result type '\(type)'")
    }
    /// A library call whose argument fails the generic requirement of the
    /// one overload its labels fit (`Text(count)`: `init<S: StringProtocol>(_:)`).
    static func callRequiresConformance(_ callee: String, _ type: String, _ requirement: String) -> Message {
        m("typecheck.callRequiresConformance", "\(callee) requires that '\(type)' conform to '\(requirement)'")
    }
    /// A wrapped property's value where its wrapper's projection, of the
    /// type wanted, was meant (`Toggle(isOn: flag)` with `@State var flag`).
    static func useWrapper(_ name: String, _ from: String, _ to: String) -> Message {
        m("typecheck.useWrapper", "cannot convert value '\(name)' of type '\(from)' to expected type '\(to)', use wrapper instead")
    }
    /// A tuple where a generic requirement wants `Hashable` or `Equatable`
    /// (`Picker(selection: $pair)`): no tuple type conforms to a protocol.
    static func typeCannotConform(_ type: String, _ requirement: String) -> Message {
        m("typecheck.typeCannotConform", "type '\(type)' cannot conform to '\(requirement)'")
    }
    static func defaultArgumentType(_ from: String, _ to: String) -> Message {
        m("typecheck.defaultArgumentType", "default argument value of type '\(from)' cannot be converted to type '\(to)'")
    }
    static func cannotConvertInCoercion(_ from: String, _ to: String) -> Message {
        m("typecheck.cannotConvertInCoercion", "cannot convert value of type '\(from)' to type '\(to)' in coercion")
    }
    static func cannotAssignToSubscript(_ from: String, _ to: String) -> Message {
        m("typecheck.cannotAssignToSubscript", "cannot assign value of type '\(from)' to subscript of type '\(to)'")
    }
    static func cannotAssignValue(_ from: String, _ to: String) -> Message {
        m("typecheck.cannotAssignValue", "cannot assign value of type '\(from)' to type '\(to)'")
    }
    static func nilNotCompatible(_ to: String, site: ConversionSite) -> Message {
        let text: String
        switch site {
        case .specified: text = "'nil' cannot initialize specified type '\(to)'"
        case .assignment: text = "'nil' cannot be assigned to type '\(to)'"
        case .returnValue: text = "'nil' is incompatible with return type '\(to)'"
        default: text = "'nil' is not compatible with \(site.expectedType) '\(to)'"
        }
        return m("typecheck.nilNotCompatible", text)
    }
    static func optionalMustBeUnwrapped(_ optional: String, _ wrapped: String) -> Message {
        m("typecheck.optionalMustBeUnwrapped", "value of optional type '\(optional)' must be unwrapped to a value of type '\(wrapped)'")
    }
    static func optionalMemberMustBeUnwrapped(_ optional: String, _ member: String, _ wrapped: String) -> Message {
        m("typecheck.optionalMemberMustBeUnwrapped",
          "value of optional type '\(optional)' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'")
    }
    static func conditionalBindingNotOptional(_ type: String) -> Message {
        m("typecheck.conditionalBindingNotOptional", "initializer for conditional binding must have Optional type, not '\(type)'")
    }
    static func optionalAsBoolean(_ type: String) -> Message {
        m("typecheck.optionalAsBoolean", "optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead")
    }
    static let floatingRemainderUnavailable = m("typecheck.floatingRemainderUnavailable",
        "'%' is unavailable: For floating point numbers use truncatingRemainder instead")
    static func integerLiteralAsBoolean(_ literal: Int) -> Message {
        m("typecheck.integerLiteralAsBoolean",
          "integer literal value '\(literal)' cannot be used as a boolean; did you mean '\(literal == 0 ? "false" : "true")'?")
    }
}
