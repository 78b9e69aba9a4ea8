import LiveRuntime
/// `prints("Loading")`: how many lines the program printed that contain
/// the text.
///
/// Reports "\"Loading\" was printed twice — events 9, 22".
public struct PrintsMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many printed lines contain a text"
    public static let parameters = [CheckerParameter("text", .text, "the words to look for")]

    let text: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        text = try arguments.string("text")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        var events: [Int] = []
        for event in run.events {
            guard case .printed(let printed) = event.kind else { continue }
            for line in printed.split(separator: "\n", omittingEmptySubsequences: false) where line.contains(text) {
                events.append(event.number)
            }
        }
        return Measurement(.int(events.count), "\"\(text)\" was printed \(times(events.count))",
                           events: events)
    }
}
