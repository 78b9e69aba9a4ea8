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
        inlines.map { inline -> String in
            switch inline {
            case .text(let text), .code(let text), .html(let text): return text
            case .emphasis(let inner), .strong(let inner), .link(_, let inner), .image(_, let inner): return plainText(inner)
            case .softBreak, .lineBreak: return " "
            }
        }.joined()
    }
}
