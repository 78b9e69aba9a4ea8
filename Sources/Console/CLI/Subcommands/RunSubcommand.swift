import Interpreter

extension SubcommandSpec {
    /// `statelab run FILE.swift [--script FILE]`.
    static var run: SubcommandSpec {
        SubcommandSpec(
            name: "run",
            positionals: [PositionalSpec(placeholder: "FILE.swift", isOptional: false)],
            options: ["script", "seed"],
            summary: "Run a Swift file, then optionally a script of console lines",
            details: """
                Runs the top-level code of FILE.swift in a fresh session. With
                --script FILE, then runs that file's lines as if typed at the prompt
                (commands, Swift, continuation lines), with no prompt or colour.
                Program output goes to standard output; errors go to standard error
                as file:line:column with the source line and a caret. The exit status
                is 0 if everything succeeded and 1 if anything failed.
                """,
            run: { arguments, context in
                let options = Session.Options(seed: arguments.value("seed").flatMap(UInt64.init) ?? 0)
                let console = ConsoleLaunch.plainContext(options: options, context: context)
                let path = arguments.positionals[0]
                let source: String
                do throws(ConsoleError) {
                    source = try FileReading.text(atPath: path)
                } catch {
                    context.output.writeError("statelab: \(error.message)\n")
                    return 1
                }
                if case .failure(let diagnostics) = console.evaluate(source, file: path) {
                    context.output.writeError(console.render(diagnostics))
                    return 1
                }
                guard let script = arguments.value("script") else { return 0 }
                return ConsoleLaunch.runScript(atPath: script, in: console)
            })
    }
}
