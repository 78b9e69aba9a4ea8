import LiveRuntime
/// `viewValues(ChildView)`: how many `ChildView` struct values were built —
/// every parent body that mentions it builds one, installed or not.
///
/// Reports "4 ChildView values were built — events 6, 14, 22, 30".
public struct ViewValuesMeasure: Measure {
    public static let summary = "how many struct values of a view were built (its init ran)"
    public static let parameters = [CheckerParameter("view", .type, "the view type")]

    let view: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let events = run.viewInits(of: view).map(\.upperBound)
        let noun = events.count == 1 ? "value was" : "values were"
        return Measurement(.int(events.count), "\(events.count) \(view) \(noun) built",
                           events: events)
    }
}
