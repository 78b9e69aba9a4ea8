/// A lazy container's rows, as its content last gave them, and which of
/// them are in view.
///
/// SwiftUI reads every `ForEach` id of a `List` or a lazy stack, but calls
/// the row closure for, installs and shows only the rows in or near the
/// visible area. The window keeps the rows as ids and row builders
/// (`LazySlot`): a row is built when it comes into view and keeps its node
/// — its identity and storage — when it leaves (`ViewNode.isScrolledOff`).
/// The window is anchored by index, as a scroll view keeps its content
/// offset: rows inserted or deleted above it shift what is in view.
final class ScrollWindow {
    /// The content's top level, in order: rows, and groups of rows.
    var top: [LazySlot] = []
    /// Every row in order, a group's rows in its place (after its header).
    var rows: [LazyRow] = []
    /// The rows in view: `first..<end`.
    var first = 0
    var end = 0
    /// Where the last line in view starts, and whether it is only partly
    /// in view.
    var lastLine = 0
    var lastLinePartial = false
    /// Whether the last row is whole in view: there is nothing further to
    /// scroll to.
    var showsEnd = true
    /// Each row's extent along the axis, once built and measured.
    var extents: [ChildIdentity: Double] = [:]
    /// The extent the rows in view had: more than the viewport when the
    /// last of them is only partly in view.
    var extentInView = 0.0

    /// The offset of the `ForEach` element whose row is `slot` among that
    /// `ForEach`'s elements (the rows with the same identity before their id).
    func offset(ofItem slot: ChildIdentity) -> Int? {
        guard let index = rows.firstIndex(where: { $0.slot.identity == slot }), case .item = rows[index].slot.content else {
            return nil
        }
        let prefix = slot.rowPrefix
        return rows[..<index].count { row in
            guard case .item = row.slot.content else { return false }
            return row.group == rows[index].group && row.slot.identity.rowPrefix == prefix
        }
    }

    /// The rows not in view, above (or before) the window and below it.
    var rowsBefore: Int { rows[..<Swift.min(first, rows.count)].count { !$0.isHeader } }
    var rowsAfter: Int { rows[Swift.min(end, rows.count)...].count { !$0.isHeader } }
}

/// One row of a lazy container, or a group (a `Section`) of them.
struct LazySlot {
    enum Content {
        /// A view written as it is in the container.
        case view(ViewSpec)
        /// A `ForEach` element's row, built when it comes into view.
        case item(ViewElement.ForEachItem)
        /// A `Section` or `Group`, whose rows follow it in `ScrollWindow.rows`.
        case group(ViewSpec)
        /// A section's header, or the gap a section leaves before it.
        case header
    }

    let key: KeyText
    /// Unique in the container: a group's rows start with the group's identity.
    let identity: ChildIdentity
    let content: Content
}

struct LazyRow {
    let slot: LazySlot
    /// The group the row is in: its index in `ScrollWindow.top`.
    let group: Int?

    var isHeader: Bool {
        if case .header = slot.content { return true }
        return false
    }
}

/// A lazy container's content flattened into slots, without building any
/// `ForEach` row: the identities are the ones `ChildEntries` gives.
struct LazySlots {
    private(set) var slots: [LazySlot] = []
    private var seen: [ChildIdentity: Int] = [:]

    /// Adds what `element` holds; with `groups`, a `Section` or `Group` is
    /// a group of rows, else a view like any other.
    mutating func flatten(_ element: ViewElement, _ prefix: KeyText, _ identity: ChildIdentity, groups: Bool) {
        switch element {
        case .empty:
            break
        case .view(let spec):
            let (key, full) = ChildEntries.viewIdentity(spec, prefix, identity)
            let (uniqueKey, unique) = deduplicated(key, full)
            let isGroup = groups && spec.primitive?.groupsRows == true
            slots.append(LazySlot(key: uniqueKey, identity: unique, content: isGroup ? .group(spec) : .view(spec)))
        case .sequence(let items):
            for (i, item) in items.enumerated() {
                var inner = identity
                inner.append(.statement(i))
                flatten(item, .segment(prefix, "\(i)."), inner, groups: groups)
            }
        case .branch(let b, let inner):
            var branch = identity
            branch.append(.branch(b))
            flatten(inner, .segment(prefix, "b\(b)."), branch, groups: groups)
        case .forEach(let items):
            slots.reserveCapacity(slots.count + items.count)
            seen.reserveCapacity(seen.count + items.count)
            for item in items {
                var row = identity
                row.append(.row(item.id))
                let (key, unique) = deduplicated(.row(prefix, item.id), row)
                slots.append(LazySlot(key: key, identity: unique, content: .item(item)))
            }
        }
    }

    private mutating func deduplicated(_ key: KeyText, _ identity: ChildIdentity) -> (KeyText, ChildIdentity) {
        let n = seen[identity, default: 0]
        seen[identity] = n + 1
        guard n > 0 else { return (key, identity) }
        var unique = identity
        unique.append(.duplicate(n))
        return (.segment(key, "~\(n)"), unique)
    }
}
