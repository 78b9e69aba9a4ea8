import LiveRuntime

extension Command {
    /// `:submit LABEL`: Return in a field.
    static var submit: Command { Command(
        name: "submit",
        arguments: "LABEL",
        summary: "Press Return in the text field or search field labelled LABEL",
        details: """
            :submit LABEL presses Return in the text field LABEL (or the search
            field of a .searchable view, named by its prompt), as a person does:
            the field gives up focus, then the .onSubmit actions of the views it
            is in run, innermost first, until a .submitScope() stops them.
            A field over a formatted value (TextField(_:value:format:)) takes
            what was typed now. Tab completes the fields on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.submit, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.screen.fields)
        }
    ) }
}
