import LiveRuntime

/// Runs one entry — a command or Swift — against the context and reports
/// what went wrong, the same way at the prompt and in a script.
final class EntryRunner {
    enum Outcome: Equatable {
        case succeeded
        case failed
        case quit
    }

    let context: ConsoleContext
    let reporter: ErrorReporter

    init(context: ConsoleContext, reporter: ErrorReporter) {
        self.context = context
        self.reporter = reporter
    }

    func run(_ entry: Entry) -> Outcome {
        do throws(ConsoleError) {
            switch entry.kind {
            case .command:
                return try runCommand(entry.text) == .quit ? .quit : .succeeded
            case .code:
                if case .failure(let diagnostics) = context.evaluate(entry.text, file: reporter.codeFileName, firstLine: reporter.firstLine(of: entry),
                                                            mode: .interactive) {
                    throw .diagnostics(diagnostics)
                }
                return .succeeded
            }
        } catch {
            context.output.writeError(reporter.report(error, for: entry))
            return .failed
        }
    }

    private func runCommand(_ line: String) throws(ConsoleError) -> CommandResult {
        guard let text = CommandText(line) else { throw .missingCommandName }
        let command = try context.commands.resolve(text.name)
        let invocation = CommandInvocation(command: command, typedName: text.name, argumentText: text.arguments)
        return try command.run(invocation, context)
    }
}
