import SwiftDiagnostics
import SwiftSyntax

/// The syntax errors learners make most, in swiftc's words and at
/// swiftc's place.
///
/// swiftc 6.3 still reports syntax errors from its own parser, whose words
/// differ from the toolchain's `ParseDiagnosticsGenerator` (which names the
/// construct being ended: "expected '}' to end function") and which reports
/// a missing closer where it stopped reading — the end of the file, or the
/// token that could not continue the list — rather than after the last
/// token read. Each rule here was compared with swiftc's output
/// (`SwiftcSyntaxWordingTests`); a diagnostic no rule covers keeps the
/// generator's words, which say the same thing in other words.
extension SyntaxDiagnostics {
    static func wordedAsSwiftc(_ diagnostics: [SwiftDiagnostics.Diagnostic]) -> [SwiftDiagnostics.Diagnostic] {
        var result: [SwiftDiagnostics.Diagnostic] = []
        var closedAtEnd = false
        for d in diagnostics {
            let closer = missingCloser(of: d)
            // One missing closer at the end of the file is all swiftc
            // reports: it stops there, so the constructs around it
            // (`print([1].map {` lacks `}` and `)`) are not reported too.
            if closedAtEnd, let closer, nextToken(after: closer)?.tokenKind == .endOfFile { continue }
            // `let = 3`: swiftc asks for the pattern only, not for the `=` too.
            if d.message == "expected '=' in variable", let last = result.last, last.message == "expected pattern",
               last.position == d.position { continue }
            guard let worded = reworded(d) else { continue }
            if let closer, nextToken(after: closer)?.tokenKind == .endOfFile { closedAtEnd = true }
            result.append(worded)
        }
        return result
    }

    /// `d` in swiftc's words; nil when swiftc does not report it at all.
    private static func reworded(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        let message = d.message
        // Two statements (declarations) on one line: the generator adds
        // "newline or".
        let generatorTail = " must be separated by newline or ';'"
        if message.hasPrefix("consecutive "), message.hasSuffix(generatorTail) {
            return with(d, message: message.dropLast(generatorTail.count) + " must be separated by ';'")
        }
        if let renamed = renamedMessages[message] { return with(d, message: renamed) }
        if let worded = ternary(d) ?? unexpectedCode(d) ?? secondIdentifier(d) ?? parameterWithoutColon(d) ?? enumCaseWithoutName(d)
            ?? unclosedInterpolation(d) { return worded }
        if message.hasPrefix("expected identifier in "),
           ["struct", "class", "enum", "protocol", "function", "actor"].contains(String(message.dropFirst(23))) {
            return with(d, message: message + " declaration")
        }
        if let statement = conditionBodies.first(where: {
            message == "expected '{' in '\($0.key)' statement" || message == "expected code block in '\($0.key)' statement"
        }) {
            return with(d, message: statement.value)
        }
        if message == "expected expression in variable", let missing = d.node.as(ExprSyntax.self) ?? d.node.parent?.as(ExprSyntax.self),
           let previous = missing.previousToken(viewMode: .sourceAccurate) {
            let next = missing.nextToken(viewMode: .sourceAccurate)
            let operatorFollows: Bool
            switch next?.tokenKind {
            case .binaryOperator?, .prefixOperator?, .postfixOperator?: operatorFollows = true
            default: operatorFollows = false
            }
            if previous.tokenKind == .equal, !operatorFollows {
                // At what follows on the same line, else just after the `=`.
                let sameLine = next.map { !$0.leadingTrivia.contains(where: \.isNewline) } ?? false
                return with(d, message: "expected initial value after '='",
                            at: sameLine ? next?.positionAfterSkippingLeadingTrivia : previous.endPositionBeforeTrailingTrivia)
            }
            if case .binaryOperator = previous.tokenKind, let next {
                return with(d, message: "expected expression after operator", at: next.positionAfterSkippingLeadingTrivia)
            }
        }
        // A list's missing comma (`func f(a: Int b: Int)`), at the token
        // read as the next element when it is on the same line.
        if message.hasPrefix("expected ',' in "), let next = firstPresentToken(from: d.node) {
            let sameLine = next.tokenKind != .endOfFile && !next.leadingTrivia.contains(where: \.isNewline)
            return with(d, message: "expected ',' separator", at: sameLine ? next.positionAfterSkippingLeadingTrivia : nil)
        }
        // Said at the token that could not go on, as swiftc says them.
        if let atNext = reportedAtNextToken[message], let next = firstPresentToken(from: d.node) {
            let startsLine = next.tokenKind != .endOfFile && next.leadingTrivia.contains(where: \.isNewline)
            let keepsPlace = startsLine && !atNext.evenWhenItStartsALine
            return with(d, message: atNext.message, at: keepsPlace ? nil : next.positionAfterSkippingLeadingTrivia)
        }
        guard let token = d.node.as(TokenSyntax.self), token.presence == .missing else { return d }
        switch token.tokenKind {
        case .rightBrace where message.hasPrefix("expected '}' to end ") || message.hasPrefix("expected '}' in "):
            // A body whose `{` is missing too (`if ready print(1)`) is one
            // mistake: swiftc reports the `{`.
            if let parent = token.parent, parent.children(viewMode: .all).contains(where: {
                $0.as(TokenSyntax.self).map { $0.tokenKind == .leftBrace && $0.presence == .missing } ?? false
            }) { return nil }
            guard let next = nextToken(after: token), next.tokenKind == .endOfFile else { return d }
            return with(d, message: "expected '}' " + braceContext(of: token), at: next.positionAfterSkippingLeadingTrivia)
        case .stringQuote, .multilineStringQuote:
            guard message.hasSuffix(" to end string literal"),
                  let literal = token.parent?.as(StringLiteralExprSyntax.self) else { return d }
            return with(d, message: "unterminated string literal", at: literal.positionAfterSkippingLeadingTrivia)
        case .rightParen where message == "expected ')' to end function call" || message == "expected ')' to end tuple":
            return listCloser(d, token, otherwise: "expected ')' in expression list", atNextToken: true)
        case .rightSquare where message == "expected ']' to end subscript":
            return listCloser(d, token, otherwise: "expected ']' in expression list", atNextToken: true)
        case .rightSquare where message == "expected ']' to end array" || message == "expected ']' to end dictionary":
            return listCloser(d, token, otherwise: "expected ']' in container literal expression", atNextToken: false)
        default:
            break
        }
        return d
    }

