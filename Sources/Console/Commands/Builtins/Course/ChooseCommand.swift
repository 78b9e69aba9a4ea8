extension Command {
    /// `:choose CHOICE`: answers the step's exercise and grades it.
    static var choose: Command { Command(
        name: "choose",
        arguments: "CHOICE",
        summary: "Fill the exercise's slot with CHOICE, run the scenario and grade it",
        details: """
            Puts CHOICE in the exercise's slot (<#…#>), runs the exercise's script
            on that program in a fresh live runtime, and grades what happened
            with the exercise's checkers: each one says what your run did, with
            the trace events it saw, and a wrong choice gets the lesson's
            explanation. The graded run then becomes the live session, so
            :tree, :timeline and :trace show it. In a step with several
            exercises, :choose EXERCISE CHOICE picks one. Tab completes choices.
            """,
        run: { invocation, context throws(ConsoleError) in
            let course = try context.requireCourse()
            _ = try course.exercise(for: "choose") // a step without one says so before asking for a choice
            try course.choose(try invocation.requiredArgument(), in: context)
            return .done
        },
        completeArgument: { request, context in
            guard request.index == 0, let exercise = try? context.course?.exercise(for: "choose"), exercise.kind == .choice else { return [] }
            return exercise.choices.map { CompletionCandidate($0.name.contains(" ") ? "\"\($0.name)\"" : $0.name) }
        }
    ) }

    /// `:check`: grades the edited code, or the last choice again.
    static var check: Command { Command(
        name: "check",
        summary: "Grade the exercise again: your edited code, or your last choice",
        details: """
            After :edit, runs the exercise's scenario on the code you saved and
            grades it: any code that behaves as the lesson expects passes. Without
            an edit, grades your last choice again.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().check(in: context)
            return .done
        }
    ) }

    /// `:hint`: the next hint.
    static var hint: Command { Command(
        name: "hint",
        summary: "Show the exercise's next hint (hints are counted)",
        details: """
            Shows the exercise's hints one at a time, each more direct than the
            last. Hints used are recorded with your progress.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().hint(in: context)
            return .done
        }
    ) }

    /// `:edit`: the exercise's code in the learner's editor.
    static var edit: Command { Command(
        name: "edit",
        summary: "Edit the exercise's code in $EDITOR, then :check grades it",
        details: """
            Opens the exercise's code in $VISUAL or $EDITOR (vi if neither is
            set): with your last choice filled in, or your last edit. Save and
            quit the editor; :check then runs the scenario on your code.
            """,
        run: { invocation, context throws(ConsoleError) in
            try invocation.expectNoArguments()
            try context.requireCourse().edit(in: context)
            return .done
        }
    ) }

    /// `:compare A B`: two choices side by side.
    static var compare: Command { Command(
        name: "compare",
        arguments: "CHOICE CHOICE",
        summary: "Run the exercise with two choices and show both runs side by side",
        details: """
            Runs the exercise's script once with each choice and shows what each
            line of the script caused — inits, deinits, bodies, tasks, prints —
            in two columns, lines that differ marked, and each run's verdict
            below. Attempts made with :compare are not graded.
            """,
        run: { invocation, context throws(ConsoleError) in
            let course = try context.requireCourse()
            _ = try course.exercise(for: "compare") // a step without one says so before asking for choices
            try course.compare(invocation.argumentText, in: context)
            return .done
        },
        completeArgument: { request, context in
            guard request.index < 2, let exercise = try? context.course?.exercise(for: "choose"), exercise.kind == .choice else { return [] }
            return exercise.choices.map { CompletionCandidate($0.name.contains(" ") ? "\"\($0.name)\"" : $0.name) }
        }
    ) }
}
