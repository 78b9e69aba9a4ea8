/// Swift entries that arrived together — a block pasted at the prompt —
/// gathered into one entry, so the block runs as a file does: its types
/// are declared before its code runs, and a view may name a type declared
/// further down. Blank lines between the entries are kept, so diagnostics
/// point at the lines the learner pasted.
struct PastedBlock {
    private(set) var entry: Entry?

    var isEmpty: Bool { entry == nil }

    /// Adds a finished code entry after the ones held.
    mutating func append(_ next: Entry) {
        guard let held = entry else {
            entry = next
            return
        }
        let heldLines = held.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let gap = max(1, next.firstLine - held.firstLine - heldLines + 1)
        entry = Entry(kind: .code, text: held.text + String(repeating: "\n", count: gap) + next.text,
                      firstLine: held.firstLine)
    }

    /// The gathered entry, emptying the block.
    mutating func take() -> Entry? {
        defer { entry = nil }
        return entry
    }
}
