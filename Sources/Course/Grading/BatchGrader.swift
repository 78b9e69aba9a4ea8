import Dispatch
import LiveRuntime
import Scheduling

/// Grades a submission without a terminal: every exercise and prediction
/// in scope is run (a choice, or the learner's code, in a fresh runtime)
/// and becomes one entry of a `GradeSheet`. Bad input — an unknown id, a
/// choice not offered, code that does not compile or never finishes — is an
/// entry with status `error` and a message saying where, never a crash.
public struct BatchGrader: Sendable {
    /// Which exercises and predictions are graded.
    public enum Scope: Sendable, Equatable {
        case course
        case lessons([String])
        case items([String])
    }

    public struct Options: Sendable {
        /// Code that fails scores in proportion to the checks it passes
        /// (else all or nothing). A choice is never partly right: the
        /// lesson's wrong choices are wrong, whichever checks they pass.
        public var partialCredit = true
        /// Extra points for an exercise passed at the first attempt with no hint.
        public var firstTryBonus = 0.0

        public init(partialCredit: Bool = true, firstTryBonus: Double = 0) {
            self.partialCredit = partialCredit
            self.firstTryBonus = firstTryBonus
        }
    }

    /// What is known of how the learner got to an answer (from progress):
    /// attempts and hints, for the first-try bonus.
    public struct History: Sendable {
        public var attempts: Int
        public var hintsUsed: Int

        public init(attempts: Int, hintsUsed: Int) {
            self.attempts = attempts
            self.hintsUsed = hintsUsed
        }
    }

    public let pack: LessonPack
    public var options: Options
    public var runner: ScenarioRunner
    /// Runs already graded in this batch, by exercise and program: grading
    /// is deterministic (same program, script and seed, same run), so a
    /// class's repeated answers are run once.
    let memo: GradeMemo?

    public init(pack: LessonPack, options: Options = Options(), runner: ScenarioRunner = ScenarioRunner()) {
        self.init(pack: pack, options: options, runner: runner, memo: nil)
    }

    init(pack: LessonPack, options: Options, runner: ScenarioRunner, memo: GradeMemo?) {
        self.pack = pack
        self.options = options
        self.runner = runner
        self.memo = memo
    }

    /// Checks the scope names things the pack has.
    public func validate(_ scope: Scope) -> [String] {
        switch scope {
        case .course: return []
        case .lessons(let ids):
            return ids.filter { pack.lesson(id: $0) == nil }.map { GradingMessages.unknownLesson($0, pack.sequence.map(\.id)) }
        case .items(let ids):
            return ids.filter { pack.exercise(id: $0) == nil && pack.prediction(id: $0) == nil }
                .map { GradingMessages.unknownID($0, suggestion: suggestion(for: $0)) }
        }
    }

    /// Grades many submissions at once (a class's), on every processor:
    /// each grade runs in its own fresh runtime, so they are independent.
    /// The sheets come back in the order of `submissions`.
    /// - Parameter memoize: run each distinct (exercise, program) once.
    public func gradeAll(_ submissions: [(Submission, Scope)], memoize: Bool = true) -> [GradeSheet] {
        let results = SheetCollector(count: submissions.count)
        let batch = BatchGrader(pack: pack, options: options, runner: runner, memo: memoize ? memo ?? GradeMemo() : nil)
        DispatchQueue.concurrentPerform(iterations: submissions.count) { index in
            let (submission, scope) = submissions[index]
            results.store(batch.grade(submission, scope: scope), at: index)
        }
        return results.sheets
    }

    public func grade(_ submission: Submission, scope: Scope, history: [String: History] = [:],
                      inputProblems: [LessonDiagnostic] = []) -> GradeSheet {
        var entries: [GradeSheet.Entry] = inputProblems.map { problem in
            GradeSheet.Entry(id: problem.location.file, kind: .input, lesson: nil, step: nil, title: "the answers given",
                             status: .error, message: "\(problem.location): \(problem.message)", output: "", score: 0, maxScore: 0,
                             answer: nil, tag: nil, checks: [], location: problem.location.description, hintsUsed: nil, attempts: nil)
        }
        for entry in submission.entries where pack.exercise(id: entry.id) == nil && pack.prediction(id: entry.id) == nil {
            entries.append(inputError(entry, GradingMessages.unknownID(entry.id, suggestion: suggestion(for: entry.id))))
        }
        for lesson in pack.sequence {
            for (index, step) in lesson.steps.enumerated() {
                for exercise in step.exercises where inScope(exercise.id, lesson: lesson.id, scope) {
                    entries.append(grade(exercise, lesson: lesson, step: index, answer: submission.answer(for: exercise.id),
                                         history: history[exercise.id]))
                }
                for prediction in step.predictions where inScope(prediction.id, lesson: lesson.id, scope) {
                    entries.append(grade(prediction, lesson: lesson, step: index, answer: submission.answer(for: prediction.id)))
                }
            }
        }
        return GradeSheet(student: submission.student, pack: pack.folder, packHash: pack.contentHash, entries: entries)
    }

