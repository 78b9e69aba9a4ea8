extension Command {
    /// `:quit`: leave the console.
    static var quit: Command { Command(
        name: "quit",
        aliases: ["q"],
        summary: "Leave StateLab; Ctrl-D on an empty line does too",
        details: """
            Saves the history and leaves with status 0. In a script, stops reading
            it; the exit status still reports whether any earlier line failed.
            """,
        run: { invocation, _ throws(ConsoleError) in
            try invocation.expectNoArguments()
            return .quit
        }
    ) }
}
