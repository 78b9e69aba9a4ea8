/// A lazy container's rows, as its content last gave them, and which of
/// them are in view.
///
/// SwiftUI reads every `ForEach` id of a `List` or a lazy stack, but calls
/// the row closure for, installs and shows only the rows in or near the
/// visible area. The window keeps the rows as they came — a `ForEach`'s
/// elements as one run of ids and row builders (`Segment`), not one
/// record each — and builds a row when it comes into view; the row keeps
/// its node (identity and storage) when it leaves (`ViewNode.isScrolledOff`).
/// The window is anchored by index, as a scroll view keeps its content
/// offset: rows inserted or deleted above it shift what is in view.
///
/// Reading the content whole costs one pass over the ids, each hashed
/// once (by the host, `ForEachItem.idHash`) into `index`; reading a
/// `ForEach` changed in one place costs the rows changed (`readChange`).
final class ScrollWindow {
    /// The content's `Section`s and `Group`s, which rows refer to.
    private(set) var groups: [LazySlot] = []
    /// The rows, in runs, in order: a group's rows in its place (after its header).
    private var segments: [Segment] = []
    /// How many rows there are, headers included.
    private(set) var count = 0
    /// Where each row is, by its key's hash (`row(_:)`): the first row of
    /// each hash; two keys of one hash are told apart by the rows themselves.
    private var index = RowIndex()
    /// The rows whose key repeats an earlier row's: which repetition each is.
    private var duplicates: [Int: Int] = [:]
    /// Ids a `ForEach` gave more than one row, found by the last whole
    /// read, once each.
    private(set) var duplicateIDs: [AnyHashable] = []
    /// Groups' keys, which no row may take.
    private var groupKeys: Set<RowKey> = []

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
    var extents: [RowKey: Double] = [:]

    /// A run of rows: one view written in the container, a group's header,
    /// or the elements of one `ForEach`.
    private struct Segment {
        enum Content {
            case view(ViewSpec)
            case header
            case items([ViewElement.ForEachItem])
            case list(LazyRowList)
        }
        let prefix: KeyText
        /// The view's identity, or the `ForEach`'s (its items add their ids).
        let base: ChildIdentity
        let content: Content
        let group: Int?
        let start: Int

        var count: Int {
            switch content {
            case .items(let items): return items.count
            case .list(let list): return list.count
            case .view, .header: return 1
            }
        }
    }

    // MARK: - Reading the content

    /// Reads the rows of `content`, a lazy container's, without building
    /// any `ForEach` row: each group's header (a list leaves a gap before
    /// each section; another container has a header only for a titled
    /// section) and rows in its place. The identities are the ones
    /// `ChildEntries` gives; a row whose identity is already taken is the
    /// n-th duplicate of it.
    func read(_ content: ViewElement, headers: (ViewSpec) -> Bool) {
        if !segments.isEmpty, readChange(content, headers: headers) {
            assert(agreesWithReading(content, headers: headers), "a lazy container's rows, re-indexed after a change, disagree with reading them whole")
            return
        }
        groups = []
        groupKeys = []
        segments = []
        wholeReads += 1
        index = RowIndex(capacity: content.rowCountHint)
        duplicates = [:]
        duplicateIDs = []
        count = 0
        read(content, .start(""), ChildIdentity(), group: nil, headers: headers)
    }

    private func read(_ element: ViewElement, _ prefix: KeyText, _ identity: ChildIdentity, group: Int?,
                      headers: (ViewSpec) -> Bool) {
        switch element {
        case .empty:
            break
        case .view(let spec):
            let (key, full) = ChildEntries.viewIdentity(spec, prefix, identity)
            guard group == nil, spec.primitive?.groupsRows == true else {
                append(Segment(prefix: key, base: full, content: .view(spec), group: group, start: count))
                return
            }
            var slot = LazySlot(prefix: key, base: full, content: .group(spec))
            while (!collecting && row(slot.key) != nil) || groupKeys.contains(slot.key) { slot = slot.nextDuplicate }
            groupKeys.insert(slot.key)
            groups.append(slot)
            let number = groups.count - 1
            let groupIdentity = slot.identity
            if headers(spec) {
                var header = groupIdentity
                header.append(.name("header"))
                append(Segment(prefix: key, base: header, content: .header, group: number, start: count))
            }
            read(spec.primitive?.content ?? .empty, .start(""), groupIdentity, group: number, headers: headers)
        case .sequence(let items):
            for (i, item) in items.enumerated() {
                var inner = identity
                inner.append(.statement(i))
                read(item, .segment(prefix, "\(i)."), inner, group: group, headers: headers)
            }
        case .branch(let b, let inner):
            var branch = identity
            branch.append(.branch(b))
            read(inner, .segment(prefix, "b\(b)."), branch, group: group, headers: headers)
        case .forEach(let items):
            append(Segment(prefix: prefix, base: identity, content: .items(items), group: group, start: count))
        case .lazyForEach(let list):
            append(Segment(prefix: prefix, base: identity, content: .list(list), group: group, start: count))
        }
    }

