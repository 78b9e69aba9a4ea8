import LiveRuntime

/// Draws `:tree`: the live view graph with box-drawing branches, one view a
/// line. Each line shows the view's type, its text or label verbatim, and
/// — in a column of their own — a user view's properties and storage
/// (`@State counter → Counter#1 (owned, count 3)`), running tasks and the
/// modifiers written on it. Pushed screens and sheets are marked; views not
/// on screen say so (and are dim when colour is on).
///
///     ParentView                @State parentCount = 2
///     └─ VStack                 .padding()
///        ├─ Text "Parent count: 2"
///        └─ ChildView           label: "child-2"  @State counter → Counter#1 (owned, count 3)
public struct ViewTreeRenderer {
    /// The columns to fit facts in; a long text or label may go past it.
    public var width: Int
    public var styler: Styler
    /// Children of one view shown before the rest are summed up in a line.
    public var childLimit = 12

    public init(width: Int = 100, styler: Styler = .plain) {
        self.width = width
        self.styler = styler
    }

    /// The facts column starts after the widest head, but no further right
    /// than this; a longer head is followed by two spaces.
    static let factColumnLimit = 34

    public func render(_ root: Session.ViewTreeNode) -> String {
        var rows: [Row] = []
        collect(root, lead: "", childLead: "", parentIsOnScreen: true, into: &rows)
        let heads = rows.filter { !$0.facts.isEmpty }.map { $0.lead.count + $0.head.count }
        let column = min(Self.factColumnLimit, heads.max() ?? 0) + 2
        return rows.map { draw($0, factColumn: column) }.joined()
    }

    // MARK: - Rows

    /// One view's line before layout.
    struct Row {
        /// The branch drawing before the head: `│  ├─ `.
        var lead: String
        /// What goes under this line's branch on continuation lines.
        var continuation: String
        var head: String
        var facts: [Fact]
        var isDimmed: Bool
        var isComposite: Bool
    }

    struct Fact {
        var text: String
        var style: Styler.Style?
    }

    /// Adds `node` and its subtree. Only the first view off screen on a
    /// branch says so; the views under it are dimmed without repeating it.
    private func collect(
        _ node: Session.ViewTreeNode, lead: String, childLead: String, parentIsOnScreen: Bool, into rows: inout [Row]
    ) {
        let children = shownChildren(of: node)
        let continuation = childLead + (children.isEmpty ? "   " : "│  ")
        let head = head(of: node, marksOffScreen: parentIsOnScreen && !node.isOnScreen)
        rows.append(Row(lead: lead, continuation: continuation, head: head, facts: facts(of: node),
                        isDimmed: !node.isOnScreen, isComposite: node.isComposite))
        let entries = elided(children)
        for (index, entry) in entries.enumerated() {
            let isLast = index == entries.count - 1
            let branch = childLead + (isLast ? "└─ " : "├─ ")
            let below = childLead + (isLast ? "   " : "│  ")
            switch entry {
            case .view(let child):
                collect(child, lead: branch, childLead: below, parentIsOnScreen: node.isOnScreen, into: &rows)
            case .more(let hidden):
                rows.append(Row(lead: branch, continuation: below, head: "… \(hidden.count) more " + summary(of: hidden),
                                facts: [], isDimmed: true, isComposite: false))
            }
        }
    }

    enum Entry {
        case view(Session.ViewTreeNode)
        /// Children summed up in one line.
        case more([Session.ViewTreeNode])
    }

    /// The children to draw: past `childLimit`, the middle of the content
    /// (a long `ForEach`) is summed up; the last row and every pushed
    /// screen or sheet are always drawn.
    private func elided(_ children: [Session.ViewTreeNode]) -> [Entry] {
        let content = children.filter { $0.placement == .content }
        let presented = children.filter { $0.placement != .content }
        guard content.count > childLimit else { return children.map { .view($0) } }
        let head = content.prefix(childLimit - 2).map { Entry.view($0) }
        let hidden = Array(content[(childLimit - 2)..<(content.count - 1)])
        return head + [.more(hidden), .view(content[content.count - 1])] + presented.map { .view($0) }
    }

    /// A library view's lone `Text` that repeats its own label (a Button's
    /// title) adds nothing: it is folded into the view's line.
    private func shownChildren(of node: Session.ViewTreeNode) -> [Session.ViewTreeNode] {
        guard !node.isComposite, let summary = node.summary, node.children.count == 1,
              let only = node.children.first, only.typeName == "Text", only.summary == summary,
              only.children.isEmpty, only.modifiers.isEmpty, only.placement == .content
        else { return node.children }
        return []
    }

    /// `(Text)`, `(5 Text, 2 Divider)`: what an elision stands for.
    private func summary(of nodes: [Session.ViewTreeNode]) -> String {
        var counts: [(String, Int)] = []
        for node in nodes {
            if let index = counts.firstIndex(where: { $0.0 == node.typeName }) {
                counts[index].1 += 1
            } else {
                counts.append((node.typeName, 1))
            }
        }
        guard counts.count > 1 else { return "(" + (counts.first?.0 ?? "") + ")" }
        return "(" + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + ")"
    }

