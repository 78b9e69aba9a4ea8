import SwiftSubsetAST
import SwiftParser
import SwiftSyntax

/// A guard in front of the toolchain's SwiftParser, whose lookahead grows
/// exponentially with brackets opened in a row after a `[` (`[[[[…`,
/// `[ ( [ ( …`): it tries each as the start of an array or inline-array
/// type. Twenty took 8 seconds, twenty-five never finished (a fuzz
/// finding, docs/ROBUSTNESS.md). Code a person writes opens a handful;
/// past `limit`, the rest of the run is refused — the parser reads a copy
/// with them turned into spaces, one byte for one, and the diagnostic
/// points at the first one refused.
public enum BracketChains {
    /// The most brackets opened in a row, from a `[` on, that are parsed.
    public static let limit = 12

    /// The byte offsets of the brackets past `limit` in a run, outside
    /// strings and comments.
    public static func excess(in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        var excess: [Int] = []
        var run = 0
        var i = 0
        func at(_ j: Int) -> UInt8? { j < bytes.count ? bytes[j] : nil }
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                if run > 0 || c == UInt8(ascii: "[") {
                    run += 1
                    if run > limit { excess.append(i) }
                }
                i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                // Comments are trivia between tokens: the run goes on.
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i = endOfBlockComment(bytes, from: i)
            case UInt8(ascii: "\""):
                run = 0
                i = endOfString(bytes, from: i)
            case 0x21...0x7E:
                // Any other token — a name, a number, an operator, a closer —
                // ends the run.
                run = 0
                i += 1
            case 0xC0...0xFF:
                // A letter or digit of any script is a name; anything else
                // (a symbol, U+FFFD, an invisible character) is trivia or
                // refused, and the parser reads on past it.
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                let end = min(bytes.count, i + length)
                if let scalar = String(decoding: bytes[i..<end], as: UTF8.self).unicodeScalars.first,
                   scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    run = 0
                }
                i = end
            default:
                // Whitespace and control characters: trivia.
                i += 1
            }
        }
        return excess
    }

    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return bytes.count
    }

    /// Parses `text` as SwiftParser does, with the brackets past `limit`
    /// read as spaces. Every parse of untrusted text goes through here.
    public static func parse(_ text: String) -> SourceFileSyntax {
        let excess = excess(in: text)
        return Parser.parse(source: excess.isEmpty ? text : defused(text, excess: excess))
    }

    /// `text` with each excess bracket turned into a space.
    static func defused(_ text: String, excess: [Int]) -> String {
        var bytes = Array(text.utf8)
        for offset in excess { bytes[offset] = UInt8(ascii: " ") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Past a string literal that opens at `start` (single-line or `"""`),
    /// escapes skipped; interpolations are left to the parser.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var i = start + (multiline ? 3 : 1)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if !multiline, bytes[i] == UInt8(ascii: "\n") { return i }
            if bytes[i] == quote {
                if !multiline { return i + 1 }
                if i + 2 < bytes.count, bytes[i + 1] == quote, bytes[i + 2] == quote { return i + 3 }
            }
            i += 1
        }
        return i
    }
}
