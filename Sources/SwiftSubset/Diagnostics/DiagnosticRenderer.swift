/// Renders diagnostics the way swiftc and clang do: `file:line:col:
/// severity: message`, then the source line with its number and a caret
/// under the column.
///
///     greet.swift:2:11: error: cannot find 'nme' in scope
///      2 |     print(nme)
///        |           ^
public struct DiagnosticRenderer: Sendable {
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    public func render(_ diagnostic: Diagnostic) -> String {
        let p = diagnostic.position
        let label = style(diagnostic.severity.rawValue + ":", severityColor(diagnostic.severity))
        var out = style("\(p):", "1") + " " + label + " " + style(diagnostic.message, "1") + "\n"
        let number = String(p.line)
        let gutter = String(repeating: " ", count: number.count)
        let (line, column) = Self.window(diagnostic.sourceLine.replacingTabs().visible(), around: p.column)
        out += " \(number) | \(line)\n"
        let caretColumn = max(1, min(column, line.count + 1))
        out += " \(gutter) | " + String(repeating: " ", count: caretColumn - 1)
            + style("^", severityColor(diagnostic.severity)) + "\n"
        for note in diagnostic.notes {
            out += " \(gutter) = " + note + "\n"
        }
        return out
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// The longest source line shown: a longer one (a pasted megabyte) is
    /// cut to a window around the column, marked with `…` at each cut end.
    static let widestLine = 160

    /// `line` cut to at most `widestLine` characters around `column`, and
    /// where the column falls in what is shown.
    static func window(_ line: String, around column: Int) -> (String, Int) {
        guard line.count > widestLine else { return (line, column) }
        let characters = Array(line)
        let half = widestLine / 2
        let start = max(0, min(column - 1 - half, characters.count - widestLine))
        let end = min(characters.count, start + widestLine)
        var shown = String(characters[start..<end])
        var shownColumn = column - start
        if start > 0 { shown = "…" + shown; shownColumn += 1 }
        if end < characters.count { shown += "…" }
        return (shown, shownColumn)
    }

    private func severityColor(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;35"
        case .note: return "1;36"
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Tabs become single spaces so that the caret column (counted in
    /// characters) lines up with what the terminal draws.
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }

    /// Control characters (an escape sequence in a learner's or a
    /// stranger's source) are shown as `�`, never sent to the terminal.
    fileprivate func visible() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar
        }))
    }
}
