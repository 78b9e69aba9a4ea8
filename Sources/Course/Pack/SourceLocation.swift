import LiveRuntime
/// A place in a lesson file, `Lessons/03-owner.md:42:7`: the same kind of
/// place a Swift diagnostic has (the file as diagnostics name it — the pack
/// folder joined with the file's path —, 1-based line and column).
public typealias LessonLocation = SourcePosition

/// A problem in a lesson pack, at its place in a file, in words a lesson
/// author acts on. `sourceLine` is the line's text, for a caret under it.
public struct LessonDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: LessonLocation
    public var message: String
    public var sourceLine: String
    /// Further lines: a failing choice's checks, a measurement.
    public var notes: [String]
    /// The program's own errors behind the problem (a step that does not
    /// compile), with their locations.
    public var programErrors: [Diagnostic]
    /// Script lines that failed behind the problem.
    public var scriptFailures: [StepFailure]

    public init(_ message: String, at location: LessonLocation, sourceLine: String = "", notes: [String] = [],
                programErrors: [Diagnostic] = [], scriptFailures: [StepFailure] = []) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.notes = notes
        self.programErrors = programErrors
        self.scriptFailures = scriptFailures
    }

    public var description: String { "\(location): error: \(message)" }
}
