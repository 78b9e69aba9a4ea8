extension Command {
    /// `:trace on|off`: prints runtime events as they happen.
    static var trace: Command { Command(
        name: "trace",
        arguments: "on|off",
        summary: "Show runtime events as they happen, or stop showing them",
        details: """
            With :trace on, every runtime event is printed, dimmed and numbered,
            under the command that caused it: inits and deinits, view values
            built, bodies evaluated, storage created and destroyed, appearances,
            tasks, pushes and pops. What the program prints is shown either way,
            and only once. Without an argument, says whether the trace is on.
            """,
        run: { invocation, context throws(ConsoleError) in
            guard let word = try invocation.wholeArgument() else {
                context.output.write("trace is \(context.showsTrace ? "on" : "off")\n")
                return .done
            }
            switch word.lowercased() {
            case "on": context.showsTrace = true
            case "off": context.showsTrace = false
            default: throw .invalidChoice(command: "trace", argument: word, choices: ["on", "off"])
            }
            return .done
        },
        completeArgument: { request, _ in
            request.index == 0 ? [CompletionCandidate("on"), CompletionCandidate("off")] : []
        }
    ) }
}
