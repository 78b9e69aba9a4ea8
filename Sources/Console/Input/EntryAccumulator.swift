/// Gathers input lines into entries, the same way for the prompt and for a
/// script: a line starting with `:` is a command on its own; Swift code goes
/// on to the next line while `ContinuationScanner` says it is unfinished.
public struct EntryAccumulator: Sendable {
    private var lines: [String] = []
    private var firstLine = 0
    private var nextLineNumber = 1

    public init() {}

    /// Whether an unfinished entry is waiting for more lines.
    public var isContinuing: Bool { !lines.isEmpty }

    /// What keeps the pending entry open, if anything.
    public var pendingOpener: ContinuationScanner.Opener? {
        guard !lines.isEmpty else { return nil }
        if case .needsMore(let opener) = ContinuationScanner.verdict(for: pendingText) { return opener }
        return nil
    }

    /// Adds one line (without its newline) and returns the entry it
    /// finishes, if any. Blank lines between entries are skipped.
    public mutating func add(_ line: String) -> Entry? {
        let number = nextLineNumber
        nextLineNumber += 1
        if lines.isEmpty {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let trimmed = line.drop(while: isSpace)
            if trimmed.isEmpty { return nil }
            if trimmed.hasPrefix(":") {
                // Trailing blanks (Tab completion leaves one) are not part of the command.
                let command = String(trimmed.reversed().drop(while: isSpace).reversed())
                return Entry(kind: .command, text: command, firstLine: number)
            }
            firstLine = number
        }
        lines.append(line)
        guard ContinuationScanner.verdict(for: pendingText) == .complete else { return nil }
        return takePending()
    }

    /// At the end of the input, the unfinished entry as it stands (so the
    /// parser can say what is missing), if there is one.
    public mutating func finish() -> Entry? {
        lines.isEmpty ? nil : takePending()
    }

    /// Forgets the unfinished entry (Ctrl-C). Line numbering goes on.
    public mutating func discard() {
        lines.removeAll()
    }

    private var pendingText: String { lines.joined(separator: "\n") }

    private mutating func takePending() -> Entry {
        let entry = Entry(kind: .code, text: pendingText, firstLine: firstLine)
        lines.removeAll()
        return entry
    }
}
