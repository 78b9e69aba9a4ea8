/// The result of grading a submission: one entry per exercise and
/// prediction in scope, each pass, fail or error, with its score and the
/// words that say why. Every output format (text, Exercism JSON, GitHub
/// Classroom, JUnit, TAP) is written from this one value, and `statelab
/// report` reads it back.
public struct GradeSheet: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case pass, fail, error
    }

    public struct Check: Codable, Sendable, Equatable {
        public var expectation: String
        public var passed: Bool
        public var message: String
    }

    public struct Entry: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            case exercise, prediction, input
        }

        public var id: String
        public var kind: Kind
        public var lesson: String?
        /// The lesson's step that holds it, from 1.
        public var step: Int?
        public var title: String
        public var status: Status
        public var message: String
        /// What the graded program printed, at most 500 characters.
        public var output: String
        public var score: Double
        public var maxScore: Double
        /// The choice or answer given (`edited code` for code).
        public var answer: String?
        /// A wrong choice's misconception tag.
        public var tag: String?
        public var checks: [Check]
        /// Where the answer was given, or where the problem is.
        public var location: String?
        public var hintsUsed: Int?
        public var attempts: Int?
    }

    public var formatVersion = 1
    public var student: String?
    public var pack: String
    public var packHash: String
    public var entries: [Entry]

    public var status: Status {
        if entries.contains(where: { $0.status == .error }) { return .error }
        if entries.contains(where: { $0.status == .fail }) { return .fail }
        return .pass
    }

    public var score: Double { entries.reduce(0) { $0 + $1.score } }
    public var maxScore: Double { entries.reduce(0) { $0 + $1.maxScore } }

    /// Exit status for a grader: 0 only when everything passed.
    public var exitStatus: Int32 { status == .pass && !entries.isEmpty ? 0 : 1 }

    public func entries(of kind: Entry.Kind) -> [Entry] { entries.filter { $0.kind == kind } }
}

extension GradeSheet.Entry {
    static let outputLimit = 500

    /// Cuts output to at most 500 characters, at a line if it can.
    static func clip(_ text: String) -> String {
        guard text.count > outputLimit else { return text }
        let marker = "\n… (cut)"
        var clipped = String(text.prefix(outputLimit - marker.count))
        if let lastLine = clipped.lastIndex(of: "\n"), clipped.distance(from: clipped.startIndex, to: lastLine) > outputLimit / 2 {
            clipped = String(clipped[..<lastLine])
        }
        return clipped + marker
    }
}
