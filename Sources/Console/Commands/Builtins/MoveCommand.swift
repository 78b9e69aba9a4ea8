import LiveRuntime

extension Command {
    /// `:move ROW N`: drag a list row to another place.
    static var move: Command { Command(
        name: "move",
        arguments: "ROW N",
        summary: "Drag the list row labelled ROW so it becomes row N",
        details: """
            Moves the row of a ForEach with .onMove whose text is ROW, among the
            views on screen, as dragging it in an editing list would: the onMove
            action runs with the row's offset and the offset it goes before
            (counted before the move, as Array.move(fromOffsets:toOffset:) takes
            them), in one transaction. N counts the ForEach's rows from 1:
            :move Eggs 1 makes Eggs the first row. Quotes are optional. Tab
            completes the rows on screen that can move.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.move, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.movableRows)
        }
    ) }
}
