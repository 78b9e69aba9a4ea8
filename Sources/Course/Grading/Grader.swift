import LiveRuntime

/// Grades an exercise by running it: the chosen (or edited) program in a
/// fresh live runtime, the exercise's script, then every expectation's
/// checker on what happened. Never a comparison with the answer's text.
public struct Grader: Sendable {
    public var runner: ScenarioRunner

    public init(runner: ScenarioRunner = ScenarioRunner()) {
        self.runner = runner
    }

    /// Grades a choice, by name (any letter case). Nil when the exercise
    /// offers no such choice.
    /// - Parameter output: receives what the graded program prints, as it
    ///   prints it (and later, if the session is kept running).
    public func grade(_ exercise: Exercise, choice name: String,
                      output: ((String) -> Void)? = nil) -> (GradeResult, Session)? {
        guard let choice = exercise.choice(named: name) else { return nil }
        let program = ScenarioRunner.Program(text: exercise.program(for: choice), file: exercise.code.file,
                                             firstLine: exercise.code.firstLine)
        var (result, session) = grade(exercise, program: program, attempt: .choice(choice.name), output: output)
        if exercise.isAccepted(choice.name) {
            result.explanation = exercise.explanation
        } else {
            result.explanation = choice.explanation
            result.tag = choice.tag
        }
        return (result, session)
    }

    /// Grades the learner's own code (`:edit`, `--code`): any program that
    /// behaves as the expectations demand passes.
    public func grade(_ exercise: Exercise, code: String, file: String, firstLine: Int = 1,
                      output: ((String) -> Void)? = nil) -> (GradeResult, Session) {
        grade(exercise, program: ScenarioRunner.Program(text: code, file: file, firstLine: firstLine), attempt: .code, output: output)
    }

    func grade(_ exercise: Exercise, program: ScenarioRunner.Program, attempt: GradeResult.Attempt,
               output: ((String) -> Void)? = nil) -> (GradeResult, Session) {
        var needs = RunNeeds()
        for expectation in exercise.expectations { needs.merge(expectation.needs) }
        let (run, session) = runner.run([program], script: exercise.script, needs: needs, output: output)
        let checks = exercise.expectations.map { GradeResult.Check(expectation: $0.text, verdict: $0.check(run)) }
        let passed = run.loadFailure == nil && checks.allSatisfy(\.verdict.passed)
        let result = GradeResult(exercise: exercise.id, attempt: attempt, passed: passed, checks: checks,
                                 stepFailures: run.stepFailures,
                                 loadFailure: run.loadFailure, explanation: nil, tag: nil, run: run)
        return (result, session)
    }
}
