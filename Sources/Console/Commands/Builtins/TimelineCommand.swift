extension Command {
    /// `:timeline [TYPE]`: draws object lifetimes.
    static var timeline: Command { Command(
        name: "timeline",
        arguments: "[TYPE]",
        summary: "Draw each object's life against the events that shaped it",
        details: """
            Draws every object the program created as a bar from its init (●) to
            its deinit (✕), or on to now (▶) while it lives, under the user
            events (launch, each tap, wait…) that happened meanwhile. Each row
            ends with the trace events of its init and deinit and why it lived
            or died: kept by a view's storage, held by the current view value,
            thrown away, released with its view, or leaked. With TYPE, draws
            only that class's instances. Tab completes the types.
            """,
        run: { invocation, context throws(ConsoleError) in
            let type = try invocation.wholeArgument()
            let session = context.session
            let renderer = TimelineRenderer(width: context.displayWidth, styler: context.styler)
            context.output.write(renderer.render(session.timeline(), only: type))
            return .done
        },
        completeArgument: { request, context in
            guard request.index == 0 else { return [] }
            var seen = Set<String>()
            return context.session.objectFates().compactMap { fate in
                seen.insert(fate.type).inserted ? CompletionCandidate(fate.type) : nil
            }
        }
    ) }
}
