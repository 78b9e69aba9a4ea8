import LiveRuntime

/// Draws `:timeline`: every object's life as a bar from its init (●) to its
/// deinit (✕), or on past the present (▶) while it lives, against the user
/// events as column headings — so a learner sees at a glance which
/// instance a view kept and which ones its re-renders built and dropped.
///
///             [4] launch ShopView
///             │     [18] tap "Add item" ×2
///             │     │ [22] tap "Visit again"
///             │     │ │
///     Cart#1  · ●━━━━━━━━━━━▶  8→     kept by CartBadge.cart
///     Cart#2  ·   ●━━━━━━━✕    16→29  thrown away (built for a CartBadge value, never kept)
///     Cart#3  ·     · · ●━━━▶  25→    held by the current CartBadge value
///
/// Each row ends with the trace events of the init and the deinit, and
/// why the object lived or died as it did.
public struct TimelineRenderer {
    public var width: Int
    public var styler: Styler

    public init(width: Int = 100, styler: Styler = .plain) {
        self.width = width
        self.styler = styler
    }

    /// - Parameters:
    ///   - timeline: the session's user events and objects.
    ///   - only: a type name; only its instances are drawn.
    public func render(_ timeline: Session.Timeline, only type: String? = nil) -> String {
        let lives = type.map { type in timeline.objects.filter { $0.type == type } } ?? timeline.objects
        guard !lives.isEmpty else {
            return type.map { "no \($0) instance has been created\n" } ?? "no object has been created yet\n"
        }
        let rows = lives.map { life in
            (life, span: "\(life.initEvent)→" + (life.deinitEvent.map(String.init) ?? ""), fate: life.reason.description)
        }
        let nameWidth = rows.map(\.0.object.count).max() ?? 0
        let spanWidth = rows.map(\.span.count).max() ?? 0
        let fateWidth = rows.map(\.fate.count).max() ?? 0
        let available = max(24, width - nameWidth - 2 - 2 - spanWidth - 2 - fateWidth)
        let layout = fitted(groups(timeline, lives: lives), available: available)
        let indent = String(repeating: " ", count: nameWidth + 2)

        var text = headings(layout, room: width - indent.count).map { indent + $0 + "\n" }.joined()
        for row in rows {
            let bar = self.bar(row.0, layout: layout)
            text += pad(row.0.object, nameWidth) + "  " + bar.text
                + String(repeating: " ", count: layout.width - bar.width) + "  "
                + styler.apply(.dim, to: pad(row.span, spanWidth)) + "  "
                + styler.apply(style(of: row.0.reason), to: row.fate) + "\n"
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    // MARK: - Columns

    /// User events in order, those in a row with the same label and nothing
    /// born or dying in the later ones merged (`tap "+1" ×3`). Code that ran
    /// before the first user event is a group only if objects lived in it.
    func groups(_ timeline: Session.Timeline, lives: [ObjectFate]) -> [TimelineLayout.Group] {
        let moments = Set(lives.flatMap { [$0.initEvent] + ($0.deinitEvent.map { [$0] } ?? []) }).sorted()
        var starts = timeline.markers.map { (label: $0.label, event: $0.event) }
        if let first = moments.first, first < (starts.first?.event ?? Int.max) {
            // Code run before anything was launched: `statelab run`, `:load`.
            starts.insert(("start", 1), at: 0)
        }
        var groups: [TimelineLayout.Group] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].event : Int.max
            let inside = moments.filter { $0 >= start.event && $0 < end }
            if let last = groups.last, last.label == start.label, inside.isEmpty {
                groups[groups.count - 1].repeats += 1
                continue
            }
            groups.append(TimelineLayout.Group(label: start.label, firstEvent: start.event, repeats: 1, moments: inside))
        }
        return groups
    }

    /// The most rows of labels above the bars; a longer session is shown
    /// in spans of several user events each.
    static let headingRows = 8

    /// A layout within `available` columns whose labels fit in
    /// `headingRows` rows: the user events after the first are taken two,
    /// three… at a time until they do.
    func fitted(_ groups: [TimelineLayout.Group], available: Int) -> TimelineLayout {
        var span = 1
        while true {
            let merged = span == 1 ? groups : Array(groups.prefix(1)) + stride(from: 1, to: groups.count, by: span).map {
                Self.merge(groups[$0..<min($0 + span, groups.count)])
            }
            let layout = TimelineLayout(groups: merged, available: available)
            let rows = (staircase(labels(layout), columns: layout.groupColumns).last ?? 0) + 1
            if merged.count <= 2 || (layout.width <= available && rows <= Self.headingRows) { return layout }
            span += 1
        }
    }

