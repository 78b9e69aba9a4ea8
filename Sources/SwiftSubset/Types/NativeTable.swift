/// A type's native member table (instance or static), read and changed by
/// name: each access first makes that name's pending changes
/// (`TypeInfo.deferNative`).
package struct NativeTable {
    let type: TypeInfo
    let isStatic: Bool

    package subscript(name: String) -> [NativeMember]? {
        get {
            type.settle(name, isStatic: isStatic)
            return isStatic ? type.storedNativeStaticMembers[name] : type.storedNativeMembers[name]
        }
        nonmutating _modify {
            type.settle(name, isStatic: isStatic)
            if isStatic {
                yield &type.storedNativeStaticMembers[name]
            } else {
                yield &type.storedNativeMembers[name]
            }
        }
    }

    package subscript(name: String, default value: @autoclosure () -> [NativeMember]) -> [NativeMember] {
        get { self[name] ?? value() }
        nonmutating _modify {
            type.settle(name, isStatic: isStatic)
            if isStatic {
                yield &type.storedNativeStaticMembers[name, default: value()]
            } else {
                yield &type.storedNativeMembers[name, default: value()]
            }
        }
    }
}

/// A registration's change made in place: the member added to, or the
/// members of a name edited in, the table's own array, without the copy
/// of the name's members (with every closure each holds) that reading
/// them out and writing them back made, and without the coroutine frames
/// of the subscript's `_modify` (most of a table's cost on first use was
/// these, not the members).
extension NativeTable {
    /// Adds `member` under `name`, after the members there (before them,
    /// `first`: a property is found before a method of its name).
    package func add(_ member: consuming NativeMember, to name: String, first: Bool = false) {
        type.settle(name, isStatic: isStatic)
        if isStatic {
            Self.add(member, to: name, first: first, in: &type.storedNativeStaticMembers)
        } else {
            Self.add(member, to: name, first: first, in: &type.storedNativeMembers)
        }
    }

    /// Changes the members under `name` in place, if there are any.
    package func edit(_ name: String, _ change: (inout [NativeMember]) -> Void) {
        type.settle(name, isStatic: isStatic)
        if isStatic {
            Self.edit(name, change, in: &type.storedNativeStaticMembers)
        } else {
            Self.edit(name, change, in: &type.storedNativeMembers)
        }
    }

    private static func add(_ member: consuming NativeMember, to name: String, first: Bool, in table: inout [String: [NativeMember]]) {
        guard let i = table.index(forKey: name) else {
            table[name] = [member]
            return
        }
        if first {
            table.values[i].insert(member, at: 0)
        } else {
            table.values[i].append(member)
        }
    }

    private static func edit(_ name: String, _ change: (inout [NativeMember]) -> Void, in table: inout [String: [NativeMember]]) {
        guard let i = table.index(forKey: name) else { return }
        change(&table.values[i])
    }
}

extension TypeInfo {
    /// The names of the native members settled so far (tests).
    package var settledNativeMemberNames: (instance: Set<String>, statics: Set<String>) {
        (Set(storedNativeMembers.keys), Set(storedNativeStaticMembers.keys))
    }
}
