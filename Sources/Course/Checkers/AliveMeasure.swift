import LiveRuntime
/// `alive(Counter)`: how many `Counter` objects are still alive when the
/// script ends, and what holds each.
///
/// Reports "2 Counter objects alive at the end: Counter#1 (kept by ChildView.counter), Counter#4 (held by the current ChildView value)".
public struct AliveMeasure: Measure {
    public static let summary = "how many objects of a class are alive when the script ends"
    public static let parameters = [CheckerParameter("type", .type, "the class")]

    let type: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        type = try arguments.type("type")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let alive = run.lives(of: type).filter { $0.deinitEvent == nil }
        let list = alive.map { "\($0.object) (\($0.reason))" }.joined(separator: ", ")
        let text = alive.isEmpty
            ? "no \(type) object is alive at the end"
            : "\(alive.count) \(type) object\(alive.count == 1 ? " is" : "s are") alive at the end: \(list)"
        return Measurement(.int(alive.count), text, events: alive.map(\.initEvent))
    }
}
