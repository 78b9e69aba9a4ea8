import LiveRuntime

/// `bodies(ChildView)`: how many times a view's `body` was evaluated, in
/// the whole run or `during:` one line of the script.
///
/// Reports "ChildView.body ran 3 times — events 12, 20, 31".
public struct BodiesMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many times a view's body was evaluated (in the run, or during one line)"
    public static let parameters = [
        CheckerParameter("view", .type, "the view type"),
        CheckerParameter("during", label: "during", .event, optional: true, "only this line of the script"),
    ]

    let view: String
    let during: String?

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
        during = arguments.optionalString("during")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let window = StepWindow(during, in: run)
        if let missing = window.missing { return Measurement(.missing(missing), missing) }
        let events = run.events.filter { event in
            guard case .bodyEvaluated(let name, _) = event.kind, name == view else { return false }
            return window.contains(event.number)
        }.map(\.number)
        let scope = during.map { " during \"\($0)\"" } ?? ""
        return Measurement(.int(events.count), "\(view).body ran \(times(events.count))\(scope)",
                           events: events)
    }
}

/// The trace events of the script lines an `event` argument names, or of
/// the whole run when there is none.
struct StepWindow {
    let ranges: [ClosedRange<Int>]?
    /// Set when the argument names no line of the script.
    let missing: String?

    init(_ name: String?, in run: ScenarioRun) {
        guard let name else {
            ranges = nil
            missing = nil
            return
        }
        let steps = run.steps(matching: name)
        ranges = steps.compactMap(\.events)
        missing = steps.isEmpty ? CheckerMessages.noSuchLine(name, run) : nil
    }

    func contains(_ number: Int) -> Bool {
        guard let ranges else { return true }
        return ranges.contains { $0.contains(number) }
    }
}
