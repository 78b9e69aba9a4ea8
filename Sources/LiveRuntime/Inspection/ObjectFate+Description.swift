extension ObjectFate.Reason: CustomStringConvertible {
    /// Why an object lived or how it died, in the words `:timeline` and the
    /// checkers share: `kept by ChildView.counter`, `thrown away (built for
    /// a ChildView value, never kept)`.
    public var description: String {
        switch self {
        case .kept(let holder): return "kept by \(holder)"
        case .heldByView(let view): return "held by the current \(view) value"
        case .heldByGlobal(let name): return "held by the global \(name)"
        case .heldByEnvironment(let key): return "held by the environment (\(key))"
        case .heldByTask: return "held by a running task"
        case .leaked: return "leaked — nothing reachable holds it"
        case .releasedWith(let storage): return "released with \(storage)"
        case .thrownAway(let view): return "thrown away (built for a \(view) value, never kept)"
        case .released: return "released (never in a view's storage)"
        }
    }
}
