/// Splits command arguments into words the way a shell does, minus
/// expansion: whitespace separates words, `"…"` and `'…'` group them, and a
/// backslash takes the next character literally (outside single quotes).
public enum ArgumentWords {
    public static func split(_ text: String) throws(LiveCommandError) -> [String] {
        let scan = scan(text)
        guard scan.openQuote == nil else { throw .unterminatedQuote }
        return scan.words + (scan.current.map { [$0] } ?? [])
    }

    /// The whole argument text as one argument, or nil if there is none: a
    /// single quoted word loses its quotes, anything else is taken as
    /// typed, so a bare `Re-render parent` needs no quotes.
    public static func whole(_ text: String) throws(LiveCommandError) -> String? {
        guard let first = text.first else { return nil }
        guard first == "\"" || first == "'" else { return text }
        let words = try split(text)
        return words.count == 1 ? words[0] : text
    }

    /// The first word of `text` (quotes removed) and what follows it, as
    /// typed: `"First name" Ada` → (`First name`, ` Ada`).
    public static func firstWord(_ text: String) throws(LiveCommandError) -> (word: String, rest: Substring) {
        var index = text.startIndex
        var prefix = ""
        while index < text.endIndex {
            prefix.append(text[index])
            index = text.index(after: index)
            let scan = scan(prefix)
            if scan.openQuote == nil, !scan.words.isEmpty {
                // The word ended at the blank just read.
                return (scan.words[0], text[text.index(before: index)...])
            }
        }
        let words = try split(text)
        return (words.first ?? "", text[text.endIndex...])
    }

    /// The state at the end of `text`, for completing the word being typed.
    public struct Scan: Equatable, Sendable {
        /// Finished words.
        public var words: [String]
        /// The word being typed (unquoted), or nil right after whitespace.
        public var current: String?
        /// The quote the current word opened and has not closed.
        public var openQuote: Character?
        /// How many characters of `text` the current word spans as typed.
        public var currentRawLength: Int
    }

    public static func scan(_ text: String) -> Scan {
        var result = Scan(words: [], current: nil, openQuote: nil, currentRawLength: 0)
        var escaping = false
        for character in text {
            if result.current != nil { result.currentRawLength += 1 }
            if escaping {
                result.current = (result.current ?? "") + String(character)
                escaping = false
                continue
            }
            if let quote = result.openQuote {
                if character == quote {
                    result.openQuote = nil
                } else if character == "\\" && quote == "\"" {
                    escaping = true
                } else {
                    result.current = (result.current ?? "") + String(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if let word = result.current { result.words.append(word) }
                result.current = nil
                result.currentRawLength = 0
            case "\"", "'":
                if result.current == nil { result.currentRawLength = 1 }
                result.current = result.current ?? ""
                result.openQuote = character
            case "\\":
                if result.current == nil { result.currentRawLength = 1 }
                result.current = result.current ?? ""
                escaping = true
            default:
                if result.current == nil { result.currentRawLength = 1 }
                result.current = (result.current ?? "") + String(character)
            }
        }
        return result
    }

    /// `word` written so that `split` reads it back as one word.
    public static func quoted(_ word: String) -> String {
        let needsQuotes = word.isEmpty || word.contains { " \t\"'\\".contains($0) }
        guard needsQuotes else { return word }
        var escaped = ""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
