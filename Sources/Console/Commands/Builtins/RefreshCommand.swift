import LiveRuntime

extension Command {
    /// `:refresh`: pull to refresh.
    static var refresh: Command { Command(
        name: "refresh",
        summary: "Pull to refresh the refreshable view on screen",
        details: """
            Pulls down the view on screen that has .refreshable, as a person does:
            its action starts as a task in one transaction, and the runtime runs
            it until it waits for time (use :wait or :settle to let it finish).
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.refresh, invocation)
            return .done
        }
    ) }
}
