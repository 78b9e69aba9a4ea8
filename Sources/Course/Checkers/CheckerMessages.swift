import LiveRuntime
/// The words checkers and the expectation parser use for problems in a
/// lesson (as opposed to a learner's failing run, which each checker
/// words at the bottom of its own file).
enum CheckerMessages {
    static func tooManyArguments(_ checker: String, usage: String) -> String {
        "too many arguments to \(checker): write \(usage)"
    }

    static func unknownLabel(_ label: String, _ checker: String, usage: String) -> String {
        "\(checker) has no parameter labelled `\(label):` — write \(usage)"
    }

    static func missingArgument(_ name: String, _ checker: String, usage: String) -> String {
        "\(checker) needs its \(name): write \(usage)"
    }

    static func wrongKind(_ parameter: CheckerParameter, _ value: ArgumentValue, _ checker: String) -> String {
        let wanted: String
        switch parameter.kind {
        case .type: wanted = "a type name such as Counter"
        case .path: wanted = "a path from a view type such as ChildView.counter.count"
        case .method: wanted = "a method such as FeedModel.load"
        case .event: wanted = "a line of the script in quotes, such as \"Increment\""
        case .text: wanted = "text in quotes"
        case .int: wanted = "a whole number"
        }
        return "\(checker)'s \(parameter.name) should be \(wanted), not \(value)"
    }

    static func undeclared(_ name: String) -> String {
        "internal error: a checker read the parameter `\(name)` it does not declare — please report"
    }

    static func noSuchLine(_ name: String, _ run: ScenarioRun) -> String {
        "no line of the script is \"\(name)\" (the script: " + run.steps.map { $0.line.text }.joined(separator: "; ") + ")"
    }

    // MARK: - Expectations

    static func notACall(_ text: String) -> String {
        "`\(text)` is not a checker call: write one such as instances(Counter) == 1 or survives(ChildView.counter.count, after: \"Re-render\")"
    }

    static func unknownChecker(_ name: String, suggestion: String?) -> String {
        "no checker is called `\(name)`" + (suggestion.map { " — did you mean `\($0)`?" } ?? "") + " (see Lessons/README.md for the list)"
    }

    static func measureNeedsComparison(_ name: String) -> String {
        "`\(name)(…)` measures something: compare it with a value, e.g. \(name)(…) == 1"
    }

    static func checkerCannotBeCompared(_ name: String) -> String {
        "`\(name)(…)` passes or fails by itself: it cannot be compared with a value"
    }

    static let unsupportedArgument = "an argument must be a name (Counter, ChildView.counter), a string in quotes, a whole number, or true/false"
    static let unsupportedOperator = "compare with ==, !=, <, <=, > or >="
    static let expectedLiteral = "compare with a whole number, a string in quotes, or true/false"
}

extension CheckerMessages {
    static func loadFailed(_ firstError: String) -> String {
        "the program did not load: " + firstError
    }

    static func notAMeasure(_ name: String) -> String {
        "`\(name)` is not a measure: a prediction's measure counts or reads something, e.g. instances(Counter)"
    }
}
