import LiveRuntime

extension Command {
    /// `:toggle LABEL`: flips a toggle.
    static var toggle: Command { Command(
        name: "toggle",
        arguments: "LABEL",
        summary: "Flip the toggle labelled LABEL",
        details: """
            Flips the Toggle whose label is LABEL among the views on screen,
            writing the new value through its binding, in one transaction.
            Quotes are optional. Tab completes the toggles on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.toggle, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.screen.toggles)
        }
    ) }
}
