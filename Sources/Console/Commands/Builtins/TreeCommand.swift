import LiveRuntime

extension Command {
    /// `:tree`: draws the live view graph.
    static var tree: Command { Command(
        name: "tree",
        summary: "Draw the live view graph: views, storage, objects, tasks",
        details: """
            Draws the views installed now, root first: each view's type, its text
            or label as shown, and for your own views their properties and
            storage with current values — which wrapper owns an object and which
            only observes it (@State counter → Counter#1 (owned, count 3)).
            Running tasks and the modifiers written on a view follow. Pushed
            screens and sheets are marked, and so is what is not on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            guard let root = context.session.viewTree() else {
                throw .refused(.notLaunched, diagnostics: [])
            }
            context.output.write(ViewTreeRenderer(width: context.displayWidth, styler: context.styler).render(root))
            return .done
        }
    ) }
}
