import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        guard let raw = pthread_getspecific(FiberThreads.currentFiber) else { return nil }
        return Unmanaged<Fiber>.fromOpaque(raw).takeUnretainedValue()
    }

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
            FiberThreads.shared.run(stackSize: stackSize) { [self] in
                pthread_setspecific(FiberThreads.currentFiber, Unmanaged.passUnretained(self).toOpaque())
                self.body?()
                self.body = nil
                pthread_setspecific(FiberThreads.currentFiber, nil)
                self.state = .finished
                self.yieldSignal.signal()
            }
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

/// Host threads for fibers, kept after a fiber finishes and handed to the
/// next one: a session starts a fiber for every task and every event, and
/// creating a thread (with its large stack) each time costs more than the
/// work most fibers do.
final class FiberThreads: @unchecked Sendable {
    static let shared = FiberThreads()

    /// A parked thread, waiting for its next body.
    private final class Worker: @unchecked Sendable {
        let wake = DispatchSemaphore(value: 0)
        var job: (() -> Void)?
    }

    private let lock = HostLock()
    /// Idle workers by stack size.
    private var idle: [Int: [Worker]] = [:]
    /// At most this many idle threads are kept per stack size.
    private let keep = 16

    /// Runs `job` on a thread with `stackSize` bytes of stack: a parked one
    /// if there is one, else a new one that parks when the job is done.
    func run(stackSize: Int, _ job: @escaping () -> Void) {
        lock.lock()
        if let worker = idle[stackSize]?.popLast() {
            lock.unlock()
            worker.job = job
            worker.wake.signal()
            return
        }
        lock.unlock()
        let worker = Worker()
        worker.job = job
        let start = ThreadStart { [self] in
            while let next = worker.job {
                worker.job = nil
                next()
                guard park(worker, stackSize: stackSize) else { return }
                worker.wake.wait()
            }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let argument = Unmanaged.passRetained(start).toOpaque()
        let created = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, argument)
        pthread_attr_destroy(&attributes)
        if created == 0 {
            pthread_detach(thread)
        } else {
            // No thread: run the job here rather than never.
            Unmanaged<ThreadStart>.fromOpaque(argument).release()
            worker.job = nil
            job()
        }
    }

    /// The key under which each fiber's thread keeps its fiber.
    static let currentFiber: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// What a new thread runs, handed through `pthread_create`'s argument.
    private final class ThreadStart {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Parks a worker whose job is done; false when enough are parked already.
    private func park(_ worker: Worker, stackSize: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard idle[stackSize, default: []].count < keep else { return false }
        idle[stackSize, default: []].append(worker)
        return true
    }
}
