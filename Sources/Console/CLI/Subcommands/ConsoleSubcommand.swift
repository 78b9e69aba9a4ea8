import Course
import LiveRuntime

extension SubcommandSpec {
    /// Bare `statelab`: the interactive console, or — when standard input or
    /// output is not a terminal, or with `--script` — the same console
    /// reading plain lines (as psql does: line editing needs both).
    static var console: SubcommandSpec {
        SubcommandSpec(
            name: nil,
            positionals: [],
            options: ["script", "seed", "lessons", "progress", "student"],
            summary: "Start the console (reads lines plainly from a pipe or --script)",
            details: """
                Starts the console: type Swift to run it, :help for commands. When
                standard input or output is not a terminal, or with --script FILE,
                reads the lines as if typed, with no prompt, colour or history;
                errors go to standard error with their line number, and the exit
                status is 1 if any line failed.
                """,
            run: { arguments, context in
                let environment = context.environment
                let options = ConsoleOptions(arguments)
                let course = CourseLaunch.controller(options.course, context: context, seed: options.session.seed)
                if let script = options.script {
                    let console = ConsoleLaunch.plainContext(options: options.session, context: context)
                    console.course = course
                    return ConsoleLaunch.runScript(atPath: script, in: console)
                }
                guard environment.standardInputIsTerminal && environment.standardOutputIsTerminal else {
                    let console = ConsoleLaunch.plainContext(options: options.session, context: context)
                    console.course = course
                    var input = StandardInputLines()
                    return ScriptRunner(context: console).run(&input) ? 0 : 1
                }
                let noColor = options.noColor
                let console = ConsoleContext(
                    sessionOptions: options.session,
                    output: context.output,
                    styler: Styler(isEnabled: ColorPolicy.allowsColor(
                        streamIsTerminal: environment.standardOutputIsTerminal,
                        environment: environment.variables, noColorFlag: noColor)),
                    errorStyler: Styler(isEnabled: ColorPolicy.allowsColor(
                        streamIsTerminal: environment.standardOutputIsTerminal && environment.standardErrorIsTerminal,
                        environment: environment.variables, noColorFlag: noColor)),
                    isInteractive: true,
                    environment: environment.variables,
                    measureWidth: { LineEditor.terminalColumns() ?? 100 })
                console.course = course
                let history = HistoryLocation.resolve(environment: environment.variables)
                return InteractiveConsole(context: console, historyLocation: history).run()
            })
    }
}
