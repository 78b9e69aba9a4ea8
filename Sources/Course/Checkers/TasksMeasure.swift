import LiveRuntime
/// `tasks(FeedView)`: how many `.task`s a view started (restarts count).
///
/// Reports "FeedView started 2 tasks — events 11, 27".
public struct TasksMeasure: Measure {
    public static let summary = "how many .task runs a view started"
    public static let parameters = [CheckerParameter("view", .type, "the view type")]

    let view: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let events = run.tasks(ofView: view).map(\.started)
        let noun = events.count == 1 ? "task" : "tasks"
        return Measurement(.int(events.count), "\(view) started \(events.count) \(noun)",
                           events: events)
    }
}
