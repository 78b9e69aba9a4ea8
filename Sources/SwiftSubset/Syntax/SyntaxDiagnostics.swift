import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// swiftc's syntax errors for a source text, from the toolchain's
/// `ParseDiagnosticsGenerator` — guarded against a fault in it.
///
/// The generator traps (`A Fix-It must have at least one change`) on an
/// operator whose whitespace holds a control character (`a \u{1}= 1`, and
/// likewise with a vertical tab or a form feed): found by the fuzz target
/// (docs/ROBUSTNESS.md). So when a text holds control characters, the
/// generator reads a copy with each of them turned into a space — one byte
/// for one, so every position is the same in the copy — and each control
/// character that Swift refuses is reported here, in the lexer's words.
public enum SyntaxDiagnostics {
    public static func diagnostics(for tree: SourceFileSyntax, text: String) -> [SwiftDiagnostics.Diagnostic] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: isControl) else { return ParseDiagnosticsGenerator.diagnostics(for: tree) }
        let cleaned = bytes.map { isControl($0) ? UInt8(ascii: " ") : $0 }
        let copy = Parser.parse(source: String(decoding: cleaned, as: UTF8.self))
        let invalid = bytes.indices.filter { isControl(bytes[$0]) && !isWhitespace(bytes[$0]) }.map { offset in
            SwiftDiagnostics.Diagnostic(node: Syntax(copy), position: AbsolutePosition(utf8Offset: offset), message: InvalidCharacter())
        }
        return (invalid + ParseDiagnosticsGenerator.diagnostics(for: copy)).sorted { $0.position < $1.position }
    }

    /// C0 controls and DEL, except the line breaks and tab the generator
    /// reads safely (and NUL, which it reports as a warning).
    static func isControl(_ byte: UInt8) -> Bool {
        (byte >= 0x01 && byte <= 0x1F && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    /// Vertical tab and form feed are whitespace to Swift.
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x0B || byte == 0x0C }

    struct InvalidCharacter: DiagnosticMessage {
        var message: String { "invalid character in source file" }
        var diagnosticID: SwiftDiagnostics.MessageID { .init(domain: "SwiftParser", id: "invalidCharacter") }
        var severity: DiagnosticSeverity { .error }
    }
}
