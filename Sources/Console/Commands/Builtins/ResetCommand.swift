extension Command {
    /// `:reset`: a fresh session.
    static var reset: Command { Command(
        name: "reset",
        summary: "Start a fresh session, forgetting every declaration",
        details: """
            Throws the current session away, with every type, function and variable
            declared in it, and starts an empty one with the same options (such as
            --seed). History is kept.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            context.resetSession()
            context.remark("Session reset: every declaration is forgotten.")
            return .done
        }
    ) }
}
