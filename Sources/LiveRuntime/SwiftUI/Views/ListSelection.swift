import SwiftSubset
import ViewGraph

/// A row of `List(items, selection: $selection) { … }`: tapping it selects
/// its element's id. A single selection (`Binding<ID?>`) takes the tapped
/// row at any time, as an iPhone list does (a `NavigationSplitView`
/// sidebar's rows are selected this way); a multiple selection
/// (`Binding<Set<ID>>`) toggles the row only while the screen is in edit
/// mode (`EditButton`), as Apple's "Supporting selection in lists" says —
/// outside it the tap does nothing. The row is named by what it reads.
final class SelectableRowControl: HostControl {
    let id: Value
    let selection: BindingValue
    let editMode: EditModeStore
    unowned let runtime: Runtime

    init(id: Value, selection: BindingValue, editMode: EditModeStore, runtime: Runtime) {
        self.id = id
        self.selection = selection
        self.editMode = editMode
        self.runtime = runtime
    }

    var commands: [String] { ["tap"] }
    /// Empty: the graph names the control by its row's texts.
    var label: String { "" }
    var choices: [String] { [] }

    /// Whether the selection holds this row's id (for `:tree`).
    var isSelected: Bool {
        switch (try? selection.getter()) ?? .void {
        case .set(let set): return set.contains(id)
        case .some(let value): return value.isIdentical(to: id)
        case let value: return value.isIdentical(to: id)
        }
    }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        let current = try selection.getter()
        switch current {
        case .set(var set):
            guard editMode.isEditing else { return }
            if set.contains(id) { set.remove(id) } else { set.insert(id) }
            try selection.setter(.set(set))
        case .none, .some:
            try selection.setter(.some(id))
        default:
            try selection.setter(id)
        }
    }
}

/// A list's selection as the graph asks it: a collapsed
/// `NavigationSplitView` shows the next column while a single selection
/// holds a row, and going back from that column sets it to nil.
final class ListSelectionAdapter: HostSelection {
    let binding: BindingValue
    unowned let runtime: Runtime

    init(_ binding: BindingValue, runtime: Runtime) {
        self.binding = binding
        self.runtime = runtime
    }

    func selectsRow() throws -> Bool {
        // The graph's question: a dependency of the split view that asks
        // (`GraphHost.watch`), never of a body being built.
        switch try binding.getter() {
        case .none, .void, .set: return false
        default: return true
        }
    }

    func clear() throws {
        guard try selectsRow() else { return }
        try binding.setter(.none)
    }

    func select(_ value: HostValue) throws {
        guard let holder = value as? ValueHolder else { return }
        switch try runtime.observation.untracked(binding.getter) {
        case .none, .some: try binding.setter(.some(holder.value))
        default: try binding.setter(holder.value)
        }
    }
}

extension Library {
    /// `List(data, selection:)` and `List(data, id:, selection:)`: a list
    /// around a `ForEach` whose rows are selectable (`SelectableRowControl`).
    func installListSelection(_ views: ViewRuntime) {
        guard let list = types["List"] else { return }
        for spec in ["init(_:selection:rowContent:)", "init(_:id:selection:rowContent:)"] {
            staticMethod(list, spec, .nominal(list, []), types: Library.rowsOfElements(spec)) { [unowned views] rt, _, args, at throws(Unwind) in
                let row = try Library.function(args[args.count - 1], at)
                let idPath = args.count == 4 ? args[1].nativeObject as? KeyPathValue : nil
                guard let selection = args[args.count - 2].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.listSelectionNeedsBinding, position: at))
                }
                let editMode = views.editModeStore(for: views.buildingNode)
                let selectable = FunctionValue(.native(name: "row") { rt, rowArgs throws(Unwind) in
                    let built = try rt.call(row, rowArgs, at: at)
                    guard let element = rowArgs.first else { return built }
                    var id = element
                    if let idPath {
                        for name in idPath.names where name != "self" { id = try rt.readNamed(id, name, at: at) }
                    } else {
                        id = try rt.readNamed(element, "id", at: at)
                    }
                    let control = SelectableRowControl(id: id, selection: selection, editMode: editMode, runtime: rt)
                    return .native(ViewValue(.modified(base: built, modifier: ModifierValue(.control(control), name: "selection", at: at))))
                })
                let each = ForEachValue(data: try rt.library.elements(of: args[0], rt: rt, at: at), idPath: idPath,
                                        content: selectable, site: at)
                return ViewValue.primitive("List", .selectableList(selection: selection), content: .native(each), lazyLayout: .list)
            }
        }
        // The content form: rows written in the list's builder. A
        // `ForEach`'s rows are tagged with their ids, a row with
        // `.tag(_:)` with its tag, and each selects what it is tagged with
        // (Apple's "List" documentation); a `NavigationLink(value:)` row
        // selects its value (ViewGraph+SplitView).
        staticMethod(list, "init(selection:^content:)", .nominal(list, [])) { [unowned views] rt, _, args, at throws(Unwind) in
            guard let selection = args[0].nativeObject as? BindingValue else {
                throw .trap(Trap(message: LiveRuntimeMessages.listSelectionNeedsBinding, position: at))
            }
            let editMode = views.editModeStore(for: views.buildingNode)
            let content = try rt.call(try Library.function(args[1], at), [], at: at)
            let rows = SelectableRows(selection: selection, editMode: editMode, at: at)
            return ViewValue.primitive("List", .selectableList(selection: selection), content: try rows.tagged(content, rt: rt),
                                       lazyLayout: .list)
        }
    }
}

