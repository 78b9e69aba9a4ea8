/// Finding the control a user event names (`:tap Save`, `:toggle Milk`):
/// through the label index, then keeping what is on screen — the cost of
/// the nodes so labelled, not of the screen (issue 10). What the index
/// cannot settle alone — an ambiguity, a label that names nothing — is
/// settled by reading the whole screen, as before, so that the refusal
/// lists what it always listed, in screen order.
extension ViewGraph {
    /// The label `node` has as a `control`, or nil when it is not one.
    func label(of node: ViewNode, as control: Control) -> String? {
        if control == .row { return deleteAction(of: node) == nil && moveAction(of: node) == nil ? nil : node.labelText }
        guard let primitive = node.spec.primitive else { return nil }
        switch (control, primitive.role) {
        case (.button, .button), (.button, .navigationLink):
            return node.labelText
        case (.textField, .textField), (.toggle, .toggle):
            return primitive.summary ?? node.labelText
        default:
            return nil
        }
    }

    /// `.onDelete` on a `ForEach` is carried by each of its rows.
    func deleteAction(of node: ViewNode) -> HostDeleteAction? {
        for modifier in node.spec.modifiers {
            if case .onDelete(let action) = modifier { return action }
        }
        return nil
    }

    /// `.onMove` on a `ForEach` is carried by each of its rows.
    func moveAction(of node: ViewNode) -> HostMoveAction? {
        for modifier in node.spec.modifiers {
            if case .onMove(let action) = modifier { return action }
        }
        return nil
    }

    /// Whether a `control` labelled `label` (exactly, or ignoring case) is on screen.
    public func isOnScreen(_ control: Control, labelled label: String, ignoringCase: Bool = false) -> Bool {
        func scanned() -> Bool {
            controls(control).contains { ignoringCase ? $0.label.lowercased() == label.lowercased() : $0.label == label }
        }
        guard let kind = LabelIndex.Kind(control) else { return scanned() }
        let found = onScreen(kind, labelledIgnoringCase: label).contains { ignoringCase || $0.label == label }
        assert(found == scanned(), "the label index and the screen disagree on \(control) \"\(label)\"")
        return found
    }

    /// The one control labelled `label`, or an error listing what there is.
    func control(_ control: Control, labelled label: String) throws -> ViewNode {
        let found = Result { try indexedControl(control, labelled: label) }
        assert(Self.sameOutcome(found, Result { try scannedControl(control, labelled: label) }),
               "the label index found another control than the screen holds for \(control) \"\(label)\"")
        return try found.get()
    }

    /// The first deletable row labelled `label` on screen.
    func row(labelled label: String) throws -> ViewNode {
        let found = Result { try indexedRow(labelled: label) }
        assert(Self.sameOutcome(found, Result { try scannedRow(labelled: label) }),
               "the label index found another row than the screen holds for \"\(label)\"")
        return try found.get()
    }

    private func indexedRow(labelled label: String) throws -> ViewNode {
        let exact = onScreen(.row, labelledIgnoringCase: label).filter { $0.label == label }
        if exact.count == 1 { return exact[0].node }
        // None (the refusal lists the rows), or several: the first on screen.
        return try scannedRow(labelled: label)
    }

    private func scannedRow(labelled label: String) throws -> ViewNode {
        let rows = controls(.row)
        if let row = rows.first(where: { $0.label == label })?.node { return row }
        // Named as a control is: ignoring case, or by its first words
        // (`pear` for the row reading `pear 2 Like pear`), when one row
        // alone reads so.
        let loose = rows.filter { $0.label.lowercased() == label.lowercased() }
        if loose.count == 1 { return loose[0].node }
        let starting = rows.filter { $0.label.lowercased().hasPrefix(label.lowercased() + " ") }
        if loose.isEmpty, starting.count == 1 { return starting[0].node }
        throw GraphError.noMatch(label: label, kind: .row, onScreen: rows.map(\.label))
    }

    private func indexedControl(_ control: Control, labelled label: String) throws -> ViewNode {
        guard let kind = LabelIndex.Kind(control) else { return try scannedControl(control, labelled: label) }
        let loose = onScreen(kind, labelledIgnoringCase: label)
        let exact = loose.filter { $0.label == label }
        if exact.count == 1 { return exact[0].node }
        if exact.isEmpty, loose.count == 1 { return loose[0].node }
        return try scannedControl(control, labelled: label)
    }

    /// `control(_:labelled:)` by reading every label on screen.
    private func scannedControl(_ control: Control, labelled label: String) throws -> ViewNode {
        let all = controls(control)
        let exact = all.filter { $0.label == label }
        if exact.count == 1 { return exact[0].node }
        if exact.count > 1 {
            // Named by their rows (`Done in Read`) when that tells them
            // apart, else by where they are.
            let named = exact.map { Self.candidate($0.label, $0.node) }
            let candidates = Set(named).count == named.count ? named : exact.map { "\($0.node.typeName) at \($0.node.path)" }
            throw GraphError.ambiguous(label: label, candidates: candidates)
        }
        let loose = all.filter { $0.label.lowercased() == label.lowercased() }
        if loose.count == 1 { return loose[0].node }
        if loose.isEmpty, let inRow = Self.rowQualified(label, among: all) { return inRow }
        // A label that reads several texts (`Grace 222`) is named by its
        // first words too, when only one label starts with them.
        let starting = all.filter { $0.label.lowercased().hasPrefix(label.lowercased() + " ") }
        if loose.isEmpty, starting.count == 1 { return starting[0].node }
        throw GraphError.noMatch(label: label, kind: control, onScreen: all.map(\.label))
    }

    private static func sameOutcome(_ a: Result<ViewNode, Error>, _ b: Result<ViewNode, Error>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x === y
        case (.failure(let x as GraphError), .failure(let y as GraphError)): return x == y
        default: return false
        }
    }

    /// The nodes on screen labelled `label` ignoring case as `kind`, in no particular order.
    private func onScreen(_ kind: LabelIndex.Kind, labelledIgnoringCase label: String) -> [(label: String, node: ViewNode)] {
        labelIndex.nodes(kind, folded: label.lowercased(), entries: labelEntries).filter { isOnScreen($0.node) }
    }

    /// Every label `node` has, for the index.
    private func labelEntries(of node: ViewNode) -> [LabelIndex.Entry] {
        LabelIndex.Kind.allCases.compactMap { kind in label(of: node, as: kind.control).map { LabelIndex.Entry(kind: kind, label: $0) } }
    }

    /// Whether `node` is among `visibleNodes()`, found by walking up from
    /// it rather than down from the root.
    func isOnScreen(_ node: ViewNode) -> Bool {
        guard let root else { return false }
        let start = topSheetOwner(from: root)?.sheet ?? root
        var child = node
        while child !== start {
            guard let parent = child.parent else { return false }
            if case .navigationStack? = parent.spec.primitive?.role, let top = parent.pushed.last {
                // A stack with a screen pushed shows that screen only.
                guard child === top else { return false }
            } else if !isShown(child, in: parent) {
                return false
            }
            child = parent
        }
        return true
    }
}
