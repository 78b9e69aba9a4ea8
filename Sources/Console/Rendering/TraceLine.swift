import LiveRuntime

/// One runtime event as `:trace on` and `--trace` print it, indented under
/// the command that caused it: `  [12] body ChildView`.
///
/// The first event shown after the virtual clock moved says the time:
/// `  [15] t=1s body RootView`.
///
/// Prints and warnings have no line: the program's output already shows
/// them, and repeating them would only blur the picture.
public enum TraceLine {
    /// - Parameter showsTime: whether to say when the event happened.
    public static func text(for event: TraceEvent, showsTime: Bool = false) -> String? {
        guard let description = describe(event.kind) else { return nil }
        let time = showsTime ? "t=" + DurationText.text(nanoseconds: event.time) + " " : ""
        return "  [\(event.number)] " + time + description
    }

    /// The words after the event number.
    static func describe(_ kind: TraceEvent.Kind) -> String? {
        switch kind {
        case .printed, .warning:
            return nil
        case .event(let label):
            return "── " + label + " ──"
        case .objectCreated(let type, let serial):
            return "init \(type)#\(serial)"
        case .objectDestroyed(let type, let serial):
            return "deinit \(type)#\(serial)"
        case .viewConstructed(let type, _):
            return "new \(type) value"
        case .taskCreated(let id, let label):
            return id.map { "task \($0) created (\(label))" } ?? "queued \(label)"
        case .methodCalled(let type, let serial, let method):
            return "\(type)#\(serial).\(method)()"
        case .bodyEvaluated(let view, _):
            return "body \(view)"
        case .storageCreated(let view, _, let property, let wrapper):
            return "storage \(view).\(property) created (\(wrapper))"
        case .storageDestroyed(let view, _):
            return "storage of \(view) destroyed"
        case .stateObjectCreated(let view, let property):
            return "@StateObject \(view).\(property): initial value made"
        case .appeared(let view, _):
            return "appear \(view)"
        case .disappeared(let view, _):
            return "disappear \(view)"
        case .changeObserved(let view, _):
            return "onChange \(view)"
        case .pushed(let view, _):
            return "push \(view)"
        case .popped(let view, _):
            return "pop \(view)"
        case .taskStarted(let id, let label):
            return "task \(id) started (\(label))"
        case .taskCancelled(let id, let label):
            return "task \(id) cancelled (\(label))"
        case .taskFinished(let id, let label):
            return "task \(id) finished (\(label))"
        }
    }
}
