import LiveRuntime

extension Command {
    /// `:delete ROW`: swipe to delete a list row.
    static var delete: Command { Command(
        name: "delete",
        arguments: "ROW",
        summary: "Swipe to delete the list row labelled ROW",
        details: """
            Deletes the row of a ForEach with .onDelete whose text is ROW, among
            the views on screen, as swiping it away would: the onDelete action
            runs with that row's offset, in one transaction. Quotes are optional.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.delete, invocation)
            return .done
        }
    ) }
}
