import Scheduling

/// A `Task`: its body runs on a fiber on the virtual main actor; it can
/// suspend (sleep, await another task) and be cancelled.
package final class TaskHandle: NativeObject {
    let id: Int
    let label: String
    package var isCancelled = false
    package var isFinished = false
    var result: Value = .void
    /// What the body threw, for `try await task.value`.
    var thrown: Value?
    /// The body, released as soon as the task finishes (with what it captured).
    package var body: FunctionValue?
    var fiber: Fiber?
    /// Tasks suspended until this one finishes.
    var waiters: [TaskHandle] = []
    /// The timer that will wake this task from `Task.sleep`.
    var wakeTimer: Int?
    /// Set when the session tears down: a suspended task unwinds.
    var isTerminating = false
    /// Runs instead of `body` (top-level code, dispatch blocks).
    var hostBody: (() throws(Unwind) -> Value)?
    /// Structured children (`async let`, task-group tasks): cancelled
    /// with this task, as Swift's task tree cancels them.
    var children: [TaskHandle] = []
    weak var parent: TaskHandle?
    /// Runs once when the body has finished (a task group collects it).
    var onFinish: (() -> Void)?
    /// The types generic functions running on this task were called with,
    /// innermost last (`decode<T>` called to make an `Int?`: `T` is Int).
    var typeArguments: [[String: Value]] = []
    /// Runs when the task is cancelled while it waits (an `AsyncStream`'s
    /// `next()` ends at once).
    var onCancel: (() -> Void)?
    /// The `onCancel` closures of the `withTaskCancellationHandler` calls
    /// running on this task, outermost first.
    var cancellationHandlers: [FunctionValue] = []
    /// A `Task.detached` body, and the structured children it starts: it
    /// inherits no actor, so it runs on the global executor, off the main
    /// thread (`isOnBackgroundQueue` while it runs).
    var runsOffMainActor = false

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    package override var typeName: String { "Task" }
    package override var description: String { "Task" }
}

extension Runtime {
    /// Creates a task and makes its start ready: it runs once whatever is
    /// running now gives up the main actor (DESIGN L4).
    @discardableResult
    package func spawnTask(label: String, body: FunctionValue?, hostBody: (() throws(Unwind) -> Value)? = nil) -> TaskHandle {
        let handle = TaskHandle(id: nextTaskID(), label: label)
        handle.body = body
        handle.hostBody = hostBody
        liveTasks.append(handle)
        scheduler.enqueue(Scheduler.Job(label: "start \(label)") { [unowned self] in self.start(handle) })
        return handle
    }

    /// Starts a task now (the top-level entry runs this way).
    func start(_ handle: TaskHandle) {
        if !liveTasks.contains(where: { $0 === handle }) { liveTasks.append(handle) }
        trace.record(.taskStarted(id: handle.id, label: handle.label), at: scheduler.now)
        handle.fiber = Fiber(name: "statelab-task-\(handle.id)", stackSize: fiberStackSize) { [unowned self] in
            self.runBody(of: handle)
        }
        resume(handle)
    }

    func resume(_ handle: TaskHandle) {
        guard let fiber = handle.fiber, !handle.isFinished else { return }
        chargeResume()
        let previous = currentTask
        let savedDepth = depth
        let savedBackground = isOnBackgroundQueue
        currentTask = handle
        isOnBackgroundQueue = handle.runsOffMainActor
        resetBudget()
        fiber.resume()
        currentTask = previous
        isOnBackgroundQueue = savedBackground
        restoreDepth(savedDepth)
    }

