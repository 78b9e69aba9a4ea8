/// One unit the console runs: a command line (`:help`) or a piece of Swift
/// that may span several input lines.
public struct Entry: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case command
        case code
    }

    public var kind: Kind
    /// The entry's lines joined with newlines, without a trailing newline.
    public var text: String
    /// The input line the entry starts on, counted from 1.
    public var firstLine: Int

    public init(kind: Kind, text: String, firstLine: Int) {
        self.kind = kind
        self.text = text
        self.firstLine = firstLine
    }
}
