import LiveRuntime
/// `notRerendered(ParentView, by: "Increment")`: the view's body did not
/// run during that line of the script — the change stayed out of it.
///
/// Reports "ParentView.body ran once during \"Increment\" — event 15".
public struct NotRerenderedChecker: Checker {
    public static let summary = "a view's body does not run during a line of the script"
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
        if evaluations.bodies.isEmpty { return .pass("\(view).body did not run during \"\(event)\"") }
        let cited = describeEvents(evaluations.bodies)
        return .fail("\(view).body ran \(times(evaluations.bodies.count)) during \"\(event)\" — \(cited)", events: evaluations.bodies)
    }
}
