import LiveRuntime

/// Runs one piece of untrusted input through every stage that reads it —
/// for the fuzz target, and the mutation tests — and says what happened,
/// as data the caller checks: every failure must be a diagnostic with a
/// place, and nothing may be an internal error.
///
/// The first byte picks what the rest is: Swift (parsed, lowered, compiled,
/// run, and — if it declares views — launched and tapped), a lesson file
/// (parsed into a pack; its first exercise graded), a live command line, or
/// an answers file. Budgets are small, so nothing runs for long.
public enum HostileInput {
    public enum Kind: UInt8, CaseIterable, Sendable {
        case swift, lesson, command, answers
    }

    /// What a run left to check.
    public struct Outcome: Sendable {
        /// Problems the harness itself found: an internal error, a
        /// diagnostic without a place.
        public var violations: [String] = []
        public var diagnostics = 0
    }

    public static func run(_ bytes: [UInt8], stepLimit: Int = 20_000) -> Outcome {
        guard let first = bytes.first else { return Outcome() }
        let kind = Kind(rawValue: first % UInt8(Kind.allCases.count)) ?? .swift
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        switch kind {
        case .swift: return swift(text, stepLimit: stepLimit)
        case .lesson: return lesson(text, stepLimit: stepLimit)
        case .command: return command(text)
        case .answers: return answers(text)
        }
    }

    public static func swift(_ text: String, stepLimit: Int = 20_000) -> Outcome {
        var outcome = Outcome()
        let session = Session(options: Session.Options(seed: 0, stepLimit: stepLimit, callDepthLimit: 200)) { _ in }
        if case .failure(let diagnostics) = session.evaluate(text, file: "fuzz.swift") {
            check(diagnostics, into: &outcome)
            return outcome
        }
        // A program that declares views is launched and its buttons pressed.
        guard !session.launchableViews.isEmpty else { return outcome }
        do throws(CommandFailure) {
            try session.perform(.launch(view: nil, singlePass: true))
            for label in session.screen.buttons.prefix(3) { try session.perform(.tap(label)) }
            try session.perform(.wait(nanoseconds: 1_000_000_000))
        } catch {
            check(error.diagnostics, into: &outcome)
        }
        return outcome
    }

    public static func lesson(_ text: String, stepLimit: Int = 20_000) -> Outcome {
        var outcome = Outcome()
        let pack = LessonPack(folder: "fuzz", files: [LessonFile(path: "01-fuzz.md", text: text)])
        for problem in pack.broken.flatMap(\.diagnostics) {
            outcome.diagnostics += 1
            if problem.location.line < 1 || problem.location.column < 1 {
                outcome.violations.append("a lesson problem without a place: \(problem.message)")
            }
        }
        if let exercise = pack.lessons.first?.exercises.first, let choice = exercise.choices.first {
            let grader = Grader(runner: ScenarioRunner(seed: 0, stepLimit: stepLimit))
            if let (result, _) = grader.grade(exercise, choice: choice.name) {
                check(result.loadFailure ?? [], into: &outcome)
            }
        }
        return outcome
    }

    public static func command(_ text: String) -> Outcome {
        for line in text.split(separator: "\n") {
            _ = try? LiveCommand(parsing: String(line), screen: ScreenLabels(buttons: ["Add", "Re-render parent"]))
        }
        return Outcome()
    }

    public static func answers(_ text: String) -> Outcome {
        var outcome = Outcome()
        let (_, problems) = Submission.parseAnswersFile(text, file: "answers.txt")
        for problem in problems where problem.location.line < 1 {
            outcome.violations.append("an answers problem without a line: \(problem.message)")
        }
        return outcome
    }

    static func check(_ diagnostics: [Diagnostic], into outcome: inout Outcome) {
        for diagnostic in diagnostics {
            outcome.diagnostics += 1
            if diagnostic.isInternal { outcome.violations.append(diagnostic.message) }
            // Every failure the program's code caused has its place, runtime
            // ones included (the statement or call that failed).
            if diagnostic.position.line < 1 {
                outcome.violations.append("a diagnostic without a place: \(diagnostic.message)")
            }
        }
    }
}
