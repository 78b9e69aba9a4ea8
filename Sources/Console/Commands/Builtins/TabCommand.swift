import LiveRuntime

extension Command {
    /// `:tab NAME`: selects a tab.
    static var tab: Command { Command(
        name: "tab",
        arguments: "NAME",
        summary: "Select the tab NAME of the tab view on screen",
        details: """
            Selects the tab whose tab item reads NAME in the TabView on screen, in
            one transaction (through its selection binding when the tabs are
            tagged). Only the selected tab is on screen; the others keep their
            state. The tab left disappears (onDisappear, its tasks cancelled) and
            the tab chosen appears (onAppear, its tasks start). Tab completes the
            tabs on screen.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.tab, invocation)
            return .done
        },
        completeArgument: { request, context in
            LabelCompletion.candidates(for: request, onScreen: context.session.screen.tabs)
        }
    ) }
}
