import LiveRuntime
/// `warnings("background threads")`: how many runtime warnings (SwiftUI's
/// purple ones) the run produced, all of them or those containing a text.
///
/// Reports "1 warning: Publishing changes from background threads is not allowed… — event 14".
public struct WarningsMeasure: Measure {
    public static let summary = "how many runtime warnings the run produced (optionally, containing a text)"
    public static let parameters = [CheckerParameter("text", .text, optional: true, "only warnings containing this")]

    let text: String?

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        text = arguments.optionalString("text")
    }

    public func measure(_ run: ScenarioRun) -> Measurement {
        var found: [(Int, String)] = []
        for event in run.events {
            if case .warning(let warning) = event.kind, text.map(warning.contains) ?? true { found.append((event.number, warning)) }
        }
        let first = found.first.map { ": \($0.1)" } ?? ""
        let noun = found.count == 1 ? "warning" : "warnings"
        return Measurement(.int(found.count), "\(found.count) \(noun)\(first)",
                           events: found.map(\.0))
    }
}
