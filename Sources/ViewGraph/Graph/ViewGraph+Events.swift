/// User events — tap, type, toggle, back — each one transaction (V8), on
/// the views that are on screen: a screen covered by a pushed one or by a
/// sheet is not.
extension ViewGraph {
    /// The nodes a person could see and touch now.
    public func visibleNodes() -> [ViewNode] {
        guard let root else { return [] }
        let start = topSheetOwner(from: root)?.sheet ?? root
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            result.append(node)
            if case .navigationStack? = node.spec.primitive?.role, let top = node.pushed.last {
                visit(top)
                return
            }
            for child in shownChildren(of: node) { visit(child) }
        }
        visit(start)
        return result
    }

    /// What a user event can act on.
    public enum Control: Equatable, Sendable {
        /// A button or a navigation link (`:tap`).
        case button
        case textField
        case toggle
        /// A row of a `ForEach` with `.onDelete` (`:delete`) or `.onMove` (`:move`).
        case row
        /// A `HostControl` the command (`pick`, `tab`…) acts on.
        case control(command: String)
    }

    /// Buttons and links (or fields, toggles, deletable rows) on screen,
    /// with their labels.
    public func controls(_ control: Control) -> [(label: String, node: ViewNode)] {
        visibleNodes().compactMap { node in label(of: node, as: control).map { ($0, node) } }
    }

    /// Where an ambiguous control is: in which `ForEach` row, said as the
    /// label that names it alone (`Done today in Read`), else its path.
    static func candidate(_ label: String, _ node: ViewNode) -> String {
        guard let row = node.enclosingRow else { return "\(node.typeName) at \(node.path)" }
        return "\(label) in \(row.rowName)"
    }

    /// `Done today in Read`: the control so labelled inside the one
    /// `ForEach` row whose texts are (or start with) what follows ` in `.
    static func rowQualified(_ label: String, among all: [(label: String, node: ViewNode)]) -> ViewNode? {
        var from = label.startIndex
        while let split = label[from...].firstRange(of: " in ") {
            let control = label[..<split.lowerBound].lowercased()
            let row = label[split.upperBound...].lowercased()
            let found = all.filter { candidate in
                guard candidate.label.lowercased() == control, let name = candidate.node.enclosingRow?.rowName.lowercased() else {
                    return false
                }
                return name == row || name.hasPrefix(row + " ")
            }
            if found.count == 1 { return found[0].node }
            from = split.upperBound
        }
        return nil
    }

    /// `:tap LABEL`: presses a button or activates a navigation link.
    public func tap(_ label: String) throws {
        guard root != nil else { throw GraphError.notLaunched }
        try explainingRowsOutOfView { try tapOnScreen(label) }
    }

    private func tapOnScreen(_ label: String) throws {
        // A menu's or a disclosure group's label is tapped as a control.
        // So is a view with a tap gesture, by its texts.
        if !isOnScreen(.button, labelled: label, ignoringCase: true),
           controls(for: "tap").contains(where: { $0.label.lowercased() == label.lowercased() }) {
            return try act("tap", label: label, argument: nil)
        }
        var noButton = false
        do { _ = try control(.button, labelled: label) } catch GraphError.noMatch { noButton = true } catch {}
        if noButton, (try? control(for: "tap", label: label, argument: nil)) != nil {
            return try act("tap", label: label, argument: nil)
        }
        let node = try control(.button, labelled: label)
        if node.isDisabled { throw GraphError.disabled(label: label) }
        record(.event("tap \"\(label)\""))
        try transaction {
            switch node.spec.primitive?.role {
            case .button(let action?)?:
                try self.host?.perform(action, label: "tap \(label)")
                self.closeMenus(containing: node)
            case .navigationLink?:
                try self.activate(link: node)
            default:
                break
            }
        }
    }

    /// `:type LABEL TEXT`: fills a text field.
    public func type(_ label: String, text: String) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let node = try explainingRowsOutOfView { try control(.textField, labelled: label) }
        if node.isDisabled { throw GraphError.disabled(label: label) }
        record(.event("type \"\(label)\" \"\(text)\""))
        try transaction {
            // Typing moves to this field: the one typed in before is committed.
            if let previous = self.editingField, previous !== node { try self.commitTyping(in: previous) }
            self.editingField = node
            try self.focus(node)
            if case .textField(let binding?)? = node.spec.primitive?.role {
                if binding.commitsWhenSubmitted {
                    node.hostState[Self.pendingTextKey] = PendingText(text)
                } else {
                    try binding.write(binding.makeValue(text: text))
                }
            }
        }
    }

    /// `:toggle LABEL`: flips a toggle.
    public func toggle(_ label: String) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let node = try explainingRowsOutOfView { try control(.toggle, labelled: label) }
        if node.isDisabled { throw GraphError.disabled(label: label) }
        record(.event("toggle \"\(label)\""))
        try transaction {
            if case .toggle(let binding?)? = node.spec.primitive?.role {
                try binding.write(binding.toggled())
            }
        }
    }

    /// `:back`: pops the screen on top, or dismisses a sheet.
    public func back() throws {
        let target = try backTarget()
        record(.event("back"))
        try transaction { try self.goBack(target) }
    }

    /// Swipe-to-delete on a `ForEach` row (`.onDelete`).
    public func delete(rowLabelled label: String) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let row = try explainingRowsOutOfView { try self.row(labelled: label) }
        guard let action = deleteAction(of: row), let parent = row.parent else {
            throw GraphError.noMatch(label: label, kind: .row, onScreen: controls(.row).map(\.label))
        }
        // The row's offset in its `ForEach`: in a lazy container, counted
        // over its rows' ids, built or not.
        let offset: Int?
        if let slot = row.lazySlot, let window = parent.window ?? parent.parent?.window {
            offset = window.offset(ofItem: slot)
        } else {
            offset = parent.children.filter { deleteAction(of: $0) === action }.firstIndex { $0 === row }
        }
        guard let index = offset else { return }
        record(.event("delete \"\(label)\""))
        try transaction { try action.run(offsets: [index]) }
    }

    /// The labels of the rows on screen that `.onMove` lets a person drag.
    public func movableRows() -> [String] {
        controls(.row).filter { moveAction(of: $0.node) != nil }.map(\.label)
    }

    /// Dragging a `ForEach` row (`.onMove`) so that it becomes row
    /// `position` (from 1) of its `ForEach`: the action gets the row's
    /// offset and the offset before which it goes, counted in the rows
    /// before the move, as a drag in an editing list gives them.
    public func move(rowLabelled label: String, to position: Int) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let row = try explainingRowsOutOfView { try self.row(labelled: label) }
        guard let action = moveAction(of: row), let parent = row.parent else {
            throw GraphError.noMatch(label: label, kind: .row,
                                     onScreen: controls(.row).filter { moveAction(of: $0.node) != nil }.map(\.label))
        }
        // The row's offset and how many rows its `ForEach` has: in a lazy
        // container, counted over its rows' ids, built or not.
        let place: (offset: Int, count: Int)?
        if let slot = row.lazySlot, let window = parent.window ?? parent.parent?.window {
            place = window.offset(ofItem: slot).flatMap { offset in window.itemCount(ofItem: slot).map { (offset, $0) } }
        } else {
            let rows = parent.children.filter { moveAction(of: $0) === action }
            place = rows.firstIndex { $0 === row }.map { ($0, rows.count) }
        }
        guard let (offset, count) = place else { return }
        guard (1...count).contains(position) else { throw GraphError.noPosition(position, rows: count) }
        let target = position - 1
        record(.event("move \"\(label)\" to \(position)"))
        try transaction { try action.run(offsets: [offset], to: target > offset ? target + 1 : target) }
    }

    /// Type names of the installed composite views.
    public var installedViewTypes: [String] {
        root.map { Array(Set($0.postOrder.filter { $0.spec.hostView != nil }.map(\.typeName))).sorted() } ?? []
    }
}
