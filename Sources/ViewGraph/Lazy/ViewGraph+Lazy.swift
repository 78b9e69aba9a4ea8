/// Lazy containers (`List`, `Form`, `LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`): their content is read for its rows' ids and
/// positions, but only the rows in view are built, installed and shown,
/// as on iOS. A row that leaves the view keeps its node (identity and
/// storage) and disappears; one that comes back is built again with its
/// latest value and appears again. `Section`s and `Group`s in the
/// container are filled with their rows in view the same way.
///
/// What a change costs is the id diff (one pass over the rows' ids, which
/// were read without building a row) and the rows in view; no row out of
/// view is built, updated or compared.
extension ViewGraph {
    /// Why a layout runs: the container's content was given again (the
    /// rows in view are built again, with their new values), or the window
    /// moved (only the rows coming into view are built).
    enum LayoutCause {
        case content, scroll
    }

    /// The container's content was given (it was installed, or a body
    /// gave it a new value): its rows are read and those in view laid out.
    func reconcileLazy(_ container: ViewNode, with element: ViewElement, layout: LazyLayout) throws {
        let window = container.window ?? ScrollWindow()
        container.window = window
        window.read(element) { spec in layout == .list || spec.primitive?.summary != nil }
        for id in window.duplicateIDs { host?.warnDuplicateID(id) }
        try layOut(container, cause: .content)
    }

    // MARK: - Laying out the rows in view

    /// The nodes a layout finds and makes: the rows' and the groups'.
    private struct Placed {
        var rows: [RowKey: [ViewNode]] = [:]
        var groups: [RowKey: ViewNode] = [:]
        /// Rows built (or found current) in this layout.
        var laidOut: Set<RowKey> = []
        /// Groups given their new value, or installed, in this layout.
        var groupsDone: Set<RowKey> = []
        var installedGroups: [ViewNode] = []
        var revealedGroups: [ViewNode] = []
    }

    /// Builds and installs the rows from the window's first until the
    /// viewport is filled (pulling the window back when the content ends
    /// first), shows them, hides the rows that left the view, removes the
    /// rows whose ids are gone, and puts the container's children in order.
    func layOut(_ container: ViewNode, cause: LayoutCause, anchor: WindowAnchor? = nil) throws {
        guard let window = container.window, let layout = container.spec.primitive?.lazyLayout else { return }
        var placed = Placed()
        // The nodes built before, in their order.
        var before: [ViewNode] = []
        for node in container.children where !node.isBarItem {
            guard let slot = node.lazySlot else { continue }
            if node.isLazyGroup, placed.groups[slot] == nil {
                placed.groups[slot] = node
                before.append(node)
                for child in node.children {
                    guard let inner = child.lazySlot else { continue }
                    placed.rows[inner, default: []].append(child)
                    before.append(child)
                }
            } else {
                placed.rows[slot, default: []].append(node)
                before.append(node)
            }
        }
        // Rows whose ids are gone leave first, in their old order (V8):
        // found by looking each built row up among the rows' ids.
        for node in before {
            guard let slot = node.lazySlot, !window.contains(slot), node.isInstalled else { continue }
            remove(node)
            placed.rows[slot] = nil
            placed.groups[slot] = nil
            window.extents[slot] = nil
        }

        try fill(container, window: window, layout: layout, cause: cause, anchor: anchor ?? .first(window.first), placed: &placed)
        try placeBarItems(of: container)
        let order = arrange(container, window: window, placed: placed)
        var backward = false
        if case .end? = anchor { backward = true }
        applyVisibility(backward ? order.reversed() : order)
        // A group installed or shown again here appears after its rows
        // (deepest first, L1).
        for group in placed.installedGroups where pending.appearances.contains(where: { $0 === group }) {
            pending.appearances.removeAll { $0 === group }
            pending.appearances.append(group)
        }
        for group in placed.revealedGroups where group.isInstalled && !group.hasAppeared && !isHiddenByControl(group) {
            pending.appearances.append(group)
            for (index, modifier) in group.spec.modifiers.enumerated() {
                if case .task(let action, let id, let label) = modifier { pending.starts.append((group, index, action, id, label)) }
            }
        }
    }

