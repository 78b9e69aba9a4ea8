/// The run-time failures: the traps Swift's standard library and Foundation
/// stop a program with, in their words ("Fatal error: …").
extension LanguageMessages {
    // MARK: - Swift's traps

    static let unwrappedNil = m("trap.unwrappedNil", "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    static let implicitlyUnwrappedNil = m("trap.implicitlyUnwrappedNil",
        "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
    static let indexOutOfRange = m("trap.indexOutOfRange", "Fatal error: Index out of range")
    static let arrayIndexOutOfRange = m("trap.arrayIndexOutOfRange", "Fatal error: Array index is out of range")
    static let stringIndexOutOfBounds = m("trap.stringIndexOutOfBounds", "Fatal error: String index is out of bounds")
    static let arrayEmptyRemoveLast = m("trap.removeLastFromEmpty", "Fatal error: Can't remove last element from an empty collection")
    static let arrayEmptyRemoveFirst = m("trap.removeFirstFromEmpty", "Fatal error: Can't remove first element from an empty collection")
    /// An ArraySlice's `removeFirst()` (the slice's own, which Swift words apart).
    static let sliceEmptyRemoveFirst = m("trap.removeFirstFromEmptySlice", "Fatal error: Can't remove items from an empty collection")
    static func removeMoreThanCount(_ noun: String) -> Message {
        m("trap.removeMoreThanCount", "Fatal error: Can't remove more items from a collection than it \(noun)")
    }
    /// `prefix(-1)`, `suffix(-1)`, `dropFirst(-1)`, `dropLast(-1)`.
    static func negativeSliceCount(_ method: String) -> Message {
        m("trap.negativeSliceCount", method.hasPrefix("drop")
            ? "Fatal error: Can't drop a negative number of elements from a collection"
            : "Fatal error: Can't take a \(method) of negative length from a collection")
    }
    static let notEnoughBits = m("trap.notEnoughBits", "Fatal error: Not enough bits to represent the passed value")
    static let negativeNotRepresentable = m("trap.negativeNotRepresentable", "Fatal error: Negative value is not representable")
    static func doubleToInteger(_ type: String, _ problem: String, from source: String = "Double") -> Message {
        m("trap.doubleToInteger", "Fatal error: \(source) value cannot be converted to \(type) because \(problem)")
    }
    static let formatMissingArgument = m("library.formatMissingArgument",
        "String(format:) has more conversions than arguments (Swift would read memory that is not an argument)")
    static func formatUnsupportedConversion(_ conversion: String) -> Message {
        m("library.formatUnsupportedConversion",
          "unsupported in StateLab: the format conversion '%\(conversion)' in String(format:) (use %@ for a String)")
    }
    static let continuationResumedTwice = m("trap.continuationResumedTwice",
        "Fatal error: SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once")
    static let divisionOverflow = m("trap.divisionOverflow", "Fatal error: Division results in an overflow")
    static let remainderOverflow = m("trap.remainderOverflow", "Fatal error: Division results in an overflow in remainder operation")
    static let divisionByZero = m("trap.divisionByZero", "Fatal error: Division by zero")
    static let remainderByZero = m("trap.remainderByZero", "Fatal error: Division by zero in remainder operation")
    static let overflow = m("trap.overflow", "Fatal error: Arithmetic overflow")
    static let rangeBounds = m("trap.rangeBounds", "Fatal error: Range requires lowerBound <= upperBound")
    static let strideZero = m("trap.strideZero", "Fatal error: Stride size must not be zero")
    static let emptyRandomRange = m("trap.emptyRandomRange", "Fatal error: Can't get random value with an empty range")
    static let doubleToIntNotFinite = m("trap.doubleToIntNotFinite",
        "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
    static let doubleToIntTooLarge = m("trap.doubleToIntTooLarge",
        "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max")
    static let doubleToIntTooSmall = m("trap.doubleToIntTooSmall",
        "Fatal error: Double value cannot be converted to Int because the result would be less than Int.min")
    static let characterFromLongString = m("trap.characterFromLongString",
        "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster")
    static let unownedDeallocated = m("trap.unownedDeallocated",
        "Fatal error: Attempted to read an unowned reference but object was already deallocated")
    static let wrongActor = m("trap.wrongActor",
        "Fatal error: Incorrect actor executor assumption; Expected same executor as MainActor.")
    static let duplicateKeys = m("trap.duplicateKeys", "Fatal error: Duplicate values for key")
    static func forcedCast(_ from: String, _ to: String) -> Message {
        m("trap.forcedCast", "Fatal error: Could not cast value of type '\(from)' to '\(to)'")
    }
    static func errorThrown(_ description: String) -> Message {
        m("trap.tryBang", "Fatal error: 'try!' expression unexpectedly raised an error: \(description)")
    }
    static func uncaughtError(_ description: String) -> Message {
        m("trap.uncaughtError", "Fatal error: Error raised at top level: \(description)")
    }
    static func fatalError(_ message: String) -> Message {
        m("trap.fatalError", message.isEmpty ? "Fatal error" : "Fatal error: \(message)")
    }
    static func preconditionFailed(_ message: String) -> Message {
        m("trap.preconditionFailed", message.isEmpty ? "Precondition failed" : "Precondition failed: \(message)")
    }
    static func assertionFailed(_ message: String) -> Message {
        m("trap.assertionFailed", message.isEmpty ? "Assertion failed" : "Assertion failed: \(message)")
    }
}
