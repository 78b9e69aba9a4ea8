import LiveRuntime

extension Command {
    /// `:submit LABEL`: Return in a field.
    static var submit: Command { Command(
        name: "submit",
        summary: "Press Return in a text field or search field",
        details: """
            :submit LABEL presses Return in the text field LABEL (or the search
            field of a .searchable view, named by its prompt), as a person does:
            the field gives up focus, then the .onSubmit actions of the views it
            is in run, innermost first, until a .submitScope() stops them.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.submit, invocation)
            return .done
        }
    ) }
}
