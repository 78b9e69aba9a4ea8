import Course
import LiveRuntime

/// A lesson script's failing line, in the words the console uses for the
/// same failure at the prompt.
extension ScriptFailure {
    func consoleError(_ table: CommandTable) -> ConsoleError {
        switch self {
        case .unreadable(let error):
            guard let name = error.commandName, case .found(let command) = table.lookup(name.rawValue) else {
                if case .unknownCommand(let typed) = error { return .unknownCommand(typed, suggestion: nil) }
                return .unterminatedQuote
            }
            return ConsoleError(error, command: command)
        case .command(let failure):
            return ConsoleError(failure) ?? .diagnostics([])
        case .swift(let diagnostics):
            return .diagnostics(diagnostics)
        }
    }

    /// The message, then any program errors rendered with their lines.
    func words(_ context: ConsoleContext) -> String {
        let error = consoleError(context.commands)
        switch error {
        case .diagnostics(let diagnostics): return context.render(diagnostics).trimmingTrailingNewlines()
        case .refused(_, let diagnostics) where !diagnostics.isEmpty:
            return error.message + "\n" + context.render(diagnostics).trimmingTrailingNewlines()
        default: return error.message
        }
    }

    /// The first line of `words`, for a column of `:compare`.
    func headline(_ context: ConsoleContext) -> String {
        switch self {
        case .swift(let diagnostics):
            return diagnostics.first?.message ?? "failed"
        case .command(let failure) where failure.refusal == nil:
            return failure.diagnostics.first?.message ?? "failed"
        default:
            return consoleError(context.commands).message
        }
    }
}

extension LiveCommandError {
    /// The command the error is about, when the line named one.
    var commandName: LiveCommand.Name? {
        switch self {
        case .missingArgument(let name), .unexpectedArgument(let name, _), .extraArgument(let name, _),
             .unknownOption(let name, _), .notANumber(let name, _):
            return name
        case .invalidDuration: return .wait
        case .unknownScrollDirection: return .scroll
        case .unknownScenePhase: return .phase
        case .unknownCommand, .unterminatedQuote: return nil
        }
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
