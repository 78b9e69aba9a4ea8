import Foundation

/// A task body that can suspend in the middle of its work and be resumed
/// later, deterministically.
///
/// Each fiber runs on its own host thread, but never at the same time as
/// anything else: whoever resumes a fiber blocks until the fiber suspends
/// again or finishes. Exactly one thread of the session runs at any moment,
/// so the interpreted program sees a single virtual main actor.
public final class Fiber: @unchecked Sendable {
    public enum State { case created, running, suspended, finished }

    public private(set) var state: State = .created
    private let resumeSignal = DispatchSemaphore(value: 0)
    private let yieldSignal = DispatchSemaphore(value: 0)
    private var body: (() -> Void)?
    private let stackSize: Int
    public let name: String

    /// The fiber running on the current thread, if any.
    public static var current: Fiber? {
        Thread.current.threadDictionary[Fiber.threadKey] as? Fiber
    }

    private static let threadKey = "statelab.fiber"

    public init(name: String, stackSize: Int = 64 << 20, body: @escaping () -> Void) {
        self.name = name
        self.stackSize = stackSize
        self.body = body
    }

    /// Runs the fiber until it suspends or finishes. Called by the
    /// scheduler (never by the fiber itself).
    public func resume() {
        switch state {
        case .finished, .running:
            return
        case .created:
            state = .running
            let thread = Thread { [self] in
                Thread.current.threadDictionary[Fiber.threadKey] = self
                self.body?()
                self.body = nil
                self.state = .finished
                self.yieldSignal.signal()
            }
            thread.stackSize = stackSize
            thread.name = name
            thread.start()
        case .suspended:
            state = .running
            resumeSignal.signal()
        }
        yieldSignal.wait()
    }

    /// Gives control back to whoever resumed this fiber, and waits to be
    /// resumed. Called on the fiber's own thread.
    public func suspend() {
        state = .suspended
        yieldSignal.signal()
        resumeSignal.wait()
    }
}
