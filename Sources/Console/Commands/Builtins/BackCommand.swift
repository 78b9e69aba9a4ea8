import LiveRuntime

extension Command {
    /// `:back`: pops the pushed screen on top, or dismisses a sheet.
    static var back: Command { Command(
        name: "back",
        summary: "Go back: pop the screen on top, or dismiss the sheet",
        details: """
            Pops the destination on top of the navigation stack, or dismisses the
            sheet that is showing, as the back button or a swipe down would: its
            views disappear, their tasks are cancelled, their storage is
            destroyed, and objects only they owned are deinitialised. Pushing
            again later builds a new identity with fresh storage.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.perform(.back, invocation)
            return .done
        }
    ) }
}
