import SwiftDiagnostics
import SwiftSyntax

/// Mistakes swiftc's parser reads differently from the toolchain's, so it
/// names them otherwise: a ternary without its `:`, a stray closer after a
/// statement, code between a type's inheritance list and its `{`, two
/// names where a declaration wants one, a parameter without its `:`. Each
/// was compared with `swiftc -typecheck` (`SwiftcSyntaxWordingTests`).
extension SyntaxDiagnostics {
    /// A ternary missing a part. swiftc reports a missing `:` at the `?`
    /// (it knows only then that the ternary is incomplete), and a missing
    /// choice at the token that could not start one.
    static func ternary(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        let nextAt = firstPresentToken(from: d.node)?.positionAfterSkippingLeadingTrivia
        switch d.message {
        case "expected ':' and second choice in ternary expression", "expected ':' in ternary expression":
            guard let question = questionMark(near: d.node) else { return nil }
            return with(d, message: "expected ':' after '? ...' in ternary expression", at: question.positionAfterSkippingLeadingTrivia)
        case "expected second choice in ternary expression":
            return with(d, message: "expected expression after '? ... :' in ternary expression", at: nextAt)
        case "expected first choice in ternary expression":
            return with(d, message: "expected expression after '?' in ternary expression", at: nextAt)
        default:
            return nil
        }
    }

    /// The `?` of the ternary `node` belongs to: a token of the node's
    /// parent, or of the sequence element before it.
    private static func questionMark(near node: Syntax) -> TokenSyntax? {
        var current: Syntax? = node
        for _ in 0..<3 {
            guard let here = current else { return nil }
            if let ternary = here.as(UnresolvedTernaryExprSyntax.self) { return ternary.questionMark }
            if let ternary = here.as(TernaryExprSyntax.self) { return ternary.questionMark }
            if let parent = here.parent, let index = parent.children(viewMode: .all).firstIndex(where: { $0.id == here.id }),
               index != parent.children(viewMode: .all).startIndex {
                let previous = parent.children(viewMode: .all)[parent.children(viewMode: .all).index(before: index)]
                if let ternary = previous.as(UnresolvedTernaryExprSyntax.self) { return ternary.questionMark }
            }
            current = here.parent
        }
        return nil
    }

    /// Code the parser skipped. A closer or `:` left over after a
    /// statement (`let x = (1 + 2))`) is, to swiftc, a second statement
    /// on the line, or a missing expression where it starts a line;
    /// anything between a type's inheritance list and its `{` (`class Dog:
    /// Animal()`) is where the `{` was expected; a second name after an
    /// enum case (`case a b`) is a name split in two.
    static func unexpectedCode(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        guard d.message.hasPrefix("unexpected code "), let unexpected = d.node.as(UnexpectedNodesSyntax.self),
              let first = unexpected.firstToken(viewMode: .sourceAccurate), let parent = unexpected.parent else { return nil }
        let at = first.positionAfterSkippingLeadingTrivia
        let previous = first.previousToken(viewMode: .sourceAccurate)
        let sameLine = !first.leadingTrivia.contains(where: \.isNewline)
        if let members = parent.as(MemberBlockSyntax.self), let declaration = members.parent,
           unexpected.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.id == members.leftBrace.id,
           let kind = declarationKind(of: declaration) {
            return with(d, message: "expected '{' in \(kind)", at: at)
        }
        // `add(1 2)`, `f(a: 1 b: 2)`: the next argument, without its comma.
        if d.message.hasSuffix(" in function call"), sameLine, startsExpression(first) {
            return with(d, message: "expected ',' separator", at: at)
        }
        switch first.tokenKind {
        case .rightParen, .rightSquare, .colon:
            // Left over where a statement could start: the parser keeps it
            // as a declaration of unexpected code.
            guard parent.is(UnexpectedCodeDeclSyntax.self) else { return nil }
            // Two statements on a line are reported where the first ends.
            guard sameLine, let previous else { return with(d, message: "expected expression", at: at) }
            return with(d, message: "consecutive statements on a line must be separated by ';'",
                        at: previous.endPositionBeforeTrailingTrivia)
        case .identifier:
            guard sameLine, let previous, previous.parent?.is(EnumCaseElementSyntax.self) == true,
                  case .identifier = previous.tokenKind else { return nil }
            return with(d, message: "found an unexpected second identifier in enum 'case' declaration; is there an accidental break?", at: at)
        default:
            return nil
        }
    }

