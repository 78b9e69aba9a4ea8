/// `NavigationSplitView` on an iPhone: collapsed into one navigation
/// stack. The sidebar is the root screen; each later column (content, then
/// detail) is pushed while the `List(…, selection:)` of the column before
/// it has a row selected, and popped when it has none. Going back from a
/// column clears the selection that pushed it, as iOS does, so the column
/// is a new identity the next time: its storage goes with it (N3).
extension ViewGraph {
    /// Brings the split view's pushed columns in line with its lists'
    /// selections and with the columns its body built last: a column
    /// shown already is given its new value (its identity, and so its
    /// state, is kept while it stays of the same type); one whose type
    /// changed is pushed anew, with everything above it popped first.
    func rebuildColumns(of split: ViewNode) throws {
        guard let columns = split.spec.primitive?.columns, !columns.isEmpty else { return }
        var shown = 0
        var screen = split.children
        // The split view reads its lists' selections, not the body that built them.
        while shown < columns.count,
              try watch(split, site: Self.columnsSite + "\(shown)", { try listSelection(in: screen)?.selectsRow() }) == true,
              let spec = columns[shown].specs.first {
            let key = "column\(shown + 1).\(spec.typeName)"
            if shown < split.pushed.count, case .column? = split.pushed[shown].pushSource, split.pushed[shown].key == key {
                try update(split.pushed[shown], with: spec.copy())
            } else {
                popScreens(of: split, from: shown)
                let entry = makeNode(key: key, parent: split, spec: spec.copy())
                entry.pushSource = .column(shown + 1)
                split.pushed.append(entry)
                record(.pushed(view: spec.typeName, path: entry.path))
                try install(entry)
            }
            screen = [split.pushed[shown]]
            shown += 1
        }
        let pushedColumns = split.pushed.prefix { if case .column? = $0.pushSource { return true } else { return false } }
        if pushedColumns.count > shown { popScreens(of: split, from: shown) }
        updateCovering(of: split)
    }

    /// `:back` or `dismiss()` from a column (the entry at `index` of the
    /// split view's pushed screens): the selection of the list that pushed
    /// it is cleared, and it goes, with what stands on it.
    func popColumns(of split: ViewNode, from index: Int) throws {
        let screen = index == 0 ? split.children : [split.pushed[index - 1]]
        try listSelection(in: screen)?.clear()
        popScreens(of: split, from: index)
        updateCovering(of: split)
    }

    /// Removes `stack`'s pushed screens from `index` up, top first.
    private func popScreens(of stack: ViewNode, from index: Int) {
        guard index < stack.pushed.count else { return }
        for entry in stack.pushed[index...].reversed() {
            record(.popped(view: entry.typeName, path: entry.path))
            remove(entry)
        }
        stack.pushed.removeSubrange(index...)
    }

    /// The selection of the list `node` is in, below `stack`.
    func enclosingListSelection(of node: ViewNode, in stack: ViewNode) -> HostSelection? {
        var current = node.parent
        while let n = current, n !== stack {
            if let selection = n.spec.primitive?.selection { return selection }
            current = n.parent
        }
        return nil
    }

    /// The selection of the first selectable list on a screen (its own
    /// views, not the screens pushed on it or the sheets it presents).
    private func listSelection(in screen: [ViewNode]) -> HostSelection? {
        for node in screen {
            if let selection = node.spec.primitive?.selection { return selection }
            if let selection = listSelection(in: node.children) { return selection }
        }
        return nil
    }
}
