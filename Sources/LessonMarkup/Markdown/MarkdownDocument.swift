import CMark

/// A lesson file's Markdown as blocks and inlines, parsed by the CommonMark
/// reference implementation (libcmark), with the source line of each block
/// so that errors inside a fenced block point into the lesson file.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }

    /// Parses CommonMark text. Line numbers are the text's own, from 1.
    public init(parsing text: String) {
        let root = text.withCString { pointer in
            cmark_parse_document(pointer, text.utf8.count, CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8)
        }
        defer { cmark_node_free(root) }
        blocks = MarkdownDocument.children(of: root).compactMap(MarkdownDocument.block)
    }

    // MARK: - From cmark's tree

    private static func children(of node: OpaquePointer?) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func block(_ node: OpaquePointer) -> MarkdownBlock? {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node))
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph(inlines(of: node))
        case CMARK_NODE_LIST:
            let items = children(of: node).map { children(of: $0).compactMap(block) }
            kind = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), items: items)
        case CMARK_NODE_CODE_BLOCK:
            kind = .code(info: string(cmark_node_get_fence_info(node)), text: string(cmark_node_get_literal(node)))
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .quote(children(of: node).compactMap(block))
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .rule
        case CMARK_NODE_HTML_BLOCK:
            kind = .html(string(cmark_node_get_literal(node)))
        default:
            return nil
        }
        return MarkdownBlock(kind: kind, line: line, column: column)
    }

    private static func inlines(of node: OpaquePointer) -> [MarkdownInline] {
        children(of: node).compactMap(inline)
    }

    private static func inline(_ node: OpaquePointer) -> MarkdownInline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_EMPH: return .emphasis(inlines(of: node))
        case CMARK_NODE_STRONG: return .strong(inlines(of: node))
        case CMARK_NODE_LINK: return .link(url: string(cmark_node_get_url(node)), inlines(of: node))
        case CMARK_NODE_IMAGE: return .image(url: string(cmark_node_get_url(node)), inlines(of: node))
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
        default: return nil
        }
    }
}
