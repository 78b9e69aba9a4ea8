import Testing
@testable import Course

/// Inputs the fuzz target (`statelab-fuzz`, docs/ROBUSTNESS.md) crashed on,
/// reduced, each kept so the crash stays fixed.
@Suite("Fuzz findings stay fixed")
struct FuzzFindingTests {
    /// One reduced input: the stage, as the fuzz target's first byte picks
    /// it (0 Swift, 1 a lesson, 2 command lines, 3 an answers file), the
    /// text, and whether it is an error (or runs).
    struct Finding: Sendable, CustomTestStringConvertible {
        let stage: UInt8
        let text: String
        let isAnError: Bool
        var testDescription: String { "stage \(stage): \(text.debugDescription)" }
    }

    // The toolchain's diagnostics generator trapped on a control character
    // in an operator's whitespace ("A Fix-It must have at least one change
    // associated with it").
    static let findings: [Finding] = [
        Finding(stage: 0, text: "a \u{01}= 1", isAnError: true),
        // A vertical tab is whitespace: this one runs.
        Finding(stage: 0, text: "var a = 0\na \u{0B}= 1\n", isAnError: false),
        Finding(stage: 0, text: "let b = 1\nb \u{00}\u{07}== 1\n", isAnError: true),
        // Bytes that were not UTF-8, decoded as U+FFFD, before an operator.
        Finding(stage: 0, text: "var b = (name: \"a\")\nb.name \u{FFFD}\u{FFFD}= \"b\"\n", isAnError: true),
        Finding(stage: 1, text: "---\nid: x\ntitle: X\n---\n# X\n\n```swift\nvar a = 1\na \u{01}= 2\n```\n", isAnError: true),
        // The parser's lookahead grew exponentially with brackets opened in
        // a row: this never finished.
        Finding(stage: 0, text: "func f() {\n    if let next = curr" + String(repeating: "[", count: 120) + "ent.right {}\n}\n",
                isAnError: true),
        Finding(stage: 1, text: "---\nid: x\ntitle: X\n---\n# X\n\n```swift\nlet a = " + String(repeating: "[", count: 40)
                + "\n```\n", isAnError: true),
        // The same, with U+FFFD (bytes that were not UTF-8) between the
        // brackets: trivia to the parser, so still one run.
        Finding(stage: 0, text: "let offline =" + String(repeating: "[", count: 60) + String(repeating: "\u{FFFD}", count: 40)
                + String(repeating: "[", count: 25) + " Model()\n", isAnError: true),
    ]

    @Test("found inputs end in diagnostics with places, or run", arguments: findings)
    func foundInputs(finding: Finding) {
        let outcome = HostileInput.run([finding.stage] + Array(finding.text.utf8))
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        #expect((outcome.diagnostics > 0) == finding.isAnError)
    }

    // Found by the mutation suite: a view inside its own body, on a step
    // budget spent before the nesting limit, stopped with no place (the
    // body's getter ran without a call site).
    @Test("a view nested in itself that spends the step budget is stopped at its body's getter")
    func selfNestingViewOnASmallBudget() {
        let outcome = HostileInput.swift("struct X: View { var body: some View { X() } }\n", stepLimit: 5_000)
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        #expect(outcome.diagnostics == 1)
    }
}
