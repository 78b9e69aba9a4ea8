/// One way to finish the word being completed.
public struct CompletionCandidate: Equatable, Sendable {
    /// The whole word it completes to (a path keeps its folders).
    public var replacement: String
    /// What a list of candidates shows (a path shows its last part).
    public var display: String
    /// Whether the word is finished, so a space follows it; a folder is not.
    public var isComplete: Bool

    public init(_ replacement: String, display: String? = nil, isComplete: Bool = true) {
        self.replacement = replacement
        self.display = display ?? replacement
        self.isComplete = isComplete
    }
}

/// What Tab does to the line.
public enum CompletionAction: Equatable, Sendable {
    /// Replace `suffix`, the end of the text before the cursor, with `text`.
    case replace(suffix: String, with: String)
    /// Show these candidates below the line, in columns.
    case show([String])
    /// Nothing fits: beep.
    case nothing
}
