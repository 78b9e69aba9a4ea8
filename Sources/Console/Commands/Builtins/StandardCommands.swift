extension CommandTable {
    /// Every command the console offers, in the order `:help` lists them.
    /// Adding a command is one line here and one file in Builtins/.
    public static func standard() -> CommandTable {
        let session: [Command] = [.help, .load, .reset, .quit]
        let app: [Command] = [.launch, .tap, .type, .submit, .toggle, .pick, .increment, .decrement, .slide, .tab, .refresh, .scroll,
                              .phase, .back, .delete, .move, .wait, .settle, .tree, .timeline, .trace]
        let course: [Command] = [.lessons, .open, .next, .prev, .step, .tryCommands, .answer, .choose, .check, .hint,
                                 .edit, .compare, .progress]
        return CommandTable(session.map { $0.listed(under: .session) } + app.map { $0.listed(under: .app) }
                            + course.map { $0.listed(under: .course) })
    }
}
