import LiveRuntime
/// `deinits(Counter)`: how many `Counter` objects were deinitialised.
///
/// Reports "Counter.deinit ran twice — events 17, 29".
public struct DeinitsMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many objects of a class were deinitialised"
    public static let parameters = [CheckerParameter("type", .type, "the class")]

    let type: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        type = try arguments.type("type")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let events = run.lives(of: type).compactMap(\.deinitEvent)
        return Measurement(.int(events.count), "\(type).deinit ran \(times(events.count))",
                           events: events)
    }
}
