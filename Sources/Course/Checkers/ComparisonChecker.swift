import LiveRuntime
/// `instances(Counter) == 1`: a measure compared with a value, the way
/// most expectations are written. Built by the expectation parser from
/// any measure and `==`, `!=`, `<`, `<=`, `>`, `>=`.
///
/// Reports "FeedModel.init ran 3 times; expected once — events 4, 9, 15".
public struct ComparisonChecker: Sendable {
    public enum Operator: String, Sendable, CaseIterable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    public let measure: any Measure
    public let comparison: Operator
    public let expected: MeasuredValue

    public init(measure: any Measure, comparison: Operator, expected: MeasuredValue) {
        self.measure = measure
        self.comparison = comparison
        self.expected = expected
    }

    public var needs: RunNeeds { measure.needs }

    public func check(_ run: ScenarioRun) -> Verdict {
        let found = measure.measure(run)
        let holds = Self.holds(found.value, comparison, expected)
        if holds { return .pass(found.sentence, events: found.events) }
        let cited = describeEvents(found.events)
        return .fail("\(found.description); expected \(expectedWords)" + (cited.isEmpty ? "" : " — \(cited)"), events: found.events)
    }

    static func holds(_ value: MeasuredValue, _ comparison: Operator, _ expected: MeasuredValue) -> Bool {
        switch (value, expected) {
        case (.int(let a), .int(let b)):
            switch comparison {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        case (.missing, _), (_, .missing):
            return false
        default:
            switch comparison {
            case .equal: return value == expected
            case .notEqual: return value != expected
            default: return false
            }
        }
    }

    /// "once", "at most twice", "3", "anything but 0".
    var expectedWords: String {
        var amount = expected.description
        if case .int(let n) = expected, type(of: measure).countsTimes { amount = times(n) }
        if case .text(let text) = expected { amount = "\"\(text)\"" }
        switch comparison {
        case .equal: return amount
        case .notEqual: return "anything but \(amount)"
        case .less: return "fewer than \(amount)"
        case .lessOrEqual: return "at most \(amount)"
        case .greater: return "more than \(amount)"
        case .greaterOrEqual: return "at least \(amount)"
        }
    }
}
