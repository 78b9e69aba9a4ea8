@testable import Console
import Foundation
import Testing

@Suite("Ctrl-C during an evaluation", .serialized)
struct InterruptRelayTests {
    /// Installs StateLab's SIGINT handler in the test process (the same one
    /// the console installs), then raises SIGINT while "evaluating".
    @Test func reachesTheRunningEvaluationsInterrupt() throws {
        let relay = try #require(InterruptRelay.shared)
        let interrupted = Flag()
        relay.whileRunning(interrupt: { interrupted.raise() }) {
            kill(getpid(), SIGINT)
            let deadline = Date().addingTimeInterval(30)
            while !interrupted.isRaised && Date() < deadline { usleep(1_000) }
        }
        #expect(interrupted.isRaised)
    }

    @Test func outsideAnEvaluationNothingIsCalled() throws {
        let relay = try #require(InterruptRelay.shared)
        let interrupted = Flag()
        relay.whileRunning(interrupt: { interrupted.raise() }) {}
        kill(getpid(), SIGINT)
        usleep(100_000)
        #expect(!interrupted.isRaised)
    }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