    /// Adds a run of rows, indexing each row's key (and numbering the
    /// duplicates of keys taken before).
    private func append(_ segment: Segment) {
        segments.append(segment)
        if collecting {
            count += segment.count
            return
        }
        let baseHash = segment.base.hashValue
        let idHash: (Int) -> Int
        switch segment.content {
        case .items(let items): idHash = { items[$0].idHash }
        case .list(let list): idHash = list.idHash(at:)
        case .view, .header: idHash = { _ in 0 }
        }
        for offset in 0..<segment.count {
            let at = segment.start + offset
            let hash = RowKey.mix(base: baseHash, id: idHash(offset), duplicate: 0)
            // The common case, a key no row had: one look-up, which indexes it.
            if index.insert(at, hash: hash) != nil {
                number(at, in: segment, offset: offset)
            } else if !groupKeys.isEmpty, groupKeys.contains(key(of: segment, offset: offset, duplicate: 0)) {
                // A group's key: the row is its first repetition.
                number(at, in: segment, offset: offset)
            }
            count += 1
        }
    }

    /// Row `at`'s key was taken before (or its hash was): it is the first
    /// repetition of its key not taken yet (the 0th if its key only shared
    /// a hash).
    private func number(_ at: Int, in segment: Segment, offset: Int) {
        var n = 0
        var key = self.key(of: segment, offset: offset, duplicate: 0)
        // Row `at` itself may be indexed under its first key already.
        while (row(key).map { $0 != at } ?? false) || groupKeys.contains(key) {
            n += 1
            key = self.key(of: segment, offset: offset, duplicate: n)
        }
        if n > 0 {
            duplicates[at] = n
            let id: AnyHashable? = switch segment.content {
            case .items(let items): items[offset].id
            case .list(let list): list.id(at: offset)
            case .view, .header: nil
            }
            if let id, !duplicateIDs.contains(id) { duplicateIDs.append(id) }
        }
        _ = index.insert(at, hash: key.hash)
    }

    /// How many times the content was read whole, every row indexed
    /// (tests check that a change was not).
    private(set) var wholeReads = 0

    /// Whether `read` only collects the runs of rows, indexing none.
    private var collecting = false

    /// Reads `content` as a change of the content read before, if it is
    /// one: the same runs of rows, each `ForEach`'s ids its earlier ids
    /// but for one place where rows went or came (`LazyRowList.ids(since:)`,
    /// which the host knows from the ids it kept). Then only that is
    /// indexed (`RowIndex.record`): a delete or insert in a long list costs
    /// the rows changed and the runs, not the rows. Returns false when it
    /// is not such a change, or when a new row's key may be taken (a
    /// duplicate id, or one only sharing a hash): the content is read whole.
    private func readChange(_ content: ViewElement, headers: (ViewSpec) -> Bool) -> Bool {
        guard duplicates.isEmpty, index.edits.count < RowIndex.maximumEdits else { return false }
        let earlier = (segments: segments, groups: groups, groupKeys: groupKeys, count: count)
        segments = []
        groups = []
        groupKeys = []
        count = 0
        collecting = true
        read(content, .start(""), ChildIdentity(), group: nil, headers: headers)
        collecting = false
        var changes: [(segment: Segment, list: LazyRowList, head: Int, removed: Int, inserted: Int)] = []
        var same = segments.count == earlier.segments.count && groups.map(\.key) == earlier.groups.map(\.key)
        for (new, old) in zip(segments, earlier.segments) where same {
            guard new.base == old.base, new.group == old.group else {
                same = false
                break
            }
            switch (new.content, old.content) {
            case (.view, .view), (.header, .header):
                continue
            case (.list(let list), .list(let before)):
                guard let kept = list === before ? (list.count, 0) : list.ids(since: before), kept.head + kept.tail <= Swift.min(list.count, before.count) else {
                    same = false
                    break
                }
                let removed = before.count - kept.head - kept.tail, inserted = list.count - kept.head - kept.tail
                if removed > 0 || inserted > 0 { changes.append((new, list, kept.head, removed, inserted)) }
            default:
                same = false
            }
        }
        guard same, index.edits.count + changes.count <= RowIndex.maximumEdits else {
            (segments, groups, groupKeys, count) = earlier
            return false
        }
        // From here a failure leaves the index half changed: the content
        // is then read whole, which builds it anew.
        for change in changes {
            let start = change.segment.start
            index.record(RowIndex.Edit(at: start + change.head, removed: change.removed, inserted: change.inserted))
            let baseHash = change.segment.base.hashValue
            for offset in change.head..<(change.head + change.inserted) {
                let hash = RowKey.mix(base: baseHash, id: change.list.idHash(at: offset), duplicate: 0)
                guard index[hash] == nil else { return false }
                if !groupKeys.isEmpty, groupKeys.contains(key(of: change.segment, offset: offset, duplicate: 0)) { return false }
                index.add(start + offset, hash: hash)
            }
        }
        return true
    }

