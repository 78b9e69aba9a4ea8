import LessonMarkup
import LiveRuntime
/// Lines a learner would type, in order: live commands (`:tap Increment`)
/// and Swift (`model.count`), from a `statelab` block or an exercise's
/// `script:`. Each line is one entry; blank lines and `//` comments are
/// skipped.
public struct CommandScript: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var text: String
        public var location: LessonLocation

        public var isCommand: Bool { text.hasPrefix(":") }
    }

    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// Splits `text`, whose first line stands at `location`; every line
    /// starts at `location`'s column (a fence's, or a block scalar's).
    public init(text: String, at location: LessonLocation) {
        var lines: [Line] = []
        for (offset, raw) in text.lines().enumerated() {
            let indent = raw.prefix(while: { $0 == " " }).count
            let trimmed = raw.trimmingCharacters(in: " \t\r")
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            lines.append(Line(text: trimmed, location: LessonLocation(
                file: location.file, line: location.line + offset,
                column: location.column + indent)))
        }
        self.lines = lines
    }

    public var isEmpty: Bool { lines.isEmpty }
}

extension StringProtocol {
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
