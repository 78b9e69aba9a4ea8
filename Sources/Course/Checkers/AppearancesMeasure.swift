import LiveRuntime
/// `appearances(DetailView)`: how many times a view appeared (its
/// `onAppear` moment) in the run.
///
/// Reports "DetailView appeared twice — events 12, 40".
public struct AppearancesMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many times a view appeared"
    public static let parameters = [CheckerParameter("view", .type, "the view type")]

    let view: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let events = run.events.filter { event in
            if case .appeared(let name, _) = event.kind { return name == view }
            return false
        }.map(\.number)
        return Measurement(.int(events.count), "\(view) appeared \(times(events.count))",
                           events: events)
    }
}
