import LiveRuntime
/// `notCreatedBefore(DetailModel, "Show detail")`: no `DetailModel` exists
/// before that line of the script runs — it is made lazily, when needed,
/// not when a parent builds a view value.
///
/// Reports "DetailModel#1 was created at event 7, during `:launch`, before \"Show detail\"".
public struct NotCreatedBeforeChecker: Checker {
    public static let summary = "no object of a class is created before a line of the script"
    public static let parameters = [
        CheckerParameter("type", .type, "the class"),
        CheckerParameter("event", .event, "the line before which none may exist"),
    ]

    let type: String
    let event: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        type = try arguments.type("type")
        event = try arguments.string("event")
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        guard let step = run.steps(matching: event).first else {
            return .fail(CheckerMessages.noSuchLine(event, run))
        }
        let early = run.lives(of: type).filter { $0.initEvent < step.firstEvent }
        guard let first = early.first else {
            let made = run.lives(of: type).map(\.initEvent)
            return .pass("no \(type) existed before \"\(event)\"" + (made.isEmpty ? "" : " (first made at event \(made[0]))"), events: made)
        }
        let during = run.step(containing: first.initEvent).map { " during `\($0.line.text)`" } ?? ""
        let others = early.count > 1 ? " (and \(early.count - 1) more)" : ""
        return .fail("\(first.object) was created at event \(first.initEvent)\(during), before \"\(event)\"\(others)",
                     events: early.map(\.initEvent))
    }
}
