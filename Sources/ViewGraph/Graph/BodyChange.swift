/// Why a view's body is evaluated: what SwiftUI's `Self._printChanges()`
/// reports (`ContentView: @self, @identity, _count changed.`).
///
/// The graph records a change whenever it marks a view for re-evaluation
/// (V7) and at installation (V5); the host names the view's own fields.
public enum BodyChange: Hashable, Sendable {
    /// The view's value differs from the previous one (`@self`).
    case selfValue
    /// A new identity: the view was just installed (`@identity`).
    case identity
    /// An `@Observable` property the last body read changed
    /// (`@dependencies`, iOS 17).
    case dependencies
    /// One of the view's dynamic properties changed: its stored field's
    /// name, as Swift names a wrapper's backing storage (`_count`).
    case property(String)
    /// Environment values the view reads changed: their keys.
    case environment(Set<String>)
    /// A state of the view that its body never read changed, and something
    /// the body built still read it while tracked for the body (system
    /// views read their bindings themselves, `GraphHost.watch`, so this is
    /// rare). SwiftUI would not evaluate the body: the evaluation injects
    /// no new state values and `_printChanges` does not count it.
    case systemView(String)
}

extension Array where Element == BodyChange {
    /// Only system views' bindings changed: SwiftUI would not have
    /// evaluated this body.
    public var onlySystemViews: Bool {
        !isEmpty && allSatisfy { if case .systemView = $0 { return true } else { return false } }
    }
}

extension ViewNode {
    /// Records why the next evaluation of this view's body happens.
    public func noteChange(_ change: BodyChange) {
        if !pendingChanges.contains(change) { pendingChanges.append(change) }
    }
}