    /// `rows 1–16 of 100 in view, 84 below`: which rows of a lazy
    /// container are built and shown, and how many are off screen.
    static func describe(_ scroll: ScrollPosition) -> String {
        let count = ConsoleError.grouped(scroll.rowCount)
        guard scroll.rowCount > 0 else { return "no rows" }
        var text = scroll.lastInView > 0
            ? "rows \(ConsoleError.grouped(scroll.firstInView))–\(ConsoleError.grouped(scroll.lastInView)) of \(count) in view"
            : "none of \(count) rows in view"
        var off: [String] = []
        if scroll.rowsBefore > 0 { off.append("\(ConsoleError.grouped(scroll.rowsBefore)) above") }
        if scroll.rowsAfter > 0 { off.append("\(ConsoleError.grouped(scroll.rowsAfter)) below") }
        if !off.isEmpty { text += ", " + off.joined(separator: " and ") + " off screen" }
        if scroll.builtOutOfView > 0 {
            text += " (\(ConsoleError.grouped(scroll.builtOutOfView)) of them built, keeping their state)"
        }
        return text
    }

    private func head(of node: Session.ViewTreeNode, marksOffScreen: Bool) -> String {
        var text = node.typeName
        if let summary = node.summary, !node.isComposite { text += " " + Self.quoted(summary) }
        var tags: [String] = []
        switch node.placement {
        case .content: break
        case .pushed: tags.append("pushed")
        default: tags.append(node.placement.rawValue)
        }
        if marksOffScreen { tags.append("off screen") }
        if !tags.isEmpty { text += " (" + tags.joined(separator: ", ") + ")" }
        return text
    }

    private func facts(of node: Session.ViewTreeNode) -> [Fact] {
        // A view's inputs (`label: "child-2"`) first, then its storage.
        let properties = node.properties.filter { $0.wrapper.isEmpty } + node.properties.filter { !$0.wrapper.isEmpty }
        var facts = properties.map { Fact(text: Self.describe($0), style: $0.wrapper.isEmpty ? nil : .accent) }
        // A lazy container with rows off screen says which are in view.
        if let scroll = node.scroll, scroll.rowsOutOfView > 0 { facts.append(Fact(text: Self.describe(scroll), style: .emphasis)) }
        // Each `.task` whose task still runs says so where it is written:
        // `.task (running)`, an `.onReceive` that is subscribed
        // `.onReceive (subscribed)`; tasks are started in the order written.
        var running = node.tasks[...]
        facts += node.modifiers.map { modifier in
            if modifier.hasPrefix("task"), running.popFirst() != nil {
                return Fact(text: "." + modifier + " (running)", style: .warning)
            }
            if modifier == "onReceive", running.popFirst() != nil {
                return Fact(text: ".onReceive (subscribed)", style: .emphasis)
            }
            return Fact(text: "." + modifier, style: Self.isLifecycle(modifier) ? .emphasis : .dim)
        }
        facts += running.map { Fact(text: "running " + $0, style: .warning) }
        return facts
    }

    // MARK: - Words

    /// `@State counter → Counter#1 (owned, count 3)`, `label: "child-2"`.
    /// Values come shortened at element boundaries by the live runtime.
    static func describe(_ property: TreeProperty) -> String {
        let isObject = isObjectName(property.value)
        var text = property.wrapper.isEmpty ? property.name : property.wrapper + " " + property.name
        if isObject {
            text += " → " + property.value
            var notes: [String] = []
            if property.role != .plain { notes.append(property.role.rawValue) }
            if !property.detail.isEmpty { notes.append(property.detail) }
            if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
        } else if property.wrapper.isEmpty {
            text += ": " + property.value
        } else {
            text += " = " + property.value
        }
        return text
    }

    /// `Counter#12`: the trace's name for an object.
    static func isObjectName(_ text: String) -> Bool {
        guard let hash = text.lastIndex(of: "#"), hash != text.startIndex else { return false }
        let digits = text[text.index(after: hash)...]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber)
            && text[..<hash].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// Modifiers that change what happens, as opposed to how it looks.
    static func isLifecycle(_ modifier: String) -> Bool {
        ["onAppear", "onDisappear", "task", "onChange", "id(", "environment", "sheet", "fullScreenCover", "popover", "alert",
         "confirmationDialog", "actionSheet", "navigationDestination", "onDelete"]
            .contains { modifier.hasPrefix($0) }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    // MARK: - Layout

    /// The head, then facts packed two spaces apart from `factColumn`,
    /// wrapping onto continuation lines that keep the branches going. A
    /// fact wider than the room left still gets a line of its own.
    private func draw(_ row: Row, factColumn: Int) -> String {
        var text = paint(row.lead, nil, row) + paint(row.head, row.isComposite ? .bold : nil, row)
        var lineWidth = row.lead.count + row.head.count
        var lineHasFacts = false
        for fact in row.facts {
            var start = lineHasFacts ? lineWidth + 2 : max(factColumn, lineWidth + 2)
            if lineHasFacts && start + fact.text.count > width {
                text += "\n" + paint(row.continuation, nil, row)
                lineWidth = row.continuation.count
                start = max(factColumn, lineWidth + 2)
            }
            text += String(repeating: " ", count: start - lineWidth) + paint(fact.text, fact.style, row)
            lineWidth = start + fact.text.count
            lineHasFacts = true
        }
        return text + "\n"
    }

    private func paint(_ text: String, _ style: Styler.Style?, _ row: Row) -> String {
        if row.isDimmed { return styler.apply(.dim, to: text) }
        guard let style else { return text }
        return styler.apply(style, to: text)
    }
}