    private static func declarationKind(of declaration: Syntax) -> String? {
        if declaration.is(StructDeclSyntax.self) { return "struct" }
        if declaration.is(ClassDeclSyntax.self) { return "class" }
        if declaration.is(EnumDeclSyntax.self) { return "enum" }
        if declaration.is(ExtensionDeclSyntax.self) { return "extension" }
        if declaration.is(ProtocolDeclSyntax.self) { return "protocol type" }
        if declaration.is(ActorDeclSyntax.self) { return "actor" }
        return nil
    }

    /// `let name String`: swiftc reads two names where one was declared
    /// and points at the second.
    static func secondIdentifier(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        guard d.message == "expected ':' in type annotation", let annotation = d.node.parent?.as(TypeAnnotationSyntax.self),
              let type = annotation.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
              let binding = annotation.parent?.as(PatternBindingSyntax.self), binding.pattern.is(IdentifierPatternSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let what = variable.bindingSpecifier.tokenKind == .keyword(.let) ? "constant" : "variable"
        return with(d, message: "found an unexpected second identifier in \(what) declaration; is there an accidental break?",
                    at: type.positionAfterSkippingLeadingTrivia)
    }

    /// A parameter without its `:`. swiftc takes the first two names as
    /// the label and the name (`a Int`: label `a`, name `Int`) and asks
    /// for the `:` after them; a lone name (`func f(a)`) it asks to be
    /// written `_ a: Type`.
    static func parameterWithoutColon(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        guard let parameter = d.node.parent?.as(FunctionParameterSyntax.self) ?? d.node.as(FunctionParameterSyntax.self),
              parameter.colon.presence == .missing else { return nil }
        switch d.message {
        case "expected ':' in parameter":
            let afterNames: TokenSyntax?
            if parameter.secondName != nil {
                afterNames = parameter.type.firstToken(viewMode: .sourceAccurate)
            } else if let type = parameter.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil {
                afterNames = type.name.nextToken(viewMode: .sourceAccurate)
            } else {
                return nil
            }
            return with(d, message: "expected ':' following argument label and parameter name",
                        at: afterNames?.positionAfterSkippingLeadingTrivia)
        case "expected ':' and type in parameter" where parameter.secondName == nil:
            return with(d, message: "unnamed parameters must be written with the empty name '_'",
                        at: parameter.firstName.positionAfterSkippingLeadingTrivia)
        default:
            return nil
        }
    }

    /// An enum `case` without a name: after a comma swiftc asks for the
    /// next name; after `case` itself, at the keyword.
    static func enumCaseWithoutName(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        guard d.message == "expected identifier in enum case" else { return nil }
        let previous = firstPresentToken(from: d.node)?.previousToken(viewMode: .sourceAccurate)
        if previous?.tokenKind == .comma {
            return with(d, message: "expected identifier after comma in enum 'case' declaration")
        }
        var node: Syntax? = d.node
        while let current = node, !current.is(EnumCaseDeclSyntax.self) { node = current.parent }
        let keyword = node?.as(EnumCaseDeclSyntax.self)?.caseKeyword
        return with(d, message: "expected identifier in enum 'case' declaration", at: keyword?.positionAfterSkippingLeadingTrivia)
    }

    /// An interpolation without its `)` (`"\(a + b"`): swiftc points at
    /// the `(` it cannot match.
    static func unclosedInterpolation(_ d: SwiftDiagnostics.Diagnostic) -> SwiftDiagnostics.Diagnostic? {
        guard d.message == "expected ')' in string literal", let token = d.node.as(TokenSyntax.self),
              let segment = token.parent?.as(ExpressionSegmentSyntax.self) else { return nil }
        return with(d, message: "cannot find ')' to match opening '(' in string interpolation",
                    at: segment.leftParen.positionAfterSkippingLeadingTrivia)
    }
}
