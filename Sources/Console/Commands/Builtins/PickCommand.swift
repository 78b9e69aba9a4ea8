import LiveRuntime

extension Command {
    /// `:pick LABEL OPTION`: chooses a picker's option.
    static var pick: Command { Command(
        name: "pick",
        arguments: "LABEL OPTION",
        summary: "Choose OPTION (or a date) in the picker labelled LABEL",
        details: """
            Selects the option whose text is OPTION in the Picker labelled LABEL
            among the views on screen, writing the option's tag through the
            picker's selection binding, in one transaction: the views that read
            the selection re-render. Quote LABEL when it has spaces, unless it is
            on screen as typed. Tab completes the pickers on screen, then their
            options.

            In a DatePicker, OPTION is a day, a time of day or both, as far as
            the picker shows them: :pick Due 2026-03-14, :pick Alarm 07:30,
            :pick Start 2026-03-14 09:30. A day keeps the selection's time of
            day and a time keeps its day; the date stays in the picker's range.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.pick, invocation)
            return .done
        },
        completeArgument: { request, context in
            let pickers = context.session.screen.pickers
            let label = request.previous.joined(separator: " ")
            if request.index > 0, pickers.contains(label) {
                return context.session.choices(of: "pick", labelled: label).map { CompletionCandidate($0) }
            }
            return LabelCompletion.candidates(for: request, onScreen: pickers)
        }
    ) }
}
