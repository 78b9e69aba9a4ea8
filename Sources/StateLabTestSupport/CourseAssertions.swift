import Course
import LiveRuntime
import Testing

/// Runs `program` with `script` in a fresh live runtime and checks one
/// expectation (`instances(Counter) == 1`) against the run: it must pass or
/// fail as stated, and its message must contain `saying`.
@discardableResult
public func assertCheck(
    _ expectation: String, program: String, script: String, passes: Bool, saying: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Verdict? {
    let location = LessonLocation(file: "test.md", line: 1, column: 1)
    let parsed: LessonExpectation
    do {
        parsed = try LessonExpectation(parsing: expectation, at: location)
    } catch {
        Issue.record("`\(expectation)` does not parse: \(error.message)", sourceLocation: sourceLocation)
        return nil
    }
    let (run, _) = ScenarioRunner().run([ScenarioRunner.Program(text: program, file: "test.swift", firstLine: 1)],
                                        script: CommandScript(text: script, at: location), needs: parsed.needs)
    if let failure = run.loadFailure {
        Issue.record("the program does not load:\n\(DiagnosticRenderer().render(failure))", sourceLocation: sourceLocation)
        return nil
    }
    for step in run.steps {
        if let failure = step.failure { Issue.record("`\(step.line.text)` failed: \(failure)", sourceLocation: sourceLocation) }
    }
    let verdict = parsed.check(run)
    #expect(verdict.passed == passes, "\(expectation): \(verdict.message)", sourceLocation: sourceLocation)
    if let saying {
        #expect(verdict.message.contains(saying), "\(expectation): \(verdict.message)", sourceLocation: sourceLocation)
    }
    return verdict
}