    private func runBody(of handle: TaskHandle) {
        restoreDepth(0)
        var crashed = false
        do throws(Unwind) {
            if let host = handle.hostBody {
                handle.result = try host()
            } else if let body = handle.body {
                handle.result = try call(body, [], at: nil)
            }
        } catch {
            switch error {
            case .thrown(let value): handle.thrown = value
            case .terminated: break
            default:
                crashed = true
                crashedTaskCount += 1
                reportUncaught?(error)
            }
        }
        handle.body = nil
        handle.hostBody = nil
        if crashed {
            // Swift would have stopped the program: nothing more runs.
            heap.discardPending()
        } else {
            heap.drain()
        }
        handle.isFinished = true
        liveTasks.removeAll { $0 === handle }
        if let parent = handle.parent {
            parent.children.removeAll { $0 === handle }
            handle.parent = nil
        }
        let finish = handle.onFinish
        handle.onFinish = nil
        finish?()
        if !handle.isTerminating {
            trace.record(.taskFinished(id: handle.id, label: handle.label), at: scheduler.now)
        }
        let waiters = handle.waiters
        handle.waiters = []
        for waiter in waiters {
            scheduler.enqueue(Scheduler.Job(label: "resume \(waiter.label)") { [unowned self] in self.resume(waiter) })
        }
    }

    /// Suspends the running task until something resumes it.
    func suspendCurrentTask(at position: SourcePosition?) throws(Unwind) {
        guard let handle = currentTask, let fiber = handle.fiber, Fiber.current === fiber else {
            throw .trap(Trap(message: LanguageMessages.awaitOutsideTask, position: position))
        }
        let depthHere = depth
        fiber.suspend()
        currentTask = handle
        restoreDepth(depthHere)
        if handle.isTerminating { throw .terminated }
    }

    /// `Task.sleep`: wakes after `nanoseconds` of virtual time, or at once
    /// (throwing `CancellationError`) if the task is cancelled.
    func sleep(nanoseconds: Int, at position: SourcePosition?) throws(Unwind) {
        guard let handle = currentTask else { return }
        if handle.isCancelled { throw .thrown(library.cancellationError()) }
        handle.wakeTimer = scheduler.schedule(after: nanoseconds, Scheduler.Job(label: "wake \(handle.label)") { [unowned self] in
            handle.wakeTimer = nil
            self.resume(handle)
        })
        try suspendCurrentTask(at: position)
        if handle.isCancelled { throw .thrown(library.cancellationError()) }
    }

    /// `Task.yield()`: lets every other ready job run first.
    func yieldTask(at position: SourcePosition?) throws(Unwind) {
        guard let handle = currentTask else { return }
        scheduler.enqueue(Scheduler.Job(label: "resume \(handle.label)") { [unowned self] in self.resume(handle) })
        try suspendCurrentTask(at: position)
    }

    /// `await task.value`.
    func awaitValue(of target: TaskHandle, at position: SourcePosition?) throws(Unwind) -> Value {
        while !target.isFinished {
            guard let current = currentTask else { break }
            if current === target {
                throw .trap(Trap(message: LanguageMessages.taskAwaitsItself, position: position))
            }
            target.waiters.append(current)
            try suspendCurrentTask(at: position)
        }
        if let thrown = target.thrown { throw .thrown(thrown) }
        return target.result
    }

    /// A scope that declared `async let`s is ending: each child nobody
    /// awaited is cancelled and awaited, last declared first, as Swift
    /// does implicitly; its result or error is dropped.
    func finishAsyncLets(in f: Frame, slots: [Int]) {
        for slot in slots {
            var raw = f.slots[slot]
            if case .native(let n) = raw, let box = n as? Box { raw = box.value }
            guard case .native(let n) = raw, let task = n as? TaskHandle, !task.isFinished else { continue }
            cancel(task)
            do throws(Unwind) {
                _ = try awaitValue(of: task, at: nil)
            } catch {
                if case .terminated = error { return }
            }
        }
    }

    package func cancel(_ handle: TaskHandle) {
        guard !handle.isCancelled, !handle.isFinished else { return }
        handle.isCancelled = true
        trace.record(.taskCancelled(id: handle.id, label: handle.label), at: scheduler.now)
        if let timer = handle.wakeTimer {
            scheduler.cancelTimer(timer)
            handle.wakeTimer = nil
            scheduler.enqueue(Scheduler.Job(label: "wake \(handle.label)") { [unowned self] in self.resume(handle) })
        }
        let onCancel = handle.onCancel
        handle.onCancel = nil
        onCancel?()
        // `withTaskCancellationHandler`'s handlers run at once, on the
        // canceller's side, as Swift runs them.
        for handler in handle.cancellationHandlers {
            do throws(Unwind) {
                _ = try call(handler, [], at: nil)
            } catch {
                reportUncaught?(error)
            }
        }
        for child in handle.children { cancel(child) }
    }

