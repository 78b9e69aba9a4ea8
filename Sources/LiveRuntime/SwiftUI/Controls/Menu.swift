import SwiftSubset
import ViewGraph

/// `Menu("Actions") { Button(…) … }` and `Menu { … } label: { … }`:
/// `:tap` its title opens it, its buttons are then on screen, and tapping
/// one runs it and closes the menu, as on iOS. Open or closed is the
/// menu's own state, kept with its node.
final class MenuControl: ClosesAfterAction {
    let label: String

    init(label: String) { self.label = label }

    var commands: [String] { ["tap"] }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? {
        state.isExpanded == true ? nil : []
    }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        state.isExpanded = !(state.isExpanded ?? false)
    }
}

/// `DisclosureGroup("Details") { … }`, with or without `isExpanded:`:
/// `:tap` its title expands or collapses it. Collapsed, its content stays
/// installed but off screen (it disappears, and appears again when
/// expanded); `isExpanded` is written through its binding when it has one.
final class DisclosureGroupControl: HostControl {
    let label: String
    let isExpanded: BindingValue?

    init(label: String, isExpanded: BindingValue?) {
        self.label = label
        self.isExpanded = isExpanded
    }

    var commands: [String] { ["tap"] }
    var choices: [String] { [] }

    func expanded(_ state: ControlState) -> Bool {
        if let isExpanded, let value = try? isExpanded.getter() { return value.unwrappedIfOptional.asBool ?? false }
        return state.isExpanded ?? false
    }

    /// Child 0 is the label, child 1 the content.
    func shownChildren(count: Int, state: ControlState) -> Set<Int>? {
        expanded(state) ? nil : [0]
    }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        let next = !expanded(state)
        state.isExpanded = next
        try isExpanded?.setter(.bool(next))
    }
}

extension Library {
    func installMenuAndDisclosureGroup() {
        let menu = swiftUIViewType("Menu")
        func makeMenu(_ rt: Runtime, title: String, content: Value, at: SourcePosition) throws(Unwind) -> Value {
            let items = try rt.call(try Library.function(content, at), [], at: at)
            return ViewValue.primitive("Menu", .control(MenuControl(label: title)), content: items, summary: title)
        }
        staticMethod(menu, "init(_:^content:)", .nominal(menu, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeMenu(rt, title: try rt.library.describe(args[0], rt: rt, at: at), content: args[1], at: at)
        }
        staticMethod(menu, "init(_:systemImage:^content:)", .nominal(menu, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeMenu(rt, title: try rt.library.describe(args[0], rt: rt, at: at), content: args[2], at: at)
        }
        staticMethod(menu, "init(^content:^label:)", .nominal(menu, [])) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[1], at), [], at: at)
            return try makeMenu(rt, title: ControlContent.text(of: label), content: args[0], at: at)
        }

        let group = swiftUIViewType("DisclosureGroup")
        func makeGroup(_ rt: Runtime, label: Value, isExpanded: Value, content: Value, at: SourcePosition) throws(Unwind) -> Value {
            let title = ControlContent.text(of: label)
            let inner = try rt.call(try Library.function(content, at), [], at: at)
            let expanded = isExpanded.nativeObject as? BindingValue
            // Not read here: the group reads its binding itself
            // (`GraphHost.watch`), so a program that expands it updates
            // what it shows (and what appears) without running this body.
            let control = DisclosureGroupControl(label: title, isExpanded: expanded)
            return ViewValue.primitive("DisclosureGroup", .control(control),
                                       content: .native(ViewListValue([.expression(label),
                                                                       .expression(ViewValue.primitive("Group", content: inner))])),
                                       summary: title)
        }
        func text(_ rt: Runtime, _ v: Value, _ at: SourcePosition) throws(Unwind) -> Value {
            let s = try rt.library.describe(v, rt: rt, at: at)
            return ViewValue.primitive("Text", .text(s), summary: s)
        }
        staticMethod(group, "init(_:^content:)", .nominal(group, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeGroup(rt, label: try text(rt, args[0], at), isExpanded: .void, content: args[1], at: at)
        }
        staticMethod(group, "init(_:isExpanded:^content:)", .nominal(group, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeGroup(rt, label: try text(rt, args[0], at), isExpanded: args[1], content: args[2], at: at)
        }
        staticMethod(group, "init(^content:^label:)", .nominal(group, [])) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[1], at), [], at: at)
            return try makeGroup(rt, label: label, isExpanded: .void, content: args[0], at: at)
        }
        staticMethod(group, "init(isExpanded:^content:^label:)", .nominal(group, [])) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[2], at), [], at: at)
            return try makeGroup(rt, label: label, isExpanded: args[0], content: args[1], at: at)
        }
    }
}
