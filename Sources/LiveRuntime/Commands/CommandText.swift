/// A command line as typed — `:tap Re-render parent` — split into the name
/// after the colon and the argument text after it, blanks trimmed. The
/// console and every other driver (a test's scenario, a lesson's script)
/// read command lines through this one reading.
public struct CommandText: Equatable, Sendable {
    /// The name as typed, without the colon (it may be a prefix: `he`).
    public let name: String
    /// Everything after the name, trimmed.
    public let arguments: String

    /// Nil when the line does not start with a colon (after blanks).
    public init?(_ line: String) {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.first == ":" else { return nil }
        let afterColon = body.dropFirst()
        let name = afterColon.prefix { $0 != " " && $0 != "\t" }
        self.name = String(name)
        self.arguments = CommandText.trimmed(afterColon.dropFirst(name.count))
    }

    /// `text` without the blanks (spaces and tabs) around it.
    public static func trimmed(_ text: Substring) -> String {
        // By index, not `reversed().drop(while:).reversed()`: those nested
        // lazy collection types each cost a generic-metadata instantiation
        // the first time a process trims a command (visible in start-up).
        var lower = text.startIndex, upper = text.endIndex
        while lower < upper, text[lower] == " " || text[lower] == "\t" { text.formIndex(after: &lower) }
        while upper > lower {
            let last = text.index(before: upper)
            guard text[last] == " " || text[last] == "\t" else { break }
            upper = last
        }
        return String(text[lower..<upper])
    }
}
