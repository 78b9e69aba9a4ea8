import SwiftIDEUtils
import SwiftParser
import SwiftSubsetAST
import SwiftSyntax

/// Colours Swift the way IDEs do, from the toolchain's own syntax
/// classification (SwiftIDEUtils): keywords, types, literals, comments,
/// attributes and Xcode placeholders, as runs of the text's bytes.
enum Highlighter {
    static func runs(_ text: String) -> [HighlightRun] {
        BracketChains.parse(text).classifications.map { range in
            HighlightRun(start: range.range.lowerBound.utf8Offset, end: range.range.upperBound.utf8Offset,
                         kind: kind(for: range.kind))
        }
    }

    static func kind(for classification: SyntaxClassification) -> HighlightRun.Kind? {
        switch classification {
        case .keyword, .ifConfigDirective: return .keyword
        case .type: return .typeName
        case .stringLiteral, .regexLiteral: return .stringLiteral
        case .integerLiteral, .floatLiteral: return .numberLiteral
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .attribute: return .attribute
        case .editorPlaceholder: return .placeholder
        default: return nil
        }
    }
}
