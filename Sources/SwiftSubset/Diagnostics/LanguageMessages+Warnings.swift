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

    static func callResultUnused(_ name: String) -> Message {
        m("warning.callResultUnused", "result of call to '\(name)' is unused")
    }

    static func operatorResultUnused(_ op: String) -> Message {
        m("warning.operatorResultUnused", "result of operator '\(op)' is unused")
    }
}
