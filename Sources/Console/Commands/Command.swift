/// One console command: everything `:help`, prefix matching, suggestions and
/// Tab completion know about it comes from this value, so adding a command
/// is one registration in `CommandTable.standard()`.
public struct Command {
    /// The command's name without the colon: `help`.
    public var name: String
    /// Other names that select it exactly: `q` for `quit`.
    public var aliases: [String]
    /// The arguments, as usage shows them: `FILE`, `[COMMAND]`, `""`.
    public var arguments: String
    /// One line for the `:help` list.
    public var summary: String
    /// The rest of `:help NAME`: what it does, in a few sentences.
    public var details: String
    /// Runs the command. Learner mistakes are thrown as `ConsoleError`.
    public var run: (CommandInvocation, ConsoleContext) throws(ConsoleError) -> CommandResult
    /// Candidates for the argument being typed, if the command completes its
    /// arguments. The table filters them by what is typed already.
    public var completeArgument: ((ArgumentCompletionRequest, ConsoleContext) -> [CompletionCandidate])?

    public init(
        name: String,
        aliases: [String] = [],
        arguments: String = "",
        summary: String,
        details: String,
        run: @escaping (CommandInvocation, ConsoleContext) throws(ConsoleError) -> CommandResult,
        completeArgument: ((ArgumentCompletionRequest, ConsoleContext) -> [CompletionCandidate])? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.run = run
        self.completeArgument = completeArgument
    }

    /// Where `:help` lists it.
    public enum Section: String, CaseIterable, Sendable {
        case course = "The course"
        case app = "The live app"
        case session = "The session"
    }

    public var section: Section = .session

    /// The same command, listed under `section`.
    public func listed(under section: Section) -> Command {
        var copy = self
        copy.section = section
        return copy
    }

    /// `:name ARGUMENTS`, as the help list and usage messages show it.
    public var usage: String {
        arguments.isEmpty ? ":" + name : ":" + name + " " + arguments
    }
}

/// What the console does after a command.
public enum CommandResult: Equatable, Sendable {
    case done
    /// Leave the console (`:quit`).
    case quit
}

/// The argument being completed: which one, the ones before it, and what
/// is typed of it so far (quotes removed).
public struct ArgumentCompletionRequest: Equatable, Sendable {
    public var index: Int
    public var previous: [String]
    public var partial: String

    public init(index: Int, previous: [String], partial: String) {
        self.index = index
        self.previous = previous
        self.partial = partial
    }
}
