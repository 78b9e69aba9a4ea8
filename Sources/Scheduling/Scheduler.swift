/// The virtual main actor and its virtual clock.
///
/// Jobs run one at a time, in the order they became ready. Timers wait for
/// the clock, which moves only when told to (`advance(by:)`, `settle()`):
/// the same input gives the same interleaving, every time.
public final class Scheduler {
    public struct Job {
        public let label: String
        public let run: () -> Void
        public init(label: String, run: @escaping () -> Void) {
            self.label = label
            self.run = run
        }
    }

    private struct Timer {
        let deadline: Int
        let sequence: Int
        let job: Job
        let id: Int
    }

    /// Virtual time since the session started, in nanoseconds.
    public private(set) var now = 0
    /// Jobs not yet run from `readyHead` on; a job's slot is emptied when it
    /// is taken, so what its closure captures is released once it has run.
    private var ready: [Job?] = []
    private var readyHead = 0
    private var timers: [Timer] = []
    private var sequence = 0
    private var cancelledTimers: Set<Int> = []
    /// Called after every job: the view graph commits its transaction here.
    public var afterJob: (() -> Void)?
    /// While it answers true, no further job or timer runs: the program
    /// has stopped (a task trapped, and a Swift process dies at its first
    /// trap). What was queued stays queued.
    public var isHalted: (() -> Bool)?

    public init() {}

    public var hasReadyJobs: Bool { readyHead < ready.count }
    public var hasTimers: Bool { timers.contains { !cancelledTimers.contains($0.id) } }
    /// The deadline of the next live timer.
    public var nextDeadline: Int? {
        timers.first { !cancelledTimers.contains($0.id) }?.deadline
    }

    /// Makes `job` ready to run after the jobs already ready.
    public func enqueue(_ job: Job) {
        ready.append(job)
    }

    /// Runs `job` once the clock reaches `now + delay`. Returns a timer id
    /// that `cancelTimer` accepts.
    @discardableResult
    public func schedule(after delay: Int, _ job: Job) -> Int {
        sequence += 1
        let timer = Timer(deadline: now + max(0, delay), sequence: sequence, job: job, id: sequence)
        let index = timers.firstIndex { ($0.deadline, $0.sequence) > (timer.deadline, timer.sequence) } ?? timers.count
        timers.insert(timer, at: index)
        return timer.id
    }

    public func cancelTimer(_ id: Int) {
        cancelledTimers.insert(id)
    }

    /// Runs every ready job, including jobs they make ready, but no timer
    /// in the future.
    public func runReady() {
        runReadyOnly()
        fireDueTimers()
    }

    /// Fires timers whose deadline has passed (a zero delay is "now").
    private func fireDueTimers() {
        while !(isHalted?() ?? false), enqueueNextDueTimer() {
            runReadyOnly()
        }
    }

    /// Moves the first due timer's job to the ready queue (a cancelled one
    /// is dropped); false when no timer is due. The timer is not held here
    /// while its job runs.
    private func enqueueNextDueTimer() -> Bool {
        guard let first = timers.first, first.deadline <= now else { return false }
        timers.removeFirst()
        if cancelledTimers.remove(first.id) == nil { enqueue(first.job) }
        return true
    }

    private func runReadyOnly() {
        while runNextReady() {}
    }

    /// Runs the next ready job, then `afterJob`. The job is released before
    /// `afterJob` runs: a block that has run holds nothing any more (the
    /// objects only it captured are gone when the graph commits).
    private func runNextReady() -> Bool {
        if let isHalted, isHalted() { return false }
        guard let job = takeReady() else { return false }
        job.run()
        // `job` was the last holder of its closure; it ends here.
        _ = consume job
        afterJob?()
        return true
    }

    private func takeReady() -> Job? {
        guard readyHead < ready.count else { return nil }
        let job = ready[readyHead]
        ready[readyHead] = nil
        readyHead += 1
        if readyHead == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyHead = 0
        } else if readyHead > 64 && readyHead * 2 > ready.count {
            ready.removeFirst(readyHead)
            readyHead = 0
        }
        return job
    }

    /// Moves the clock forward by `duration` nanoseconds, firing each timer
    /// at its own deadline, in order, with ready jobs run after each.
    public func advance(by duration: Int) {
        runReady()
        let target = now + max(0, duration)
        while let deadline = nextDeadline, deadline <= target {
            now = max(now, deadline)
            fireDueTimers()
            runReady()
        }
        now = target
    }

    /// Runs until nothing is ready and no timer is pending, moving the
    /// clock to each deadline in turn. Stops after `limit` timer firings
    /// (a repeating timer never settles) and returns false if it did.
    @discardableResult
    public func settle(limit: Int = 10_000) -> Bool {
        runReady()
        var fired = 0
        while let deadline = nextDeadline {
            if fired >= limit { return false }
            now = max(now, deadline)
            fireDueTimers()
            runReady()
            fired += 1
        }
        return true
    }

    /// Runs ready jobs and, while `isDone()` is false, advances the clock
    /// to the next timer. Returns false if nothing could make progress.
    public func run(until isDone: () -> Bool) -> Bool {
        runReady()
        while !isDone() {
            if let isHalted, isHalted() { return false }
            guard let deadline = nextDeadline else { return false }
            now = max(now, deadline)
            fireDueTimers()
            runReady()
        }
        return true
    }

    /// Forgets every job and timer (session reset).
    public func reset() {
        ready.removeAll()
        readyHead = 0
        timers.removeAll()
        cancelledTimers.removeAll()
    }
}
