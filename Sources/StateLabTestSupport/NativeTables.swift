import SwiftSubset

/// Compares two fresh sessions' library member tables, built two ways:
/// in `whole`, every pending registration of every type made at once (the
/// tables eager registration made); in `byName`, each name read on its own,
/// in reverse order, statics first (as a program's lookups settle them,
/// `TypeInfo.deferNative`). Returns how many names were compared and a line
/// for each name whose overloads differ (kind, module, signature, and
/// which of a member's optional parts it has).
public func compareNativeTablesWholeAndByName(whole: Interpreter, byName: Interpreter) -> (names: Int, differences: [String]) {
    /// Each type under the first path that reaches it: its name in the
    /// library's tables, then nested types' names (several library types
    /// share a name, `FormatStyle`, and one type has several names).
    func libraryTypes(_ interpreter: Interpreter) -> [String: TypeInfo] {
        let library = interpreter.runtime.library
        var result: [String: TypeInfo] = [:]
        var seen: Set<ObjectIdentifier> = []
        var queue = library.types.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + library.nativeTypes.sorted { $0.key < $1.key }.map { ("native " + $0.key, $0.value) }
        var next = 0
        while next < queue.count {
            let (path, type) = queue[next]
            next += 1
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            result[path] = type
            queue += type.nestedTypes.sorted { $0.key < $1.key }.map { (path + "." + $0.key, $0.value) }
        }
        return result
    }
    func describe(_ members: [NativeMember]?) -> [String] {
        (members ?? []).map { m in
            let kind: String
            switch m.body {
            case .property: kind = "property"
            default: kind = "method"
            }
            return "\(kind) \(m.module ?? "-") \(m.signature.map { "\($0)" } ?? "-") "
                + "\(m.resultFromArguments != nil) \(m.specialized != nil) \(m.acceptsAnyArguments) \(m.genericResult?.parameter ?? "-")"
        }
    }
    let wholeTypes = libraryTypes(whole), byNameTypes = libraryTypes(byName)
    var differences: [String] = []
    let onlyInOne = Set(wholeTypes.keys).symmetricDifference(byNameTypes.keys)
    if !onlyInOne.isEmpty { differences.append("types in one library only: \(onlyInOne.sorted())") }
    var names = 0
    for (key, type) in wholeTypes.sorted(by: { $0.key < $1.key }) {
        type.settleAllNatives()
        guard let other = byNameTypes[key] else { continue }
        let settled = type.settledNativeMemberNames
        for name in settled.statics.sorted().reversed()
        where describe(other.nativeStaticMembers[name]) != describe(type.nativeStaticMembers[name]) {
            differences.append("static \(key).\(name)")
        }
        for name in settled.instance.sorted().reversed() {
            names += 1
            if describe(other.nativeMembers[name]) != describe(type.nativeMembers[name]) { differences.append("\(key).\(name)") }
        }
        // Nothing the whole tables lack appears by name.
        other.settleAllNatives()
        if other.settledNativeMemberNames != settled { differences.append("\(key): other names") }
    }
    return (names, differences)
}
