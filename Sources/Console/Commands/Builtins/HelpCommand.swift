extension Command {
    /// `:help [COMMAND]`: the command list, or one command in detail.
    static var help: Command { Command(
        name: "help",
        aliases: ["h"],
        arguments: "[COMMAND]",
        summary: "List the commands, or show one command in detail",
        details: """
            Without an argument, lists every command with its arguments, then how
            Swift code and the editing keys work. With a command name (a prefix is
            enough, the colon is optional), shows what that command does.
            """,
        run: { invocation, context throws(ConsoleError) in
            guard var name = try invocation.wholeArgument() else {
                context.output.write(HelpText.overview(context.commands, styler: context.styler, courseFirst: context.course != nil))
                return .done
            }
            if name.hasPrefix(":") { name.removeFirst() }
            let command = try context.commands.resolve(name)
            context.output.write(HelpText.detail(command, styler: context.styler))
            return .done
        },
        completeArgument: { request, context in
            guard request.index == 0 else { return [] }
            let colon = request.partial.hasPrefix(":") ? ":" : ""
            return context.commands.commands.map { CompletionCandidate(colon + $0.name) }
        }
    ) }
}
