extension CommandTable {
    /// Every command the console offers, in the order `:help` lists them.
    /// Adding a command is one line here and one file in Builtins/.
    public static func standard() -> CommandTable {
        CommandTable([
            .help,
            .load,
            .launch,
            .tap,
            .type,
            .toggle,
            .back,
            .delete,
            .wait,
            .settle,
            .tree,
            .timeline,
            .trace,
            .reset,
            .quit,
            // The course
            .lessons,
            .open,
            .next,
            .prev,
            .step,
            .tryCommands,
            .answer,
            .choose,
            .check,
            .hint,
            .edit,
            .compare,
            .progress,
        ])
    }
}
