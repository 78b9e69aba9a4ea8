/// Lifecycle work a pass collects while reconciling, and running it in
/// SwiftUI's order (V8, L1–L3): `onChange` actions, disappearances,
/// sheets' `onDismiss`, appearances (deepest first; per view in modifier order), task
/// cancellations, task starts (deepest first, after every appearance).
struct PendingLifecycle {
    var changes: [(ViewNode, HostChangeAction, HostValue, HostValue)] = []
    var disappearances: [ViewNode] = []
    /// `onDismiss` actions of sheets taken down this pass.
    var dismissals: [HostAction] = []
    var appearances: [ViewNode] = []
    var cancellations: [(ViewNode, ViewNode.RunningTask)] = []
    var starts: [(ViewNode, Int, HostAction, AnyHashable?, String)] = []

    var isEmpty: Bool {
        changes.isEmpty && disappearances.isEmpty && dismissals.isEmpty && appearances.isEmpty && cancellations.isEmpty && starts.isEmpty
    }
}

extension ViewGraph {
    func runPendingLifecycle() throws {
        let work = pending
        pending = PendingLifecycle()
        for (node, action, old, new) in work.changes where node.isInstalled {
            record(.changeObserved(view: node.typeName, path: node.path))
            try action.run(old: old, new: new)
        }
        for node in work.disappearances {
            if isReported(node) { record(.disappeared(view: node.typeName, path: node.path)) }
            for modifier in node.spec.modifiers {
                if case .onDisappear(let action) = modifier { try action.run() }
            }
        }
        // A sheet's `onDismiss` runs once its content has disappeared.
        for action in work.dismissals {
            try action.run()
        }
        // `appearances` were queued children first (install recurses before
        // queuing the parent): deepest first, siblings in order.
        for node in work.appearances where node.isInstalled && !node.hasAppeared && !isCovered(node) && !isHiddenByControl(node) {
            node.hasAppeared = true
            if isReported(node) { record(.appeared(view: node.typeName, path: node.path)) }
            for modifier in node.spec.modifiers {
                switch modifier {
                case .onAppear(let action):
                    try action.run()
                case .onChange(_, let value, let initial, let action) where initial:
                    record(.changeObserved(view: node.typeName, path: node.path))
                    try action.run(old: value, new: value)
                default:
                    break
                }
            }
        }
        for (_, task) in work.cancellations {
            host?.cancelTask(task.token)
        }
        for (node, index, action, id, label) in work.starts where node.isInstalled && !isCovered(node) && !isHiddenByControl(node)
            && !node.tasks.contains(where: { $0.modifierIndex == index }) {
            guard let host else { continue }
            let token = host.startTask(action, label: label + " in " + node.nearestViewName)
            node.tasks.append(ViewNode.RunningTask(modifierIndex: index, id: id, token: token, label: label))
        }
    }

    /// Composite views, and views with lifecycle modifiers, are named in
    /// the trace when they appear and disappear.
    func isReported(_ node: ViewNode) -> Bool {
        if node.spec.hostView != nil { return true }
        return node.spec.modifiers.contains {
            switch $0 {
            case .onAppear, .onDisappear, .task, .onChange: return true
            default: return false
            }
        }
    }
}
