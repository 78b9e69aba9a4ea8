extension Command {
    /// `:next`: the next step.
    static var next: Command { Command(
        name: "next",
        aliases: ["n"],
        summary: "Go to the next step (or the next lesson)",
        details: """
            Shows the next step of the lesson; after its last step, the first
            step of the next lesson. A step that brings new code loads it into a
            fresh live session; otherwise what you launched and changed stays.
            Your place is saved.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().next(in: context)
            return .done
        }
    ) }

    /// `:prev`: the step before.
    static var prev: Command { Command(
        name: "prev",
        aliases: ["p"],
        summary: "Go back one step",
        details: """
            Shows the step before this one (the last step of the previous lesson
            from a lesson's first step), loading its code if it differs.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().previous(in: context)
            return .done
        }
    ) }

    /// `:step`: the current step again.
    static var step: Command { Command(
        name: "step",
        summary: "Show the current step again",
        details: "Shows the current step again, with your progress on its exercises and predictions.",
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().show(in: context)
            return .done
        }
    ) }
}
