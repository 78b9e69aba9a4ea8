/// Structured concurrency: `withTaskGroup`, `withThrowingTaskGroup`,
/// `withDiscardingTaskGroup` and their groups' `addTask`, `next()`,
/// `for await`, `waitForAll()` and `cancelAll()`; and `async let`'s child
/// tasks. Children run on the virtual main actor like any task; a group
/// hands out results in the order its children finish, and its scope
/// does not end before every child has.
extension Library {
    func installTaskGroups() {
        let group = TypeInfo(name: "TaskGroup", kind: .builtin)
        group.genericParameters = ["ChildTaskResult"]
        addType(group)
        nativeTypes[TaskGroupValue.typeName(throwing: false)] = group
        let throwingGroup = TypeInfo(name: "ThrowingTaskGroup", kind: .builtin)
        throwingGroup.genericParameters = ["ChildTaskResult", "Failure"]
        addType(throwingGroup)
        nativeTypes[TaskGroupValue.typeName(throwing: true)] = throwingGroup
        for name in ["DiscardingTaskGroup", "ThrowingDiscardingTaskGroup"] { addType(TypeInfo(name: name, kind: .builtin)) }

        for (name, throwing, discarding) in [("withTaskGroup", false, false), ("withThrowingTaskGroup", true, false),
                                             ("withDiscardingTaskGroup", false, true),
                                             ("withThrowingDiscardingTaskGroup", true, true)] {
            let spec = discarding ? "\(name)(returning?:isolation?:body:)" : "\(name)(of:returning?:isolation?:body:)"
            function(spec) { rt, _, args, at throws(Unwind) in
                let body = try Library.function(args[args.count - 1], at)
                let g = TaskGroupValue(throwing: throwing, discarding: discarding)
                let result: Value
                do throws(Unwind) {
                    result = try rt.call(body, [.native(g)], at: at)
                } catch {
                    // The body threw: the remaining children are cancelled
                    // and awaited before the error leaves the scope.
                    if case .thrown = error {
                        g.cancelAll(rt)
                        try g.waitForAll(rt, rethrowing: false, at: at)
                    }
                    throw error
                }
                try g.waitForAll(rt, rethrowing: discarding && throwing, at: at)
                return result
            }
        }

        for type in [group, throwingGroup] {
            for spec in ["addTask(priority?:operation:)", "addTask(name?:priority?:operation:)", "addTask(executorPreference?:priority?:operation:)"] {
                method(type, spec, .void) { rt, v, args, at throws(Unwind) in
                    try Library.taskGroup(v, at).add(try Library.function(args[args.count - 1], at), rt, at: at)
                    return .void
                }
            }
            method(type, "addTaskUnlessCancelled(priority?:operation:)", .bool) { rt, v, args, at throws(Unwind) in
                let g = try Library.taskGroup(v, at)
                if g.isCancelled || rt.currentTask?.isCancelled == true { return .bool(false) }
                try g.add(try Library.function(args[args.count - 1], at), rt, at: at)
                return .bool(true)
            }
            method(type, "next()") { rt, v, _, at throws(Unwind) in try Library.taskGroup(v, at).next(rt, at: at) }
            method(type, "nextResult()") { rt, v, _, at throws(Unwind) in
                let g = try Library.taskGroup(v, at)
                guard let child = try g.nextFinished(rt, at: at) else { return .none }
                return .some(rt.library.makeResult(child))
            }
            method(type, "makeAsyncIterator()") { _, v, _, _ throws(Unwind) in v }
            method(type, "waitForAll()", .void) { rt, v, _, at throws(Unwind) in
                let g = try Library.taskGroup(v, at)
                try g.waitForAll(rt, rethrowing: g.throwing, at: at)
                return .void
            }
            method(type, "cancelAll()", .void) { rt, v, _, at throws(Unwind) in
                try Library.taskGroup(v, at).cancelAll(rt)
                return .void
            }
            property(type, "isEmpty", .bool) { _, v, at throws(Unwind) in
                let g = try Library.taskGroup(v, at)
                return .bool(g.pending.isEmpty && g.finished.isEmpty)
            }
            property(type, "isCancelled", .bool) { rt, v, at throws(Unwind) in
                .bool(try Library.taskGroup(v, at).isCancelled || rt.currentTask?.isCancelled == true)
            }
        }
        installAsyncSequenceMethods(on: group)
        installAsyncSequenceMethods(on: throwingGroup)
    }

