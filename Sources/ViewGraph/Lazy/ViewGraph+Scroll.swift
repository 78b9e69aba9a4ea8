/// `:scroll`: moving a lazy container's window as a person swipes, one
/// screen at a time, or to its top or bottom, or until a row that reads a
/// label is in view. Each move is one transaction (V8): the rows that
/// leave disappear (their tasks are cancelled), the rows that come in are
/// built, installed or shown again, and appear; their tasks start.
extension ViewGraph {
    /// Where `:scroll` moves.
    public enum ScrollMove: Equatable, Sendable {
        /// One screen further (`down`; `right` in a horizontal container).
        case forward(Axis)
        /// One screen back (`up`; `left`).
        case back(Axis)
        /// To the first rows, or the last.
        case top, bottom
        /// Screen by screen until a row that reads the label is in view.
        case to(String)

        /// As the command says it: `down`, `to "Item 40"`.
        public var words: String {
            switch self {
            case .forward(.vertical): return "down"
            case .forward(.horizontal): return "right"
            case .back(.vertical): return "up"
            case .back(.horizontal): return "left"
            case .top: return "top"
            case .bottom: return "bottom"
            case .to(let label): return "to \"\(label)\""
            }
        }

        var axis: Axis {
            switch self {
            case .forward(let axis), .back(let axis): return axis
            case .top, .bottom, .to: return .vertical
            }
        }
    }

    /// Screens `:scroll to` goes through before it gives up.
    public static let scrollPageLimit = 1_000

    /// Moves the window of the lazy container on screen (the outermost
    /// one that scrolls along the move's axis).
    public func scroll(_ move: ScrollMove) throws {
        guard root != nil else { throw GraphError.notLaunched }
        if case .to(let label) = move { return try scroll(to: label) }
        let containers = scrollableContainers(along: move.axis)
        guard let container = containers.first, let window = container.window else {
            throw GraphError.nothingToScroll(move.words)
        }
        guard let anchor = anchor(for: move, in: container, window: window) else {
            throw GraphError.cannotScroll(move.words, container: container.typeName)
        }
        record(.event("scroll \(move.words)"))
        try transaction { try self.layOut(container, cause: .scroll, anchor: anchor) }
    }

    /// The lazy containers on screen whose rows move along `axis`, in
    /// screen order (the outermost first).
    public func scrollableContainers(along axis: Axis? = nil) -> [ViewNode] {
        visibleNodes().filter { node in
            guard let layout = node.spec.primitive?.lazyLayout else { return false }
            return axis == nil || layout.axis == axis
        }
    }

    /// Where the window goes for `move`, or nil when it cannot go there.
    func anchor(for move: ScrollMove, in container: ViewNode, window: ScrollWindow) -> WindowAnchor? {
        switch move {
        case .forward:
            guard !window.showsEnd else { return nil }
            // The last line, partly in view, comes to the top; a line taller
            // than the screen is passed.
            return .first(window.lastLinePartial && window.lastLine > window.first ? window.lastLine : window.end)
        case .back:
            guard window.first > 0 else { return nil }
            // The first line in view becomes the last.
            let firstLineEnd = Swift.min(window.end, lineRange(in: window, from: window.first, perLine: perLine(of: container)).upperBound)
            return .end(firstLineEnd > window.first && firstLineEnd < window.end ? firstLineEnd : window.first)
        case .top:
            return window.first > 0 ? .first(0) : nil
        case .bottom:
            return window.showsEnd ? nil : .end(window.count)
        case .to:
            return nil
        }
    }

    /// `:scroll to LABEL`: screen by screen towards a row built before
    /// that reads LABEL, else down to the end and back up to the top,
    /// until a row in view reads it. Scrolling that finds nothing has
    /// still scrolled.
    private func scroll(to label: String) throws {
        let containers = scrollableContainers()
        guard !containers.isEmpty else { throw GraphError.nothingToScroll(ScrollMove.to(label).words) }
        if containers.contains(where: { rowInView(of: $0, reading: label) }) { return }
        record(.event("scroll \(ScrollMove.to(label).words)"))
        for container in containers {
            guard let window = container.window else { continue }
            var moves: [ScrollMove] = []
            if let index = builtRowIndex(in: container, reading: label) {
                moves = [index < window.first ? .back(layoutAxis(container)) : .forward(layoutAxis(container))]
            } else {
                moves = [.forward(layoutAxis(container)), .back(layoutAxis(container))]
            }
            var pages = 0
            for move in moves {
                while pages < Self.scrollPageLimit, let anchor = anchor(for: move, in: container, window: window) {
                    pages += 1
                    try transaction { try self.layOut(container, cause: .scroll, anchor: anchor) }
                    if rowInView(of: container, reading: label) { return }
                }
            }
            if pages >= Self.scrollPageLimit {
                throw GraphError.scrolledTooFar(label: label, container: container.typeName, screens: pages)
            }
        }
        throw GraphError.noRowReads(label: label, container: containers[0].typeName,
                                    rows: containers[0].scrollPosition?.rowCount ?? 0)
    }