    /// The same message everywhere it is given.
    private static let renamedMessages: [String: String] = [
        "unexpected brace in source file": "extraneous '}' at top level",
        "expected type in type annotation": "expected type",
        "expected type in inherited type": "expected type",
        "expected return type in function signature": "expected type for function result",
        "expected type in parameter": "expected parameter type following ':'",
        "Single-quoted string literal found, use '\"'": "single-quoted string literal found, use '\"'",
        "expected 'else' in 'guard' statement": "expected 'else' after 'guard' condition",
        "'case' can only appear inside a 'switch' statement or 'enum' declaration":
            "'case' label can only appear inside a 'switch' statement",
        "expected pattern in variable": "expected pattern",
        "unexpected ';' separator": "';' statements are not allowed",
    ]

    /// Messages swiftc gives at the token after the gap (the generator
    /// gives them at the gap), unless that token starts a line: a call's
    /// missing argument (`max(1,` at the end of the file), a dictionary
    /// element's `:`, an array type's `]`, a `case`'s `:`, a function's
    /// parameter list. A call's missing argument is reported at the next
    /// token even when that token starts a line (`.padding(` before the
    /// `}` on the next line).
    private static let reportedAtNextToken: [String: (message: String, evenWhenItStartsALine: Bool)] = [
        "expected ':' in switch case": ("expected ':' after 'case'", false),
        "expected parameter clause in function signature": ("expected '(' in argument list of function declaration", false),
        "expected value in function call": ("expected expression in list of expressions", true),
        "expected value and ')' to end function call": ("expected expression in list of expressions", true),
        "expected ':' in dictionary element": ("expected ':' in dictionary literal", false),
        "expected ':' and value in dictionary element": ("expected ':' in dictionary literal", false),
        "expected ']' to end array type": ("expected ']' in array type", false),
        "expected 'in' in closure signature": ("expected 'in' after the closure signature", true),
    ]

    /// A statement whose body has no `{`, by its keyword.
    private static let conditionBodies: [String: String] = [
        "if": "expected '{' after 'if' condition",
        "while": "expected '{' after 'while' condition",
        "for": "expected '{' to start the body of for-each loop",
        "guard": "expected '{' after 'guard' else",
    ]