    static func taskGroup(_ v: Value, _ at: SourcePosition) throws(Unwind) -> TaskGroupValue {
        guard let g = v.nativeObject as? TaskGroupValue else {
            throw .trap(Trap(message: LanguageMessages.expected("a task group"), position: at))
        }
        return g
    }

    /// `Result.success(value)` or `.failure(error)` for a finished task.
    func makeResult(_ task: TaskHandle) -> Value {
        guard let result = types["Result"] else { return task.result }
        if let thrown = task.thrown { return .enumeration(EnumValue(type: result, caseIndex: 1, payload: [thrown])) }
        return .enumeration(EnumValue(type: result, caseIndex: 0, payload: [task.result]))
    }
}

/// A task group: its children not yet finished, in the order they were
/// added, and those finished but not yet taken, in the order they ended.
final class TaskGroupValue: NativeObject, NativeAsyncIterator {
    static func typeName(throwing: Bool) -> String { throwing ? "ThrowingTaskGroup" : "TaskGroup" }
    let throwing: Bool
    /// `withDiscardingTaskGroup`: results are dropped; a child's error
    /// cancels the group and is rethrown when the scope ends.
    let discarding: Bool
    var pending: [TaskHandle] = []
    var finished: [TaskHandle] = []
    var isCancelled = false
    /// The task suspended in `next()` or `waitForAll()`.
    var waiter: TaskHandle?
    var firstError: Value?

    init(throwing: Bool, discarding: Bool) {
        self.throwing = throwing
        self.discarding = discarding
    }
    override var typeName: String { TaskGroupValue.typeName(throwing: throwing) }

    func add(_ body: FunctionValue, _ rt: Runtime, at position: SourcePosition) throws(Unwind) {
        let child = rt.spawnChildTask(label: "addTask@\(position.line)", body: body)
        if isCancelled { child.isCancelled = true }
        pending.append(child)
        child.onFinish = { [weak self, unowned rt] in
            guard let self else { return }
            self.pending.removeAll { $0 === child }
            if self.discarding {
                if let error = child.thrown, self.firstError == nil {
                    self.firstError = error
                    self.cancelAll(rt)
                }
            } else {
                self.finished.append(child)
            }
            if let waiter = self.waiter {
                self.waiter = nil
                rt.wake(waiter)
            }
        }
    }

    /// The next child to finish, suspending until one does; nil when none is left.
    func nextFinished(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> TaskHandle? {
        try rt.suspend(until: { !finished.isEmpty || pending.isEmpty }, register: { waiter = $0 }, at: position)
        return finished.isEmpty ? nil : finished.removeFirst()
    }

    /// `next()`: the next result, or the error the child threw.
    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        guard let child = try nextFinished(rt, at: position) else { return .none }
        if let thrown = child.thrown { throw .thrown(thrown) }
        return .some(child.result)
    }

    /// Waits for every child; `rethrowing` makes the first error a child
    /// threw (and nobody took) leave the scope.
    func waitForAll(_ rt: Runtime, rethrowing: Bool, at position: SourcePosition) throws(Unwind) {
        while true {
            try rt.suspend(until: { pending.isEmpty || !finished.isEmpty }, register: { waiter = $0 }, at: position)
            if !finished.isEmpty {
                let child = finished.removeFirst()
                if rethrowing, let thrown = child.thrown {
                    cancelAll(rt)
                    try waitForAll(rt, rethrowing: false, at: position)
                    throw .thrown(thrown)
                }
                continue
            }
            break
        }
        if rethrowing, let error = firstError {
            firstError = nil
            throw .thrown(error)
        }
    }

    func cancelAll(_ rt: Runtime) {
        isCancelled = true
        for child in pending { rt.cancel(child) }
    }
}
