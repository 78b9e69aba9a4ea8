/// A learner-facing message: a stable id that tests and checkers match,
/// and its one wording. Each module makes its messages in one catalogue
/// (`LanguageMessages` here; `LiveRuntimeMessages` and `ConsoleError`
/// above), as swift-syntax's `ParserDiagnosticMessages` does.
public struct Message: Hashable, Sendable, CustomStringConvertible {
    public let id: MessageID
    public let text: String

    public init(_ id: MessageID, _ text: String) {
        self.id = id
        self.text = text
    }

    public var description: String { text }
}

/// Names one message of a catalogue, whatever its arguments:
/// `runtime.indexOutOfRange`, `lowering.unsupported`. Syntax errors carry
/// swift-syntax's own ids under `parser.`.
public struct MessageID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// An inconsistency inside StateLab, not the learner's mistake.
    public static let internalError: MessageID = "internal.error"
}

extension Message {
    /// A construct outside the subset, reported where it is written —
    /// by lowering (syntax StateLab does not lower) and by the compiler
    /// (uses it does not run) in the same words.
    package static func unsupported(_ construct: String) -> Message {
        Message("lowering.unsupported", "unsupported in StateLab: \(construct)")
    }
}
