import LiveRuntime
/// `instances(Counter)`: how many `Counter` objects the run created —
/// how many times its `init` ran to the end.
///
/// Reports "Counter.init ran 3 times — events 4, 9, 15".
public struct InstancesMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many objects of a class the run created"
    public static let parameters = [CheckerParameter("type", .type, "the class")]

    let type: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        type = try arguments.type("type")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let lives = run.lives(of: type)
        let events = lives.map(\.initEvent)
        return Measurement(.int(lives.count), "\(type).init ran \(times(lives.count))", events: events)
    }
}

/// "never", "once", "twice", "3 times".
func times(_ count: Int) -> String {
    switch count {
    case 0: return "never"
    case 1: return "once"
    case 2: return "twice"
    default: return "\(count) times"
    }
}