    /// From the anchor on, builds the rows in view until they fill the
    /// viewport: forward from a first row (and back over the rows above
    /// when the content ends first, as a scroll view cannot scroll past
    /// its content's end), or back from an end (and forward when the
    /// content starts first).
    private func fill(_ container: ViewNode, window: ScrollWindow, layout: LazyLayout, cause: LayoutCause,
                      anchor: WindowAnchor, placed: inout Placed) throws {
        let viewport = viewportExtent(of: container)
        let spacing = layout == .list ? 0 : LazyLayout.defaultSpacing
        let perLine = cellsPerLine(of: container, layout: layout)
        let count = window.count
        var used = 0.0
        var lines = 0
        func lay(_ line: Range<Int>) throws {
            var extent = 0.0
            for row in line { extent = Swift.max(extent, try self.lay(row, in: container, window: window, cause: cause, placed: &placed)) }
            used += extent + (lines > 0 ? spacing : 0)
            lines += 1
        }
        var first: Int, end: Int, lastLine: Int
        switch anchor {
        case .first(let index):
            first = Swift.max(0, Swift.min(index, count - 1))
            end = first
            lastLine = first
        case .end(let index):
            end = Swift.max(0, Swift.min(index, count))
            first = end
            lastLine = end
            while used < viewport, first > 0 {
                let line = lineRange(in: window, before: first, perLine: perLine)
                try lay(line)
                if first == end { lastLine = line.lowerBound }
                first = line.lowerBound
            }
        }
        var lastPartial = false
        while end < count, used < viewport {
            let line = lineRange(in: window, from: end, perLine: perLine)
            try lay(line)
            lastLine = line.lowerBound
            end = line.upperBound
            lastPartial = used > viewport + 0.5
        }
        // The last line is whole in view when the fill ended on it with room
        // to spare, or filled back from the end.
        var showsEnd = end == count && (used <= viewport + 0.5 || anchor == .end(count))
        while used < viewport, first > 0 {
            let line = lineRange(in: window, before: first, perLine: perLine)
            try lay(line)
            first = line.lowerBound
            showsEnd = true
            lastPartial = false
        }
        window.first = first
        window.end = end
        window.lastLine = lastLine
        window.showsEnd = showsEnd
        window.lastLinePartial = lastPartial
    }

    /// How many rows a line of the container holds: one, or a grid's cells.
    private func cellsPerLine(of container: ViewNode, layout: LazyLayout) -> Int {
        guard case .grid(let axis, let tracks) = layout else { return 1 }
        let across = axis == .vertical ? Viewport.screenWidth : viewportExtent(of: container)
        return GridTrack.cellsPerLine(tracks, across: across)
    }

    /// The rows of the line that starts at `index`: up to `perLine` rows
    /// of one group, a header alone.
    func lineRange(in window: ScrollWindow, from index: Int, perLine: Int) -> Range<Int> {
        var end = index + 1
        guard perLine > 1, !window.isHeader(index) else { return index..<end }
        let group = window.group(of: index)
        while end < window.count, end - index < perLine, !window.isHeader(end), window.group(of: end) == group {
            end += 1
        }
        return index..<end
    }

    /// The line that ends just before `index`.
    func lineRange(in window: ScrollWindow, before index: Int, perLine: Int) -> Range<Int> {
        var start = index - 1
        guard perLine > 1, !window.isHeader(start) else { return start..<index }
        let group = window.group(of: index - 1)
        while start > 0, index - start < perLine, !window.isHeader(start - 1), window.group(of: start - 1) == group {
            start -= 1
        }
        return start..<index
    }

