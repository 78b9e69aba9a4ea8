/// A text the interpreter evaluated, kept so a diagnostic raised later (a
/// trap at run time) can show the line it points into.
struct SourceText {
    let name: String
    /// The line of `name` the text starts on.
    let firstLine: Int
    private let lines: [Substring]

    init(name: String, text: String, firstLine: Int) {
        self.name = name
        self.firstLine = firstLine
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    var lineCount: Int { lines.count }

    /// Whether `line` (numbered as positions number it) is in this text.
    func contains(line: Int) -> Bool {
        line >= firstLine && line < firstLine + lines.count
    }

    /// The text of a line, numbered as positions number it.
    func sourceLine(_ line: Int) -> String {
        let local = line - firstLine + 1
        guard local >= 1, local <= lines.count else { return "" }
        var text = String(lines[local - 1])
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
