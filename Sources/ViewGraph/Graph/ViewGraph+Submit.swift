/// `:submit LABEL`: Return pressed in a text field, or in the search field
/// of a `.searchable` view. The field gives up focus (a single-line field
/// ends editing on Return), then the `onSubmit` actions for that kind of
/// field run, innermost first, from the field up through the views it is
/// in — until a `.submitScope()` stops them (Apple's `onSubmit(of:_:)`
/// and `submitScope(_:)`).
extension ViewGraph {
    public func submit(_ label: String, isSearch: Bool) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let node: ViewNode
        if isSearch {
            guard let found = controls(for: "type").first(where: { $0.label == label }) else {
                throw GraphError.noMatch(label: label, kind: .textField, onScreen: controls(.textField).map(\.label))
            }
            node = found.node
        } else {
            node = try control(.textField, labelled: label)
        }
        if node.isDisabled { throw GraphError.disabled(label: label) }
        let trigger = isSearch ? "search" : "text"
        record(.event("submit \"\(label)\""))
        try transaction {
            try self.commitTyping(in: node)
            if self.editingField === node { self.editingField = nil }
            for modifier in node.spec.modifiers {
                if case .control(let control) = modifier, control.commands.contains("focus") {
                    try control.act("resign", argument: nil, state: self.controlState(of: node))
                }
            }
            for action in self.submitActions(from: node, trigger: trigger) {
                try self.host?.perform(action, label: "submit \(label)")
            }
        }
    }

    static let pendingTextKey = "pendingText"

    /// Writes what was typed into a field that takes it only when
    /// committed (`HostBinding.commitsWhenSubmitted`).
    func commitTyping(in field: ViewNode) throws {
        guard let pending = field.hostState[Self.pendingTextKey] as? PendingText else { return }
        field.hostState[Self.pendingTextKey] = nil
        guard field.isInstalled, case .textField(let binding?)? = field.spec.primitive?.role else { return }
        try binding.write(binding.makeValue(text: pending.text))
    }

    /// The text typed into a field and not committed yet.
    public func pendingText(of field: ViewNode) -> String? {
        (field.hostState[Self.pendingTextKey] as? PendingText)?.text
    }

    /// The `onSubmit` actions a submission from `node` reaches.
    func submitActions(from node: ViewNode, trigger: String) -> [HostAction] {
        var actions: [HostAction] = []
        var current: ViewNode? = node
        while let n = current {
            var blocks = false
            for modifier in n.spec.modifiers {
                switch modifier {
                case .onSubmit(let triggers, let action) where triggers.contains(trigger): actions.append(action)
                case .submitScope(true): blocks = true
                default: break
                }
            }
            if blocks { break }
            current = n.parent
        }
        return actions
    }
}

/// What was typed into a field that commits on submission.
final class PendingText {
    let text: String
    init(_ text: String) { self.text = text }
}
