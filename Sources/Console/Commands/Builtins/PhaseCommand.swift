import LiveRuntime

extension Command {
    /// `:phase active|inactive|background`: the app's scene phase.
    static var phase: Command { Command(
        name: "phase",
        arguments: "active|inactive|background",
        summary: "Move the app to the background, make it inactive, or bring it back",
        details: """
            Moves the app's scene to a phase, as a person leaving and reopening the
            app does; @Environment(\\.scenePhase) reads it (.active at launch).
              :phase background   the Home gesture: the app passes through
                                  .inactive on its way to .background
              :phase inactive     the app switcher or a system alert
              :phase active       back in the app (from the background,
                                  through .inactive)
            Each phase reached is one transaction: the views that read the phase
            re-evaluate and their onChange(of:) actions run. No view disappears
            and no .task is cancelled: the screen is still there when you return.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.phase, invocation)
            return .done
        },
        completeArgument: { request, _ in
            request.index == 0 ? ScenePhase.allCases.map { CompletionCandidate($0.rawValue) } : []
        }
    ) }
}
