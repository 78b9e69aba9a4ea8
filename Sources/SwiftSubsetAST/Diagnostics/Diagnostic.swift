/// A learner-facing message attached to a place in the source: a syntax
/// error, a construct StateLab does not support, a compile-time check, or a
/// runtime failure. Diagnostics are values; `DiagnosticRenderer` draws them.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// Which message this is, for tests and checkers to match.
    public var id: MessageID
    /// The message's wording.
    public var message: String
    public var position: SourcePosition
    /// The text of the source line the position points into (no newline).
    public var sourceLine: String
    /// Extra lines shown after the caret (notes, fix-it suggestions).
    public var notes: [String]

    public init(
        _ severity: Severity, _ message: Message, at position: SourcePosition,
        sourceLine: String, notes: [String] = []
    ) {
        self.severity = severity
        self.id = message.id
        self.message = message.text
        self.position = position
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// A bug in StateLab, reported as such ("internal error, please
    /// report"): tests assert none ever appears.
    public var isInternal: Bool { id == .internalError }
}
