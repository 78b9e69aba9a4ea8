import LiveRuntime
/// `released(Counter, after: "back")`: the objects of that class alive
/// just before that line of the script are deinitialised during it.
///
/// Reports "Counter#1 was still alive after \"back\" (kept by ChildView.counter)".
public struct ReleasedChecker: Checker {
    public static let summary = "the objects of a class alive before a line of the script are deinitialised during it"
    public static let parameters = [
        CheckerParameter("type", .type, "the class"),
        CheckerParameter("event", label: "after", .event, "the line that should release them"),
    ]

    let type: String
    let event: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        type = try arguments.type("type")
        event = try arguments.string("event")
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        guard let step = run.steps(matching: event).first, let window = step.events else {
            return .fail(CheckerMessages.noSuchLine(event, run))
        }
        let alive = run.lives(of: type).filter { $0.initEvent < window.lowerBound && ($0.deinitEvent.map { $0 >= window.lowerBound } ?? true) }
        guard !alive.isEmpty else { return .fail("no \(type) was alive before \"\(event)\"") }
        for life in alive {
            guard let destroyed = life.deinitEvent, window.contains(destroyed) else {
                let state = life.deinitEvent.map { "only at event \($0)" } ?? life.reason.description
                return .fail("\(life.object) was still alive after \"\(event)\" (\(state))", events: [life.initEvent])
            }
        }
        let names = alive.map(\.object).joined(separator: ", ")
        return .pass("\(names) deinitialised during \"\(event)\"", events: alive.compactMap(\.deinitEvent))
    }
}
