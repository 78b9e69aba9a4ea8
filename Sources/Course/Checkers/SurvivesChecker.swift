import LiveRuntime
/// `survives(ChildView.counter.count, after: "Re-render parent")`: a value
/// read from a live view is the same after that line of the script as
/// before it — the state was kept, not rebuilt.
///
/// Reports "ChildView.counter.count was 1 before \"Re-render parent\" and 0 after it (events 21–30)".
public struct SurvivesChecker: Checker {
    public static let summary = "a value read from a view is unchanged by a line of the script"
    public static let parameters = [
        CheckerParameter("path", .path, "the value, from a view type"),
        CheckerParameter("event", label: "after", .event, "the line it must survive"),
    ]

    let path: ValuePath
    let event: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        path = try arguments.path("path")
        event = try arguments.string("event")
    }

    public var needs: RunNeeds { RunNeeds(probes: [path]) }

    public func check(_ run: ScenarioRun) -> Verdict {
        let steps = run.steps(matching: event)
        guard !steps.isEmpty else { return .fail(CheckerMessages.noSuchLine(event, run)) }
        var kept: [String] = []
        for step in steps {
            let before = run.reading(path, afterStep: step.index - 1)
            let after = run.reading(path, afterStep: step.index)
            let span = step.events.map { " (\(describeSpan($0)))" } ?? ""
            switch (before, after) {
            case (.missing(let why), _):
                return .fail("before \"\(event)\": \(why)")
            case (_, .missing(let why)):
                return .fail("after \"\(event)\": \(why)")
            case (.value(let x, _, _), .value(let y, _, _)):
                if x != y {
                    return .fail("\(path) was \(before.shown) before \"\(event)\" and \(after.shown) after it\(span)",
                                 events: step.events.map(Array.init) ?? [])
                }
                kept.append(after.shown)
            }
        }
        return .pass("\(path) stayed \(kept.last ?? "") across \"\(event)\"")
    }
}
