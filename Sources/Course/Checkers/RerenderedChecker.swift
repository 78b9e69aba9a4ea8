import LiveRuntime
/// `rerendered(ChildView, by: "Increment")`: the view's body was evaluated
/// again during that line of the script — the change reached it.
///
/// Reports "ChildView.body did not run during \"Increment\" (events 14–18): the change did not reach it".
public struct RerenderedChecker: Checker {
    public static let summary = "a view's body runs again during a line of the script"
    public static let parameters = [
        CheckerParameter("view", .type, "the view type"),
        CheckerParameter("event", label: "by", .event, "the line that changes something"),
    ]

    let view: String
    let event: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
        event = try arguments.string("event")
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        let evaluations = RenderWindow(view: view, event: event, run: run)
        if let missing = evaluations.missing { return .fail(missing) }
        if evaluations.bodies.isEmpty {
            return .fail("\(view).body did not run during \"\(event)\"\(evaluations.span): the change did not reach it")
        }
        return .pass("\(view).body ran \(times(evaluations.bodies.count)) during \"\(event)\"", events: evaluations.bodies)
    }
}

/// The body evaluations of a view during the lines an event names.
struct RenderWindow {
    let bodies: [Int]
    let span: String
    let missing: String?

    init(view: String, event: String, run: ScenarioRun) {
        let steps = run.steps(matching: event)
        let ranges = steps.compactMap(\.events)
        missing = steps.isEmpty ? CheckerMessages.noSuchLine(event, run) : nil
        bodies = run.events.filter { e in
            guard case .bodyEvaluated(let name, _) = e.kind, name == view else { return false }
            return ranges.contains { $0.contains(e.number) }
        }.map(\.number)
        span = ranges.first.map { " (\(describeSpan($0)))" } ?? ""
    }
}
