import EventTrace
import Scheduling

/// The live runtime: a headless model of SwiftUI's view graph.
///
/// It installs views (creating their storage), re-evaluates the bodies of
/// views whose state changed, reconciles the results by identity, and runs
/// lifecycle actions in SwiftUI's order — all in transactions, one per user
/// event (DESIGN §3, V1–V9, L1–L4, N1–N5).
public final class ViewGraph {
    public let scheduler: Scheduler
    public let trace: Trace
    public weak var host: GraphHost?
    public private(set) var root: ViewNode?

    var nextSerial = 0
    /// Nodes marked for re-evaluation (V7).
    var dirty: [ViewNode] = []
    /// Nodes whose system views (presentations, a stack's path, a
    /// control's shown children) read a binding that changed.
    var systemDirty: [ViewNode] = []
    /// Lifecycle work collected while reconciling, run at the end of a pass.
    var pending = PendingLifecycle()
    var isFlushing = false
    /// The controls in the tree by label (`:tap`, `:toggle`…).
    let labelIndex = LabelIndex()
    /// Views that presented a sheet, some of which may since have closed it.
    var sheetOwners: [WeakNode] = []
    /// The text field typed into last (`:type`): typing elsewhere commits it.
    weak var editingField: ViewNode?
    /// Where the root's value comes from when something above the root
    /// reads state — an `App`'s body, which makes the window's view: made
    /// again, and given to the root (V6), in the pass after
    /// `markRootSourceDirty()`. Nil for a view launched alone.
    public var rootSource: (() throws -> ViewSpec?)?
    var rootSourceIsDirty = false

    /// Passes one event may take before updates that keep causing updates
    /// are stopped (`GraphError.runaway`).
    public static let passLimit = 100

    public init(scheduler: Scheduler, trace: Trace) {
        self.scheduler = scheduler
        self.trace = trace
    }

    func makeNode(key: String, identity: ChildIdentity? = nil, parent: ViewNode?, spec: ViewSpec) -> ViewNode {
        nextSerial += 1
        let node = ViewNode(serial: nextSerial, key: key, identity: identity ?? ChildIdentity(name: key), parent: parent, spec: spec)
        labelIndex.mark(node)
        return node
    }

    func record(_ kind: TraceEvent.Kind) {
        trace.record(kind, at: scheduler.now)
    }

    // MARK: - Launch

    /// Installs `element` as the root (V9). Unless `singlePass`, the root's
    /// body is then evaluated a second time, as real apps do at launch.
    /// A launch that fails leaves nothing mounted: no root without a body.
    public func launch(_ spec: ViewSpec, singlePass: Bool) throws {
        if let root { try tearDown(root) }
        rootSource = nil
        rootSourceIsDirty = false
        let node = makeNode(key: spec.typeName, parent: nil, spec: spec)
        root = node
        do {
            try transaction {
                try self.install(node)
            }
            if !singlePass {
                // Nothing the view reads changed: SwiftUI's `unchanged.`
                try transaction {
                    self.markDirty(node)
                }
            }
        } catch {
            abandonPendingWork()
            remove(node)
            // What the removal queued is for views that never showed.
            pending = PendingLifecycle()
            root = nil
            throw error
        }
    }

    /// Removes every view (session reset): disappearances, cancellations.
    public func tearDown() throws {
        if let root { try tearDown(root) }
    }

    private func tearDown(_ node: ViewNode) throws {
        try transaction {
            self.remove(node)
        }
        root = nil
        rootSource = nil
        rootSourceIsDirty = false
    }

    // MARK: - Transactions

    /// Runs one user event as a transaction (V8): the event, then dirty
    /// views re-evaluated top-down (each at most once per pass), then
    /// onChange actions, disappearances, appearances, task cancellations
    /// and task starts. Actions that change state start another pass.
    public func transaction(_ event: () throws -> Void) throws {
        try event()
        try flush()
    }

    /// Processes dirty views and pending lifecycle work until both are done.
    public func flush() throws {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        var passes = 0
        repeat {
            passes += 1
            if passes > ViewGraph.passLimit {
                throw GraphError.runaway
            }
            try reevaluateDirty()
            host?.releaseFinished()
            try runPendingLifecycle()
        } while !dirty.isEmpty || !systemDirty.isEmpty || !pending.isEmpty || rootSourceIsDirty
        // Views removed this pass are gone now: what only they held dies.
        host?.releaseFinished()
    }

    /// After a failed event: forget queued work so the next event starts clean.
    public func abandonPendingWork() {
        dirty.forEach {
            $0.isDirty = false
            $0.pendingChanges.removeAll()
        }
        dirty.removeAll()
        systemDirty.forEach { $0.dirtySystemSites.removeAll() }
        systemDirty.removeAll()
        pending = PendingLifecycle()
    }

    /// Marks `node` for re-evaluation in the current or next pass,
    /// `because` of a change its body will be told of (`_printChanges`).
    /// What the root's source read changed: the root is given a new value
    /// in the current or next pass, before the views below it run again.
    public func markRootSourceDirty() {
        guard rootSource != nil else { return }
        rootSourceIsDirty = true
    }

    public func markDirty(_ node: ViewNode, because change: BodyChange? = nil) {
        guard node.isInstalled, node.spec.hostView != nil else { return }
        if let change { node.noteChange(change) }
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
    }