    /// Lays out row `index` (its group first): builds it and gives its
    /// nodes its new value, or installs them, unless the window only moved
    /// and the row was in view already. Returns its extent.
    @discardableResult
    private func lay(_ index: Int, in container: ViewNode, window: ScrollWindow, cause: LayoutCause,
                     placed: inout Placed) throws -> Double {
        let row = window.row(at: index)
        let key = row.slot.key
        var parent = container
        if let group = row.group { parent = try layGroup(window.groups[group], in: container, cause: cause, placed: &placed) }
        if placed.laidOut.contains(key) { return window.extents[key] ?? 0 }
        placed.laidOut.insert(key)
        let existing = placed.rows[key] ?? []
        let current = cause == .scroll && !existing.isEmpty && existing.allSatisfy { !$0.isScrolledOff }
        if !current {
            var entries = ChildEntries()
            switch row.slot.content {
            case .view(let spec):
                entries.add(row.slot.keyText, row.slot.identity, spec)
            case .item(let item):
                try entries.flatten(try item.element(), row.slot.keyText, row.slot.identity)
            case .header, .group:
                break
            }
            let made = try nodes(for: entries.entries, in: parent, existing: existing)
            placed.rows[key] = made.nodes
            for node in made.nodes {
                node.lazySlot = key
                // A row built before comes back into view: it appears
                // again, in the order the rows come in.
                if node.isScrolledOff {
                    node.isScrolledOff = false
                    reveal(node)
                }
            }
            for node in made.installs { try install(node) }
        }
        let extent = self.extent(of: row, nodes: placed.rows[key] ?? [], in: container)
        window.extents[key] = extent
        return extent
    }

    /// The node of group `slot`, given its new value once per layout (when
    /// the content was given), or made and installed.
    private func layGroup(_ slot: LazySlot, in container: ViewNode, cause: LayoutCause, placed: inout Placed) throws -> ViewNode {
        guard case .group(let spec) = slot.content else { return container }
        if let group = placed.groups[slot.key] {
            if cause == .content, !placed.groupsDone.contains(slot.key) {
                placed.groupsDone.insert(slot.key)
                try update(group, with: spec)
            }
            // Back in view: its rows appear as they are laid out, the
            // group after them.
            if group.isScrolledOff {
                group.isScrolledOff = false
                placed.revealedGroups.append(group)
            }
            return group
        }
        let group = makeNode(key: slot.keyText.text, identity: slot.identity, parent: container, spec: spec)
        group.lazySlot = slot.key
        group.isLazyGroup = true
        placed.groups[slot.key] = group
        placed.groupsDone.insert(slot.key)
        placed.installedGroups.append(group)
        try install(group)
        return group
    }

    /// How far a row reaches along the container's axis.
    private func extent(of row: LazyRow, nodes: [ViewNode], in container: ViewNode) -> Double {
        let layout = container.spec.primitive?.lazyLayout ?? .list
        let estimate = SizeEstimate(width: layout == .list ? Viewport.listRowContentWidth : Viewport.screenWidth)
        if row.isHeader {
            guard layout != .list, let group = row.group, case .group(let spec)? = container.window?.groups[group].content,
                  let title = spec.primitive?.summary else { return Viewport.sectionHeaderHeight }
            return estimate.size(of: title).height + LazyLayout.defaultSpacing
        }
        func listRow(_ node: ViewNode) -> Double {
            // A section a `ForEach` row makes: its header's place, then its rows.
            if node.spec.primitive?.groupsRows == true {
                return node.children.filter { !$0.isBarItem }.reduce(Viewport.sectionHeaderHeight) { $0 + listRow($1) }
            }
            return Swift.max(Viewport.minimumListRowHeight, estimate.size(of: node).height + 2 * Viewport.listRowVerticalInset)
        }
        return nodes.reduce(0) { total, node in
            switch layout {
            case .list:
                return total + listRow(node)
            case .stack(let axis), .grid(let axis, _):
                let size = estimate.size(of: node)
                return total + (axis == .vertical ? size.height : size.width)
            }
        }
    }

