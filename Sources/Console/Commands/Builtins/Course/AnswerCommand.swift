extension Command {
    /// `:answer WORDS`: answers the step's prediction.
    static var answer: Command { Command(
        name: "answer",
        arguments: "ANSWER",
        summary: "Answer the step's prediction, then see what the runtime does",
        details: """
            Records your prediction — a number, or a choice by its number or its
            words — then runs the prediction's script in a fresh live runtime and
            shows what happened, with the trace events that prove it, and why.
            The first answer is the one that counts.
            """,
        run: { invocation, context throws(ConsoleError) in
            let course = try context.requireCourse()
            _ = try course.prediction() // a step without one says so before asking for an answer
            try course.answer(try invocation.requiredArgument(), in: context)
            return .done
        }
    ) }

    /// `:progress`: what the learner has done.
    static var progress: Command { Command(
        name: "progress",
        summary: "Show your progress: exercises, predictions, hints, attempts",
        details: "A table per lesson: exercises solved, predictions right, hints used, attempts made, and where they are saved.",
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            let course = try context.requireCourse()
            context.output.write(LessonRenderer(context: context).progress(pack: course.pack, record: course.record,
                                                                          file: course.progressFile))
            return .done
        }
    ) }

    /// `:try`: the step's commands, run as if typed.
    static var tryCommands: Command { Command(
        name: "try",
        summary: "Run the step's commands to try, one by one, as if typed",
        details: "Types the commands of the step's \"Try it\" block for you, showing each one and what it does.",
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            let lines = try context.requireCourse().tryCommands(in: context)
            let runner = EntryRunner(context: context, reporter: ErrorReporter(mode: .interactive, styler: context.errorStyler))
            for line in lines {
                context.output.write(context.styler.apply(.dim, to: "▸ ") + line + "\n")
                let entry = Entry(kind: line.hasPrefix(":") ? .command : .code, text: line, firstLine: 1)
                if runner.run(entry) == .quit { return .quit }
            }
            return .done
        }
    ) }
}
