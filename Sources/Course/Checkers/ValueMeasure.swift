import LiveRuntime
/// `value(CounterView.model.count)`: a value read from a live view when the
/// script ends, for comparisons (`value(CounterView.model.count) == 3`).
///
/// Reports "CounterView.model.count is 3".
public struct ValueMeasure: Measure {
    public static let summary = "a value read from a view when the script ends"
    public static let parameters = [CheckerParameter("path", .path, "the value, from a view type")]

    let path: ValuePath

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        path = try arguments.path("path")
    }

    public var needs: RunNeeds { RunNeeds(probes: [path]) }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let reading = run.reading(path, afterStep: run.steps.count - 1)
        switch reading {
        case .missing(let why):
            return Measurement(.missing(why), why)
        case .value(let text, _, let isText):
            let value: MeasuredValue = isText ? .text(text)
                : Int(text).map(MeasuredValue.int) ?? (text == "true" || text == "false" ? .bool(text == "true") : .text(text))
            return Measurement(value, "\(path) is \(reading.shown)")
        }
    }
}