    func inScope(_ id: String, lesson: String, _ scope: Scope) -> Bool {
        switch scope {
        case .course: return true
        case .lessons(let ids): return ids.contains(lesson)
        case .items(let ids): return ids.contains(id)
        }
    }

    // MARK: - Exercises

    func grade(_ exercise: Exercise, lesson: Lesson, step: Int, answer: Submission.Entry?, history: History?) -> GradeSheet.Entry {
        var entry = GradeSheet.Entry(id: exercise.id, kind: .exercise, lesson: lesson.id, step: step + 1,
                                     title: "\(lesson.id) / \(exercise.id): \(exercise.prompt)", status: .fail,
                                     message: GradingMessages.notAnswered, output: "", score: 0, maxScore: 1 + options.firstTryBonus,
                                     answer: nil, tag: nil, checks: [], location: answer?.location.description,
                                     hintsUsed: history?.hintsUsed, attempts: history?.attempts)
        guard let answer else { return entry }
        let grader = Grader(runner: runner)
        let result: GradeResult
        switch answer.answer {
        case .choice(let name):
            guard exercise.kind == .choice else {
                entry.status = .error
                entry.message = "\(answer.location): " + GradingMessages.codeForChoiceExercise(exercise.id)
                return entry
            }
            guard let choice = exercise.choice(named: name),
                  let graded = memo?.result(exercise.id, exercise.program(for: choice), { grader.grade(exercise, choice: choice.name)?.0 })
                    ?? grader.grade(exercise, choice: choice.name)?.0 else {
                entry.status = .error
                entry.answer = name
                entry.message = "\(answer.location): " + GradingMessages.notAChoice(name, of: exercise.id, exercise.choices.map(\.name))
                return entry
            }
            entry.answer = choice.name
            result = graded
        case .code(let text, let file):
            entry.answer = "edited code"
            result = memo?.result(exercise.id, file + "\u{0}" + text, { grader.grade(exercise, code: text, file: file).0 })
                ?? grader.grade(exercise, code: text, file: file).0
            if let failure = result.loadFailure {
                entry.status = .error
                // Its top-level code ran and was stopped, or crashed; or it
                // was refused before anything ran.
                let id = failure.first?.id.rawValue ?? ""
                if id.hasPrefix("sandbox.") || id == "interpreter.waitingForever" {
                    entry.message = GradingMessages.codeStopped(exercise.id, Self.describe(failure))
                } else if id.hasPrefix("trap.") || id.hasPrefix("runtime.") {
                    entry.message = GradingMessages.codeCrashed(exercise.id) + ": " + Self.describe(failure)
                } else {
                    entry.message = GradingMessages.codeDoesNotLoad(exercise.id) + ": " + Self.describe(failure)
                }
                return entry
            }
            if let stopped = Self.stopped(result) {
                entry.status = .error
                entry.message = GradingMessages.codeStopped(exercise.id, stopped)
                return entry
            }
        }
        entry.checks = result.checks.map { GradeSheet.Check(expectation: $0.expectation, passed: $0.verdict.passed, message: $0.verdict.message) }
        entry.output = GradeSheet.Entry.clip(result.run.output)
        entry.tag = result.tag
        entry.status = result.passed ? .pass : .fail
        entry.message = result.passed ? "passed" : result.summary
        if let explanation = result.explanation, !result.passed { entry.message += " — " + explanation.trimmingCharacters(in: " \n") }
        let passedChecks = entry.checks.filter(\.passed).count
        if result.passed {
            entry.score = 1
            let firstTry = history.map { $0.attempts <= 1 && $0.hintsUsed == 0 } ?? true
            if firstTry { entry.score += options.firstTryBonus }
        } else if options.partialCredit, result.attempt == .code, result.loadFailure == nil, !entry.checks.isEmpty {
            entry.score = Double(passedChecks) / Double(entry.checks.count)
        }
        entry.score = (entry.score * 1000).rounded() / 1000
        return entry
    }

