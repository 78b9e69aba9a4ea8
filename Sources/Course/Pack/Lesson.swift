import LessonMarkup
import LiveRuntime
/// One lesson of a pack: its front matter, and its steps in order.
///
/// A lesson is one Markdown file. Its text up to the first `##` heading is
/// the first step; every `##` heading starts the next one.
public struct Lesson: Sendable {
    public enum Kind: String, Sendable {
        /// A lesson in the course's sequence.
        case lesson
        /// A page such as the glossary: opened by id, not part of the sequence.
        case page
    }

    public var id: String
    public var title: String
    public var kind: Kind
    public var concepts: [String]
    public var minutes: Int?
    /// The file as diagnostics name it.
    public var file: String
    public var steps: [LessonStep]

    public var exercises: [Exercise] { steps.flatMap(\.exercises) }
    public var predictions: [Prediction] { steps.flatMap(\.predictions) }

    /// The program loaded while step `index` is open: the `swift` blocks of
    /// the nearest step at or before it that has any.
    public func programs(at index: Int) -> [CodeBlock] {
        var index = min(index, steps.count - 1)
        while index >= 0 {
            if !steps[index].program.isEmpty { return steps[index].program }
            index -= 1
        }
        return []
    }

    /// The step that holds an exercise or prediction with this id.
    public func stepIndex(ofItem id: String) -> Int? {
        steps.firstIndex { step in
            step.exercises.contains { $0.id == id } || step.predictions.contains { $0.id == id }
        }
    }
}

/// A stretch of a lesson between two `##` headings: prose to read, the
/// program it loads into the live session, commands to try, predictions
/// and exercises.
public struct LessonStep: Sendable {
    public var title: String
    /// Everything to show, in order (code blocks included).
    public var blocks: [MarkdownBlock]
    /// The `swift` blocks loaded into the session when the step opens;
    /// empty when the step keeps the program of the step before it.
    public var program: [CodeBlock]
    /// The `statelab` blocks: commands to try (`:try` runs them).
    public var commands: [CommandScript]
    public var predictions: [Prediction]
    public var exercises: [Exercise]
}

/// A fenced block of Swift in a lesson, with where its first line is, so
/// that the interpreter's diagnostics point into the lesson file.
public struct CodeBlock: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// Loaded into the live session when its step opens.
        case program
        /// Shown and checked to parse, never run (`swift display`).
        case display
        /// Holds `<#slot#>` placeholders: an exercise's code.
        case exercise
        /// The reference solution of the code exercise with this id
        /// (`swift solution=ID`).
        case solution(String)
    }

    public var text: String
    public var file: String
    /// The line of the block's first line of code (after the fence).
    public var firstLine: Int
    public var role: Role

    public init(text: String, file: String, firstLine: Int, role: Role) {
        self.text = text
        self.file = file
        self.firstLine = firstLine
        self.role = role
    }

    public var location: LessonLocation { LessonLocation(file: file, line: firstLine, column: 1) }
}