    /// The container's `.toolbar` items, placed after its rows, always shown.
    private func placeBarItems(of container: ViewNode) throws {
        var entries = ChildEntries()
        try entries.addBarItems(of: container.spec)
        let bars = container.children.filter(\.isBarItem)
        guard !(entries.entries.isEmpty && bars.isEmpty) else { return }
        let made = try nodes(for: entries.entries, in: container, existing: bars)
        container.children = container.children.filter { !$0.isBarItem } + made.nodes
        for node in made.installs { try install(node) }
        labelIndex.mark(container)
    }

    /// Puts the container's and its groups' children in their rows' order:
    /// every row built so far, in view or not. Returns the nodes in that
    /// order, a group after its rows, each with whether it is in view (a
    /// group is while any of its rows, or its header, is). The cost is the
    /// rows built, not the rows there are.
    private func arrange(_ container: ViewNode, window: ScrollWindow, placed: Placed) -> [(node: ViewNode, inView: Bool)] {
        // The built rows, and the groups, where they are among the rows.
        var built: [(at: Int, nodes: [ViewNode], group: Int?)] = []
        built.reserveCapacity(placed.rows.count + placed.groups.count)
        for (key, nodes) in placed.rows where !nodes.isEmpty {
            if let at = window.row(key) { built.append((at, nodes, window.group(of: at))) }
        }
        var groupNumbers: [ObjectIdentifier: Int] = [:]
        for (number, slot) in window.groups.enumerated() {
            guard let node = placed.groups[slot.key], let start = window.start(ofGroup: number) else { continue }
            groupNumbers[ObjectIdentifier(node)] = number
            built.append((start, [], number))
        }
        // A group's place comes before its first row's.
        built.sort { $0.at != $1.at ? $0.at < $1.at : $0.nodes.isEmpty && !$1.nodes.isEmpty }
        let inView = window.first..<window.end
        var groupsInView = Set<Int>()
        for index in inView { if let group = window.group(of: index) { groupsInView.insert(group) } }

        var top: [ViewNode] = []
        var order: [(node: ViewNode, inView: Bool)] = []
        var open: (node: ViewNode, children: [ViewNode])?
        func closeGroup() {
            guard let group = open else { return }
            if group.node.children.count != group.children.count
                || zip(group.node.children, group.children).contains(where: { $0 !== $1 }) {
                labelIndex.mark(group.node)
            }
            group.node.children = group.children
            order.append((group.node, groupNumbers[ObjectIdentifier(group.node)].map(groupsInView.contains) ?? false))
            open = nil
        }
        for entry in built {
            if entry.nodes.isEmpty, let number = entry.group, let node = placed.groups[window.groups[number].key] {
                closeGroup()
                open = (node, [])
                top.append(node)
                continue
            }
            if entry.group == nil { closeGroup() }
            for node in entry.nodes { order.append((node, inView.contains(entry.at))) }
            if open != nil, entry.group != nil { open?.children += entry.nodes } else { top += entry.nodes }
        }
        closeGroup()
        top += container.children.filter(\.isBarItem)
        if top.count != container.children.count || zip(top, container.children).contains(where: { $0 !== $1 }) {
            labelIndex.mark(container)
        }
        container.children = top
        return order
    }

    /// Rows that left the view disappear (`onDisappear`, tasks cancelled)
    /// and keep their storage, in the order they leave (`order`: the rows'
    /// order, reversed when the window moved back); a group comes into
    /// view (after its rows, which came in as they were laid out) while
    /// any of its rows is in view.
    private func applyVisibility<Order: Sequence>(_ order: Order) where Order.Element == (node: ViewNode, inView: Bool) {
        for (node, inView) in order where !inView && !node.isScrolledOff {
            hide(node)
            node.isScrolledOff = true
        }
        for (node, inView) in order where inView && node.isScrolledOff {
            node.isScrolledOff = false
            reveal(node)
        }
    }
}