    /// The type a running generic function's parameter `name` stands for.
    func typeArgument(_ name: String) -> Value? {
        for frame in (currentTask?.typeArguments ?? []).reversed() {
            if let type = frame[name] {
                // `.void`: the call left this parameter unbound.
                if case .void = type { return nil }
                return type
            }
        }
        return nil
    }

    /// Runs `body` with the type arguments of a generic call in reach.
    func withTypeArguments<T>(_ arguments: [String: Value], _ body: () throws(Unwind) -> T) throws(Unwind) -> T {
        guard let task = currentTask else { return try body() }
        task.typeArguments.append(arguments)
        defer { task.typeArguments.removeLast() }
        return try body()
    }

    /// A structured child of the running task (`async let`, a task
    /// group's `addTask`): it starts once the parent gives up the main
    /// actor, and is cancelled if the parent is (or already was).
    func spawnChildTask(label: String, body: FunctionValue?, hostBody: (() throws(Unwind) -> Value)? = nil) -> TaskHandle {
        let handle = spawnTask(label: label, body: body, hostBody: hostBody)
        trace.record(.taskCreated(id: handle.id, label: handle.label), at: scheduler.now)
        if let parent = currentTask {
            handle.parent = parent
            handle.runsOffMainActor = parent.runsOffMainActor
            parent.children.append(handle)
            if parent.isCancelled { handle.isCancelled = true }
        }
        return handle
    }

    /// Suspends the running task until `isReady` holds, re-checking each
    /// time something resumes it; `register` records who to wake.
    func suspend(until isReady: () -> Bool, register: (TaskHandle) -> Void, at position: SourcePosition?) throws(Unwind) {
        while !isReady() {
            guard let current = currentTask else {
                throw .trap(Trap(message: LanguageMessages.awaitOutsideTask, position: position))
            }
            register(current)
            try suspendCurrentTask(at: position)
        }
    }

    /// Makes a suspended task ready to run again.
    func wake(_ handle: TaskHandle) {
        scheduler.enqueue(Scheduler.Job(label: "resume \(handle.label)") { [unowned self] in self.resume(handle) })
    }

    /// Runs a synchronous job (a dispatch block) on a fiber of its own, so
    /// deep recursion has the same room as anywhere else.
    package func runJob(label: String, background: Bool = false, _ body: @escaping () throws(Unwind) -> Void) {
        let handle = TaskHandle(id: 0, label: label)
        handle.hostBody = { () throws(Unwind) -> Value in
            let saved = self.isOnBackgroundQueue
            self.isOnBackgroundQueue = background
            defer { self.isOnBackgroundQueue = saved }
            try body()
            return .void
        }
        handle.fiber = Fiber(name: "statelab-job", stackSize: fiberStackSize) { [unowned self] in
            self.runBody(of: handle)
        }
        let previous = currentTask
        let savedDepth = depth
        currentTask = nil
        resetBudget()
        handle.fiber?.resume()
        currentTask = previous
        restoreDepth(savedDepth)
    }

    /// Runs `body` on the main thread: `MainActor.run` from a task that
    /// runs off it.
    package func onMainActor(_ body: () throws(Unwind) -> Value) throws(Unwind) -> Value {
        let saved = isOnBackgroundQueue
        isOnBackgroundQueue = false
        defer { isOnBackgroundQueue = saved }
        return try body()
    }

    /// Unwinds every suspended task (session reset or end).
    func terminateAllTasks() {
        let tasks = liveTasks
        liveTasks.removeAll()
        for task in tasks where !task.isFinished {
            task.isTerminating = true
            if let timer = task.wakeTimer { scheduler.cancelTimer(timer) }
            if task.fiber?.state == .suspended { resume(task) }
        }
    }
}
