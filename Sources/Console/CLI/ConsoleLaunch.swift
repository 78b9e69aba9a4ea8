import LiveRuntime

/// The ways subcommands start a console without a terminal.
enum ConsoleLaunch {
    /// A console for non-interactive input: no colour, no remarks.
    static func plainContext(options: Session.Options, context: CommandLineContext) -> ConsoleContext {
        ConsoleContext(
            sessionOptions: options, output: context.output,
            isInteractive: false, environment: context.environment.variables)
    }

    static func runScript(atPath path: String, options: Session.Options, context: CommandLineContext) -> Int32 {
        runScript(atPath: path, in: plainContext(options: options, context: context))
    }

    /// Runs a script file's lines in `console`; 1 if it cannot be read or a line failed.
    static func runScript(atPath path: String, in console: ConsoleContext) -> Int32 {
        do throws(ConsoleError) {
            var lines = try TextLines(contentsOfFile: path)
            return ScriptRunner(context: console).run(&lines) ? 0 : 1
        } catch {
            console.output.writeError("statelab: \(error.message)\n")
            return 1
        }
    }

    /// `statelab run App.swift`: launches the `@main` App and lets it run
    /// until nothing is pending; 1 if either step failed.
    static func launchAndSettle(in console: ConsoleContext, file: String) -> Int32 {
        do throws(ConsoleError) {
            try console.perform(.launch(view: nil, singlePass: false))
            try console.perform(.settle)
            return 0
        } catch {
            switch error {
            case .diagnostics(let diagnostics):
                console.output.writeError(console.render(diagnostics))
            case .refused(_, let diagnostics):
                console.output.writeError("\(file): error: \(error.message)\n" + console.render(diagnostics))
            default:
                console.output.writeError("\(file): error: \(error.message)\n")
            }
            return 1
        }
    }
}
