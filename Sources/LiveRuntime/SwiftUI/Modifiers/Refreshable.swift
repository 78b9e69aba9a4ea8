import SwiftSubset
import ViewGraph

/// `.refreshable { await model.reload() }`: `:refresh` pulls the view
/// down, and its async action starts as a task, as the refresh control
/// does (the spinner stays until the action returns).
final class RefreshControl: HostControl {
    let action: FunctionValue
    unowned let runtime: Runtime
    let label: String

    init(action: FunctionValue, runtime: Runtime, at position: SourcePosition) {
        self.action = action
        self.runtime = runtime
        self.label = "refreshable at line \(position.line)"
    }

    var commands: [String] { ["refresh"] }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        _ = runtime.spawnTask(label: label, body: action)
    }
}

/// `.searchable(text: $query, prompt: "Find")`: a search field `:type`
/// fills, named by its prompt (else "Search"), writing through the binding.
final class SearchControl: HostControl {
    let label: String
    let text: BindingValue?

    init(label: String, text: BindingValue?) {
        self.label = label
        self.text = text
    }

    var commands: [String] { ["type"] }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        try text?.setter(.string(argument ?? ""))
    }
}

extension Library {
    func installRefreshableAndSearchable() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        func modified(_ base: Value, _ control: HostControl, _ name: String, _ at: SourcePosition) -> Value {
            .native(ViewValue(.modified(base: base, modifier: ModifierValue(.control(control), name: name, at: at))))
        }
        method(view, "refreshable(action:)", result) { rt, base, args, at throws(Unwind) in
            modified(base, RefreshControl(action: try Library.function(args[0], at), runtime: rt, at: at), "refreshable", at)
        }
        for spec in ["searchable(text:placement?:prompt?:)", "searchable(text:isPresented:placement?:prompt?:)"] {
            method(view, spec, result) { rt, base, args, at throws(Unwind) in
                let prompt = args.last ?? .void
                let label = prompt.isVoidValue || prompt.isNone ? "Search" : ControlContent.text(of: prompt).isEmpty
                    ? try rt.library.describe(prompt, rt: rt, at: at) : ControlContent.text(of: prompt)
                return modified(base, SearchControl(label: label, text: args[0].nativeObject as? BindingValue), "searchable", at)
            }
        }
    }
}
