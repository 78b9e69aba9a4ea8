import LiveRuntime

extension Command {
    /// `:scroll down|up|top|bottom|left|right|to LABEL`: moves a lazy list.
    static var scroll: Command { Command(
        name: "scroll",
        arguments: "down|up|top|bottom|left|right|to LABEL",
        summary: "Scroll the list on screen a screen down or up, to its top or bottom, or to a row",
        details: """
            A List, a Form and the lazy stacks and grids build, install and show
            only the rows that fit on an iPhone screen; the others are read for
            their ids alone. :scroll moves the list on screen (the outermost that
            scrolls that way) as a swipe does, in one transaction: the rows that
            leave disappear (onDisappear, their tasks cancelled) and keep their
            state; the rows that come in are built, installed or shown again, and
            appear (onAppear, their tasks start).
              :scroll down, :scroll up      a screen further, or back
              :scroll bottom, :scroll top   to the last rows, or the first
              :scroll right, :scroll left   the same, in a horizontal stack or grid
              :scroll to LABEL              screen by screen until a row that shows
                                            LABEL (a text, a button's title…) is in
                                            view, down to the end, then back up
            A control in a row out of view cannot be tapped: :scroll to it first,
            as a person would. :tree says which rows are in view.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.scroll, invocation)
            return .done
        },
        completeArgument: { request, context in
            if request.index == 0 { return ScrollTarget.directions.map { CompletionCandidate($0) } }
            guard request.previous.first?.lowercased() == "to" else { return [] }
            let typed = ArgumentCompletionRequest(index: request.index - 1, previous: Array(request.previous.dropFirst()),
                                                  partial: request.partial)
            return LabelCompletion.candidates(for: typed, onScreen: context.session.rowsOutOfView)
        }
    ) }
}
