import CEditLineBridge
import Scheduling

/// Turns Ctrl-C during an evaluation into a call to interrupt it.
///
/// The SIGINT handler (in CEditLineBridge) only records the signal and wakes
/// a watcher thread; that thread calls the interrupt registered by
/// `whileRunning`, if an evaluation is running. At the prompt the same
/// record makes libedit's read return, which cancels the line.
final class InterruptRelay: @unchecked Sendable {
    // @unchecked: `target` is only touched under `lock`. The closure it holds
    // calls `Session.interrupt()`, which is documented safe from any thread.
    private let lock = HostLock()
    private var target: (() -> Void)?

    private init() {}

    /// The process's relay: the signal handlers and the watcher are
    /// installed on first use; nil if the system refused (Ctrl-C then stops
    /// the process, as it does by default).
    static let shared: InterruptRelay? = install()

    private static func install() -> InterruptRelay? {
        guard statelab_signals_install() == 0 else { return nil }
        let relay = InterruptRelay()
        // The watcher thread holds the relay for the rest of the process.
        let context = Unmanaged.passRetained(relay).toOpaque()
        let started = statelab_signals_start_interrupt_watcher({ context in
            guard let context else { return }
            Unmanaged<InterruptRelay>.fromOpaque(context).takeUnretainedValue().fire()
        }, context)
        guard started == 0 else {
            Unmanaged<InterruptRelay>.fromOpaque(context).release()
            return nil
        }
        return relay
    }

    /// Runs `body`; a Ctrl-C meanwhile calls `interrupt` (on another thread).
    func whileRunning<T>(interrupt: @escaping () -> Void, _ body: () -> T) -> T {
        lock.withLock { target = interrupt }
        defer { lock.withLock { target = nil } }
        return body()
    }

    private func fire() {
        let interrupt = lock.withLock { target }
        interrupt?()
    }
}
