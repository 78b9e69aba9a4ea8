import LessonMarkup
import Course

/// Draws lesson Markdown in a terminal: headings, paragraphs wrapped to the
/// width, emphasis, inline code, lists with hanging indents, block quotes,
/// and Swift highlighted by the toolchain's classification. Without colour
/// (a pipe, `--no-color`) the same layout is drawn with plain marks
/// (`*emphasis*`, `` `code` ``, underlined headings), so it stays readable.
struct MarkdownRenderer {
    let styler: Styler
    let width: Int

    /// Inline text as pieces: styled chunks, and the spaces where a line may break.
    enum Piece: Equatable {
        case chunk(String, [Styler.Style])
        case space
    }

    func render(_ blocks: [MarkdownBlock]) -> String {
        var lines: [String] = []
        for block in blocks {
            let drawn = draw(block, width: width)
            if drawn.isEmpty { continue }
            if !lines.isEmpty { lines.append("") }
            lines += drawn
        }
        return lines.map { $0 + "\n" }.joined()
    }

    func draw(_ block: MarkdownBlock, width: Int) -> [String] {
        switch block.kind {
        case .heading(let level, let inlines):
            let text = MarkdownInline.plainText(inlines).terminalSafe
            if styler.isEnabled {
                return [styler.apply(level == 1 ? .emphasis : .bold, to: level == 1 ? text.uppercased() : text)]
            }
            return [text, String(repeating: level == 1 ? "=" : "-", count: min(text.count, width))]
        case .paragraph(let inlines):
            return wrap(pieces(inlines), width: width)
        case .list(let ordered, let start, let items):
            var lines: [String] = []
            for (index, item) in items.enumerated() {
                let marker = ordered ? "\(start + index). " : "• "
                let inner = item.flatMap { draw($0, width: width - marker.count) }
                for (n, line) in inner.enumerated() {
                    lines.append((n == 0 ? marker : String(repeating: " ", count: marker.count)) + line)
                }
            }
            return lines
        case .code(let info, let text):
            return codeBlock(info: info, text: text)
        case .quote(let blocks):
            return blocks.flatMap { draw($0, width: width - 2) }.map { styler.apply(.dim, to: "│ ") + $0 }
        case .rule:
            return [styler.apply(.dim, to: String(repeating: "─", count: min(width, 40)))]
        case .html:
            return []
        }
    }

    /// Swift in a gutter, highlighted; any other block verbatim.
    func codeBlock(info: String, text: String) -> [String] {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        let safe = text.terminalSafe
        let lines = language == "swift"
            ? SwiftHighlighter(styler: styler).lines(safe)
            : SwiftHighlighter.splitLines(safe)
        return lines.map { styler.apply(.dim, to: "  │ ") + $0 }
    }

    // MARK: - Inline text

    func pieces(_ inlines: [MarkdownInline], styles: [Styler.Style] = []) -> [Piece] {
        var result: [Piece] = []
        func add(_ text: String, _ styles: [Styler.Style]) {
            for (index, part) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { result.append(.space) }
                if !part.isEmpty { result.append(.chunk(String(part), styles)) }
            }
        }
        func marked(_ inner: [Piece], _ mark: String) -> [Piece] {
            guard !styler.isEnabled, !mark.isEmpty else { return inner }
            return [.chunk(mark, styles)] + inner + [.chunk(mark, styles)]
        }
        for inline in inlines {
            switch inline {
            case .text(let text):
                add(text, styles)
            case .code(let code):
                if styler.isEnabled { add(code, styles + [.code]) } else { add("`\(code)`", styles) }
            case .emphasis(let inner):
                result += marked(pieces(inner, styles: styles + [.italic]), "*")
            case .strong(let inner):
                result += marked(pieces(inner, styles: styles + [.bold]), "**")
            case .link(let url, let inner):
                result += pieces(inner, styles: styles + [.underline])
                // A web address is worth showing; a link to another lesson file
                // (`glossary.md#owner`) is not, at the prompt.
                if url.contains("://"), MarkdownInline.plainText(inner) != url {
                    result += [.space, .chunk("(\(url))", styles + [.dim])]
                }
            case .image(_, let inner):
                add("[" + MarkdownInline.plainText(inner) + "]", styles)
            case .softBreak, .lineBreak:
                result.append(.space)
            case .html:
                continue
            }
        }
        return result
    }

    /// Fills lines up to `width` visible columns, breaking only at spaces.
    func wrap(_ pieces: [Piece], width: Int) -> [String] {
        // Words: runs of chunks with no space between them.
        var words: [[(String, [Styler.Style])]] = [[]]
        for piece in pieces {
            switch piece {
            case .space: if !(words.last?.isEmpty ?? true) { words.append([]) }
            case .chunk(let text, let styles): words[words.count - 1].append((text.terminalSafe, styles))
            }
        }
        var lines: [String] = []
        var line = ""
        var column = 0
        for word in words where !word.isEmpty {
            let visible = word.reduce(0) { $0 + $1.0.count }
            let styled = word.map { chunk in chunk.1.reduce(chunk.0) { text, style in styler.apply(style, to: text) } }.joined()
            if column > 0, column + 1 + visible > width {
                lines.append(line)
                line = ""
                column = 0
            }
            if column > 0 { line += " "; column += 1 }
            line += styled
            column += visible
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
