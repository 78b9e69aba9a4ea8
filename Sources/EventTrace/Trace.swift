/// The structured record of everything that happened in a session,
/// numbered in order. Checkers, `:timeline` and `--json` read it; the REPL
/// prints the program's own output as it is recorded.
public final class Trace {
    public private(set) var events: [TraceEvent] = []
    /// Called for every event as it is recorded.
    public var observer: ((TraceEvent) -> Void)?

    public init() {}

    @discardableResult
    public func record(_ kind: TraceEvent.Kind, at time: Int) -> TraceEvent {
        let event = TraceEvent(number: events.count + 1, time: time, kind: kind)
        events.append(event)
        observer?(event)
        return event
    }

    public func clear() { events.removeAll() }
}
