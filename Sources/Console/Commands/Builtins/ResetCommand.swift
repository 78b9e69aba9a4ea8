extension Command {
    /// `:reset`: a fresh session.
    static var reset: Command { Command(
        name: "reset",
        arguments: "[progress]",
        summary: "Start a fresh session, forgetting every declaration (:reset progress erases progress)",
        details: """
            Throws the current session away, with every type, function and variable
            declared in it, and starts an empty one with the same options (such as
            --seed). History and course progress are kept.

            :reset progress erases your course progress (attempts, hints,
            predictions) after asking: y or yes erases it, any other answer keeps
            it; in a script, :reset progress --yes.
            """,
        run: { invocation, context throws(ConsoleError) in
            let words = try invocation.words()
            guard let first = words.first else {
                context.resetSession()
                context.remark("Session reset: every declaration is forgotten.")
                return .done
            }
            guard first == "progress", words.count <= 2, words.count == 1 || words[1] == "--yes" else {
                throw .invalidChoice(command: "reset", argument: invocation.argumentText, choices: ["no argument", "progress"])
            }
            let course = try context.requireCourse()
            let answer: String?
            if words.count == 2 {
                answer = "--yes"
            } else if let ask = context.ask {
                answer = ask(CourseWords.confirmReset)
            } else {
                throw .course(CourseWords.resetNeedsYes)
            }
            if answer == "--yes" || Confirmation.isYes(answer) {
                course.eraseProgress(in: context)
                context.remark(CourseWords.progressErased)
            } else {
                context.remark(CourseWords.progressKept(answer))
            }
            return .done
        },
        completeArgument: { request, _ in
            request.index == 0 ? [CompletionCandidate("progress")] : []
        }
    ) }
}
