import Course
import FileSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiveRuntime

/// Exercises at the prompt: choosing, checking, hints, editing, comparing.
extension CourseController {
    /// The exercise a command acts on: named, the active one, or the
    /// step's first unsolved one.
    /// - Parameter command: the command asking (`check`), named when the
    ///   step has no exercise.
    func exercise(named id: String? = nil, for command: String) throws(ConsoleError) -> Exercise {
        guard let step else { throw .course(CourseWords.noCourse) }
        guard !step.exercises.isEmpty else { throw .course(CourseWords.nothingFor(command, wanted: "exercise", step: step)) }
        if let id {
            guard let exercise = step.exercises.first(where: { $0.id == id }) else {
                throw .course(CourseWords.noExercise(id, step.exercises.map(\.id)))
            }
            return exercise
        }
        if let active = activeExercise, let exercise = step.exercises.first(where: { $0.id == active }) { return exercise }
        return step.exercises.first { record.exercises[$0.id]?.solved != true } ?? step.exercises[0]
    }

    /// `:choose CHOICE` (or `:choose EXERCISE CHOICE` in a step with several).
    func choose(_ argument: String, in context: ConsoleContext) throws(ConsoleError) {
        var exercise = try self.exercise(for: "choose")
        // The argument as given is a choice's name first (it may hold an
        // apostrophe: `by the item's id`); else `EXERCISE CHOICE`.
        var name = argument
        if exercise.choice(named: argument) == nil, let words = try? Self.words(argument), words.count > 1,
           let step, let named = step.exercises.first(where: { $0.id == words[0] }) {
            exercise = named
            name = words.dropFirst().joined(separator: " ")
        }
        guard exercise.kind == .choice else { throw .course(CourseWords.notAChoiceExercise) }
        guard let choice = exercise.choice(named: name) else {
            throw .course(CourseWords.noChoice(name, exercise.choices.map(\.name)))
        }
        activeExercise = exercise.id
        lastChoice[exercise.id] = choice.name
        edits[exercise.id] = nil
        let relay = OutputRelay()
        let runner = ScenarioRunner(seed: grader.runner.seed, stepLimit: grader.runner.stepLimit)
        guard let (result, session) = Grader(runner: runner).grade(exercise, choice: choice.name, output: relay.forward) else { return }
        report(result, exercise: exercise, session: session, relay: relay, in: context)
    }

    /// `:check`: grades the edited code, or the last choice again.
    func check(in context: ConsoleContext) throws(ConsoleError) {
        let exercise = try self.exercise(for: "check")
        let relay = OutputRelay()
        let grader = Grader(runner: self.grader.runner)
        if let code = edits[exercise.id] {
            let (result, session) = grader.grade(exercise, code: code, file: "\(exercise.id).swift", output: relay.forward)
            report(result, exercise: exercise, session: session, relay: relay, in: context)
        } else if let choice = lastChoice[exercise.id], let (result, session) = grader.grade(exercise, choice: choice, output: relay.forward) {
            report(result, exercise: exercise, session: session, relay: relay, in: context)
        } else if exercise.kind == .code {
            let (result, session) = grader.grade(exercise, code: exercise.code.text, file: exercise.code.file,
                                                 firstLine: exercise.code.firstLine, output: relay.forward)
            report(result, exercise: exercise, session: session, relay: relay, in: context)
        } else {
            throw .course(CourseWords.nothingToCheck)
        }
    }

    /// Records the attempt, shows the verdict, and makes the graded run the
    /// live session, so `:tree` and `:timeline` show what was graded.
    private func report(_ result: GradeResult, exercise: Exercise, session: Session, relay: OutputRelay, in context: ConsoleContext) {
        let lesson = self.lesson?.id ?? ""
        let attemptName: String
        switch result.attempt {
        case .choice(let name): attemptName = name
        case .code: attemptName = "edited code"
        }
        save(in: context) { record in
            record.recordAttempt(exercise: exercise.id, lesson: lesson, choice: attemptName, passed: result.passed, mistake: result.tag)
        }
        context.output.write(VerdictRenderer(context: context).grade(result, exercise: exercise))
        context.adopt(session, relay: relay)
        sessionWasReplaced()
    }

