/// A call of a library method that throws, not covered by a `try`:
/// `JSONDecoder().decode(…)`, `encoder.encode(…)`, `result.get()`,
/// `Task.sleep(…)`. Refused as a call of the program's own throwing
/// function is (`checkTryCovers`): "call can throw but is not marked with
/// 'try'", at the start of the call, or "… and the error is not handled"
/// where nothing catches or passes the error on. The methods are those
/// real Swift declares `throws` among the ones StateLab's library has, by
/// type and argument labels.
extension Compiler {
    static let throwingLibraryMembers: [String: Set<String>] = [
        "JSONEncoder": ["encode(_:)"],
        "JSONDecoder": ["decode(_:from:)"],
        "PropertyListEncoder": ["encode(_:)"],
        "PropertyListDecoder": ["decode(_:from:)"],
        "JSONSerialization": ["jsonObject(with:)", "jsonObject(with:options:)", "data(withJSONObject:)",
                              "data(withJSONObject:options:)"],
        "Result": ["get()"],
        "Task": ["sleep(nanoseconds:)", "sleep(for:)", "sleep(for:tolerance:)", "sleep(until:)", "sleep(until:tolerance:)",
                 "sleep(until:tolerance:clock:)", "checkCancellation()"],
        "ContinuousClock": ["sleep(for:)", "sleep(for:tolerance:)", "sleep(until:)", "sleep(until:tolerance:)"],
        "SuspendingClock": ["sleep(for:)", "sleep(for:tolerance:)", "sleep(until:)", "sleep(until:tolerance:)"],
    ]

    /// Refuses a call of one of those methods on `receiverType` (an
    /// instance, or the type itself for a static one) outside a `try`.
    func checkLibraryTryCovers(_ receiverType: StaticType, _ name: String, _ arguments: [Argument], at position: SourcePosition) {
        guard Compiler.refuses, context.tryCover == 0 else { return }
        var type = receiverType
        if case .metatype(let instance) = type { type = instance }
        guard case .nominal(let info, _) = type, info.position == nil,
              let members = Compiler.throwingLibraryMembers[info.name] else { return }
        let key = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard members.contains(key) else { return }
        requireTry(at: position)
    }
}
