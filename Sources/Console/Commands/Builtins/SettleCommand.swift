import LiveRuntime

extension Command {
    /// `:settle`: runs until nothing is pending.
    static var settle: Command { Command(
        name: "settle",
        summary: "Let time pass until nothing is pending",
        details: """
            Runs every ready job and moves the virtual clock from one timer to the
            next until no task is waiting for time: every sleep ends, every
            delayed block runs. A program that keeps scheduling more work (a
            repeating timer) is stopped after 10,000 timers.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.settle, invocation)
            return .done
        }
    ) }
}
