import SwiftSubset
import SwiftSubsetAST
import LiveRuntime

/// `statelab check-lessons`: proves a pack by running it. Every block
/// parses, every step's program loads, every `statelab` block runs, every
/// accepted answer passes and every other choice fails, every prediction's
/// answer is what the runtime does — each problem at its `file:line:col`.
public struct PackValidator: Sendable {
    public struct Report: Sendable {
        public var diagnostics: [LessonDiagnostic] = []
        public var lessons = 0
        public var exercises = 0
        public var choicesRun = 0
        public var predictions = 0
        public var commandBlocks = 0

        public var passed: Bool { diagnostics.isEmpty }
    }

    public var runner: ScenarioRunner

    public init(runner: ScenarioRunner = ScenarioRunner()) {
        self.runner = runner
    }

    public func validate(_ pack: LessonPack) -> Report {
        var report = Report()
        for problems in pack.broken { report.diagnostics += problems.diagnostics }
        if pack.lessons.isEmpty && pack.broken.isEmpty {
            report.diagnostics.append(LessonDiagnostic(CourseMessages.emptyPack(pack.folder), at: LessonLocation(file: pack.folder, line: 0, column: 0)))
        }
        for lesson in pack.lessons {
            report.lessons += 1
            validate(lesson, into: &report)
        }
        return report
    }

    func validate(_ lesson: Lesson, into report: inout Report) {
        for (index, step) in lesson.steps.enumerated() {
            for block in step.blocks {
                // An exercise's code holds placeholders; each choice's filled
                // program is parsed when it is graded below.
                if case .code(let info, let text) = block.kind, info.split(separator: " ").first == "swift", !text.contains("<#") {
                    report.diagnostics += syntaxProblems(text, file: lesson.file, firstLine: block.line + 1)
                }
            }
            let programs = lesson.programs(at: index).map(ScenarioRunner.Program.init)
            if !step.program.isEmpty {
                let (run, _) = runner.run(programs, script: CommandScript(lines: []))
                if let failure = run.loadFailure {
                    report.diagnostics.append(LessonDiagnostic(ValidationMessages.programDoesNotLoad(step.title),
                                                               at: step.program[0].location, programErrors: failure))
                }
            }
            for commands in step.commands {
                report.commandBlocks += 1
                let (run, _) = runner.run(programs, script: commands)
                for stepRun in run.steps {
                    if let failure = stepRun.failure {
                        report.diagnostics.append(LessonDiagnostic(ValidationMessages.commandFails(stepRun.line.text),
                                                                   at: stepRun.line.location,
                                                                   scriptFailures: [StepFailure(line: stepRun.line.text, failure: failure)]))
                    }
                }
            }
            for prediction in step.predictions {
                report.predictions += 1
                validate(prediction, programs: programs, into: &report)
            }
            for exercise in step.exercises {
                report.exercises += 1
                validate(exercise, into: &report)
            }
        }
    }

    func validate(_ prediction: Prediction, programs: [ScenarioRunner.Program], into report: inout Report) {
        let (outcome, _) = PredictionOutcome.observe(prediction, programs: programs, answer: nil, runner: runner)
        var notes: [String] = []
        if let measurement = outcome.measurement { notes.append("the runtime measured: \(measurement.sentence)") }
        for proof in outcome.proofs where !proof.verdict.passed { notes.append("\(proof.expectation): \(proof.verdict.message)") }
        if !outcome.runtimeAgrees || outcome.run.steps.contains(where: { $0.failure != nil }) {
            report.diagnostics.append(LessonDiagnostic(ValidationMessages.predictionDisagrees(prediction.id, prediction.answer),
                                                       at: prediction.location, notes: notes,
                                                       programErrors: outcome.run.loadFailure ?? [],
                                                       scriptFailures: outcome.run.stepFailures))
        }
    }

    func validate(_ exercise: Exercise, into report: inout Report) {
        let grader = Grader(runner: runner)
        switch exercise.kind {
        case .choice:
            for choice in exercise.choices {
                report.choicesRun += 1
                guard let (result, _) = grader.grade(exercise, choice: choice.name) else { continue }
                let accepted = exercise.isAccepted(choice.name)
                if accepted && (!result.passed || !result.stepFailures.isEmpty) {
                    report.diagnostics.append(LessonDiagnostic(ValidationMessages.answerFails(exercise.id, choice.name),
                                                               at: choice.location, notes: Self.notes(result),
                                                               programErrors: result.loadFailure ?? [], scriptFailures: result.stepFailures))
                } else if !accepted && result.passed {
                    report.diagnostics.append(LessonDiagnostic(ValidationMessages.wrongChoicePasses(exercise.id, choice.name),
                                                               at: choice.location, notes: Self.notes(result),
                                                               programErrors: result.loadFailure ?? [], scriptFailures: result.stepFailures))
                }
            }
        case .code:
            report.choicesRun += 2
            let (start, _) = grader.grade(exercise, program: .init(exercise.code), attempt: .code)
            if start.passed {
                report.diagnostics.append(LessonDiagnostic(ValidationMessages.startingCodePasses(exercise.id), at: exercise.location))
            }
            if let solution = exercise.solution {
                let (result, _) = grader.grade(exercise, program: .init(solution), attempt: .code)
                if !result.passed || !result.stepFailures.isEmpty {
                    report.diagnostics.append(LessonDiagnostic(ValidationMessages.solutionFails(exercise.id),
                                                               at: solution.location, notes: Self.notes(result),
                                                               programErrors: result.loadFailure ?? [], scriptFailures: result.stepFailures))
                }
            }
        }
    }

    static func notes(_ result: GradeResult) -> [String] {
        var notes: [String] = []
        notes += result.checks.map { "\($0.verdict.passed ? "✓" : "✗") \($0.expectation): \($0.verdict.message)" }
        return notes
    }

    /// swiftc's syntax errors in a block, placed in the lesson file; an
    /// exercise's `<#placeholders#>` are expected and not reported.
    func syntaxProblems(_ text: String, file: String, firstLine: Int) -> [LessonDiagnostic] {
        SwiftFrontend.syntaxErrors(text, file: file, firstLine: firstLine).compactMap { diagnostic in
            if diagnostic.message.contains("editor placeholder") { return nil }
            return LessonDiagnostic(diagnostic.message, at: diagnostic.position, sourceLine: diagnostic.sourceLine)
        }
    }
}

/// The words check-lessons uses.
enum ValidationMessages {
    static func programDoesNotLoad(_ step: String) -> String {
        "the program of the step \"\(step)\" does not load"
    }

    static func commandFails(_ line: String) -> String {
        "`\(line)` fails when run on its step's program"
    }

    static func predictionDisagrees(_ id: String, _ answer: String) -> String {
        "prediction \(id) says \(answer), but the runtime does otherwise"
    }

    static func answerFails(_ id: String, _ choice: String) -> String {
        "exercise \(id): the accepted answer \(choice) does not pass"
    }

    static func wrongChoicePasses(_ id: String, _ choice: String) -> String {
        "exercise \(id): the wrong choice \(choice) passes every expectation — the expectations do not tell it apart"
    }

    static func startingCodePasses(_ id: String) -> String {
        "code exercise \(id): the code to fix already passes"
    }

    static func solutionFails(_ id: String) -> String {
        "code exercise \(id): the reference solution does not pass"
    }
}
