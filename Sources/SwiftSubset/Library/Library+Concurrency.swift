/// `Task`, `Duration`, `CancellationError`, `MainActor`, and Dispatch's
/// main and global queues — all on the virtual main actor and clock.
extension Library {
    func installConcurrency() {
        let task = TypeInfo(name: "Task", kind: .builtin)
        addType(task)
        nativeTypes["Task"] = task
        let duration = TypeInfo(name: "Duration", kind: .builtin)
        addType(duration)
        nativeTypes["Duration"] = duration
        let cancellation = TypeInfo(name: "CancellationError", kind: .structType)
        cancellation.printedModule = "Swift"
        cancellation.conformances = [types["Error"]!]
        cancellation.hasMemberwiseInit = true
        addType(cancellation)
        let mainActor = TypeInfo(name: "MainActor", kind: .builtin)
        addType(mainActor)

        // Task { } and Task.detached { }
        let priority = TypeInfo(name: "TaskPriority", kind: .builtin)
        addType(priority)
        for spec in ["init(priority?:_:)", "detached(priority?:_:)"] {
            staticMethod(task, spec, .nominal(task, []), types: [.nominal(priority, []), .function([], .unknown)],
                         escaping: true) { rt, _, args, at throws(Unwind) in
                let body = try Library.function(args[1], at)
                let handle = rt.spawnTask(label: "Task@\(at.line)", body: body)
                // A detached task inherits no actor: off the main thread,
                // unless its body is isolated to the main actor itself
                // (`Task.detached { @MainActor in … }`).
                handle.runsOffMainActor = spec.hasPrefix("detached") && !body.isMainActorIsolated
                rt.trace.record(.taskCreated(id: handle.id, label: handle.label), at: rt.scheduler.now)
                return .native(handle)
            }
        }
        property(task, "value") { rt, v, at throws(Unwind) in
            guard case .native(let n) = v, let handle = n as? TaskHandle else { return .void }
            return try rt.awaitValue(of: handle, at: at)
        }
        // `await task.result`: the value or the error, as a `Result`.
        property(task, "result") { rt, v, at throws(Unwind) in
            guard case .native(let n) = v, let handle = n as? TaskHandle, let result = rt.library.types["Result"] else { return .void }
            do throws(Unwind) {
                let value = try rt.awaitValue(of: handle, at: at)
                return .enumeration(EnumValue(type: result, caseIndex: 0, payload: [value]))
            } catch {
                guard case .thrown(let thrown) = error else { throw error }
                return .enumeration(EnumValue(type: result, caseIndex: 1, payload: [thrown]))
            }
        }
        property(task, "isCancelled", .bool) { _, v, _ throws(Unwind) in
            guard case .native(let n) = v, let handle = n as? TaskHandle else { return .bool(false) }
            return .bool(handle.isCancelled)
        }
        method(task, "cancel()", .void) { rt, v, _, _ throws(Unwind) in
            if case .native(let n) = v, let handle = n as? TaskHandle { rt.cancel(handle) }
            return .void
        }
        staticProperty(task, "isCancelled", .bool) { rt, _, _ throws(Unwind) in .bool(rt.currentTask?.isCancelled ?? false) }
        staticMethod(task, "checkCancellation()", .void) { rt, _, _, _ throws(Unwind) in
            if rt.currentTask?.isCancelled == true { throw .thrown(rt.library.cancellationError()) }
            return .void
        }
        // The operation runs; cancelling the task meanwhile runs onCancel at
        // once (before the operation, if the task is cancelled already).
        function("withTaskCancellationHandler(operation:onCancel:isolation?:)") { rt, _, args, at throws(Unwind) in
            let operation = try Library.function(args[0], at)
            let handler = try Library.function(args[1], at)
            guard let task = rt.currentTask else { return try rt.call(operation, [], at: at) }
            if task.isCancelled { _ = try rt.call(handler, [], at: at) }
            task.cancellationHandlers.append(handler)
            defer { task.cancellationHandlers.removeLast() }
            return try rt.call(operation, [], at: at)
        }
        staticMethod(task, "sleep(nanoseconds:)", .void) { rt, _, args, at throws(Unwind) in
            try rt.sleep(nanoseconds: try Library.int(args[0], at), at: at)
            return .void
        }
        staticMethod(task, "sleep(for:)", .void, types: [.nominal(duration, [])]) { rt, _, args, at throws(Unwind) in
            try rt.sleep(nanoseconds: try Library.nanoseconds(args[0], at: at), at: at)
            return .void
        }
        staticMethod(task, "sleep(_:)", .void) { rt, _, args, at throws(Unwind) in
            try rt.sleep(nanoseconds: try Library.int(args[0], at), at: at)
            return .void
        }
        staticMethod(task, "yield()", .void) { rt, _, _, at throws(Unwind) in
            try rt.yieldTask(at: at)
            return .void
        }

        // Duration: `.milliseconds(300)`, `.seconds(2)`.
        let units: [(String, Double)] = [("nanoseconds", 1), ("microseconds", 1e3), ("milliseconds", 1e6), ("seconds", 1e9)]
        for (unit, scale) in units {
            staticMethod(duration, "\(unit)(_:)", .nominal(duration, [])) { _, _, args, at throws(Unwind) in
                .native(DurationValue(nanoseconds: Int(try Library.double(args[0], at) * scale)))
            }
        }
        property(duration, "components") { _, v, _ throws(Unwind) in
            guard case .native(let n) = v, let d = n as? DurationValue else { return .void }
            return .tuple(TupleValue(labels: ["seconds", "attoseconds"],
                                     elements: [.int(d.nanoseconds / 1_000_000_000), .int((d.nanoseconds % 1_000_000_000) * 1_000_000_000)]))
        }

        // MainActor
        // The body runs on the main actor, whatever task awaits it.
        staticMethod(mainActor, "run(_:)") { rt, _, args, at throws(Unwind) in
            try rt.onMainActor { () throws(Unwind) in try rt.call(try Library.function(args[0], at), [], at: at) }
        }
        staticMethod(mainActor, "run(resultType?:body:)") { rt, _, args, at throws(Unwind) in
            try rt.onMainActor { () throws(Unwind) in try rt.call(try Library.function(args[1], at), [], at: at) }
        }
        staticMethod(mainActor, "assertIsolated(_?:)", .void) { rt, _, _, at throws(Unwind) in
            if rt.isOnBackgroundQueue {
                throw .trap(Trap(message: LanguageMessages.wrongActor, position: at))
            }
            return .void
        }

        installing(module: "Dispatch", installDispatch)
    }