    /// `:hint`: the next hint, counted.
    func hint(in context: ConsoleContext) throws(ConsoleError) {
        let exercise = try self.exercise(for: "hint")
        let used = record.exercises[exercise.id]?.hintsUsed ?? 0
        guard used < exercise.hints.count else {
            context.output.write(VerdictRenderer(context: context).hint(exercise.hints.last ?? "", number: exercise.hints.count,
                                                                       of: exercise.hints.count, repeated: true))
            return
        }
        let lesson = self.lesson?.id ?? ""
        save(in: context) { record in record.recordHint(exercise: exercise.id, lesson: lesson) }
        context.output.write(VerdictRenderer(context: context).hint(exercise.hints[used], number: used + 1, of: exercise.hints.count,
                                                                   repeated: false))
    }

    /// Arguments split into words, quotes grouping them.
    static func words(_ text: String) throws(ConsoleError) -> [String] {
        do throws(LiveCommandError) {
            return try ArgumentWords.split(text)
        } catch {
            throw .unterminatedQuote
        }
    }

    /// The code `:edit` starts from: the learner's last edit, else the
    /// code with the last choice filled in, else the code with its slots.
    func codeToEdit(_ exercise: Exercise) -> String {
        if let edited = edits[exercise.id] { return edited }
        if let name = lastChoice[exercise.id], let choice = exercise.choice(named: name) { return exercise.program(for: choice) }
        return exercise.code.text
    }

    /// `:edit`: the exercise's code in `$VISUAL`/`$EDITOR` (else `vi`); the
    /// saved file is what `:check` grades next.
    func edit(in context: ConsoleContext) throws(ConsoleError) {
        let exercise = try self.exercise(for: "edit")
        let folder = FileSystem.temporaryFolder + "/statelab-edit-\(getpid())"
        let path = folder + "/\(exercise.id).swift"
        do {
            try FileSystem.createFolder(folder)
            try FileSystem.writeAtomically(codeToEdit(exercise).utf8, to: path)
        } catch {
            throw .course(CourseWords.cannotEdit("cannot write \(path)"))
        }
        let editor = context.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? context.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let status = ExternalEditor.run(editor, file: path, environment: context.environment)
        guard status == 0 else { throw .course(CourseWords.editorFailed(editor, status)) }
        guard let edited = FileSystem.text(of: path) else {
            throw .course(CourseWords.cannotEdit("\(path) could not be read back"))
        }
        activeExercise = exercise.id
        edits[exercise.id] = edited
        context.output.write(VerdictRenderer(context: context).edited(exercise, changed: edited != exercise.code.text))
    }

    /// `:compare A B`: the step's scenario run with two choices, side by side.
    func compare(_ argument: String, in context: ConsoleContext) throws(ConsoleError) {
        let exercise = try self.exercise(for: "compare")
        guard exercise.kind == .choice else { throw .course(CourseWords.notAChoiceExercise) }
        let words = try Self.splitChoices(try Self.words(argument), of: exercise)
        guard words.count == 2 else {
            throw .course(CourseWords.compareNeedsTwo(exercise.choices.map(\.name)))
        }
        var choices: [Exercise.Choice] = []
        for word in words {
            guard let choice = exercise.choice(named: word) else {
                throw .course(CourseWords.noChoice(word, exercise.choices.map(\.name)))
            }
            choices.append(choice)
        }
        // Two names for one choice (`State` and `state`) are one run shown twice.
        guard choices[0].name != choices[1].name else {
            throw .course(CourseWords.compareWithItself(choices[0].name, exercise.choices.map(\.name)))
        }
        var results: [GradeResult] = []
        for choice in choices {
            guard let (result, _) = grader.grade(exercise, choice: choice.name) else {
                throw .course(CourseWords.noChoice(choice.name, exercise.choices.map(\.name)))
            }
            results.append(result)
        }
        context.output.write(CompareRenderer(context: context).render(results[0], results[1]))
    }
}

extension CourseController {
    /// `:compare plain var @Published`: unquoted words read as two choices
    /// when exactly one way of cutting them in two names two choices, as
    /// `:choose plain var` takes a choice of several words unquoted. Words
    /// that cut no way, or several ways, are returned as they are.
    static func splitChoices(_ words: [String], of exercise: Exercise) -> [String] {
        guard words.count > 2 else { return words }
        let cuts = (1..<words.count).map { (words[..<$0].joined(separator: " "), words[$0...].joined(separator: " ")) }
            .filter { exercise.choice(named: $0.0) != nil && exercise.choice(named: $0.1) != nil }
        guard cuts.count == 1, let cut = cuts.first else { return words }
        return [cut.0, cut.1]
    }
}

/// Forwards a graded session's later output to the console, once the
/// console has adopted it (nothing is shown while it is being graded).
final class OutputRelay: @unchecked Sendable {
    var target: ((String) -> Void)?

    var forward: (String) -> Void {
        { [weak self] text in self?.target?(text) }
    }
}
