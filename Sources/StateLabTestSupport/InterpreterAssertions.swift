import SwiftSubset
import Testing

/// Expects `marked` to fail with a diagnostic at `marker` whose message
/// contains `message` (and whose id is `id`, if given); with `live`,
/// evaluated in a live session.
public func assertDiagnostic(
    _ marked: String, _ marker: String = "1️⃣", message: String, id: MessageID? = nil, live: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (_, diagnostics, source) = evaluateMarked(marked, live: live)
    guard let position = source.markers[marker] else {
        Issue.record("no marker \(marker) in the source", sourceLocation: sourceLocation)
        return
    }
    let match = diagnostics.first { $0.position.line == position.line && $0.position.column == position.column }
    #expect(match != nil, "no diagnostic at \(position.line):\(position.column); got \(diagnostics.map { "\($0.position): \($0.message)" })",
            sourceLocation: sourceLocation)
    if let match {
        #expect(match.message.contains(message), "message was: \(match.message)", sourceLocation: sourceLocation)
        if let id { #expect(match.id == id, sourceLocation: sourceLocation) }
    }
}

/// Expects `source` to run and print exactly `expected`.
public func assertEvaluates(
    _ source: String, prints expected: String, options: Interpreter.Options = Interpreter.Options(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (output, diagnostics) = evaluate(source, options: options)
    #expect(diagnostics.isEmpty, "\(DiagnosticRenderer().render(diagnostics))", sourceLocation: sourceLocation)
    #expect(output == expected, sourceLocation: sourceLocation)
}
