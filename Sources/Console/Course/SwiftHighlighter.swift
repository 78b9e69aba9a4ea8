import SwiftSubset
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Colours Swift the way IDEs do, from the toolchain's own syntax
/// classification (SwiftIDEUtils): keywords, types, literals, comments,
/// attributes, and Xcode placeholders (`<#owner wrapper#>`) — the slots an
/// exercise asks the learner to fill — in reverse video.
struct SwiftHighlighter {
    let styler: Styler

    /// `source` with colour, line by line (no trailing newline per line).
    func lines(_ source: String) -> [String] {
        guard styler.isEnabled else { return Self.splitLines(source) }
        let tree = BracketChains.parse(source)
        var bytes = Array(source.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        var out = ""
        var cursor = 0
        for range in tree.classifications {
            let start = min(range.range.lowerBound.utf8Offset, bytes.count)
            let end = min(range.range.upperBound.utf8Offset, bytes.count)
            guard start >= cursor, end > start else { continue }
            out += Self.text(bytes[cursor..<start])
            let piece = Self.text(bytes[start..<end])
            // A placeholder can be classified as part of its neighbour
            // (`@<#wrapper#>` is one attribute): it stands out regardless.
            for (part, isPlaceholder) in Self.placeholders(in: piece) {
                guard let style = isPlaceholder ? .placeholder : Self.style(for: range.kind) else {
                    out += part
                    continue
                }
                // Styles end at each newline, so every line stands alone.
                out += part.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : styler.apply(style, to: String($0)) }.joined(separator: "\n")
            }
            cursor = end
        }
        out += Self.text(bytes[min(cursor, bytes.count)...])
        return out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `text` cut into runs, each saying whether it is a `<#placeholder#>`.
    static func placeholders(in text: String) -> [(String, Bool)] {
        var runs: [(String, Bool)] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
            if open.lowerBound > rest.startIndex { runs.append((String(rest[..<open.lowerBound]), false)) }
            runs.append((String(rest[open.lowerBound..<close.upperBound]), true))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { runs.append((String(rest), false)) }
        return runs
    }

    static func style(for kind: SyntaxClassification) -> Styler.Style? {
        switch kind {
        case .keyword: return .keyword
        case .type: return .typeName
        case .stringLiteral, .regexLiteral: return .stringLiteral
        case .integerLiteral, .floatLiteral: return .numberLiteral
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .attribute: return .attribute
        case .editorPlaceholder: return .placeholder
        case .ifConfigDirective: return .keyword
        default: return nil
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func splitLines(_ source: String) -> [String] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
