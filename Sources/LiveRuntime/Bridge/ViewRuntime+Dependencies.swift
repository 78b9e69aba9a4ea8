import SwiftSubset
import ViewGraph

/// Reads made by closures a body builds are dependencies of the view whose
/// body built them (V7, O2), wherever and whenever they run: `ForEach`
/// rows are built with the body, inside its tracking; a sheet's content
/// and a `navigationDestination(for:)` builder are called later, by the
/// graph, and their reads are recorded for that view then.
extension ViewRuntime {
    /// Runs a closure that `owner`'s body built (`site` stands for it; a
    /// later call from the same site replaces its reads), with its reads
    /// made dependencies of `owner`. Views the closure builds in turn are
    /// `owner`'s too.
    func tracked<T>(for owner: ViewNode?, site: AnyHashable, _ body: () throws(Unwind) -> T) throws(Unwind) -> T {
        guard let owner, owner.isInstalled else { return try body() }
        let previous = buildingNode
        buildingNode = owner
        defer { buildingNode = previous }
        let (result, keys) = try runtime.observation.track(body)
        let reads = owner.hostState[DeferredReads.key] as? DeferredReads ?? DeferredReads(center: runtime.observation)
        owner.hostState[DeferredReads.key] = reads
        reads.replace(site: site, with: runtime.observation.register(keys, handler: .host { [weak owner, weak graph] key in
            guard let owner, let graph else { return }
            graph.markDirty(owner, because: InterpretedView.change(for: key, in: owner))
        }))
        return result
    }

    /// A view-building closure of the body being turned into elements,
    /// for the graph to call later: what it reads then is that body's
    /// view's dependency.
    func deferredBuilder(_ closure: FunctionValue, at position: SourcePosition) -> ([Value]) throws -> ViewElement {
        let site = DeferredSite()
        let rt = runtime
        return { [unowned self, weak owner = buildingNode] arguments in
            // The closure keeps its site alive: its identity stays its own.
            try self.tracked(for: owner, site: AnyHashable(ObjectIdentifier(site))) { () throws(Unwind) -> ViewElement in
                try self.element(for: try rt.call(closure, arguments, at: position))
            }
        }
    }

    /// The graph reads a binding a system view consumes, for `node` (the
    /// view that shows it): what the read reads is `node`'s system view's
    /// dependency — a change updates the presentation, the stack or the
    /// control (`ViewGraph.markSystemViewDirty`) and runs no body. Inside a
    /// body's tracking the read would make that body depend on the value,
    /// though making `$x` is no read of `x` (Stack Overflow 63498120).
    func watch<T>(_ node: ViewNode, site: String, _ read: () throws -> T) throws -> T {
        let (outcome, keys) = try runtime.observation.track { () throws(Unwind) -> Result<T, any Error> in
            do { return .success(try read()) } catch let error as Unwind { throw error } catch { return .failure(error) }
        }
        let key = WatchedReads.key
        let watched = node.hostState[key] as? WatchedReads ?? WatchedReads(center: runtime.observation)
        node.hostState[key] = watched
        watched.replace(site: site, with: runtime.observation.register(keys, handler: .host { [weak node, weak graph] _ in
            guard let node, let graph else { return }
            graph.markSystemViewDirty(node, site: site)
        }))
        return try outcome.get()
    }

    /// Forgets what `node`'s earlier closures read: its body is evaluated
    /// again (and builds new closures) or it leaves the graph.
    func forgetDeferredReads(of node: ViewNode) {
        (node.hostState[DeferredReads.key] as? DeferredReads)?.cancelAll()
    }
}

/// The registrations of one view's deferred closures, one per site.
final class DeferredReads {
    static let key = "observation.deferred"
    /// Weak, as `SubscriptionSet`'s: the center may go first.
    private weak var center: ObservationCenter?
    private var tokens: [AnyHashable: ObservationCenter.Token] = [:]

    init(center: ObservationCenter) { self.center = center }

    func replace(site: AnyHashable, with token: ObservationCenter.Token) {
        if let old = tokens[site] { center?.cancel(old) }
        tokens[site] = token
    }

    func cancelAll() {
        for token in tokens.values { center?.cancel(token) }
        tokens.removeAll()
    }
}

/// Stands for one closure a body built, so that its later calls replace
/// each other's reads (a lazy row is known by `RowSite` instead).
final class DeferredSite {}

/// The registrations of the bindings a node's system views read
/// (`ViewRuntime.watch`), one per site; cancelled when the node goes.
final class WatchedReads {
    static let key = "observation.watched"
    private weak var center: ObservationCenter?
    private var tokens: [String: ObservationCenter.Token] = [:]

    init(center: ObservationCenter) { self.center = center }

    func replace(site: String, with token: ObservationCenter.Token) {
        if let old = tokens[site] { center?.cancel(old) }
        tokens[site] = token
    }

    deinit {
        for token in tokens.values { center?.cancel(token) }
    }
}
