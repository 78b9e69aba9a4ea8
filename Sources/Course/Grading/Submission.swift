import LessonMarkup
import LiveRuntime

/// A learner's answers, for grading without a terminal: choices by
/// exercise (or prediction) id, and code for code exercises, each with
/// where it was given so an error points there.
public struct Submission: Sendable {
    public enum Answer: Sendable, Equatable {
        /// A choice's name, or a prediction's answer.
        case choice(String)
        /// The learner's own program, from a file.
        case code(text: String, file: String)
    }

    public struct Entry: Sendable, Equatable {
        public var id: String
        public var answer: Answer
        /// Where it was given: `answers.txt:3:1`, or `--answer` on the command line.
        public var location: LessonLocation

        public init(id: String, answer: Answer, location: LessonLocation) {
            self.id = id
            self.answer = answer
            self.location = location
        }
    }

    public var entries: [Entry] = []
    public var student: String?

    public init(entries: [Entry] = [], student: String? = nil) {
        self.entries = entries
        self.student = student
    }

    /// The answer given for `id` (the last one wins, as on a command line).
    public func answer(for id: String) -> Entry? {
        entries.last { $0.id == id }
    }

    /// Reads an answers file: one `id: choice` a line; `#` starts a
    /// comment; blank lines are skipped. Problems come back with their
    /// line and column; the good lines are kept.
    public static func parseAnswersFile(_ text: String, file: String) -> (entries: [Entry], problems: [LessonDiagnostic]) {
        var entries: [Entry] = []
        var problems: [LessonDiagnostic] = []
        for (index, raw) in text.lines().enumerated() {
            let line = String(raw)
            var content = line
            if let hash = content.firstIndex(of: "#") { content = String(content[..<hash]) }
            let trimmed = content.trimmingCharacters(in: " \t")
            if trimmed.isEmpty { continue }
            let indent = content.prefix { $0 == " " || $0 == "\t" }.count
            guard let colon = trimmed.firstIndex(of: ":") else {
                problems.append(LessonDiagnostic(GradingMessages.answerLineNeedsColon, at: LessonLocation(file: file, line: index + 1, column: indent + 1),
                                                 sourceLine: line))
                continue
            }
            let id = trimmed[..<colon].trimmingCharacters(in: " \t")
            var choice = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: " \t")
            if choice.count >= 2, choice.hasPrefix("\""), choice.hasSuffix("\"") { choice = String(choice.dropFirst().dropLast()) }
            let location = LessonLocation(file: file, line: index + 1, column: indent + 1)
            if id.isEmpty || choice.isEmpty {
                problems.append(LessonDiagnostic(id.isEmpty ? GradingMessages.answerLineNeedsID : GradingMessages.answerLineNeedsChoice(id),
                                                 at: location, sourceLine: line))
                continue
            }
            if let first = entries.first(where: { $0.id == id }) {
                problems.append(LessonDiagnostic(GradingMessages.answeredTwice(id, first: first.location), at: location, sourceLine: line))
                entries.removeAll { $0.id == id }
            }
            entries.append(Entry(id: id, answer: .choice(choice), location: location))
        }
        return (entries, problems)
    }
}
