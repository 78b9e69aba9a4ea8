/// Every learner-facing message the runtime produces, in one place.
/// Swift's own wording where Swift has one.
enum RuntimeMessages {
    static func stepBudget(_ steps: Int) -> String {
        "stopped: more than \(steps) steps — is there an endless loop?"
    }

    static func callDepth(_ depth: Int) -> String {
        "stopped: calls nested more than \(depth) deep — is there endless recursion?"
    }

    static let interrupted = "interrupted"
    static let unwrappedNil = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    static let implicitlyUnwrappedNil = "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"
    static let indexOutOfRange = "Fatal error: Index out of range"
    static let arrayEmptyRemoveLast = "Fatal error: Can't remove last element from an empty collection"
    static let arrayEmptyRemoveFirst = "Fatal error: Can't remove first element from an empty collection"
    static let divisionByZero = "Fatal error: Division by zero"
    static let remainderByZero = "Fatal error: Division by zero in remainder operation"
    static let overflow = "Fatal error: Arithmetic overflow"
    static let rangeBounds = "Fatal error: Range requires lowerBound <= upperBound"
    static let unownedDeallocated = "Fatal error: Attempted to read an unowned reference but object was already deallocated"
    static func forcedCast(_ from: String, _ to: String) -> String {
        "Fatal error: Could not cast value of type '\(from)' to '\(to)'"
    }
    static func errorThrown(_ description: String) -> String {
        "Fatal error: 'try!' expression unexpectedly raised an error: \(description)"
    }
    static func uncaughtError(_ description: String) -> String {
        "Fatal error: Error raised at top level: \(description)"
    }
    static func fatalError(_ message: String) -> String {
        message.isEmpty ? "Fatal error" : "Fatal error: \(message)"
    }
    static func preconditionFailed(_ message: String) -> String {
        message.isEmpty ? "Precondition failed" : "Precondition failed: \(message)"
    }
    static func assertionFailed(_ message: String) -> String {
        message.isEmpty ? "Assertion failed" : "Assertion failed: \(message)"
    }
    static func noMember(_ type: String, _ name: String) -> String {
        "value of type '\(type)' has no member '\(name)'"
    }
    static func notCallable(_ type: String) -> String {
        "cannot call value of non-function type '\(type)'"
    }
    static let duplicateKeys = "Fatal error: Duplicate values for key"
}
