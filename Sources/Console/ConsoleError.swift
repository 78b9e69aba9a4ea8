import Interpreter

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
    case unterminatedQuote
    case cannotRead(path: String, reason: String)
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
        case .unterminatedQuote:
            return "a quoted argument is missing its closing quote"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .diagnostics(let diagnostics):
            return diagnostics.count == 1 ? "1 error" : "\(diagnostics.count) errors"
        }
    }
}
