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
            Like a real app, the root body is evaluated twice at launch;
            --single-pass evaluates it once. Launching again starts over.
            Tab completes view names.
            """,
        run: { invocation, context throws(ConsoleError) in
            var view: String?
            var singlePass = false
            for word in try invocation.words() {
                if word == "--single-pass" {
                    singlePass = true
                } else if word.hasPrefix("-") {
                    throw .unknownOption(command: "launch", option: word)
                } else if view == nil {
                    view = word
                } else {
                    throw .extraArgument(command: "launch", argument: word, usage: invocation.command.usage)
                }
            }
            try context.perform { session throws(Session.CommandFailure) in
                try session.launch(view, singlePass: singlePass)
            }
            return .done
        },
        completeArgument: { request, context in
            if request.partial.hasPrefix("-") { return [CompletionCandidate("--single-pass")] }
            guard !request.previous.contains(where: { !$0.hasPrefix("-") }) else { return [] }
            return context.session.launchableViews.map { CompletionCandidate($0) }
        }
    ) }
}
