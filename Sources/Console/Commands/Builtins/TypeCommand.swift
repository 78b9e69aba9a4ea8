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
            the field. A search field (.searchable) is named by its prompt, else
            Search. Typing into a field focuses it (.focused). Tab completes the
            fields on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.type, invocation)
            return .done
        },
        completeArgument: { request, context in
            let fields = context.session.screen.fields
            if request.index > 0, fields.contains(request.previous.joined(separator: " ")) { return [] }
            return LabelCompletion.candidates(for: request, onScreen: fields)
        }
    ) }
}
