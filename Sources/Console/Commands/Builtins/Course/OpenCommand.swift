extension Command {
    /// `:open ID`: goes to a lesson or page.
    static var open: Command { Command(
        name: "open",
        arguments: "LESSON",
        summary: "Open a lesson (by id, number or unique prefix) or a page",
        details: """
            Goes to the lesson LESSON — its id (:open owner-and-observer), its
            number in :lessons (:open 3), or a prefix of its id that only one
            lesson has — at the step you last reached in it. Pages such as the
            glossary open the same way. The step's program is loaded into the
            live session. Tab completes lesson ids.
            """,
        run: { invocation, context throws(ConsoleError) in
            try context.requireCourse().open(try invocation.requiredArgument(), in: context)
            return .done
        },
        completeArgument: { request, context in
            guard request.index == 0, let course = context.course else { return [] }
            return course.pack.lessons.map { CompletionCandidate($0.id) }
        }
    ) }
}
