import LiveRuntime

extension Command {
    /// `:tap LABEL`: presses a button or follows a navigation link.
    static var tap: Command { Command(
        name: "tap",
        arguments: "LABEL",
        summary: "Press the button or navigation link labelled LABEL",
        details: """
            Presses the button, or activates the navigation link, whose label is
            LABEL among the views on screen (a screen covered by a pushed one or
            a sheet is not). Quotes are optional: :tap Re-render parent and
            :tap "Re-render parent" are the same. The tap is one transaction:
            the action runs, changed views re-render, then appearance actions
            and tasks. Tapping a Menu's label opens it (a button in it runs, then
            closes it); a DisclosureGroup's label expands or collapses it; an
            alert's buttons dismiss it after their action. Tab completes the
            labels on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.tap, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.screen.buttons)
        }
    ) }
}
