import LiveRuntime

/// Questions about the trace that several checkers ask.
extension ScenarioRun {
    /// A task a view's `.task` started: when, and how it ended.
    public struct TaskLife: Sendable, Equatable {
        public var id: Int
        public var label: String
        public var started: Int
        public var cancelled: Int?
        public var finished: Int?
    }

    /// A watched method's call: on which object, at which event.
    public struct Call: Sendable, Equatable {
        public var type: String
        public var serial: Int
        public var event: Int
    }

    /// The `.task`s started by `view` (written on it or inside its body):
    /// their labels end with ` in View`.
    public func tasks(ofView view: String) -> [TaskLife] {
        var lives: [Int: TaskLife] = [:]
        var order: [Int] = []
        let suffix = " in \(view)"
        for event in events {
            switch event.kind {
            case .taskStarted(let id, let label) where label.hasSuffix(suffix):
                lives[id] = TaskLife(id: id, label: label, started: event.number)
                order.append(id)
            case .taskCancelled(let id, _):
                if lives[id]?.cancelled == nil { lives[id]?.cancelled = event.number }
            case .taskFinished(let id, _):
                lives[id]?.finished = event.number
            default:
                break
            }
        }
        return order.compactMap { lives[$0] }
    }

    /// Calls of a watched method (the runner asks the runtime to record them).
    public func calls(of method: MethodName) -> [Call] {
        events.compactMap { event in
            guard case .methodCalled(let type, let serial, let name) = event.kind,
                  type == method.type, name == method.method else { return nil }
            return Call(type: type, serial: serial, event: event.number)
        }
    }

    /// The trace events during each initialisation of a `view` struct,
    /// ending with the event that records the finished value.
    public func viewInits(of view: String) -> [ClosedRange<Int>] {
        events.compactMap { event in
            guard case .viewConstructed(let type, let since) = event.kind, type == view else { return nil }
            return min(since, event.number)...event.number
        }
    }

    /// Events at which `view` disappeared.
    public func disappearances(of view: String) -> [Int] {
        events.compactMap { event in
            if case .disappeared(let name, _) = event.kind, name == view { return event.number }
            return nil
        }
    }
}
