import LiveRuntime

/// A command line as typed: `:he load` selects `help` with argument `load`.
public struct CommandInvocation {
    public let command: Command
    /// The name as typed, which may be a prefix or an alias.
    public let typedName: String
    /// Everything after the name, trimmed.
    public let argumentText: String

    public init(command: Command, typedName: String, argumentText: String) {
        self.command = command
        self.typedName = typedName
        self.argumentText = argumentText
    }

    /// The arguments split into words; quotes group words (`"Re-render parent"`).
    public func words() throws(ConsoleError) -> [String] {
        do throws(LiveCommandError) {
            return try ArgumentWords.split(argumentText)
        } catch {
            throw ConsoleError(error, command: command)
        }
    }

    /// Checks that nothing follows the command name.
    public func expectNoArguments() throws(ConsoleError) {
        guard argumentText.isEmpty else {
            throw .unexpectedArgument(command: command.name, argument: argumentText)
        }
    }

    /// The whole argument text as one argument, or nil if there is none: a
    /// single quoted word loses its quotes, anything else is taken as typed,
    /// so a bare `Re-render parent` needs no quotes.
    public func wholeArgument() throws(ConsoleError) -> String? {
        do throws(LiveCommandError) {
            return try ArgumentWords.whole(argumentText)
        } catch {
            throw ConsoleError(error, command: command)
        }
    }

    /// The whole argument, which the command cannot do without.
    public func requiredArgument() throws(ConsoleError) -> String {
        guard let argument = try wholeArgument() else {
            throw .missingArgument(command: command.name, synopsis: command.arguments)
        }
        return argument
    }
}