    /// Whether reading `content` whole gives the rows this window has, at
    /// the same places (debug builds check each change read so).
    private func agreesWithReading(_ content: ViewElement, headers: (ViewSpec) -> Bool) -> Bool {
        let whole = ScrollWindow()
        whole.read(content, headers: headers)
        guard whole.count == count, whole.groups.map(\.key) == groups.map(\.key) else { return false }
        return (0..<count).allSatisfy { at in
            let key = whole.row(at: at).slot.key
            return row(at: at).slot.key == key && row(key) == at && whole.row(key) == at
        }
    }

    private func key(of segment: Segment, offset: Int, duplicate: Int) -> RowKey {
        switch segment.content {
        case .items(let items):
            return RowKey(base: segment.base, id: items[offset].id, idHash: items[offset].idHash, duplicate: duplicate)
        case .list(let list):
            return RowKey(base: segment.base, id: list.id(at: offset), idHash: list.idHash(at: offset), duplicate: duplicate)
        case .view, .header:
            return RowKey(base: segment.base, id: nil, idHash: 0, duplicate: duplicate)
        }
    }

    // MARK: - Reading the rows

    /// The run that holds row `at`.
    private func segment(holding at: Int) -> Segment {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= at { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }

    /// Row `at`: its key, what it is and which group it is in.
    func row(at: Int) -> LazyRow {
        let segment = segment(holding: at)
        let offset = at - segment.start
        let key = self.key(of: segment, offset: offset, duplicate: duplicates[at] ?? 0)
        let content: LazySlot.Content
        switch segment.content {
        case .view(let spec): content = .view(spec)
        case .header: content = .header
        case .items(let items): content = .item(items[offset])
        case .list(let list):
            content = .item(ViewElement.ForEachItem(id: key.id ?? AnyHashable(offset), idHash: list.idHash(at: offset), source: list,
                                                    index: offset))
        }
        return LazyRow(slot: LazySlot(key: key, prefix: segment.prefix, content: content), group: segment.group)
    }

    func isHeader(_ at: Int) -> Bool {
        if case .header = segment(holding: at).content { return true }
        return false
    }

    func group(of at: Int) -> Int? { segment(holding: at).group }

    /// Where group `number`'s rows (its header first) start.
    func start(ofGroup number: Int) -> Int? {
        segments.first { $0.group == number }?.start
    }

    /// The index of the row whose key is `key`, if there is one.
    func row(_ key: RowKey) -> Int? {
        guard let at = index[key.hash] else { return nil }
        if row(at: at).slot.key == key { return at }
        // Another key of the same hash (rare): look through the rows.
        return (0..<count).first { row(at: $0).slot.key == key }
    }

    /// Whether `key` is a row's or a group's.
    func contains(_ key: RowKey) -> Bool { row(key) != nil || groupKeys.contains(key) }

    /// The rows (headers aside) before `at`.
    func rowsBefore(_ at: Int) -> Int {
        var headers = 0
        for segment in segments where segment.start < at {
            if case .header = segment.content { headers += 1 }
        }
        return Swift.min(at, count) - headers
    }

    /// The rows, headers aside.
    var rowCount: Int { rowsBefore(count) }
    /// The rows not in view, above (or before) the window and below it.
    var rowsBefore: Int { rowsBefore(first) }
    var rowsAfter: Int { rowCount - rowsBefore(end) }

    /// The offset of the `ForEach` element whose row is `key` among that
    /// `ForEach`'s elements (its rows are the items with the same base).
    /// How many rows the `ForEach` of row `key` has.
    func itemCount(ofItem key: RowKey) -> Int? {
        guard let at = row(key) else { return nil }
        let segment = segment(holding: at)
        switch segment.content {
        case .items, .list: return segment.count
        case .view, .header: return nil
        }
    }

    func offset(ofItem key: RowKey) -> Int? {
        guard let at = row(key) else { return nil }
        let segment = segment(holding: at)
        switch segment.content {
        case .items, .list: return at - segment.start
        case .view, .header: return nil
        }
    }
}

/// A row of a lazy container, as the nodes built for it remember it: the
/// identity of the view it is (or of its `ForEach`, with the element's id),
/// and which duplicate of that it is. Making one builds nothing.
struct RowKey: Hashable {
    let base: ChildIdentity
    let id: AnyHashable?
    let duplicate: Int
    /// Of all three, made once: looking a key up compares it first.
    let hash: Int

