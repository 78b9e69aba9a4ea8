/// One block of a Markdown document, with where it starts in the file.
public struct MarkdownBlock: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        case heading(level: Int, [MarkdownInline])
        case paragraph([MarkdownInline])
        /// Each item is a list of blocks.
        case list(ordered: Bool, start: Int, items: [[MarkdownBlock]])
        /// A fenced or indented code block: its info string and its text
        /// (ending with a newline, as CommonMark gives it).
        case code(info: String, text: String)
        case quote([MarkdownBlock])
        case rule
        case html(String)
    }

    public var kind: Kind
    /// 1-based line of the block's first line (a fence's opening line).
    public var line: Int
    public var column: Int

    public init(kind: Kind, line: Int, column: Int = 1) {
        self.kind = kind
        self.line = line
        self.column = column
    }
}

/// Inline content: text and its emphasis, code spans, links.
public indirect enum MarkdownInline: Sendable, Equatable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(url: String, [MarkdownInline])
    case image(url: String, [MarkdownInline])
    case softBreak
    case lineBreak
    case html(String)

    /// The words without markup, as a heading or a link shows them.
    public static func plainText(_ inlines: [MarkdownInline]) -> String {
        // Appended in a loop: `joined()` of the pieces is the standard
        // library's unspecialized code, whose first call in a process
        // asks the runtime for its associated types by mangled name.
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let piece), .code(let piece), .html(let piece): text += piece
            case .emphasis(let inner), .strong(let inner), .link(_, let inner), .image(_, let inner): text += plainText(inner)
            case .softBreak, .lineBreak: text += " "
            }
        }
        return text
    }
}
