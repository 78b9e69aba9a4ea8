/// Screens a push covers and a pop uncovers (N2, N3, as on iOS 17): the
/// screen under a pushed one disappears — `onDisappear` runs, its `.task`s
/// are cancelled — and keeps its storage; when it is on top again it
/// appears again: `onAppear` runs, its `.task`s start anew. Views installed
/// on a covered screen appear only when it is uncovered.
extension ViewGraph {
    /// Brings the appearance of `stack`'s screens in line with which one
    /// is on top; called whenever its pushed screens change.
    func updateCovering(of stack: ViewNode) {
        guard case .navigationStack? = stack.spec.primitive?.role, stack.isInstalled else { return }
        let screens: [[ViewNode]] = [stack.children] + stack.pushed.map { [$0] }
        for (index, screen) in screens.enumerated() {
            if index == screens.count - 1 {
                uncover(screen.flatMap(Self.shownNodes))
            } else {
                cover(screen.flatMap(\.postOrder))
            }
        }
    }

    /// Whether a screen pushed above `node` hides it.
    func isCovered(_ node: ViewNode) -> Bool {
        var child = node
        while let parent = child.parent {
            if case .navigationStack? = parent.spec.primitive?.role, let top = parent.pushed.last, top !== child {
                return true
            }
            child = parent
        }
        return false
    }

    private func cover(_ nodes: [ViewNode]) {
        for node in nodes where node.isInstalled && node.hasAppeared {
            node.hasAppeared = false
            for task in node.tasks { pending.cancellations.append((node, task)) }
            node.tasks.removeAll()
            pending.disappearances.append(node)
        }
    }

    private func uncover(_ nodes: [ViewNode]) {
        for node in nodes where node.isInstalled && !node.hasAppeared && !pending.appearances.contains(where: { $0 === node }) {
            pending.appearances.append(node)
            for (index, modifier) in node.spec.modifiers.enumerated() {
                if case .task(let action, let id, let label) = modifier {
                    pending.starts.append((node, index, action, id, label))
                }
            }
        }
    }

    /// `node`'s subtree as it is shown, children before their parents: of
    /// a stack inside it, only the screen on top.
    private static func shownNodes(_ node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ n: ViewNode) {
            if case .navigationStack? = n.spec.primitive?.role, let top = n.pushed.last {
                visit(top)
            } else {
                n.children.filter { !$0.isScrolledOff }.forEach(visit)
                n.sheet.map(visit)
            }
            result.append(n)
        }
        visit(node)
        return result
    }
}
