/// The text of `:help` and `:help NAME`, generated from the command table.
public enum HelpText {
    /// Every command with its summary, then how code and the keys work.
    public static func overview(_ table: CommandTable, styler: Styler) -> String {
        let usages = table.commands.map(\.usage)
        let width = (usages.map(\.count).max() ?? 0) + 3
        var text = styler.apply(.bold, to: "Commands") + " (a prefix is enough: :he is :help)\n"
        for (command, usage) in zip(table.commands, usages) {
            let padded = usage + String(repeating: " ", count: width - usage.count)
            text += "  " + styler.apply(.accent, to: padded) + command.summary + aliasNote(command) + "\n"
        }
        text += """

            \(styler.apply(.bold, to: "Swift")) typed at the prompt runs in the session: declarations stay, statements
            run. A line that leaves a brace, bracket, parenthesis or \"\"\" string open
            continues on the next.

            \(styler.apply(.bold, to: "Keys"))  Tab completes · Up/Down recall history · Ctrl-R searches it
                  Ctrl-C cancels the line · Ctrl-D on an empty line quits

            :help COMMAND shows one command in detail.

            """
        return text
    }

    /// One command: usage, summary, details and aliases.
    public static func detail(_ command: Command, styler: Styler) -> String {
        var text = styler.apply(.accent, to: command.usage) + "\n"
        text += "  " + command.summary + "\n"
        if !command.details.isEmpty {
            text += "\n" + command.details.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "  " + $0 }
                .joined(separator: "\n") + "\n"
        }
        if !command.aliases.isEmpty {
            text += "\n  Also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + "\n"
        }
        return text
    }

    private static func aliasNote(_ command: Command) -> String {
        command.aliases.isEmpty ? "" : " (also " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
    }
}
