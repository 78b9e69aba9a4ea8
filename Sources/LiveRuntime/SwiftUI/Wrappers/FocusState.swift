import SwiftSubset
import ViewGraph

/// `@FocusState var focused: Bool` / `@FocusState var field: Field?` and
/// `.focused($focused)` / `.focused($field, equals: .name)`: the value is
/// view state (kept like `@State`); typing into a field (`:type`) focuses
/// it first, so the value becomes true (or the field's value) and a field
/// focused before loses focus; the program may also set it.
final class FocusControl: HostControl {
    let binding: BindingValue?
    /// `equals:`'s value; nil for the Bool form.
    let value: Value?

    init(binding: BindingValue?, value: Value?) {
        self.binding = binding
        self.value = value
    }

    var commands: [String] { ["focus"] }
    var label: String { "" }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    /// `focus`: this field takes focus. `unfocus`: another field took it.
    /// `resign`: this field gives up focus (Return was pressed in it).
    func act(_ command: String, argument: String?, state: ControlState) throws {
        guard let binding else { return }
        if command == "resign" {
            let current = try binding.getter()
            if let value {
                if current.unwrappedIfOptional.isIdentical(to: value) { try binding.setter(.none) }
            } else if current.asBool == true {
                try binding.setter(.bool(false))
            }
            return
        }
        if command == "focus" {
            // `.focused($field, equals: .email)` needs a `FocusState<Field?>`:
            // the field's value is stored as the optional it is.
            try binding.setter(value.map(Value.wrapOptional) ?? .bool(true))
        } else if value == nil, (try binding.getter()).unwrappedIfOptional.asBool == true {
            try binding.setter(.bool(false))
        }
    }
}

extension Library {
    func installFocusState() {
        let focusState = TypeInfo(name: "FocusState", kind: .builtin)
        addType(focusState)
        nativeTypes["FocusState"] = focusState
        // Kept as view state: a `@State` box, false (or nil) at first.
        staticProperty(focusState, "_optionalStartsAtNil", .bool) { _, _, _ throws(Unwind) in .bool(true) }
        staticMethod(focusState, "init()") { _, _, _, _ throws(Unwind) in .native(StateBox(initialValue: .bool(false))) }
        staticMethod(focusState, "init(wrappedValue:)") { _, _, args, _ throws(Unwind) in .native(StateBox(initialValue: args[0])) }
        if let state = types["State"] {
            // State's members, as State has them when FocusState is first used.
            onFirstUse(of: focusState) { focusState in
                focusState.nativeMembers["wrappedValue"] = state.nativeMembers["wrappedValue"]
                focusState.nativeMembers["projectedValue"] = state.nativeMembers["projectedValue"]
            }
        }
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        func focused(_ base: Value, _ binding: Value, _ value: Value?, _ at: SourcePosition) -> Value {
            let control = FocusControl(binding: binding.nativeObject as? BindingValue, value: value)
            return .native(ViewValue(.modified(base: base, modifier: ModifierValue(.control(control), name: "focused", at: at))))
        }
        method(view, "focused(_:)", result) { _, base, args, at throws(Unwind) in focused(base, args[0], nil, at) }
        method(view, "focused(_:equals:)", result) { _, base, args, at throws(Unwind) in focused(base, args[0], args[1], at) }
    }
}
