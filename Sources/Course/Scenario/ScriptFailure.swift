import LiveRuntime

/// Why one line of a lesson's script failed, as a value: the console puts
/// it into words (as it does at the prompt), and machine formats quote it.
public enum ScriptFailure: Error, Sendable, Equatable {
    /// The line is not a command that can be read (`:frob`, `:tap` with no label).
    case unreadable(LiveCommandError)
    /// The live runtime refused the command or the program failed running it.
    case command(CommandFailure)
    /// A line of Swift did not compile or run.
    case swift([Diagnostic])
}

/// A script line that failed, and why.
public struct StepFailure: Sendable, Equatable {
    public var line: String
    public var failure: ScriptFailure

    public init(line: String, failure: ScriptFailure) {
        self.line = line
        self.failure = failure
    }
}
