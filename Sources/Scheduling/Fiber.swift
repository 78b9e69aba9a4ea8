#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CFiberSwitch
#else
import Dispatch
#endif

/// A task body that can suspend in the middle of its work and be resumed
/// later, deterministically.
///
/// On Linux a fiber runs on a stack of its own, on the thread that resumes
/// it: `resume()` switches to the fiber's stack and `suspend()` (or the
/// body's end) switches back, so a session's fibers all run on one host
/// thread and a switch makes no system call. Elsewhere each fiber runs on
/// a host thread of its own and control passes by semaphores. Either way
/// nothing runs at the same time as anything else: whoever resumes a fiber
/// waits until the fiber suspends again or finishes, so the interpreted
/// program sees a single virtual main actor.
public final class Fiber: @unchecked Sendable {
    public enum State { case created, running, suspended, finished }

    public private(set) var state: State = .created
    private var body: (() -> Void)?
    private let stackSize: Int
    public let name: String

    /// The fiber running on the current thread, if any.
    public static var current: Fiber? {
        guard let raw = pthread_getspecific(Fiber.currentKey) else { return nil }
        return Unmanaged<Fiber>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The key under which each thread keeps the fiber it is running.
    static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    #if os(Linux)
    /// The fiber's stack, from its first resume until it finishes.
    private var stack: UnsafeMutableRawPointer?
    /// Where the fiber's registers are while it is suspended.
    private let context: OpaquePointer
    /// Where its resumer's registers are while the fiber runs.
    private let resumer: OpaquePointer
    /// The Swift runtime's record of open memory accesses (its dynamic
    /// exclusivity checks), kept per thread: two words for the fiber's
    /// own accesses while it is suspended, two for its resumer's while
    /// the fiber runs (FiberAccesses).
    private let accesses: UnsafeMutablePointer<UInt>
    /// The fiber that was current when this one was resumed.
    private var outer: UnsafeMutableRawPointer?
    #else
    private let resumeSignal = DispatchSemaphore(value: 0)
    private let yieldSignal = DispatchSemaphore(value: 0)
    #endif

    public init(name: String, stackSize: Int = 64 << 20, body: @escaping () -> Void) {
        self.name = name
        self.stackSize = stackSize
        self.body = body
        #if os(Linux)
        guard let context = statelab_fiber_context_create(), let resumer = statelab_fiber_context_create() else {
            fatalError("out of memory for fiber \(name)")
        }
        self.context = context
        self.resumer = resumer
        accesses = .allocate(capacity: 4)
        accesses.initialize(repeating: 0, count: 4)
        #endif
    }

    #if os(Linux)
    deinit {
        // A suspended fiber's own stack holds it (FiberEntry), so only a
        // fiber never started or already finished gets here.
        if let stack { FiberStacks.shared.give(stack, size: stackSize) }
        statelab_fiber_context_free(context)
        statelab_fiber_context_free(resumer)
        accesses.deallocate()
    }

    /// Runs the fiber until it suspends or finishes. Called by the
    /// scheduler (never by the fiber itself).
    public func resume() {
        switch state {
        case .finished, .running:
            return
        case .created:
            let stack = FiberStacks.shared.take(size: stackSize)
            self.stack = stack
            statelab_fiber_context_prepare(context, stack, stackSize, fiberEntry, Unmanaged.passUnretained(self).toOpaque())
        case .suspended:
            break
        }
        state = .running
        outer = pthread_getspecific(Fiber.currentKey)
        pthread_setspecific(Fiber.currentKey, Unmanaged.passUnretained(self).toOpaque())
        FiberAccesses.switching(from: accesses + 2, to: accesses)
        statelab_fiber_switch(resumer, context)
        // The fiber has suspended or finished, and switched the accesses back.
        pthread_setspecific(Fiber.currentKey, outer)
        outer = nil
        if state == .finished, let stack {
            self.stack = nil
            FiberStacks.shared.give(stack, size: stackSize)
        }
    }

    /// Gives control back to whoever resumed this fiber, and waits to be
    /// resumed. Called on the fiber's own stack.
    public func suspend() {
        state = .suspended
        FiberAccesses.switching(from: accesses, to: accesses + 2)
        statelab_fiber_switch(context, resumer)
    }

    /// Runs the body on the fiber's stack; returns where to switch to
    /// once it has finished, with nothing of Swift's left on that stack.
    fileprivate static func run(_ raw: UnsafeMutableRawPointer) -> OpaquePointer {
        let fiber = Unmanaged<Fiber>.fromOpaque(raw).takeUnretainedValue()
        fiber.body?()
        fiber.body = nil
        fiber.state = .finished
        FiberAccesses.switching(from: fiber.accesses, to: fiber.accesses + 2)
        return fiber.resumer
    }
    #else
    /// Runs the fiber until it suspends or finishes. Called by the
    /// scheduler (never by the fiber itself).
    public func resume() {
        switch state {
        case .finished, .running:
            return
        case .created:
            state = .running
            FiberThreads.shared.run(stackSize: stackSize) { [self] in
                pthread_setspecific(Fiber.currentKey, Unmanaged.passUnretained(self).toOpaque())
                self.body?()
                self.body = nil
                pthread_setspecific(Fiber.currentKey, nil)
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
    #endif
}

#if os(Linux)
/// What a new fiber's stack starts with: the body, then the switch back.
private let fiberEntry: @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer = { raw in
    Fiber.run(raw!)
}

/// The Swift runtime's dynamic exclusivity checks keep the accesses open
/// on a thread in one list per thread. Fibers share a thread, so each
/// switch takes the running side's accesses out of that list and puts the
/// other side's in, with the two entry points the runtime exports for
/// Swift concurrency's task switches: a fiber sees only its own open
/// accesses, as it did on a thread of its own, and a suspended fiber's
/// `modify` does not clash with what another fiber does meanwhile.
///
/// `exit` with a zeroed state moves the whole list into the state and
/// empties the thread's; `enter` into an empty list moves the state's
/// accesses back and zeroes it. Each state is two words.
enum FiberAccesses {
    @inline(__always)
    static func switching(from outgoing: UnsafeMutablePointer<UInt>, to incoming: UnsafeMutablePointer<UInt>) {
        exitThreadLocalContext(UnsafeMutableRawPointer(outgoing))
        enterThreadLocalContext(UnsafeMutableRawPointer(incoming))
    }
}

@_silgen_name("swift_task_enterThreadLocalContext")
private func enterThreadLocalContext(_ state: UnsafeMutableRawPointer)

@_silgen_name("swift_task_exitThreadLocalContext")
private func exitThreadLocalContext(_ state: UnsafeMutableRawPointer)

/// Fiber stacks, kept after a fiber finishes and handed to the next one:
/// a session starts a fiber for every task and every event, and a stack
/// reused is already mapped and its touched pages already faulted in.
final class FiberStacks: @unchecked Sendable {
    static let shared = FiberStacks()

    private let lock = HostLock()
    /// Idle stacks by size.
    private var idle: [Int: [UnsafeMutableRawPointer]] = [:]
    /// At most this many idle stacks are kept per size.
    private let keep = 16

    /// A stack of `size` bytes: an idle one if there is one, else a new one.
    func take(size: Int) -> UnsafeMutableRawPointer {
        lock.lock()
        if let stack = idle[size]?.popLast() {
            lock.unlock()
            return stack
        }
        lock.unlock()
        guard let stack = statelab_fiber_stack_map(size) else {
            fatalError("cannot map a \(size >> 20) MB fiber stack")
        }
        return stack
    }

    /// Takes back a stack no fiber runs on; unmapped when enough are idle.
    func give(_ stack: UnsafeMutableRawPointer, size: Int) {
        lock.lock()
        if idle[size, default: []].count < keep {
            idle[size, default: []].append(stack)
            lock.unlock()
            return
        }
        lock.unlock()
        statelab_fiber_stack_unmap(stack, size)
    }

    /// How many stacks of `size` are idle (tests).
    func idleCount(size: Int) -> Int {
        lock.withLock { idle[size]?.count ?? 0 }
    }
}
#else
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
#endif
