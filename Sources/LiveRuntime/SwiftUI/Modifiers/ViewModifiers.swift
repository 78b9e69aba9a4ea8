import SwiftSubset

/// `content.modifier(CardStyle())`: a program's `ViewModifier` applied to
/// a view. In the graph the modifier is a view of its own type — with its
/// own storage (`@State`, `@Environment`…), as SwiftUI keeps it — whose
/// body is `body(content:)` called with the modified view.
final class ModifierApplication: NativeObject {
    let content: Value
    let modifier: Value

    init(content: Value, modifier: Value) {
        self.content = content
        self.modifier = modifier
    }

    override var typeName: String { "ModifiedContent" }
    override var description: String { "\(content.shortViewDescription).modifier(\(modifier.shortViewDescription))" }
}

extension Library {
    func installViewModifiers() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let modifierProtocol = addProtocol("ViewModifier")
        // `Content` in a modifier's `body(content:)`: the view it modifies.
        let content = TypeInfo(name: "Content", kind: .builtin)
        content.conformances = [view]
        content.membersAreClosed = true
        addType(content)
        _ = modifierProtocol
        method(view, "modifier(_:)", .nominal(modifiedContent, [])) { _, base, args, _ throws(Unwind) in
            .native(ModifierApplication(content: base, modifier: args[0]))
        }
    }
}
