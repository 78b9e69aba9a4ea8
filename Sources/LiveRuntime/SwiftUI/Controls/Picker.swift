import SwiftSubset
import ViewGraph

/// `Picker(title, selection: $value) { Text("A").tag(a) … }`: `:pick
/// TITLE OPTION` writes the chosen option's tag through the selection
/// binding, and the views reading the value re-render (V7). Options are
/// its content's tagged views, or a `ForEach`'s rows tagged by their ids.
final class PickerControl: HostControl {
    let label: String
    let options: [(title: String, tag: Value)]
    let selection: BindingValue?
    unowned let runtime: Runtime

    init(label: String, options: [(title: String, tag: Value)], selection: BindingValue?, runtime: Runtime) {
        self.label = label
        self.options = options
        self.selection = selection
        self.runtime = runtime
    }

    var commands: [String] { ["pick"] }
    var choices: [String] { options.map(\.title) }

    /// The title of the option the binding holds now.
    var selectedTitle: String? {
        guard let current = selection?.shownValue else { return nil }
        return options.first { $0.tag.isIdentical(to: current) }?.title
    }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }

    func problem(with command: String, argument: String?) -> ControlProblem? { choiceProblem(argument) }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        guard let index = choiceIndex(argument), let selection else { return }
        let tag = options[index].tag
        // A tag of another type than the selection's selects nothing: SwiftUI
        // only warns.
        let library = runtime.library
        let current = try selection.getter()
        if !current.isNone, library.typeName(of: current.unwrappedIfOptional) != library.typeName(of: tag.unwrappedIfOptional) {
            runtime.warn(LiveRuntimeMessages.pickerTagMismatch(library.typeName(of: tag.unwrappedIfOptional),
                                                               selection: library.typeName(of: current.unwrappedIfOptional)))
            return
        }
        try selection.setter(tag)
    }
}

extension Library {
    func installPicker() {
        let picker = swiftUIViewType("Picker")
        func make(_ rt: Runtime, title: String, selection: Value, content: Value, at: SourcePosition) throws(Unwind) -> Value {
            let built = content.isVoidValue ? Value.void : try rt.call(try Library.function(content, at), [], at: at)
            // An unlabelled picker (`Picker("", …)`) is named "Picker".
            let title = title.isEmpty ? "Picker" : title
            let control = PickerControl(label: title, options: try ControlContent.options(in: built, rt: rt),
                                        selection: selection.nativeObject as? BindingValue, runtime: rt)
            return ViewValue.primitive("Picker", .control(control), summary: title,
                                       shown: [ViewValue.shown("selection", rt) { _ in control.selectedTitle ?? "none" }])
        }
        staticMethod(picker, "init(_:selection:^content:)", .nominal(picker, [])) { rt, _, args, at throws(Unwind) in
            try make(rt, title: try rt.library.describe(args[0], rt: rt, at: at), selection: args[1], content: args[2], at: at)
        }
        staticMethod(picker, "init(selection:^content:^label:)", .nominal(picker, [])) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[2], at), [], at: at)
            return try make(rt, title: ControlContent.text(of: label), selection: args[0], content: args[1], at: at)
        }
        staticMethod(picker, "init(selection:label:^content:)", .nominal(picker, [])) { rt, _, args, at throws(Unwind) in
            try make(rt, title: ControlContent.text(of: args[1]), selection: args[0], content: args[2], at: at)
        }
    }

    /// A library view type: conforms to `View`, usable by name.
    func swiftUIViewType(_ name: String) -> TypeInfo {
        if let existing = types[name] { return existing }
        let type = TypeInfo(name: name, kind: .builtin)
        if let view = types["View"] { type.conformances = [view] }
        addType(type)
        nativeTypes[name] = type
        return type
    }
}