    init(base: ChildIdentity, id: AnyHashable?, idHash: Int, duplicate: Int) {
        self.base = base
        self.id = id
        self.duplicate = duplicate
        hash = Self.mix(base: base.hashValue, id: idHash, duplicate: duplicate)
    }

    /// A key's hash from its parts' hashes: cheap, as every row's key is
    /// hashed each time the content is read; the dictionaries that hold
    /// keys hash this again.
    static func mix(base: Int, id: Int, duplicate: Int) -> Int {
        var h = UInt64(bitPattern: Int64(base))
        h = (h ^ UInt64(bitPattern: Int64(id))) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 29) ^ UInt64(duplicate)) &* 0xBF58_476D_1CE4_E5B9
        return Int(bitPattern: UInt(h ^ (h >> 32)))
    }

    static func == (a: RowKey, b: RowKey) -> Bool {
        a.hash == b.hash && a.duplicate == b.duplicate && a.base == b.base && a.id == b.id
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// One row of a lazy container, or a group (a `Section`) of them.
struct LazySlot {
    enum Content {
        /// A view written as it is in the container.
        case view(ViewSpec)
        /// A `ForEach` element's row, built when it comes into view.
        case item(ViewElement.ForEachItem)
        /// A `Section` or `Group`, whose rows follow it.
        case group(ViewSpec)
        /// A section's header, or the gap a section leaves before it.
        case header
    }

    let key: RowKey
    /// The key text of the view (of the `ForEach`, for an item).
    let prefix: KeyText
    let content: Content

    init(key: RowKey, prefix: KeyText, content: Content) {
        self.key = key
        self.prefix = prefix
        self.content = content
    }

    init(prefix: KeyText, base: ChildIdentity, content: Content, duplicate: Int = 0) {
        var id: AnyHashable?
        var idHash = 0
        if case .item(let item) = content {
            id = item.id
            idHash = item.idHash
        }
        self.init(key: RowKey(base: base, id: id, idHash: idHash, duplicate: duplicate), prefix: prefix, content: content)
    }

    /// The identity its nodes are matched on (`ChildEntries`'s).
    var identity: ChildIdentity {
        var identity = key.base
        if let id = key.id { identity.append(.row(id)) }
        if key.duplicate > 0 { identity.append(.duplicate(key.duplicate)) }
        return identity
    }

    /// Its key in paths: `[id].` for an item, `~n` for a duplicate.
    var keyText: KeyText {
        var text = prefix
        if let id = key.id { text = .row(prefix, id) }
        if key.duplicate > 0 { text = .segment(text, "~\(key.duplicate)") }
        return text
    }

    var nextDuplicate: LazySlot {
        LazySlot(prefix: prefix, base: key.base, content: content, duplicate: key.duplicate + 1)
    }
}

struct LazyRow {
    let slot: LazySlot
    /// The group the row is in: its index in `ScrollWindow.groups`.
    let group: Int?

    var isHeader: Bool {
        if case .header = slot.content { return true }
        return false
    }
}

extension ViewElement {
    /// About how many rows a lazy container with this content has (its
    /// groups' rows aside), to size its index once.
    fileprivate var rowCountHint: Int {
        switch self {
        case .empty: return 0
        case .view: return 1
        case .sequence(let items): return items.reduce(0) { $0 + $1.rowCountHint }
        case .branch(_, let inner): return inner.rowCountHint
        case .forEach(let items): return items.count
        case .lazyForEach(let rows): return rows.count
        }
    }
}
