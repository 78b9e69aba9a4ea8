import LiveRuntime

/// The words at the end of a `:timeline` row: why an object is still alive
/// (`kept by ChildView.counter`) or how it died (`thrown away (built for a
/// ChildView value, never kept)`), with the trace supplying the view that
/// built a thrown-away object.
struct TimelineFate {
    let events: [TraceEvent]

    func text(for life: Session.Timeline.Life) -> String {
        switch life.fate {
        case .kept(let holder):
            return "kept by \(holder)"
        case .heldByView(let view):
            return "held by the current \(view) value"
        case .heldByGlobal(let name):
            return "held by the global \(name)"
        case .heldByEnvironment(let key):
            return "held by the environment (\(key))"
        case .heldByTask:
            return "held by a running task"
        case .leaked:
            return "leaked — nothing reachable holds it"
        case .released(let storage):
            return "released with \(storage)"
        case .thrownAway:
            return thrownAwayText(life)
        }
    }

    /// An object no view ever stored. A view value finished right after it
    /// was made is the one whose initialisation built it (a `@State`
    /// default, an argument): that one was thrown away. Anything else was
    /// simply released by the code that made it.
    private func thrownAwayText(_ life: Session.Timeline.Life) -> String {
        let after = events.drop { $0.number <= life.created }
        for event in after {
            switch event.kind {
            case .viewConstructed(let view): return "thrown away (built for a \(view) value, never kept)"
            case .bodyEvaluated, .storageCreated, .event, .appeared, .taskStarted, .stateObjectCreated:
                return Self.neverStored
            default: continue
            }
        }
        return Self.neverStored
    }

    static let neverStored = "released (never in a view's storage)"
}
