/// swiftc's compile-time warnings: said for a program that compiles,
/// apart from its errors and output (`Compiler+UnusedValues.swift`).
extension LanguageMessages {
    static func initializationNeverUsed(_ name: String, isVariable: Bool) -> Message {
        m("warning.initializationNeverUsed",
          "initialization of \(isVariable ? "variable" : "immutable value") '\(name)' was never used; consider replacing with assignment to '_' or removing it")
    }

    static func variableNeverMutated(_ name: String) -> Message {
        m("warning.variableNeverMutated", "variable '\(name)' was never mutated; consider changing to 'let' constant")
    }

    static func conditionalValueNeverUsed(_ name: String) -> Message {
        m("warning.conditionalValueNeverUsed", "value '\(name)' was defined but never used; consider replacing with boolean test")
    }

    static func patternValueNeverUsed(_ name: String, isVariable: Bool) -> Message {
        m("warning.patternValueNeverUsed",
          "\(isVariable ? "variable" : "immutable value") '\(name)' was never used; consider replacing with '_' or removing it")
    }
}
