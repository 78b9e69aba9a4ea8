/// A learner-facing message attached to a place in the source: a syntax
/// error, a construct StateLab does not support, a compile-time check, or a
/// runtime failure. Diagnostics are values; `DiagnosticRenderer` draws them.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var position: SourcePosition
    /// The text of the source line the position points into (no newline).
    public var sourceLine: String
    /// Extra lines shown after the caret (notes, fix-it suggestions).
    public var notes: [String]

    public init(
        _ severity: Severity, _ message: String, at position: SourcePosition,
        sourceLine: String, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.position = position
        self.sourceLine = sourceLine
        self.notes = notes
    }
}

/// Thrown by a stage (parse, lower, compile) that stops on learner errors.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
