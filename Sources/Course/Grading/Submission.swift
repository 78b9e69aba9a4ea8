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

    /// One answer as written: `id: choice` or `id=choice` — in an answers
    /// file and after `--answer` alike. The id ends at the first `:` or `=`
    /// (ids hold neither; a choice may: `stale-count: Stops: 0`); space
    /// around either part is dropped, and one pair of quotes around the
    /// choice. The problem, worded, when it is neither form.
    public static func parseAnswer(_ text: String) -> Result<(id: String, choice: String), AnswerProblem> {
        let trimmed = text.trimmingCharacters(in: " \t")
        guard let separator = trimmed.firstIndex(where: { $0 == ":" || $0 == "=" }) else {
            return .failure(AnswerProblem(GradingMessages.answerNeedsSeparator(trimmed)))
        }
        let id = trimmed[..<separator].trimmingCharacters(in: " \t")
        var choice = trimmed[trimmed.index(after: separator)...].trimmingCharacters(in: " \t")
        if choice.count >= 2, choice.hasPrefix("\""), choice.hasSuffix("\"") { choice = String(choice.dropFirst().dropLast()) }
        if id.isEmpty { return .failure(AnswerProblem(GradingMessages.answerNeedsID(trimmed[separator]))) }
        if choice.isEmpty { return .failure(AnswerProblem(GradingMessages.answerNeedsChoice(id))) }
        return .success((id, choice))
    }

    /// Why an answer could not be read, in words naming the forms expected.
    public struct AnswerProblem: Error, Sendable, Equatable {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// Reads an answers file: one answer a line (`id: choice` or
    /// `id=choice`, as `parseAnswer` reads it); `#` starts a comment; blank
    /// lines are skipped. Problems come back with their line and column;
    /// the good lines are kept.
    public static func parseAnswersFile(_ text: String, file: String) -> (entries: [Entry], problems: [LessonDiagnostic]) {
        var entries: [Entry] = []
        var problems: [LessonDiagnostic] = []
        for (index, raw) in text.lines().enumerated() {
            let line = String(raw)
            var content = line
            if let hash = content.firstIndex(of: "#") { content = String(content[..<hash]) }
            if content.trimmingCharacters(in: " \t").isEmpty { continue }
            let indent = content.prefix { $0 == " " || $0 == "\t" }.count
            let location = LessonLocation(file: file, line: index + 1, column: indent + 1)
            let id: String, choice: String
            switch parseAnswer(content) {
            case .failure(let problem):
                problems.append(LessonDiagnostic(problem.message, at: location, sourceLine: line))
                continue
            case .success(let answer):
                (id, choice) = answer
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
