import LiveRuntime
/// The verdict on one attempt at an exercise: whether the run did what
/// the lesson expects, each expectation's verdict quoting the run, and the
/// lesson's explanation for the choice. Data: the REPL, the machine
/// formats and the tests all read the same value.
public struct GradeResult: Sendable {
    /// What was graded: a choice by name, or the learner's own code.
    public enum Attempt: Sendable, Equatable {
        case choice(String)
        case code
    }

    public struct Check: Sendable {
        public var expectation: String
        public var verdict: Verdict
    }

    public var exercise: String
    public var attempt: Attempt
    public var passed: Bool
    public var checks: [Check]
    /// Script lines that failed (a button that was not there…).
    public var stepFailures: [StepFailure]
    /// The program did not load (a choice that does not compile): the
    /// diagnostics, with their lesson-file locations.
    public var loadFailure: [Diagnostic]?
    /// Why the choice fails (a wrong choice), or why the answer works.
    public var explanation: String?
    /// The misconception a wrong choice reveals.
    public var tag: String?
    public var run: ScenarioRun

    /// The first failing check's words, or the load failure: the one-line
    /// message a machine format shows.
    public var summary: String {
        if let loadFailure { return CheckerMessages.loadFailed(loadFailure.first.map { "\($0.position.line):\($0.position.column): \($0.message)" } ?? "") }
        if let failing = checks.first(where: { !$0.verdict.passed }) { return failing.verdict.message }
        return passed ? "passed: " + checks.map(\.verdict.message).joined(separator: "; ") : "failed"
    }
}