    /// Several user events as one column group: `tap "Score" ×6` if they
    /// are the same, else `6 user events`.
    static func merge(_ groups: ArraySlice<TimelineLayout.Group>) -> TimelineLayout.Group {
        guard let first = groups.first, groups.count > 1 else { return groups.first! }
        let count = groups.map(\.repeats).reduce(0, +)
        let same = groups.allSatisfy { $0.label == first.label }
        return TimelineLayout.Group(label: same ? first.label : "\(count) user events", firstEvent: first.firstEvent,
                                    repeats: same ? count : 1, moments: groups.flatMap(\.moments))
    }

    func labels(_ layout: TimelineLayout) -> [String] {
        layout.groups.map { group in
            "[\(group.firstEvent)] " + group.label + (group.repeats > 1 ? " ×\(group.repeats)" : "")
        }
    }

    /// The row of each label: the row of the one before it, or the next
    /// row down if it would run into this one's column.
    func staircase(_ labels: [String], columns: [Int]) -> [Int] {
        var rowOf: [Int] = []
        for index in labels.indices {
            guard index > 0 else { rowOf.append(0); continue }
            let previous = index - 1
            let fits = columns[previous] + labels[previous].count + 1 <= columns[index]
            rowOf.append(fits ? rowOf[previous] : rowOf[previous] + 1)
        }
        return rowOf
    }

    /// Labels above their columns, stepping down a row whenever a label
    /// would run into the next one; `│` carries each down to the bars. A
    /// label that would pass `room` is cut short with `…`.
    func headings(_ layout: TimelineLayout, room: Int) -> [String] {
        let labels = labels(layout).enumerated().map { index, label in
            let space = room - layout.groupColumns[index]
            return label.count <= space ? label : String(label.prefix(max(1, space - 1))) + "…"
        }
        let rowOf = staircase(labels, columns: layout.groupColumns)
        let rowCount = (rowOf.last ?? 0) + 2 // the last row holds only leaders
        var grid = Array(repeating: [Character](), count: rowCount)
        var styled = Array(repeating: [(Range<Int>, Styler.Style)](), count: rowCount)
        func put(_ text: String, row: Int, column: Int, style: Styler.Style) {
            while grid[row].count < column + text.count { grid[row].append(" ") }
            for (offset, character) in text.enumerated() { grid[row][column + offset] = character }
            styled[row].append((column..<(column + text.count), style))
        }
        for (index, label) in labels.enumerated() {
            let column = layout.groupColumns[index]
            put(label, row: rowOf[index], column: column, style: .accent)
            for row in (rowOf[index] + 1)..<rowCount { put("│", row: row, column: column, style: .dim) }
        }
        return grid.indices.map { row in paint(grid[row], styled[row]) }
    }

    // MARK: - Bars

    private func bar(_ life: ObjectFate, layout: TimelineLayout) -> (text: String, width: Int) {
        let start = layout.column(of: life.initEvent)
        let end = life.deinitEvent.map { layout.column(of: $0) } ?? layout.width - 1
        var cells = Array(repeating: Character(" "), count: end + 1)
        for column in layout.groupColumns where column < start { cells[column] = "·" }
        for column in start...end { cells[column] = "━" }
        cells[end] = life.isAlive ? "▶" : "✕"
        if life.isAlive || end > start { cells[start] = "●" }
        let lead = String(cells[..<start])
        let line = String(cells[start...])
        return (styler.apply(.dim, to: lead) + styler.apply(style(of: life.reason), to: line), cells.count)
    }

    private func style(of reason: ObjectFate.Reason) -> Styler.Style {
        switch reason {
        case .kept, .heldByGlobal, .heldByEnvironment: return .emphasis
        case .heldByView, .heldByTask: return .accent
        case .leaked: return .error
        case .releasedWith, .thrownAway, .released: return .dim
        }
    }

    // MARK: - Text

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func paint(_ cells: [Character], _ runs: [(Range<Int>, Styler.Style)]) -> String {
        guard styler.isEnabled else { return String(cells) }
        var text = ""
        var column = 0
        for (range, style) in runs.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) where range.lowerBound >= column {
            text += String(cells[column..<range.lowerBound]) + styler.apply(style, to: String(cells[range]))
            column = range.upperBound
        }
        return text + String(cells[column...])
    }
}
