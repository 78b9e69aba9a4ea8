import LiveRuntime

/// A learner's mistake at the prompt, in a script or in a command's
/// arguments. Every wording the console shows for one is here.
///
/// Internal failures are not `ConsoleError`s: they are bugs and say so.
public enum ConsoleError: Error, Equatable, Sendable {
    case missingCommandName
    case unknownCommand(String, suggestion: String?)
    case ambiguousCommand(String, candidates: [String])
    case missingArgument(command: String, synopsis: String)
    case unexpectedArgument(command: String, argument: String)
    /// More arguments than the command takes.
    case extraArgument(command: String, argument: String, usage: String)
    case unterminatedQuote
    case cannotRead(path: String, reason: String)
    /// An argument that is not one of the words a command accepts.
    case invalidChoice(command: String, argument: String, choices: [String])
    /// An option (`--single-pass`) the command does not have.
    case unknownOption(command: String, option: String)
    /// `:wait` was given something that is not a duration.
    case invalidDuration(String, reason: String)
    /// The live runtime refused a command (no such button, nothing
    /// launched…) in its own words, with any program errors it caused.
    case runtime(message: String, diagnostics: [Diagnostic])
    /// Swift that did not parse, compile or run; the renderer draws these.
    case diagnostics([Diagnostic])

    /// The one-line message (for `.diagnostics`, a summary line; the
    /// diagnostics themselves are rendered with their source lines).
    public var message: String {
        switch self {
        case .missingCommandName:
            return "type a command name after the colon, e.g. :help"
        case .unknownCommand(let name, let suggestion?):
            return "unknown command :\(name); did you mean :\(suggestion)?"
        case .unknownCommand(let name, nil):
            return "unknown command :\(name) (type :help for the list)"
        case .ambiguousCommand(let name, let candidates):
            return ":\(name) is ambiguous: it could be "
                + candidates.map { ":" + $0 }.joined(separator: ", ")
        case .missingArgument(let command, let synopsis):
            return ":\(command) needs \(synopsis) (usage: :\(command) \(synopsis))"
        case .unexpectedArgument(let command, let argument):
            return ":\(command) takes no argument, but was given \(argument)"
        case .extraArgument(let command, let argument, let usage):
            return ":\(command) does not take \(argument) (usage: \(usage))"
        case .unterminatedQuote:
            return "a quoted argument is missing its closing quote"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalidChoice(let command, let argument, let choices):
            return ":\(command) takes " + Self.either(choices) + ", not \(argument)"
        case .unknownOption(let command, let option):
            return ":\(command) has no option \(option) (see :help \(command))"
        case .invalidDuration(let text, let reason):
            return "\(text) is not a duration: \(reason)"
        case .runtime(let message, _):
            return message
        case .diagnostics(let diagnostics):
            return diagnostics.count == 1 ? "1 error" : "\(diagnostics.count) errors"
        }
    }

    /// `on or off`, `a, b or c`.
    private static func either(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
