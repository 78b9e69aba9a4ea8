import SwiftSubsetAST
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// swiftc's syntax errors for a source text, from the toolchain's
/// `ParseDiagnosticsGenerator` — guarded against a fault in it.
///
/// The generator traps (`A Fix-It must have at least one change`) when the
/// whitespace beside an operator holds something other than spaces, tabs
/// and newlines: a character Swift refuses (`a \u{1}= 1`, a U+FFFD left by
/// bytes that were not UTF-8), a vertical tab or a form feed. The fuzz
/// target found both (docs/ROBUSTNESS.md). So when a text's trivia holds
/// such pieces, the generator reads a copy in which each of their bytes is
/// a space — one byte for one, so every position is the same in the copy —
/// and each refused character is reported here, in the lexer's words.
public enum SyntaxDiagnostics {
    public static func diagnostics(for tree: SourceFileSyntax, text: String) -> [SwiftDiagnostics.Diagnostic] {
        let refusedBrackets = BracketChains.excess(in: text).prefix(1).map { offset in
            SwiftDiagnostics.Diagnostic(node: Syntax(tree), position: AbsolutePosition(utf8Offset: offset), message: TooManyBrackets())
        }
        return (refusedBrackets + wordedAsSwiftc(generated(for: tree, text: text).map(placedAsSwiftc))).sorted {
            let (a, b) = (lexingOrder($0), lexingOrder($1))
            return a.token != b.token ? a.token < b.token : a.rank != b.rank ? a.rank < b.rank : $0.position < $1.position
        }
    }

    /// swiftc reports what it finds lexing a token (`let 1x = 3`: "'x' is
    /// not a valid digit in integer literal") before what the parser then
    /// finds at that token ("expected pattern"): a diagnostic inside a
    /// written token sorts at the token's start, ahead of the others there.
    private static func lexingOrder(_ d: SwiftDiagnostics.Diagnostic) -> (token: AbsolutePosition, rank: Int) {
        if let token = d.node.as(TokenSyntax.self), token.presence == .present,
           d.position > token.positionAfterSkippingLeadingTrivia, d.position < token.endPositionBeforeTrailingTrivia {
            return (token.positionAfterSkippingLeadingTrivia, 0)
        }
        return (d.position, 1)
    }

    /// swiftc reports a statement without a condition (`else if {`,
    /// `while {`, `guard else`) at its keyword, as "missing condition in
    /// 'if' statement"; the generator reports it where the condition would
    /// start, and words `guard`'s "expected condition".
    static func placedAsSwiftc(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic {
        let message = d.message
        guard message.hasPrefix("missing condition in '") || message.hasPrefix("expected condition in '"),
              message.hasSuffix("' statement") else { return d }
        var node: Syntax? = d.node
        var keyword: TokenSyntax?
        while let current = node, keyword == nil {
            if let s = current.as(IfExprSyntax.self) { keyword = s.ifKeyword }
            else if let s = current.as(WhileStmtSyntax.self) { keyword = s.whileKeyword }
            else if let s = current.as(GuardStmtSyntax.self) { keyword = s.guardKeyword }
            node = current.parent
        }
        guard let keyword, keyword.presence == .present else { return d }
        let statement = keyword.text
        return SwiftDiagnostics.Diagnostic(node: Syntax(keyword), position: keyword.positionAfterSkippingLeadingTrivia,
                                           message: MissingCondition(statement: statement))
    }

    private static func generated(for tree: SourceFileSyntax, text: String) -> [SwiftDiagnostics.Diagnostic] {
        let pieces = unusualTrivia(in: tree)
        guard !pieces.isEmpty else { return ParseDiagnosticsGenerator.diagnostics(for: tree) }
        var bytes = Array(text.utf8)
        for piece in pieces {
            for offset in piece.bytes where offset < bytes.count { bytes[offset] = UInt8(ascii: " ") }
        }
        let copy = BracketChains.parse(String(decoding: bytes, as: UTF8.self))
        let invalid = pieces.filter(\.isRefused).map { piece in
            SwiftDiagnostics.Diagnostic(node: Syntax(copy), position: AbsolutePosition(utf8Offset: piece.bytes.lowerBound),
                                        message: InvalidCharacter())
        }
        return (invalid + ParseDiagnosticsGenerator.diagnostics(for: copy)).sorted { $0.position < $1.position }
    }

    /// A piece of trivia the generator may trip on, by its byte range.
    struct Piece {
        let bytes: Range<Int>
        /// A character Swift refuses, rather than whitespace it accepts.
        let isRefused: Bool
    }

    /// Vertical tabs, form feeds and unexpected text in the trivia around
    /// every token; each refused character of unexpected text on its own.
    static func unusualTrivia(in tree: SourceFileSyntax) -> [Piece] {
        var pieces: [Piece] = []
        func scan(_ trivia: Trivia, from start: AbsolutePosition) {
            var offset = start.utf8Offset
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .verticalTabs, .formfeeds:
                    pieces.append(Piece(bytes: offset..<(offset + length), isRefused: false))
                case .unexpectedText(let text):
                    var at = offset
                    for character in text {
                        let size = character.utf8.count
                        // A NUL is accepted with a warning the generator gives safely.
                        if character != "\u{0}" { pieces.append(Piece(bytes: at..<(at + size), isRefused: true)) }
                        at += size
                    }
                default:
                    break
                }
                offset += length
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            scan(token.leadingTrivia, from: token.position)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return pieces
    }

    struct TooManyBrackets: DiagnosticMessage {
        var message: String { "unsupported in StateLab: more than \(BracketChains.limit) brackets opened in a row" }
        var diagnosticID: SwiftDiagnostics.MessageID { .init(domain: "StateLab", id: "tooManyBrackets") }
        var severity: DiagnosticSeverity { .error }
    }

    struct MissingCondition: DiagnosticMessage {
        let statement: String
        var message: String { "missing condition in '\(statement)' statement" }
        var diagnosticID: SwiftDiagnostics.MessageID { .init(domain: "SwiftParser", id: "missingConditionInStatement") }
        var severity: DiagnosticSeverity { .error }
    }

    struct Reworded: DiagnosticMessage {
        let message: String
        let diagnosticID: SwiftDiagnostics.MessageID
        var severity: DiagnosticSeverity { .error }
    }

    struct InvalidCharacter: DiagnosticMessage {
        var message: String { "invalid character in source file" }
        var diagnosticID: SwiftDiagnostics.MessageID { .init(domain: "SwiftParser", id: "invalidCharacter") }
        var severity: DiagnosticSeverity { .error }
    }
}
