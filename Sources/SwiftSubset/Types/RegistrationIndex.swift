import Synchronization

/// A library type's registrations (`TypeInfo.deferNative`) grouped by the
/// name each one touches: where, in the order they were registered, the
/// changes of each name are.
///
/// Every session registers the same library in the same order, so a
/// type's registrations are the same names in every session: the grouping
/// is made once per process (hashing each name), by the first session that
/// reads a name the type registered (`TypeInfo.groupRegistered`), and kept,
/// immutable, under the type's name (`shared`). A session whose type registered exactly
/// those names (compared one by one, without hashing) takes the grouping
/// as it is, and reads a name's changes with one lookup, rather than
/// hashing all of them or scanning them for the name. Only the grouping
/// is shared: the changes themselves, and the tables they make, are the
/// session's own.
final class RegistrationIndex: Sendable {
    /// How many registrations it covers: the first `count` of a type's.
    var count: Int { names.count }
    /// Each registration's name or spec, and whether it is a spec and a
    /// static member's (`PendingChange`), in the order registered.
    private let names: [String]
    private let flags: [UInt8]
    /// The registrations touching one name: the name's number among the
    /// names grouped (`slot`, in the order each first registered), and
    /// their places in the order registered.
    struct Group {
        let slot: Int
        var positions: [Int]
    }
    /// Each name's group.
    let groups: [NativeKey: Group]
    /// The names grouped, by slot: a session keeps which names it has taken
    /// (`TypeInfo.take`) as one flag per slot, not as a set it hashes into.
    let keys: [NativeKey]

    private init(_ changes: [PendingChange]) {
        names = changes.map(\.name)
        flags = changes.map(Self.flags)
        var groups: [NativeKey: Group] = [:]
        var keys: [NativeKey] = []
        groups.reserveCapacity(changes.count)
        for (i, change) in changes.enumerated() {
            let key = change.key
            if groups[key]?.positions.append(i) == nil {
                groups[key] = Group(slot: keys.count, positions: [i])
                keys.append(key)
            }
        }
        self.groups = groups
        self.keys = keys
    }

    private static func flags(_ change: PendingChange) -> UInt8 {
        (change.isSpec ? 1 : 0) | (change.isStatic ? 2 : 0)
    }

    /// Whether it groups exactly `changes`: the same names, specs and
    /// statics in the same order.
    private func groups(_ changes: [PendingChange]) -> Bool {
        guard changes.count == names.count else { return false }
        for i in changes.indices where changes[i].name != names[i] || Self.flags(changes[i]) != flags[i] {
            return false
        }
        return true
    }

    /// The groupings made so far in this process, by type name (several
    /// library types share a name, and a session without SwiftUI registers
    /// fewer members on some types; a type read in the middle of an install
    /// is grouped as it was then).
    private static let shared = Mutex<[String: [RegistrationIndex]]>([:])
    /// Groupings kept per type name, the newest replacing the oldest.
    private static let kept = 8

    /// The grouping made earlier in the process of exactly `changes`,
    /// registered on a type called `typeName`, if there is one.
    static func made(for changes: [PendingChange], typeName: String) -> RegistrationIndex? {
        let candidates = shared.withLock { $0[typeName] ?? [] }
        return candidates.last { $0.groups(changes) }
    }

    /// A new grouping of `changes`, registered on a type called
    /// `typeName`, kept for the sessions after this one.
    static func make(_ changes: [PendingChange], typeName: String) -> RegistrationIndex {
        let made = RegistrationIndex(changes)
        shared.withLock { table in
            var list = table[typeName] ?? []
            if list.count >= kept { list.removeFirst() }
            list.append(made)
            table[typeName] = list
        }
        return made
    }
}
