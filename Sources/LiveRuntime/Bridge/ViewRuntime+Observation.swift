import SwiftSubset
import ViewGraph

/// Which views re-evaluate when an `ObservableObject` publishes: the
/// views holding it through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` (V7, O1). (`@Observable` reads are tracked per
/// property by `InterpretedView.makeBody`.)
final class SubscriptionSet {
    /// Weak: a session's runtime, and its center, may be let go before
    /// the view nodes holding these sets (nothing is left to unsubscribe).
    private weak var center: ObservationCenter?
    private(set) var entries: [(object: ObjectIdentifier, id: Int)] = []
    /// Why each object's publishing re-evaluates the view: the field
    /// holding it, for `_printChanges`.
    var changes: [ObjectIdentifier: BodyChange] = [:]

    init(center: ObservationCenter) { self.center = center }

    func contains(_ object: Instance) -> Bool {
        entries.contains { $0.object == ObjectIdentifier(object) }
    }

    func add(_ object: Instance, id: Int) {
        entries.append((ObjectIdentifier(object), id))
    }

    func removeAll(except keep: [Instance]) {
        let kept = Set(keep.map(ObjectIdentifier.init))
        for entry in entries where !kept.contains(entry.object) {
            center?.unsubscribe(entry.object, id: entry.id)
        }
        entries.removeAll { !kept.contains($0.object) }
    }

    deinit {
        guard let center else { return }
        for entry in entries { center.unsubscribe(entry.object, id: entry.id) }
    }
}

extension ViewRuntime {
    /// Keeps `node` subscribed to exactly `objects` (for this `tag`), each
    /// with the change its publishing means to the view (the field).
    func subscribe(_ node: ViewNode, to objects: [(Instance, BodyChange)], tag: String, keepOthers: Bool = false) {
        let key = "subscriptions." + tag
        let set: SubscriptionSet
        if let held = node.hostState[key] as? SubscriptionSet {
            set = held
        } else {
            // Nothing held before and nothing to hold (a list's rows, rebuilt with it): no set.
            guard !objects.isEmpty else { return }
            set = SubscriptionSet(center: runtime.observation)
            node.hostState[key] = set
        }
        if !keepOthers { set.removeAll(except: objects.map(\.0)) }
        for (object, change) in objects {
            set.changes[ObjectIdentifier(object)] = change
            guard !set.contains(object) else { continue }
            let id = runtime.observation.subscribe(object, .host { [weak node, weak graph, weak set] _ in
                guard let node, let graph else { return }
                graph.markDirty(node, because: set?.changes[ObjectIdentifier(object)])
            })
            set.add(object, id: id)
        }
    }

    func unsubscribeAll(_ node: ViewNode) {
        for key in node.hostState.keys where key.hasPrefix("subscriptions.") {
            (node.hostState[key] as? SubscriptionSet)?.removeAll(except: [])
        }
    }

    /// How `:tree` shows a value: objects by name with a few of their
    /// properties, other values as Swift would debug-print them.
    func treeText(_ value: Value) -> (String, String) {
        TreeText(runtime: runtime).words(value)
    }
}
