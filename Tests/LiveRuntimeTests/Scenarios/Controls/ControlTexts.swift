import LiveRuntime

/// What the views on screen show, for the control scenarios.
enum ControlTexts {
    /// Every summary in the tree, on screen or not, in order.
    static func all(_ node: Session.ViewTreeNode?) -> [String] {
        guard let node else { return [] }
        return (node.summary.map { [$0] } ?? []) + node.children.flatMap { all($0) }
    }

    /// The summaries of the views on screen.
    static func onScreen(_ node: Session.ViewTreeNode?) -> [String] {
        guard let node else { return [] }
        let own = node.isOnScreen ? (node.summary.map { [$0] } ?? []) : []
        return own + node.children.flatMap { onScreen($0) }
    }
}
