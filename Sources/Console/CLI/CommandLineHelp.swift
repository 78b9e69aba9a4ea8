/// `statelab --help`, `statelab help run` and the usage lines of errors,
/// generated from `CommandLineTable`.
struct CommandLineHelp {
    let table: CommandLineTable

    /// `statelab run FILE.swift [--script FILE] [--seed N] [--no-color]`
    func usage(_ subcommand: SubcommandSpec) -> String {
        var words = ["statelab"]
        if let name = subcommand.name { words.append(name) }
        words += subcommand.positionals.map { $0.isOptional ? "[\($0.placeholder)]" : $0.placeholder }
        words += table.options(of: subcommand)
            .filter { $0.name != "help" && $0.name != "version" }
            .map { "[\($0.spelling)]" }
        return words.joined(separator: " ")
    }

    func overview() -> String {
        var text = "StateLab \(StateLabVersion.current) — a terminal course on SwiftUI state ownership.\n\nUsage:\n"
        let rows = table.subcommands.map { subcommand -> (String, String) in
            let positionals = subcommand.positionals.map { $0.isOptional ? "[\($0.placeholder)]" : $0.placeholder }
            let words = ["statelab"] + (subcommand.name.map { [$0] } ?? []) + positionals + ["[options]"]
            return (words.joined(separator: " "), subcommand.summary)
        }
        text += columns(rows)
        text += "\nOptions:\n" + columns(table.options.map { ($0.spelling, $0.summary) })
        text += """

            Environment:
              NO_COLOR           any non-empty value turns colour off
              STATELAB_HISTORY   the history file; empty turns history off
                                 (default: $XDG_DATA_HOME/statelab/history,
                                 else ~/.local/share/statelab/history)
              EDITRC             key bindings for the prompt (default: ~/.editrc)

            Exit status: 0 on success, 1 if anything failed, 2 for a usage error.
            'statelab help COMMAND' describes one command; ':help' at the prompt
            lists the console's commands.

            """
        return text
    }

    func detail(_ subcommand: SubcommandSpec) -> String {
        var text = "Usage: " + usage(subcommand) + "\n\n" + subcommand.details + "\n"
        text += "\nOptions:\n" + columns(table.options(of: subcommand).map { ($0.spelling, $0.summary) })
        return text
    }

    /// A usage error as printed on standard error.
    func report(_ error: UsageError) -> String {
        let subcommand = error.subcommand.flatMap(table.subcommand(named:)) ?? table.defaultSubcommand
        let helpCommand = error.subcommand.map { "statelab help \($0)" } ?? "statelab --help"
        return "statelab: \(error.message)\nUsage: \(usage(subcommand))\nSee '\(helpCommand)'.\n"
    }

    private func columns(_ rows: [(String, String)]) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 + "\n" }.joined()
    }
}
