import SwiftSubset
import ViewGraph

/// A screen's edit mode: `EditButton` toggles it (its title reads "Edit",
/// then "Done"), and `@Environment(\.editMode)` reads it as a
/// `Binding<EditMode>?` (`editMode?.wrappedValue.isEditing`). Each screen —
/// the app's root, a pushed screen, a sheet — has its own, as each
/// navigation context on iOS does. An `EditButton` acts on the screen of
/// the view whose body made it. Reads are dependencies; a change
/// re-evaluates the views that read it.
final class EditModeStore {
    private(set) var isEditing = false

    func read(_ rt: Runtime) -> Bool {
        rt.observation.access(storage: self, "editMode")
        return isEditing
    }

    func write(_ editing: Bool, rt: Runtime) throws(Unwind) {
        guard editing != isEditing else { return }
        try rt.observation.willChange(storage: self, "editMode", rt: rt)
        isEditing = editing
    }
}

extension ViewRuntime {
    /// The edit mode of the screen `node` is on.
    func editModeStore(for node: ViewNode?) -> EditModeStore {
        var screen = node
        while let current = screen, let parent = current.parent,
              parent.sheet !== current, !parent.pushed.contains(where: { $0 === current }) {
            screen = parent
        }
        guard let owner = screen else { return detachedEditMode }
        if let store = owner.hostState["editMode"] as? EditModeStore { return store }
        let store = EditModeStore()
        owner.hostState["editMode"] = store
        return store
    }

    /// `\.editMode`: a binding to the screen's edit mode.
    func editModeBinding(for node: ViewNode?) -> Value {
        let store = editModeStore(for: node)
        let rt = runtime
        guard let type = library.types["EditMode"] else { return .none }
        return .some(.native(BindingValue(runtime: rt, get: { () throws(Unwind) -> Value in
            rt.library.simpleCase(type, store.read(rt) ? "active" : "inactive")
        }, set: { (value: Value) throws(Unwind) in
            guard case .enumeration(let e) = value else { return }
            try store.write(e.caseName != "inactive", rt: rt)
        })))
    }
}

extension Library {
    func installEditMode(_ views: ViewRuntime) {
        let editMode = addSimpleEnum("EditMode", cases: ["inactive", "transient", "active"])
        property(editMode, "isEditing", .bool) { _, base, _ throws(Unwind) in
            guard case .enumeration(let e) = base else { return .bool(false) }
            return .bool(e.caseName != "inactive")
        }
        let editButton = swiftUIViewType("EditButton")
        staticMethod(editButton, "init()", .nominal(editButton, [])) { [unowned views] rt, _, _, _ throws(Unwind) in
            let store = views.editModeStore(for: views.buildingNode)
            let title = store.read(rt) ? "Done" : "Edit"
            let toggle = FunctionValue(.native(name: "EditButton") { rt, _ throws(Unwind) in
                try store.write(!store.isEditing, rt: rt)
                return .void
            })
            return ViewValue.primitive("EditButton", .button(action: toggle), content: ViewValue.primitive("Text", .text(title), summary: title),
                                       summary: title)
        }
    }
}
