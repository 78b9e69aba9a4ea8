/// The nodes a user event can name by label — buttons and links, text
/// fields, toggles, deletable rows — by their label ignoring case, so that
/// `:tap`, `:type`, `:toggle` and `:delete` find theirs among thousands of
/// rows without reading every row's label (issue 10).
///
/// It is kept up as the graph changes, at the cost of the change: a node
/// is marked when it is made, when a new value changes what its label is
/// read from (`LabelFacts`), and when its children change; a mark goes up
/// to the root, since a control's label is read from its subtree. Marked
/// nodes are indexed again at the next look-up. It holds every node in the
/// tree, on screen or not: which of the nodes found are on screen is
/// decided at the look-up (`ViewGraph.isOnScreen`).
final class LabelIndex {
    /// A control kind a label names (`ViewGraph.Control`, without the
    /// `HostControl`s, which are looked up on screen).
    enum Kind: Hashable, CaseIterable {
        case button, textField, toggle, row

        init?(_ control: ViewGraph.Control) {
            switch control {
            case .button: self = .button
            case .textField: self = .textField
            case .toggle: self = .toggle
            case .row: self = .row
            case .control: return nil
            }
        }

        var control: ViewGraph.Control {
            switch self {
            case .button: return .button
            case .textField: return .textField
            case .toggle: return .toggle
            case .row: return .row
            }
        }
    }

    /// One label a node has, as one kind of control.
    struct Entry: Equatable {
        let kind: Kind
        let label: String
    }

    private struct Key: Hashable {
        let kind: Kind
        /// The label, lowercased.
        let folded: String
    }

    private var nodes: [Key: [ObjectIdentifier: ViewNode]] = [:]
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// Nodes whose entries may be out of date; their ancestors are marked
    /// too. A node leaves at once when it leaves the tree: the index must
    /// not keep alive what only a removed view held (V6, N3).
    private var marked: [ObjectIdentifier: ViewNode] = [:]

    /// `node`'s label, or one of its ancestors', may have changed.
    func mark(_ node: ViewNode) {
        var current: ViewNode? = node
        // A marked node's ancestors are marked already; a removed one's are
        // marked by the removal's own change.
        while let n = current, !n.labelsMarked, !n.isDetached {
            n.labelsMarked = true
            marked[ObjectIdentifier(n)] = n
            current = n.parent
        }
    }

    /// `node` has left the tree.
    func remove(_ node: ViewNode) {
        node.isDetached = true
        let id = ObjectIdentifier(node)
        if node.labelsMarked {
            node.labelsMarked = false
            marked[id] = nil
        }
        guard let old = entries.removeValue(forKey: id) else { return }
        for entry in old { nodes[Key(kind: entry.kind, folded: entry.label.lowercased())]?[id] = nil }
    }

    /// The nodes in the tree labelled `label` ignoring case as `kind`, with
    /// their labels, in no particular order. `entries` gives a node's
    /// labels (`ViewGraph.label(of:as:)`).
    func nodes(_ kind: Kind, folded label: String, entries entriesOf: (ViewNode) -> [Entry]) -> [(label: String, node: ViewNode)] {
        refresh(entriesOf)
        guard let found = nodes[Key(kind: kind, folded: label)] else { return [] }
        return found.values.compactMap { node in
            entries[ObjectIdentifier(node)]?.first { $0.kind == kind }.map { ($0.label, node) }
        }
    }

    private func refresh(_ entriesOf: (ViewNode) -> [Entry]) {
        let stale = marked.values
        marked = [:]
        for node in stale {
            node.labelsMarked = false
            let id = ObjectIdentifier(node)
            let now = entriesOf(node)
            let before = entries[id] ?? []
            guard now != before else { continue }
            for entry in before { nodes[Key(kind: entry.kind, folded: entry.label.lowercased())]?[id] = nil }
            for entry in now { nodes[Key(kind: entry.kind, folded: entry.label.lowercased()), default: [:]][id] = node }
            entries[id] = now.isEmpty ? nil : now
        }
    }
}

/// What a node's labels are read from, of the node itself (its children
/// aside): `ViewNode.labelText` and `ViewGraph.label(of:as:)` read nothing
/// else. A new value with the same facts leaves every label as it was.
struct LabelFacts: Equatable {
    enum Role: Equatable {
        case composite, text(String), image(String), button, navigationLink, textField, toggle, other
    }

    let role: Role
    let summary: String?
    let accessibilityLabel: String?
    let isDeletable: Bool

    init(_ spec: ViewSpec) {
        switch spec.kind {
        case .composite:
            role = .composite
            summary = nil
        case .primitive(let primitive):
            switch primitive.role {
            case .text(let text): role = .text(text)
            case .image(let name): role = .image(name)
            case .button: role = .button
            case .navigationLink: role = .navigationLink
            case .textField: role = .textField
            case .toggle: role = .toggle
            case .plain, .navigationStack, .control: role = .other
            }
            summary = primitive.summary
        }
        accessibilityLabel = spec.accessibilityLabel
        // A row `:delete` or `:move` can name.
        isDeletable = spec.modifiers.contains {
            switch $0 {
            case .onDelete, .onMove: return true
            default: return false
            }
        }
    }
}
