extension Command {
    /// `:lessons`: the course with progress marks.
    static var lessons: Command { Command(
        name: "lessons",
        summary: "List the lessons, with your progress",
        details: """
            Lists the course's lessons in order, each with its id, exercises solved
            and length, and a mark: ▸ where you are, ✓ finished with every exercise
            solved, ◐ started (an exercise tried or a prediction answered), · nothing
            tried yet (reading steps alone does not count). A legend under the list
            explains the marks it uses.
            Pages such as the glossary follow. A lesson file that could not be
            loaded is listed with its error. :open ID goes to a lesson.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            let course = try context.requireCourse()
            context.output.write(LessonRenderer(context: context).lessons(pack: course.pack, record: course.record, current: course.lesson?.id))
            return .done
        }
    ) }
}
