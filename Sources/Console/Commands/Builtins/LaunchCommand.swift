import LiveRuntime

extension Command {
    /// `:launch [VIEW] [--single-pass]`: mounts the root view.
    static var launch: Command { Command(
        name: "launch",
        arguments: "[VIEW] [--single-pass]",
        summary: "Mount a view as the app's root, as launching the app does",
        details: """
            Installs VIEW as the root of the live view graph: its storage is
            created, its body runs, its children are installed, then appearance
            actions and tasks run. Without VIEW: the @main App's WindowGroup
            content, else ContentView, else the one view no other view uses.
            A view that needs arguments is launched with a Swift initializer:
            :launch DetailView(userId: "42"). Like a real app, the root body is evaluated twice at launch;
            --single-pass evaluates it once. Launching again starts over.
            Tab completes view names.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.launch, invocation)
            return .done
        },
        completeArgument: { request, context in
            if request.partial.hasPrefix("-") { return [CompletionCandidate("--single-pass")] }
            guard !request.previous.contains(where: { !$0.hasPrefix("-") }) else { return [] }
            return context.session.launchableViews.map { CompletionCandidate($0) }
        }
    ) }
}
