import SwiftSubset
import SwiftSubsetAST

/// Colours Swift the way IDEs do, from the toolchain's own syntax
/// classification (asked of the Swift frontend): keywords, types,
/// literals, comments, attributes, and Xcode placeholders
/// (`<#owner wrapper#>`) — the slots an exercise asks the learner to fill —
/// in reverse video. Without the frontend, the text is shown plain.
struct SwiftHighlighter {
    let styler: Styler

    /// `source` with colour, line by line (no trailing newline per line).
    func lines(_ source: String) -> [String] {
        guard styler.isEnabled, let runs = SwiftFrontend.highlight(source) else { return Self.splitLines(source) }
        var bytes = Array(source.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        var out = ""
        var cursor = 0
        for range in runs {
            let start = min(range.start, bytes.count)
            let end = min(range.end, bytes.count)
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
        while let open = rest.firstRange(of: "<#"), let close = rest[open.upperBound...].firstRange(of: "#>") {
            if open.lowerBound > rest.startIndex { runs.append((String(rest[..<open.lowerBound]), false)) }
            runs.append((String(rest[open.lowerBound..<close.upperBound]), true))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { runs.append((String(rest), false)) }
        return runs
    }

    static func style(for kind: HighlightRun.Kind?) -> Styler.Style? {
        switch kind {
        case .keyword: return .keyword
        case .typeName: return .typeName
        case .stringLiteral: return .stringLiteral
        case .numberLiteral: return .numberLiteral
        case .comment: return .comment
        case .attribute: return .attribute
        case .placeholder: return .placeholder
        case nil: return nil
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
