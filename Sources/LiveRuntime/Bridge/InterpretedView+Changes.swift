import SwiftSubset
import ViewGraph

/// Why a view's body runs, in SwiftUI's words: `Self._printChanges()`
/// prints `ContentView: @self, @identity, _count changed.` at the first
/// evaluation, `_count changed.` after a `@State` write, `@self changed.`
/// when the parent passed a different value, `_model changed.` when a held
/// `ObservableObject` published, `@dependencies changed.` when an
/// `@Observable` property the body read changed, and `unchanged.` when
/// nothing it depends on did.
extension InterpretedView {
    /// The view's fields SwiftUI treats as dynamic properties, in
    /// declaration order, by their stored names (`_count`, or `binding` for
    /// a plain `let binding: Binding<Int>`). `@Bindable` is a plain property
    /// wrapper, not a dynamic property.
    func dynamicFieldNames() -> [String] {
        guard case .structure(let s) = value else { return [] }
        var names: [String] = []
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            switch s.fields[i] {
            case .native(let box as ObservedBox) where box.isBindable:
                continue
            case .native(let n) where n is StateBox || n is StateObjectBox || n is ObservedBox || n is EnvironmentBox
                || n is BindingValue || n is AppStorageBox:
                names.append(property.name)
            case .structure(let inner) where inner.type.conforms(to: "DynamicProperty"):
                names.append(property.name)
            default:
                continue
            }
        }
        return names
    }

    /// What an observed read that changed means to `node`'s view: its own
    /// `@State` or `@AppStorage` field, the `@Binding` field that reaches
    /// the storage, else a dependency of its body (`@dependencies`).
    static func change(for key: ObservationCenter.Key, in node: ViewNode) -> BodyChange {
        if let cell = node.cells.first(where: { ObjectIdentifier($0) == key.object }) {
            return cell.wasRead ? .property(cell.fieldName) : .systemView(cell.fieldName)
        }
        guard let view = node.spec.hostView as? InterpretedView, case .structure(let s) = view.value else {
            return .dependencies
        }
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            switch s.fields[i] {
            case .native(let box as AppStorageBox) where ObjectIdentifier(box.store) == key.object && box.key == key.property:
                return .property(property.name)
            case .native(let binding as BindingValue):
                if let source = binding.source, ObjectIdentifier(source) == key.object { return .property(property.name) }
            default:
                continue
            }
        }
        return .dependencies
    }

    /// The line `_printChanges()` prints for the body `node` is evaluating.
    func changesLine(for node: ViewNode) -> String {
        let changes = node.bodyChanges
        var words: [String] = []
        if changes.contains(.selfValue) { words.append("@self") }
        if changes.contains(.identity) { words.append("@identity") }
        if changes.contains(.dependencies) { words.append("@dependencies") }
        var fields = Set<String>()
        for change in changes {
            switch change {
            case .property(let name): fields.insert(name)
            case .environment(let keys): fields.formUnion(environmentFields(reading: keys))
            default: break
            }
        }
        // Fields in declaration order, as SwiftUI walks the view's layout.
        for name in dynamicFieldNames() where fields.contains(name) { words.append(name) }
        let name = typeName
        return words.isEmpty ? "\(name): unchanged." : "\(name): \(words.joined(separator: ", ")) changed."
    }

    /// The `@Environment` / `@EnvironmentObject` fields that read `keys`.
    private func environmentFields(reading keys: Set<String>) -> [String] {
        guard case .structure(let s) = value else { return [] }
        var names: [String] = []
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            if case .native(let box as EnvironmentBox) = s.fields[i], let key = box.environmentKey, keys.contains(key) {
                names.append(property.name)
            }
        }
        return names
    }
}
