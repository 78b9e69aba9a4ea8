import LiveRuntime

extension SubcommandSpec {
    /// `statelab run FILE.swift [--script FILE] [--trace] [--json] [--seed N]`.
    static var run: SubcommandSpec {
        SubcommandSpec(
            name: "run",
            positionals: [PositionalSpec(placeholder: "FILE.swift", isOptional: false)],
            options: ["script", "trace", "json", "seed"],
            summary: "Run a Swift file, then optionally a script of console lines",
            details: """
                Runs the top-level code of FILE.swift in a fresh session, and the jobs
                it makes ready. With --script FILE, then runs that file's lines as if
                typed at the prompt (commands, Swift, continuation lines), with no
                prompt or colour. Without a script, a file with a @main App is
                launched and left to settle, as if the app were opened and watched
                until nothing is pending.

                --trace prints runtime events as they happen, as :trace on does;
                --json writes every trace event (prints included) to standard output
                as one JSON object a line, instead of the usual output.

                Program output goes to standard output; errors go to standard error
                as file:line:column with the source line and a caret. The exit status
                is 0 if everything succeeded and 1 if anything failed.
                """,
            run: { arguments, context in
                let options = RunOptions(arguments)
                let console = ConsoleContext(
                    sessionOptions: options.session,
                    output: options.json ? ErrorsOnlyOutput(context.output) : context.output,
                    isInteractive: false,
                    environment: context.environment.variables,
                    showsTrace: options.trace,
                    jsonEvents: options.json ? context.output : nil)
                let path = options.file
                let source: String
                do throws(ConsoleError) {
                    source = try FileReading.text(atPath: path)
                } catch {
                    context.output.writeError("statelab: \(error.message)\n")
                    return 1
                }
                if case .failure(let diagnostics) = console.evaluate(source, file: path, firstLine: 1) {
                    context.output.writeError(console.render(diagnostics))
                    return 1
                }
                if let script = options.script {
                    return ConsoleLaunch.runScript(atPath: script, in: console)
                }
                guard console.session.mainApp != nil else { return 0 }
                return ConsoleLaunch.launchAndSettle(in: console, file: path)
            })
    }
}
