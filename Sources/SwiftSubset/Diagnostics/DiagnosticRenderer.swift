/// Renders diagnostics the way swiftc and clang do: `file:line:col:
/// severity: message`, then the source line with its number and a caret
/// under the column.
///
///     greet.swift:2:15: error: expected ')' in expression list
///      2 |     print("hi"
///        |               ^
public struct DiagnosticRenderer: Sendable {
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    public func render(_ diagnostic: Diagnostic) -> String {
        let p = diagnostic.position
        let label = style(diagnostic.severity.rawValue + ":", severityColor(diagnostic.severity))
        var out = style("\(p):", "1") + " " + label + " " + style(diagnostic.message, "1") + "\n"
        let number = String(p.line)
        let gutter = String(repeating: " ", count: number.count)
        let line = diagnostic.sourceLine.replacingTabs()
        out += " \(number) | \(line)\n"
        let caretColumn = max(1, min(p.column, line.count + 1))
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
}
