/// The text of `:help` and `:help NAME`, generated from the command table.
public enum HelpText {
    /// Every command with its summary, then how code and the keys work.
    /// With `courseFirst` (a lesson pack is loaded), the course's commands
    /// come first; without a course they are not listed.
    public static func overview(_ table: CommandTable, styler: Styler, courseFirst: Bool = false) -> String {
        let sections: [Command.Section] = courseFirst ? [.course, .app, .session] : [.app, .session]
        let shown = sections.flatMap { section in table.commands.filter { $0.section == section } }
        let width = (shown.map(\.usage.count).max() ?? 0) + 3
        var text = styler.apply(.bold, to: "Commands") + " (a prefix is enough: :he is :help)\n"
        for section in sections {
            let commands = table.commands.filter { $0.section == section }
            guard !commands.isEmpty else { continue }
            text += "\n" + styler.apply(.bold, to: section.rawValue) + "\n"
            for command in commands {
                let padded = command.usage + String(repeating: " ", count: max(1, width - command.usage.count))
                text += "  " + styler.apply(.accent, to: padded) + command.summary + aliasNote(command) + "\n"
            }
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
