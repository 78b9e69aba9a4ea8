/// Where each row of a lazy container is, by its key's hash: an open
/// addressing table of `Int` hashes, built when the container's content
/// is read whole. It holds one entry per row of a list that may have
/// tens of thousands, so it is built for that: no per-entry hashing
/// beyond one multiplication (the keys are hashes already), no per-entry
/// allocation.
///
/// When a `ForEach`'s ids change in one place (rows deleted or inserted),
/// the table is not rebuilt: the change is recorded (`record(_:)`) and the
/// new rows indexed beside it (`add(_:hash:)`); a row found in the table
/// is moved past the changes since, on each look-up. Each look-up costs
/// the changes recorded, so after `maximumEdits` of them the content is
/// read whole again.
struct RowIndex {
    /// Rows `at..<at + removed` went and `inserted` rows took their place;
    /// the rows after them moved by the difference.
    struct Edit {
        let at: Int
        let removed: Int
        let inserted: Int
    }

    static let maximumEdits = 64

    private(set) var edits: [Edit] = []
    /// Rows inserted by an edit: where, just after edit `edit` (an index
    /// into `edits`).
    private var added: [Int: (row: Int, edit: Int)] = [:]

    private var hashes: [Int] = []
    /// The row of each slot; -1 for an empty slot.
    private var rows: [Int32] = []
    private var shift = 64

    /// An empty index with room for `count` rows.
    init(capacity count: Int = 0) {
        var size = 8
        while size < 2 * count { size *= 2 }
        hashes = Array(repeating: 0, count: size)
        rows = Array(repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
    }

    private func slot(of hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The first row indexed with `hash`, where it is now.
    subscript(hash: Int) -> Int? {
        if !added.isEmpty, let entry = added[hash], let row = moved(entry.row, from: entry.edit + 1) { return row }
        var at = slot(of: hash)
        while rows[at] >= 0 {
            if hashes[at] == hash { return edits.isEmpty ? Int(rows[at]) : moved(Int(rows[at]), from: 0) }
            at = (at + 1) & (rows.count - 1)
        }
        return nil
    }

    /// Where row `row` is after the edits from `first` on; nil if one of
    /// them removed it.
    private func moved(_ row: Int, from first: Int) -> Int? {
        var row = row
        for edit in edits[first...] {
            if row >= edit.at + edit.removed {
                row += edit.inserted - edit.removed
            } else if row >= edit.at {
                return nil
            }
        }
        return row
    }

    /// Rows changed in one place; the rows inserted are added next.
    mutating func record(_ edit: Edit) { edits.append(edit) }

    /// Indexes `row`, which the last edit inserted, under `hash` (which no
    /// row has now).
    mutating func add(_ row: Int, hash: Int) { added[hash] = (row, edits.count - 1) }

    /// Indexes `row` under `hash` unless a row is indexed so already;
    /// returns that earlier row, if any.
    mutating func insert(_ row: Int, hash: Int) -> Int? {
        if 2 * (count + 1) > rows.count { grow() }
        var at = slot(of: hash)
        while rows[at] >= 0 {
            if hashes[at] == hash { return Int(rows[at]) }
            at = (at + 1) & (rows.count - 1)
        }
        hashes[at] = hash
        rows[at] = Int32(truncatingIfNeeded: row)
        count += 1
        return nil
    }

    private(set) var count = 0

    private mutating func grow() {
        let old = (hashes, rows)
        self = RowIndex(capacity: rows.count)
        for (hash, row) in zip(old.0, old.1) where row >= 0 { _ = insert(Int(row), hash: hash) }
    }
}