    /// What swiftc says a missing `}` ends: a type's member list, a
    /// closure, a `switch`, a property's `get`/`set`, else a brace
    /// statement (a function's, an `if`'s, a loop's body).
    private static func braceContext(of brace: TokenSyntax) -> String {
        guard let parent = brace.parent else { return "at end of brace statement" }
        if parent.is(ClosureExprSyntax.self) { return "at end of closure" }
        if parent.is(SwitchExprSyntax.self) { return "at end of 'switch' statement" }
        if let block = parent.as(AccessorBlockSyntax.self), case .accessors = block.accessors,
           block.parent?.is(PatternBindingSyntax.self) == true {
            return "at end of variable get/set clause"
        }
        if parent.is(MemberBlockSyntax.self), let declaration = parent.parent {
            if declaration.is(StructDeclSyntax.self) { return "in struct" }
            if declaration.is(ClassDeclSyntax.self) { return "in class" }
            if declaration.is(ProtocolDeclSyntax.self) { return "in protocol" }
            if declaration.is(ActorDeclSyntax.self) { return "in actor" }
            if declaration.is(EnumDeclSyntax.self) { return "at end of enum" }
            if declaration.is(ExtensionDeclSyntax.self) { return "at end of extension" }
        }
        return "at end of brace statement"
    }

    /// A call's, tuple's or literal's missing closer. Where what follows
    /// is on the same line (`print(a[1]]`), or on the next and can start
    /// an expression (`print("a"` then `print("b")`), swiftc reads it as
    /// the next element and asks for the comma (at that token, or after
    /// the last one when it starts a line);
    /// otherwise it asks for the closer — a list's at the token that
    /// stopped it, a literal's after the last element. After a trailing
    /// comma it asks for the element instead.
    private static func listCloser(_ d: SwiftDiagnostics.Diagnostic, _ closer: TokenSyntax, otherwise message: String,
                                   atNextToken: Bool) -> SwiftDiagnostics.Diagnostic? {
        guard let previous = closer.previousToken(viewMode: .sourceAccurate), let next = nextToken(after: closer) else { return d }
        let nextAt = next.positionAfterSkippingLeadingTrivia
        if previous.tokenKind == .comma {
            // After a trailing comma a call's missing argument is reported
            // already (`expected value`); a literal's is its closer's.
            if atNextToken { return nil }
            return with(d, message: "expected expression in container literal", at: nextAt)
        }
        // What follows on the same line is read as the next element.
        if next.tokenKind != .endOfFile, !next.leadingTrivia.contains(where: \.isNewline) {
            return with(d, message: "expected ',' separator", at: nextAt)
        }
        if startsExpression(next) { return with(d, message: "expected ',' separator") }
        return with(d, message: message, at: atNextToken ? nextAt : nil)
    }

    static func startsExpression(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter,
             .leftParen, .leftSquare, .leftBrace, .prefixOperator, .dollarIdentifier, .pound:
            return true
        case .keyword(let keyword):
            return [.`self`, .`Self`, .`true`, .`false`, .`nil`, .`super`, .`try`, .await].contains(keyword)
        default:
            return false
        }
    }

    private static func missingCloser(of d: SwiftDiagnostics.Diagnostic) -> TokenSyntax? {
        guard let token = d.node.as(TokenSyntax.self), token.presence == .missing else { return nil }
        switch token.tokenKind {
        case .rightBrace, .rightParen, .rightSquare: return token
        default: return nil
        }
    }

    /// The first token of `node` that was written, else the one after it.
    static func firstPresentToken(from node: Syntax) -> TokenSyntax? {
        node.firstToken(viewMode: .sourceAccurate) ?? node.lastToken(viewMode: .all)?.nextToken(viewMode: .sourceAccurate)
    }

    private static func nextToken(after token: TokenSyntax) -> TokenSyntax? {
        token.nextToken(viewMode: .sourceAccurate)
    }

    static func with(_ d: SwiftDiagnostics.Diagnostic, message: String,
                             at position: AbsolutePosition? = nil) -> SwiftDiagnostics.Diagnostic {
        SwiftDiagnostics.Diagnostic(node: d.node, position: position ?? d.position,
                                    message: Reworded(message: message, diagnosticID: d.diagMessage.diagnosticID),
                                    highlights: d.highlights, notes: d.notes, fixIts: d.fixIts)
    }
}