/// The rows of `List(selection:) { … }`, each made selectable by its tag.
private struct SelectableRows {
    let selection: BindingValue
    let editMode: EditModeStore
    let at: SourcePosition

    /// `content` with each row it holds made selectable: through the
    /// builder's statements and branches, sections, modified views and
    /// `ForEach`es, down to the rows.
    func tagged(_ content: Value, rt: Runtime) throws(Unwind) -> Value {
        guard case .native(let n) = content else { return content }
        if let list = n as? ViewListValue {
            var items: [BuilderComponent] = []
            for item in list.items {
                switch item {
                case .expression(let value): items.append(.expression(try tagged(value, rt: rt)))
                case .branch(let index, let value): items.append(.branch(index: index, try tagged(value, rt: rt)))
                case .empty: items.append(.empty)
                }
            }
            return .native(ViewListValue(items))
        }
        if let each = n as? ForEachValue {
            let row = each.content
            let at = self.at
            let idPath = each.idPath
            let selectable = FunctionValue(.native(name: "row") { rt, rowArgs throws(Unwind) in
                let built = try rt.call(row, rowArgs, at: at)
                if let tag = SelectableRows.tag(of: built) { return self.selectable(built, id: tag, rt: rt) }
                guard let element = rowArgs.first else { return built }
                var id = element
                if let idPath {
                    for name in idPath.names where name != "self" { id = try rt.readNamed(id, name, at: at) }
                } else {
                    id = try rt.readNamed(element, "id", at: at)
                }
                return self.selectable(built, id: id, rt: rt)
            })
            return .native(ForEachValue(data: each.data, idPath: each.idPath, content: selectable,
                                        constantRangeSite: each.constantRangeSite, site: each.site))
        }
        guard let view = n as? ViewValue else { return content }
        if let tag = SelectableRows.tag(of: content) { return selectable(content, id: tag, rt: rt) }
        switch view.kind {
        case .primitive("Section", let role, let inner, let summary, let attributes):
            return .native(ViewValue(.primitive(name: "Section", role: role, content: try tagged(inner, rt: rt), summary: summary,
                                                attributes: attributes), lazyLayout: view.lazyLayout))
        case .modified(let base, let modifier):
            return .native(ViewValue(.modified(base: try tagged(base, rt: rt), modifier: modifier), lazyLayout: view.lazyLayout))
        default:
            return content
        }
    }

    private func selectable(_ row: Value, id: Value, rt: Runtime) -> Value {
        let control = SelectableRowControl(id: id, selection: selection, editMode: editMode, runtime: rt)
        return .native(ViewValue(.modified(base: row, modifier: ModifierValue(.control(control), name: "selection", at: at))))
    }

    /// The outermost `.tag(_:)` on a view, if any.
    static func tag(of value: Value) -> Value? {
        guard case .native(let n) = value, let view = n as? ViewValue, case .modified(let base, let modifier) = view.kind else {
            return nil
        }
        if case .tag(let tag) = modifier.kind { return tag }
        return tag(of: base)
    }
}
