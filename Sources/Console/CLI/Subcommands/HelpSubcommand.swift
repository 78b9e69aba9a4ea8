extension SubcommandSpec {
    /// `statelab help [COMMAND]`.
    static var help: SubcommandSpec {
        SubcommandSpec(
            name: "help",
            positionals: [PositionalSpec(placeholder: "COMMAND", isOptional: true)],
            options: [],
            summary: "Describe statelab, or one of its commands",
            details: "Prints the overview of statelab, or the usage and options of COMMAND.",
            run: { arguments, context in
                let table = CommandLineTable.standard()
                let help = CommandLineHelp(table: table)
                guard let name = arguments.positionals.first else {
                    context.output.write(help.overview())
                    return 0
                }
                guard let subcommand = table.subcommand(named: name) else {
                    let error = UsageError.unknownSubcommand(name, suggestion: table.suggestion(for: name))
                    context.output.writeError(help.report(error))
                    return 2
                }
                context.output.write(help.detail(subcommand))
                return 0
            })
    }
}
