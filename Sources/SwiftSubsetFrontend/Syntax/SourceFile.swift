import SwiftSubsetAST
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One unit of Swift source — a file, a lesson block, or an entry typed at
/// the prompt — parsed by the toolchain's own SwiftParser, with binary
/// operators folded by precedence.
public struct SourceFile {
    public let name: String
    public let text: String
    /// The line of the enclosing input this text starts on (a script's
    /// entry, or a REPL entry after earlier ones): positions count from it.
    public let firstLine: Int
    public let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private let lines: [Substring]

    /// Parses `text`. Syntax errors are returned by `syntaxDiagnostics()`,
    /// in swiftc's own wording.
    public init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.text = text
        self.firstLine = firstLine
        self.tree = ParseCache.shared.tree(for: text)
        self.converter = SourceLocationConverter(fileName: name, tree: tree)
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// swiftc's syntax errors for this source, in source order.
    public func syntaxDiagnostics() -> [SwiftSubsetAST.Diagnostic] {
        SyntaxDiagnostics.diagnostics(for: tree, text: text).map { d in
            let severity: SwiftSubsetAST.Diagnostic.Severity
            switch d.diagMessage.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            default: severity = .note
            }
            // A note on another line (the `(` a missing `)` would match)
            // says where, as swiftc shows it beside that line.
            // A note at the error's own place (an unterminated string's
            // opening quote) says nothing the caret does not.
            let line = position(at: d.position).line
            let notes = d.notes.filter { $0.position != d.position }.map { note in
                let at = position(at: note.position)
                return note.message + (at.line == line ? "" : " at \(at.line):\(at.column)")
            } + d.fixIts.map { "fix-it: " + $0.message.message }
            let id = SourceFile.messageID(of: d.diagMessage.diagnosticID)
            return diagnostic(severity, Message(id, d.message), at: d.position, notes: notes)
        }
    }

    /// The learner-facing position of a syntax node's first token (not its
    /// leading trivia).
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        position(at: node.positionAfterSkippingLeadingTrivia)
    }

    public func position(at offset: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: offset)
        let lineText = localLine(location.line)
        // SwiftSyntax columns count UTF-8 bytes; count characters instead.
        let byteColumn = location.column - 1
        var characters = 0
        var bytes = 0
        for character in lineText {
            if bytes >= byteColumn { break }
            bytes += character.utf8.count
            characters += 1
        }
        return SourcePosition(file: name, line: location.line + firstLine - 1, column: characters + 1)
    }

    /// The text of a line, numbered as positions number it.
    public func sourceLine(_ line: Int) -> String {
        localLine(line - firstLine + 1)
    }

    /// Whether `line` (numbered as positions number it) is in this text.
    public func contains(line: Int) -> Bool {
        line >= firstLine && line < firstLine + lines.count
    }

    var lineCount: Int { lines.count }

    private func localLine(_ line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        var text = String(lines[line - 1])
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    public func diagnostic(
        _ severity: SwiftSubsetAST.Diagnostic.Severity, _ message: Message, at offset: AbsolutePosition,
        notes: [String] = []
    ) -> SwiftSubsetAST.Diagnostic {
        let p = position(at: offset)
        return SwiftSubsetAST.Diagnostic(severity, message, at: p, sourceLine: sourceLine(p.line), notes: notes)
    }

    public func diagnostic(
        _ severity: SwiftSubsetAST.Diagnostic.Severity, _ message: Message, at node: some SyntaxProtocol,
        notes: [String] = []
    ) -> SwiftSubsetAST.Diagnostic {
        diagnostic(severity, message, at: node.positionAfterSkippingLeadingTrivia, notes: notes)
    }

    /// A syntax error's id, as swift-syntax names it (`parser.` and its
    /// id), for tests and checkers to match.
    private static func messageID(of id: SwiftDiagnostics.MessageID) -> SwiftSubsetAST.MessageID {
        // swift-syntax keeps the id's parts internal; reflection reads them.
        let name = Mirror(reflecting: id).children.first { $0.label == "id" }?.value as? String
        return SwiftSubsetAST.MessageID("parser." + (name ?? "syntax"))
    }
}
