import Synchronization

/// A flag one thread raises and the evaluator polls between steps.
package final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    func set() { raised.store(true, ordering: .relaxed) }

    /// Returns whether the flag was raised, lowering it.
    package func take() -> Bool { raised.exchange(false, ordering: .relaxed) }
}

/// Interrupts a session's running evaluation from any thread.
public struct Interrupter: Sendable {
    let flag: InterruptFlag

    public func interrupt() { flag.set() }
}
