import LiveRuntime

extension Command {
    /// `:type LABEL TEXT`: fills a text field.
    static var type: Command { Command(
        name: "type",
        arguments: "LABEL TEXT",
        summary: "Fill the text field labelled LABEL with TEXT",
        details: """
            Replaces the text of the TextField or SecureField labelled LABEL
            among the views on screen with TEXT, writing it through the field's
            binding, in one transaction. Quote LABEL when it has spaces, unless
            it is on screen as typed (:type First name Ada works when a field
            "First name" is shown); TEXT is the rest of the line, and "" clears
            the field. Tab completes the fields on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            _ = try invocation.requiredArgument()
            let (label, text) = try LabelArgument.labelAndText(
                invocation.argumentText, onScreen: context.session.labelsOnScreen().fields)
            guard let text else {
                throw .missingArgument(command: "type", synopsis: invocation.command.arguments)
            }
            try context.perform { session throws(Session.CommandFailure) in try session.type(label, text: text) }
            return .done
        },
        completeArgument: { request, context in
            let fields = context.session.labelsOnScreen().fields
            if request.index > 0, fields.contains(request.previous.joined(separator: " ")) { return [] }
            return LabelArgument.completions(for: request, onScreen: fields)
        }
    ) }
}
