/// Where each row of a lazy container is, by its key's hash: an open
/// addressing table of `Int` hashes, rebuilt each time the container's
/// content is read. It holds one entry per row of a list that may have
/// tens of thousands, so it is built for that: no per-entry hashing
/// beyond one multiplication (the keys are hashes already), no per-entry
/// allocation.
struct RowIndex {
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

    /// The first row indexed with `hash`.
    subscript(hash: Int) -> Int? {
        var at = slot(of: hash)
        while rows[at] >= 0 {
            if hashes[at] == hash { return Int(rows[at]) }
            at = (at + 1) & (rows.count - 1)
        }
        return nil
    }

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
