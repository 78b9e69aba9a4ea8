import LiveRuntime

extension Command {
    /// `:wait DURATION`: advances the virtual clock.
    static var wait: Command { Command(
        name: "wait",
        arguments: "DURATION",
        summary: "Let virtual time pass: 300ms, 1.5s, 250us, 2min",
        details: """
            Moves the virtual clock forward by DURATION, a number and a unit
            written together (ns, us, ms, s, min). Every timer that falls due
            fires at its own time, in order — Task.sleep ends, asyncAfter runs —
            and what it changes re-renders. Time moves only when told to, so the
            same script always gives the same output.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.wait, invocation)
            return .done
        }
    ) }
}
