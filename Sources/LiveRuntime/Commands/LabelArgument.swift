/// How `:tap`, `:toggle`, `:type` and `:delete` read the label of a
/// control: quoted (`"Re-render parent"`) or bare, spaces and all
/// (`Re-render parent`), the way a learner reads it off the screen.
///
/// The labels on screen settle what a bare line means: `:type First name
/// Ada` fills the field "First name" with "Ada" when such a field is shown.
public enum LabelArgument {
    /// The label `text` names. A single quoted word loses its quotes; bare
    /// text is taken as typed, unless only its words joined by single spaces
    /// (`Reset "all views"`, as Tab completes a long label) are on screen.
    public static func label(_ text: String, onScreen: [String]) throws(LiveCommandError) -> String {
        let readings = try self.readings(of: text)
        return readings.first(where: onScreen.contains) ?? readings[0]
    }

    /// `:type LABEL TEXT`: the label, then the rest of the line (nil if
    /// nothing follows). A single quoted TEXT loses its quotes, so `""`
    /// clears a field.
    public static func labelAndText(
        _ text: String, onScreen: [String], command: LiveCommand.Name = .type
    ) throws(LiveCommandError) -> (label: String, text: String?) {
        guard let first = text.first else { throw .missingArgument(command) }
        if first == "\"" || first == "'" {
            let (label, rest) = try ArgumentWords.firstWord(text)
            return (label, try value(rest))
        }
        // Bare: the longest run of leading words that is a label on screen,
        // else the first word.
        let words = wordRanges(text)
        for count in stride(from: words.count, through: 1, by: -1) {
            let candidate = String(text[words[0].lowerBound..<words[count - 1].upperBound])
            if onScreen.contains(candidate) {
                return (candidate, try value(text[words[count - 1].upperBound...]))
            }
        }
        return (String(text[words[0]]), try value(text[words[0].upperBound...]))
    }

    // MARK: - Reading the words

    private static func readings(of text: String) throws(LiveCommandError) -> [String] {
        if let first = text.first, first == "\"" || first == "'" {
            let words = try ArgumentWords.split(text)
            return words.count == 1 ? words : [text, words.joined(separator: " ")]
        }
        guard let words = try? ArgumentWords.split(text) else { return [text] } // `Don't save`
        let joined = words.joined(separator: " ")
        return joined == text ? [text] : [text, joined]
    }

    private static func value(_ rest: Substring) throws(LiveCommandError) -> String? {
        let trimmed = CommandText.trimmed(rest)
        guard let first = trimmed.first else { return nil }
        guard first == "\"" || first == "'" else { return trimmed }
        let words = try ArgumentWords.split(trimmed)
        return words.count == 1 ? words[0] : trimmed
    }

    /// The ranges of the whitespace-separated words of `text`.
    private static func wordRanges(_ text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        for index in text.indices {
            let isSpace = text[index] == " " || text[index] == "\t"
            if isSpace, let s = start {
                ranges.append(s..<index)
                start = nil
            } else if !isSpace && start == nil {
                start = index
            }
        }
        if let start { ranges.append(start..<text.endIndex) }
        return ranges
    }
}