    private func layoutAxis(_ container: ViewNode) -> Axis {
        container.spec.primitive?.lazyLayout?.axis ?? .vertical
    }

    /// Whether a row in view of `container` reads `label`.
    private func rowInView(of container: ViewNode, reading label: String) -> Bool {
        shownChildren(of: container).contains { reads($0, label) }
    }

    /// The index of a row built before (now out of view) that reads
    /// `label` — as a control of `kind`, when given.
    private func builtRowIndex(in container: ViewNode, reading label: String, as kind: Control? = nil) -> Int? {
        guard let window = container.window else { return nil }
        var hits = Set<RowKey>()
        func has(_ row: ViewNode) -> Bool {
            guard let kind, LabelIndex.Kind(kind) != nil else { return reads(row, label) }
            return row.postOrder.contains { self.label(of: $0, as: kind)?.lowercased() == label.lowercased() }
        }
        for node in container.children where !node.isBarItem {
            let rows = node.isLazyGroup ? node.children : [node]
            for row in rows where row.isScrolledOff && has(row) {
                if let slot = row.lazySlot { hits.insert(slot) }
            }
        }
        return hits.compactMap { window.row($0) }.min()
    }

    /// Whether `node` (a row) shows `label`: a text, or a control so
    /// labelled, or a row named so (ignoring case).
    func reads(_ node: ViewNode, _ label: String) -> Bool {
        let wanted = label.lowercased()
        if node.rowName.lowercased() == wanted || node.rowName.lowercased().hasPrefix(wanted + " ") { return true }
        for n in node.postOrder where !n.isScrolledOff {
            if case .text(let text)? = n.spec.primitive?.role, text.lowercased() == wanted { return true }
            for kind in [Control.button, .toggle, .textField, .row] where self.label(of: n, as: kind)?.lowercased() == wanted {
                return true
            }
        }
        return false
    }

    private func perLine(of container: ViewNode) -> Int {
        guard case .grid(let axis, let tracks)? = container.spec.primitive?.lazyLayout else { return 1 }
        return GridTrack.cellsPerLine(tracks, across: axis == .vertical ? Viewport.screenWidth : viewportExtent(of: container))
    }

    // MARK: - Rows out of view, for refusals and `:tree`

    /// A control command found no control so labelled on screen: when a
    /// lazy container on screen has rows out of view, the control may be
    /// in one of them; the refusal says so, and how to reach it.
    func explainingRowsOutOfView<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch GraphError.noMatch(let label, let kind, let onScreen) {
            guard let container = scrollableContainers().first(where: { ($0.scrollPosition?.rowsOutOfView ?? 0) > 0 }),
                  let position = container.scrollPosition else {
                throw GraphError.noMatch(label: label, kind: kind, onScreen: onScreen)
            }
            let built = builtRowIndex(in: container, reading: label, as: kind) != nil
            throw GraphError.notInView(label: label, kind: kind, onScreen: onScreen, container: container.typeName,
                                       position: position, inBuiltRow: built)
        }
    }
}

/// Where a layout puts the window: its first line at a row, or its last
/// line just before a row (filling back from there).
enum WindowAnchor: Equatable {
    case first(Int)
    case end(Int)
}

/// Which of a lazy container's rows are in view, as `:tree` and refusals
/// say it: rows are counted without sections' headers, from 1.
public struct ScrollPosition: Equatable, Sendable {
    /// The first and last rows in view (0 when there are none).
    public let firstInView: Int
    public let lastInView: Int
    public let rowCount: Int
    public let rowsBefore: Int
    public let rowsAfter: Int
    /// Rows out of view that were built before and keep their storage.
    public let builtOutOfView: Int

    public var rowsOutOfView: Int { rowsBefore + rowsAfter }
}

extension ViewNode {
    /// Which rows of this lazy container are in view; nil for any other view.
    public var scrollPosition: ScrollPosition? {
        guard let window else { return nil }
        let before = window.rowsBefore
        let after = window.rowsAfter
        let count = window.rowCount
        let inView = count - before - after
        var built = Set<RowKey>()
        for child in children where !child.isBarItem {
            for row in child.isLazyGroup ? child.children : [child] where row.isScrolledOff {
                if let slot = row.lazySlot { built.insert(slot) }
            }
        }
        return ScrollPosition(firstInView: inView > 0 ? before + 1 : 0, lastInView: inView > 0 ? before + inView : 0,
                              rowCount: count, rowsBefore: before, rowsAfter: after, builtOutOfView: built.count)
    }
}
