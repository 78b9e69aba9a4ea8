import SwiftSubset

/// `.onSubmit(of: .text) { … }` — run by `:submit` when a text field (or,
/// with `.search`, a `.searchable` field) inside the view is submitted —
/// and `.submitScope()`, which keeps submissions from inside from reaching
/// the actions above it.
extension Library {
    func installSubmit() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        let triggers = TypeInfo(name: "SubmitTriggers", kind: .builtin)
        addType(triggers)
        nativeTypes["SubmitTriggers"] = triggers
        for name in ["text", "search"] {
            staticProperty(triggers, name, .nominal(triggers, [])) { _, _, _ throws(Unwind) in .native(TokenValue("." + name)) }
        }
        /// `.text`, `.search`, or a set of them (`[.text, .search]`).
        func triggerNames(_ value: Value) -> Set<String> {
            if value.isVoidValue { return ["text"] }
            if case .array(let items) = value { return items.reduce(into: Set<String>()) { $0.formUnion(triggerNames($1)) } }
            if case .set(let items) = value { return items.elements.reduce(into: Set<String>()) { $0.formUnion(triggerNames($1)) } }
            if let token = value.nativeObject as? TokenValue { return [String(token.description.drop { $0 == "." })] }
            return ["text"]
        }
        method(view, "onSubmit(of?:_:)", result, types: [.nominal(triggers, [])]) { _, base, args, at throws(Unwind) in
            let modifier = ModifierValue(.onSubmit(triggers: triggerNames(args[0]), action: try Library.function(args[1], at)),
                                         name: "onSubmit", at: at)
            return .native(ViewValue(.modified(base: base, modifier: modifier)))
        }
        method(view, "submitScope(_?:)", result, types: [.bool]) { _, base, args, at throws(Unwind) in
            let modifier = ModifierValue(.submitScope(args.first?.asBool ?? true), name: "submitScope", at: at)
            return .native(ViewValue(.modified(base: base, modifier: modifier)))
        }
    }
}