    /// A binding that `node` consumes as a system view changed (`site`, as
    /// `GraphHost.watch` read it): the presentation, the stack's screens or
    /// the control's shown children follow it in the current or next pass,
    /// and no body runs for it. SwiftUI makes `$x` no read of `x`: the view
    /// that built the sheet or the stack does not depend on the binding's
    /// value unless its body reads it (Stack Overflow 63498120).
    public func markSystemViewDirty(_ node: ViewNode, site: String) {
        guard node.isInstalled else { return }
        if node.dirtySystemSites.isEmpty { systemDirty.append(node) }
        node.dirtySystemSites.insert(site)
    }

    /// Brings `node`'s system views in line with the bindings they read,
    /// at the sites marked since it last read them.
    func updateSystemView(_ node: ViewNode) throws {
        let sites = node.dirtySystemSites
        node.dirtySystemSites.removeAll()
        guard node.isInstalled, !sites.isEmpty else { return }
        if sites.contains(Self.pathSite) || sites.contains(where: { $0.hasPrefix(Self.columnsSite) }) { try rebuildDestinations(of: node) }
        if sites.contains(Self.controlSite) { applyShownChildren(of: node) }
        if sites.contains(where: { $0.hasPrefix(Self.modifierSite) }) { try applyModifiers(to: node, installing: false) }
    }

    /// The sites of a node's watched reads (`GraphHost.watch`).
    static let pathSite = "path"
    static let columnsSite = "columns"
    static let controlSite = "control"
    static let modifierSite = "modifier"

    /// Re-evaluates dirty views, shallowest first; views marked during the
    /// pass are handled in it if they are deeper than the current one.
    /// Then system views whose bindings changed follow them (a body that
    /// ran since read them anew already), and the views that made dirty
    /// are handled in the same pass.
    private func reevaluateDirty() throws {
        if rootSourceIsDirty {
            rootSourceIsDirty = false
            // A source whose view changed type is not followed: the root's
            // identity is the view launched.
            if let root, let rootSource, let spec = try rootSource(), spec.typeName == root.typeName {
                try update(root, with: spec)
            }
        }
        var processed = Set<ObjectIdentifier>()
        repeat {
            while let node = takeShallowestDirty() {
                guard node.isInstalled else { continue }
                if processed.contains(ObjectIdentifier(node)) {
                    // Once per pass: it goes to the next one.
                    deferred.append(node)
                    continue
                }
                processed.insert(ObjectIdentifier(node))
                try evaluateBody(node)
            }
            let systemViews = systemDirty
            systemDirty.removeAll()
            for node in systemViews { try updateSystemView(node) }
        } while !dirty.isEmpty || !systemDirty.isEmpty
        for node in deferred {
            node.isDirty = true
            dirty.append(node)
        }
        deferred.removeAll()
    }

    private var deferred: [ViewNode] = []

    private func takeShallowestDirty() -> ViewNode? {
        guard !dirty.isEmpty else { return nil }
        var best = 0
        var bestDepth = dirty[0].depth
        for i in 1..<dirty.count {
            let d = dirty[i].depth
            if d < bestDepth { best = i; bestDepth = d }
        }
        let node = dirty.remove(at: best)
        node.isDirty = false
        return node
    }

    /// Evaluates a composite view's body and reconciles its children.
    func evaluateBody(_ node: ViewNode) throws {
        guard let view = node.spec.hostView else { return }
        node.isDirty = false
        node.bodyChanges = node.pendingChanges
        node.pendingChanges = []
        record(.bodyEvaluated(view: node.typeName, path: node.path))
        let element = try view.makeBody(in: node, graph: self)
        try reconcileChildren(of: node, with: element)
    }
}

/// Why the graph refused a user event (the host words it).
public enum GraphError: Error, Equatable {
    case notLaunched
    case noMatch(label: String, kind: ViewGraph.Control, onScreen: [String])
    case ambiguous(label: String, candidates: [String])
    case nothingToGoBack
    /// Updates kept causing more updates (more than `passLimit` passes).
    case runaway
    /// A control refused what it was asked to take.
    case refusedArgument(ControlProblem)
    /// The control so labelled is disabled (`.disabled(true)`).
    case disabled(label: String)
    /// No control so labelled on screen, while a lazy container on screen
    /// has rows out of view (`position`): it may be in one, reached by
    /// scrolling. `inBuiltRow`: a row built before, now out of view, has it.
    case notInView(label: String, kind: ViewGraph.Control, onScreen: [String], container: String, position: ScrollPosition,
                   inBuiltRow: Bool)
    /// `:move ROW N` with N outside the rows of the row's `ForEach`.
    case noPosition(Int, rows: Int)
    /// `:scroll` with no lazy container on screen that scrolls that way.
    case nothingToScroll(String)
    /// `:scroll` where the container already is (its top, its end).
    case cannotScroll(String, container: String)
    /// `:scroll to LABEL` went from the end to the top and back and found
    /// no row that reads LABEL.
    case noRowReads(label: String, container: String, rows: Int)
    /// `:scroll to LABEL` gave up after `screens` screens.
    case scrolledTooFar(label: String, container: String, screens: Int)
}
