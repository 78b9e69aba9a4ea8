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
