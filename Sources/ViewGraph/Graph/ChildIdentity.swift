/// A child's identity within its parent (DESIGN V4): its structural
/// position (statement, branch), its `ForEach` id and `.id(_:)` as values,
/// its type, and which duplicate of all that it is.
///
/// Reconciliation looks every child up by its identity, several times per
/// body run, so the identity keeps a hash of its parts as they are
/// appended: a lookup hashes one `Int`, and two identities are compared
/// part by part only when their hashes agree.
struct ChildIdentity: Hashable {
    /// One fact of an identity. The kinds are kept apart so that `ForEach`
    /// id 0 is not statement 0, nor an explicit id a row id.
    enum Part: Hashable {
        /// A name: the root's, a pushed screen's, a sheet's, a toolbar's,
        /// or a view's type.
        case name(String)
        case statement(Int)
        case branch(Int)
        /// A `ForEach` element id.
        case row(AnyHashable)
        /// `.id(_:)`.
        case explicitID(AnyHashable)
        /// Another value that tells identities apart (a sheet's item id).
        case value(AnyHashable)
        /// The n-th repetition of otherwise equal identities.
        case duplicate(Int)
    }

    private(set) var parts: [Part] = []
    /// A hash of `parts`, kept as they are appended.
    private var hash = 0

    /// An identity that is only a name (a pushed screen, a sheet, the root).
    init(name: String) { append(.name(name)) }

    init() {}

    mutating func append(_ part: Part) {
        parts.append(part)
        var hasher = Hasher()
        hasher.combine(hash)
        hasher.combine(part)
        hash = hasher.finalize()
    }

    /// The parts before the last `ForEach` id: what rows of one `ForEach` share.
    var rowPrefix: ArraySlice<Part> {
        guard let last = parts.lastIndex(where: { if case .row = $0 { return true } else { return false } }) else { return parts[...] }
        return parts[..<last]
    }

    static func == (a: ChildIdentity, b: ChildIdentity) -> Bool {
        a.hash == b.hash && a.parts == b.parts
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
