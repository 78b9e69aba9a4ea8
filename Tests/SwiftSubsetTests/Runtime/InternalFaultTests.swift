import SwiftSubset
import Testing

/// An internal inconsistency is StateLab's bug, not the learner's mistake:
/// it is reported as such, and tests assert none ever happens (the test
/// support records one as an issue).
@Suite("Internal faults")
struct InternalFaultTests {
    @Test func anInternalFaultSaysItIsABugToReport() {
        let interpreter = Interpreter { _ in }
        interpreter.record(.fault(InternalFault("code that did not compile ran", at: nil)))
        let diagnostic = interpreter.runtimeFailures.last
        #expect(diagnostic?.isInternal == true)
        #expect(diagnostic?.message == "internal error, please report: code that did not compile ran")
    }

    @Test func learnerErrorsAreNotInternal() {
        let interpreter = Interpreter { _ in }
        guard case .failure(let diagnostics) = interpreter.evaluate("let xs = [1]\nprint(xs[3])\n", file: "t.swift") else {
            Issue.record("expected a runtime error")
            return
        }
        #expect(diagnostics.map(\.isInternal) == [false])
    }
}
