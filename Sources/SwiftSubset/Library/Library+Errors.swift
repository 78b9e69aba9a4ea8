/// `Error.localizedDescription`: a `LocalizedError`'s `errorDescription`
/// when it gives one, else Foundation's generic sentence naming the type
/// and the error code (an enum's case number, payload cases first, as
/// Swift numbers them; 1 for other types). `LocalizedError`'s other
/// requirements default to nil. All of it is Foundation's: without
/// `import Foundation` an error has no `localizedDescription`.
extension Library {
    func installErrors() {
        guard let error = types["Error"], let localized = types["LocalizedError"] else { return }
        property(error, "localizedDescription", .string) { rt, v, at throws(Unwind) in
            if let e = v.nativeObject as? NSErrorValue { return .string(e.localizedDescription) }
            if let e = v.nativeObject as? URLErrorValue { return .string(e.localizedDescription) }
            let type = rt.library.typeOf(v)
            if type.conforms(to: "LocalizedError"), let member = rt.library.lookupMember(type, "errorDescription"),
               case .some(let text) = Value.wrapOptional(try rt.readMember(v, member, "errorDescription", at: at)) {
                return .string(try Library.string(text, at))
            }
            let name = Library.qualifiedPath(type) + type.name
            return .string("The operation could not be completed. (\(name) error \(Library.errorCode(v)).)")
        }
        for name in ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"] {
            property(localized, name, .optional(.string)) { _, _, _ throws(Unwind) in .none }
        }
    }

    /// The code Swift gives an error value: an enum case's tag (cases with
    /// associated values are numbered before those without).
    static func errorCode(_ value: Value) -> Int {
        guard case .enumeration(let e) = value else { return 1 }
        let cases = e.type.cases
        let withPayload = cases.indices.filter { !(cases[$0].labels ?? []).isEmpty || !cases[$0].payloadTypes.isEmpty }
        let without = cases.indices.filter { !withPayload.contains($0) }
        return (withPayload + without).firstIndex(of: e.caseIndex) ?? 1
    }
}