    // MARK: - Predictions

    func grade(_ prediction: Prediction, lesson: Lesson, step: Int, answer: Submission.Entry?) -> GradeSheet.Entry {
        var entry = GradeSheet.Entry(id: prediction.id, kind: .prediction, lesson: lesson.id, step: step + 1,
                                     title: "\(lesson.id) / \(prediction.id): \(prediction.question)", status: .fail,
                                     message: GradingMessages.notAnswered, output: "", score: 0, maxScore: 1,
                                     answer: nil, tag: nil, checks: [], location: answer?.location.description,
                                     hintsUsed: nil, attempts: nil)
        guard let answer else { return entry }
        guard case .choice(let given) = answer.answer else {
            entry.status = .error
            entry.message = "\(answer.location): " + GradingMessages.codeForPrediction(prediction.id)
            return entry
        }
        guard let normalized = prediction.normalize(given) else {
            entry.status = .error
            entry.answer = given
            entry.message = "\(answer.location): " + GradingMessages.notAPredictionAnswer(given, of: prediction.id, prediction)
            return entry
        }
        entry.answer = normalized
        // The runtime is run, so the record says what it did, not only what the lesson says.
        let programs = lesson.programs(at: step).map(ScenarioRunner.Program.init)
        let (outcome, _) = PredictionOutcome.observe(prediction, programs: programs, answer: normalized, runner: runner)
        entry.output = GradeSheet.Entry.clip(outcome.run.output)
        entry.checks = outcome.proofs.map { GradeSheet.Check(expectation: $0.expectation, passed: $0.verdict.passed, message: $0.verdict.message) }
        let right = prediction.isRight(normalized)
        entry.status = right ? .pass : .fail
        entry.score = right ? 1 : 0
        let truth = outcome.measurement?.sentence ?? prediction.answer
        entry.message = right ? GradingMessages.predictionRight(normalized) : GradingMessages.predictionWrong(normalized, truth)
        return entry
    }

    // MARK: - Helpers

    func inputError(_ entry: Submission.Entry, _ message: String) -> GradeSheet.Entry {
        GradeSheet.Entry(id: entry.id, kind: .input, lesson: nil, step: nil, title: entry.id, status: .error,
                         message: "\(entry.location): \(message)", output: "", score: 0, maxScore: 0, answer: nil, tag: nil,
                         checks: [], location: entry.location.description, hintsUsed: nil, attempts: nil)
    }

    func suggestion(for id: String) -> String? {
        let ids = pack.lessons.flatMap { $0.exercises.map(\.id) + $0.predictions.map(\.id) }
        let best = ids.min { editDistance($0, id) < editDistance($1, id) }
        return best.flatMap { editDistance($0, id) <= max(2, id.count / 4) ? $0 : nil }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.prefix(3).map { "\($0.position.file):\($0.position.line):\($0.position.column): \($0.message)" }
            .joined(separator: "; ")
    }

    /// Why a run was stopped by the sandbox (an endless loop, endless
    /// recursion, an await that never resumes), if it was.
    static func stopped(_ result: GradeResult) -> String? {
        for failure in result.stepFailures {
            let diagnostics: [Diagnostic]
            switch failure.failure {
            case .command(let command): diagnostics = command.diagnostics
            case .swift(let found): diagnostics = found
            case .unreadable: diagnostics = []
            }
            if let stop = diagnostics.first(where: { $0.id.rawValue.hasPrefix("sandbox.") || $0.id.rawValue == "interpreter.waitingForever" }) {
                return "`\(failure.line)`: \(stop.message)"
            }
        }
        return nil
    }
}

/// Sheets graded on several threads, kept in submission order.
private final class SheetCollector: @unchecked Sendable {
    private var slots: [GradeSheet?]
    private let lock = HostLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ sheet: GradeSheet, at index: Int) {
        lock.lock()
        slots[index] = sheet
        lock.unlock()
    }

    var sheets: [GradeSheet] { slots.compactMap { $0 } }
}

/// Grade results by exercise and program text, shared by a batch's threads.
final class GradeMemo: @unchecked Sendable {
    private var results: [String: GradeResult] = [:]
    private let lock = HostLock()

    func result(_ exercise: String, _ program: String, _ grade: () -> GradeResult?) -> GradeResult? {
        let key = exercise + "\u{0}" + program
        lock.lock()
        if let known = results[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let result = grade() else { return nil }
        lock.lock()
        results[key] = result
        lock.unlock()
        return result
    }
}