    func cancellationError() -> Value {
        guard let type = types["CancellationError"] else { return .void }
        return .structure(StructValue(type: type, fields: []))
    }

    /// Nanoseconds in a `Duration`, a `DispatchTimeInterval`, or a number
    /// of seconds.
    package static func nanoseconds(_ value: Value, at position: SourcePosition) throws(Unwind) -> Int {
        switch value {
        case .native(let n):
            if let d = n as? DurationValue { return d.nanoseconds }
        case .int(let i): return i * 1_000_000_000
        case .double(let d): return Int(d * 1e9)
        default: break
        }
        throw .trap(Trap(message: LanguageMessages.expected("a duration"), position: position))
    }

    private func installDispatch() {
        let queue = TypeInfo(name: "DispatchQueue", kind: .builtin)
        addType(queue)
        nativeTypes["DispatchQueue"] = queue
        let time = TypeInfo(name: "DispatchTime", kind: .builtin)
        addType(time)
        nativeTypes["DispatchTime"] = time
        let interval = TypeInfo(name: "DispatchTimeInterval", kind: .builtin)
        addType(interval)
        let qos = TypeInfo(name: "DispatchQoS", kind: .builtin)
        addType(qos)

        staticProperty(queue, "main", .nominal(queue, [])) { _, _, _ throws(Unwind) in .native(DispatchQueueValue(isMain: true)) }
        staticMethod(queue, "global(qos?:)", .nominal(queue, []), types: [.nominal(qos, [])]) { _, _, _, _ throws(Unwind) in .native(DispatchQueueValue(isMain: false)) }
        method(queue, "async(execute:)", .void, types: [.function([], .void)]) { rt, v, args, at throws(Unwind) in
            let body = try Library.function(args[0], at)
            let isMain = (v.nativeObject as? DispatchQueueValue)?.isMain ?? true
            rt.trace.record(.taskCreated(id: nil, label: "DispatchQueue.\(isMain ? "main" : "global()").async@\(at.line)"), at: rt.scheduler.now)
            rt.scheduler.enqueue(.init(label: isMain ? "main queue" : "global queue") { [unowned rt] in
                rt.runJob(label: "dispatch", background: !isMain) { () throws(Unwind) in _ = try rt.call(body, [], at: at) }
            })
            return .void
        }
        method(queue, "asyncAfter(deadline:execute:)", .void, types: [.nominal(time, []), .function([], .void)]) { rt, v, args, at throws(Unwind) in
            let body = try Library.function(args[1], at)
            let isMain = (v.nativeObject as? DispatchQueueValue)?.isMain ?? true
            let deadline = (args[0].nativeObject as? DispatchTimeValue)?.nanoseconds ?? rt.scheduler.now
            rt.trace.record(.taskCreated(id: nil, label: "DispatchQueue.\(isMain ? "main" : "global()").asyncAfter@\(at.line)"), at: rt.scheduler.now)
            rt.scheduler.schedule(after: deadline - rt.scheduler.now, .init(label: "asyncAfter") { [unowned rt] in
                rt.runJob(label: "dispatch", background: !isMain) { () throws(Unwind) in _ = try rt.call(body, [], at: at) }
            })
            return .void
        }
        method(queue, "sync(execute:)") { rt, _, args, at throws(Unwind) in
            try rt.call(try Library.function(args[0], at), [], at: at)
        }
        staticMethod(time, "now()", .nominal(time, [])) { rt, _, _, _ throws(Unwind) in .native(DispatchTimeValue(nanoseconds: rt.scheduler.now)) }
        for (unit, scale) in [("nanoseconds", 1.0), ("microseconds", 1e3), ("milliseconds", 1e6), ("seconds", 1e9)] {
            // `.now() + .milliseconds(300)`: Swift finds the interval through
            // `+ (DispatchTime, DispatchTimeInterval)`; the right operand is
            // typed from the left here, so DispatchTime offers them as well.
            for owner in [interval, time] {
                staticMethod(owner, "\(unit)(_:)", .nominal(interval, [])) { _, _, args, at throws(Unwind) in
                    .native(DurationValue(nanoseconds: Int(try Library.double(args[0], at) * scale)))
                }
            }
        }
        for level in ["background", "utility", "userInitiated", "userInteractive", "default"] {
            staticProperty(qos, level) { _, _, _ throws(Unwind) in .string(level) }
        }
        let priority = types["TaskPriority"]!
        for level in ["background", "utility", "userInitiated", "high", "medium", "low"] {
            staticProperty(priority, level) { _, _, _ throws(Unwind) in .string(level) }
        }
    }
}

final class DurationValue: NativeObject, NativeValue {
    let nanoseconds: Int
    init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
    override var typeName: String { "Duration" }

    func isEqual(to other: NativeObject) -> Bool { (other as? DurationValue)?.nanoseconds == nanoseconds }
    func isLess(than other: NativeObject) -> Bool? { (other as? DurationValue).map { nanoseconds < $0.nanoseconds } }
    func hash(into hasher: inout Hasher) { hasher.combine(nanoseconds) }
    override var description: String {
        let seconds = Double(nanoseconds) / 1e9
        return "\(seconds) seconds"
    }
}

final class DispatchTimeValue: NativeObject {
    let nanoseconds: Int
    init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
    override var typeName: String { "DispatchTime" }
}

final class DispatchQueueValue: NativeObject {
    let isMain: Bool
    init(isMain: Bool) { self.isMain = isMain }
    override var typeName: String { "DispatchQueue" }
    override var description: String { isMain ? "com.apple.main-thread" : "com.apple.root.default-qos" }
}

extension Value {
    package var nativeObject: NativeObject? {
        if case .native(let n) = self { return n }
        return nil
    }
}
