import LiveRuntime
/// `restartedOnChange(ProfileView, "Next user")`: during that line of the
/// script the view's `.task(id:)` was cancelled and started again, as a
/// changed id demands.
///
/// Reports "ProfileView's task was not restarted during \"Next user\" (task 3 still running since event 12)".
public struct RestartedOnChangeChecker: Checker {
    public static let summary = "a view's .task(id:) is cancelled and restarted during a line of the script"
    public static let parameters = [
        CheckerParameter("view", .type, "the view type"),
        CheckerParameter("event", .event, "the line that changes the id"),
    ]

    let view: String
    let event: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
        event = try arguments.string("event")
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        let steps = run.steps(matching: event)
        guard let step = steps.first, let window = step.events else {
            return .fail(CheckerMessages.noSuchLine(event, run))
        }
        let tasks = run.tasks(ofView: view)
        let cancelled = tasks.filter { task in task.cancelled.map(window.contains) ?? false }
        let started = tasks.filter { window.contains($0.started) }
        if let old = cancelled.first, let new = started.first {
            return .pass("during \"\(event)\" \(view)'s task \(old.id) was cancelled and task \(new.id) started",
                         events: [old.cancelled ?? 0, new.started])
        }
        if let running = tasks.last(where: { $0.started < window.lowerBound && $0.cancelled == nil && $0.finished == nil }) {
            return .fail("\(view)'s task was not restarted during \"\(event)\" (task \(running.id) still running since event \(running.started))",
                         events: [running.started])
        }
        return .fail("\(view)'s task was not restarted during \"\(event)\"", events: Array(window))
    }
}
