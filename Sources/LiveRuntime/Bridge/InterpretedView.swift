import SwiftSubset
import ViewGraph

/// A user view struct as the graph manages it: its dynamic properties
/// bound to the node's storage, its body evaluated with observation
/// tracked, compared with the previous value by Swift's rules (V7).
final class InterpretedView: HostView {
    /// The struct value. Installing or binding gives the node its own copy
    /// of the wrapper storage references (structs copy; these boxes are
    /// classes here), so a `NavigationLink` that built the same value keeps
    /// no hold on the node's storage.
    private(set) var value: Value
    unowned let views: ViewRuntime
    /// For a `ViewModifier` struct applied with `.modifier(_:)`: the view
    /// it modifies, which its `body(content:)` receives.
    let content: Value?

    init(_ value: Value, views: ViewRuntime, content: Value? = nil) {
        self.value = value
        self.views = views
        self.content = content
    }

    var typeName: String { structure?.type.name ?? "View" }
    private var structure: StructValue? {
        if case .structure(let s) = value { return s }
        return nil
    }
    private var runtime: Runtime { views.runtime }

    // MARK: - Dynamic properties

    struct DynamicProperty {
        let name: String
        let box: NativeObject
        let property: PropertyInfo
        /// The view's own field it is or is inside (`_count`, or `_cache`
        /// for a `@State` inside a custom `@Cached var cache`).
        let fieldName: String
    }

    /// Wrapper boxes in declaration order, including those inside user
    /// `DynamicProperty` structs (`@LazyState`'s inner `@State`).
    private func dynamicProperties() -> (boxes: [DynamicProperty], custom: [Value]) {
        var boxes: [DynamicProperty] = []
        var custom: [Value] = []
        func walk(_ s: StructValue, field: String?) {
            for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
                let name = property.wrappedName ?? property.name
                switch s.fields[i] {
                case .native(let n) where n is StateBox || n is StateObjectBox || n is ObservedBox || n is EnvironmentBox:
                    boxes.append(DynamicProperty(name: name, box: n, property: property, fieldName: field ?? property.name))
                case .structure(let inner) where inner.type.conforms(to: "DynamicProperty"):
                    walk(inner, field: field ?? property.name)
                    custom.append(s.fields[i])
                default:
                    break
                }
            }
        }
        if let structure { walk(structure, field: nil) }
        return (boxes, custom)
    }

    /// Copies the wrapper boxes, as copying the struct would copy SwiftUI's
    /// wrapper structs.
    private func detachWrappers() {
        func copy(_ value: Value) -> Value {
            switch value {
            case .native(let box as StateBox): return .native(StateBox(initialValue: box.initialValue))
            case .native(let box as StateObjectBox): return .native(StateObjectBox(thunk: box.thunk))
            case .native(let box as EnvironmentBox):
                let clone = EnvironmentBox(source: box.source)
                clone.typeName_ = box.typeName_
                clone.isOptional = box.isOptional
                return .native(clone)
            case .structure(var s) where s.type.conforms(to: "View") || s.type.conforms(to: "DynamicProperty"):
                s.fields = s.fields.map(copy)
                return .structure(s)
            default:
                return value
            }
        }
        value = copy(value)
    }

    func install(in node: ViewNode, graph: ViewGraph) throws {
        detachWrappers()
        let rt = runtime
        for field in dynamicFieldNames() { node.noteChange(.property(field)) }
        for dynamic in dynamicProperties().boxes {
            switch dynamic.box {
            case let box as StateBox:
                let cell = StorageCell(kind: .state, name: dynamic.name, fieldName: dynamic.fieldName, owner: node,
                                       value: ValueHolder(box.initialValue, runtime: rt), graph: graph)
                views.noteStored(box.initialValue, in: cell)
                node.cells.append(cell)
                box.cell = cell
                rt.trace.record(.storageCreated(view: typeName, path: node.path, property: dynamic.name, wrapper: "@State"),
                                at: rt.scheduler.now)
            case let box as StateObjectBox:
                // V5: the autoclosure runs now, once for this identity.
                rt.trace.record(.stateObjectCreated(view: typeName, property: dynamic.name), at: rt.scheduler.now)
                var object = Value.void
                let thunk = box.thunk
                try views.onFiber { () throws(Unwind) in object = try rt.call(thunk, [], at: nil) }
                let cell = StorageCell(kind: .stateObject, name: dynamic.name, fieldName: dynamic.fieldName, owner: node,
                                       value: ValueHolder(object, runtime: rt), graph: graph)
                views.noteStored(object, in: cell)
                node.cells.append(cell)
                box.cell = cell
                rt.trace.record(.storageCreated(view: typeName, path: node.path, property: dynamic.name, wrapper: "@StateObject"),
                                at: rt.scheduler.now)
            case let box as EnvironmentBox:
                box.node = node
                box.fieldName = dynamic.fieldName
                box.declare(dynamic.property.wrappedType)
            default:
                break
            }
        }
        subscribeToObjects(node)
    }

    func bind(to node: ViewNode, graph: ViewGraph) throws {
        detachWrappers()
        var index = 0
        for dynamic in dynamicProperties().boxes {
            switch dynamic.box {
            case let box as StateBox:
                if index < node.cells.count, node.cells[index].kind == .state { box.cell = node.cells[index] }
                index += 1
            case let box as StateObjectBox:
                // V6: this value's autoclosure is never run.
                if index < node.cells.count, node.cells[index].kind == .stateObject { box.cell = node.cells[index] }
                index += 1
            case let box as EnvironmentBox:
                box.node = node
                box.fieldName = dynamic.fieldName
                box.declare(dynamic.property.wrappedType)
            default:
                break
            }
        }
        subscribeToObjects(node)
    }

    func makeBody(in node: ViewNode, graph: ViewGraph) throws -> ViewElement {
        let rt = runtime
        try checkNesting(of: node)
        let custom = dynamicProperties().custom
        // The update injects each state's current value into this struct —
        // unless SwiftUI would not have run this body at all (only a system
        // view's binding changed): then the body sees what it saw last time.
        if !node.bodyChanges.onlySystemViews {
            for dynamic in dynamicProperties().boxes {
                if let box = dynamic.box as? StateBox, box.cell != nil { box.snapshot = box.value }
            }
        }
        var element = ViewElement.empty
        var keys = Set<ObservationCenter.Key>()
        let value = self.value
        try views.onFiber { () throws(Unwind) in
            // DynamicProperty.update() runs before every body evaluation.
            for property in custom where rt.library.lookupMember(rt.library.typeOf(property), "update") != nil {
                _ = try rt.library.callNamed(property, "update", [], rt: rt, at: .unknown)
            }
            // The body's result becomes elements inside the same tracking:
            // what `ForEach` rows read is this view's dependency too.
            let previous = self.views.buildingNode
            self.views.buildingNode = node
            defer { self.views.buildingNode = previous }
            self.views.forgetDeferredReads(of: node)
            self.views.beginConstantRanges(of: node)
            defer { self.views.endConstantRanges(of: node) }
            let ids = node.hostState[ForEachIDs.key] as? ForEachIDs ?? ForEachIDs()
            node.hostState[ForEachIDs.key] = ids
            ids.begin()
            defer { ids.end() }
            (element, keys) = try rt.observation.track { () throws(Unwind) -> ViewElement in
                let body: Value
                if let content = self.content {
                    body = try rt.library.callNamed(value, "body", [content], rt: rt, at: .unknown).result
                } else {
                    body = try rt.readNamed(value, "body", at: nil)
                }
                do throws(Unwind) {
                    return try self.views.element(for: body)
                } catch {
                    // What the body gave cannot be shown: its getter is to blame.
                    guard case .structure(let s) = value, let getter = s.type.getterPosition(of: "body") else { throw error }
                    throw error.placed(at: getter)
                }
            }
        }
        let tracking = node.hostState["observation"] as? ObservationCenter.Token
        if let tracking { rt.observation.cancel(tracking) }
        node.hostState["observation"] = rt.observation.register(keys, handler: .host { [weak node, weak graph] key in
            guard let node, let graph else { return }
            graph.markDirty(node, because: InterpretedView.change(for: key, in: node))
        })
        return element
    }

    /// Views nested deeper than any screen's: a body that contains its own
    /// view without end (`badge(3)` in a view is `self.badge(3)`, the
    /// view inside itself). iOS overflows its stack; StateLab stops at
    /// the body's getter, before the graph eats the memory.
    private func checkNesting(of node: ViewNode) throws(Unwind) {
        var depth = 0
        var current: ViewNode? = node
        while let ancestor = current {
            depth += 1
            if depth > InterpretedView.nestingLimit {
                var position: SourcePosition?
                if case .structure(let s) = value { position = s.type.getterPosition(of: "body") }
                throw .trap(Trap(message: LiveRuntimeMessages.viewNestingTooDeep(typeName, limit: InterpretedView.nestingLimit),
                                 position: position))
            }
            current = ancestor.parent
        }
    }

    /// Deeper than any real screen's tree, shallow enough to stop at once.
    static let nestingLimit = 1_000

    /// `ObservableObject`s held through `@StateObject` or `@ObservedObject`
    /// re-evaluate this view when they publish (V7).
    private func subscribeToObjects(_ node: ViewNode) {
        var objects: [(Instance, BodyChange)] = []
        for dynamic in dynamicProperties().boxes {
            switch dynamic.box {
            case let box as StateObjectBox:
                if case .object(let o)? = (box.cell?.value as? ValueHolder)?.value { objects.append((o, .property(dynamic.fieldName))) }
            case let box as ObservedBox:
                if case .object(let o) = box.object.unwrappedIfOptional, !box.isBindable {
                    objects.append((o, .property(dynamic.fieldName)))
                }
            default:
                break
            }
        }
        views.subscribe(node, to: objects.filter { $0.0.type.conforms(to: "ObservableObject") }, tag: "held")
    }

    func isEquivalent(to other: HostView) -> Bool {
        guard let other = other as? InterpretedView, let a = structure, let b = other.structure, a.type === b.type else {
            return false
        }
        // A modifier's content is the parent's to update: its body runs again with it.
        if content != nil || other.content != nil { return false }
        for (x, y) in zip(a.fields, b.fields) {
            switch (x, y) {
            case (.native(let p), .native(let q)):
                // Dynamic properties are driven by their own storage, not
                // compared as inputs (a new `@AppStorage` box each init).
                if p is StateBox || p is StateObjectBox || p is EnvironmentBox || p is AppStorageBox { continue }
                if let p = p as? ObservedBox, let q = q as? ObservedBox {
                    if !p.object.isIdentical(to: q.object) { return false }
                    continue
                }
                if let p = p as? BindingValue, let q = q as? BindingValue {
                    if !p.isEquivalent(to: q) { return false }
                    continue
                }
                if p !== q { return false }
            case (.function, _), (_, .function):
                return false
            default:
                if !x.isIdentical(to: y) { return false }
            }
        }
        return true
    }

    /// A property's value as the view sees it now: live storage for
    /// `@State`/`@StateObject`, the current value for anything else.
    func property(named name: String, in node: ViewNode) -> Value? {
        guard let s = structure else { return nil }
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            guard (property.wrappedName ?? property.name) == name else { continue }
            switch s.fields[i] {
            case .native(let box as StateBox): return box.value
            case .native(let box as StateObjectBox): return (box.cell?.value as? ValueHolder)?.value
            case .native(let box as ObservedBox): return box.object
            case .native(let box as EnvironmentBox):
                return box.environmentKey.flatMap { (node.environment[$0] as? ValueHolder)?.value }
            case .native(let box as BindingValue): return try? box.getter()
            case let value: return value
            }
        }
        return nil
    }

    func describe(in node: ViewNode) -> [TreeProperty] {
        guard let s = structure else { return [] }
        var result: [TreeProperty] = []
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            let name = property.wrappedName ?? property.name
            switch s.fields[i] {
            case .native(let box as StateBox):
                // `@FocusState` keeps its value in a `@State` box.
                result.append(describing(box.value, name: name, wrapper: "@" + (property.wrapperType?.name ?? "State"), role: .owned))
            case .native(let box as AppStorageBox):
                result.append(describing(box.store.values[box.key] ?? box.defaultValue, name: name,
                                         wrapper: "@\(box.wrapperName)(\(Library.quote(box.key)))", role: .plain))
            case .native(let box as StateObjectBox):
                let value = (box.cell?.value as? ValueHolder)?.value ?? .void
                result.append(describing(value, name: name, wrapper: "@StateObject", role: .owned))
            case .native(let box as ObservedBox):
                result.append(describing(box.object, name: name, wrapper: box.isBindable ? "@Bindable" : "@ObservedObject", role: .observed))
            case .native(let box as EnvironmentBox):
                var value = box.environmentKey.flatMap { (node.environment[$0] as? ValueHolder)?.value }
                if value == nil, case .key(let key) = box.source {
                    // Keys SwiftUI always provides: `dismiss`, `colorScheme`, …
                    value = try? views.environmentValue(named: key, node: node, at: .unknown)
                }
                var line = describing(value ?? .void, name: name, wrapper: box.typeName == "EnvironmentObject" ? "@EnvironmentObject" : "@Environment",
                                      role: .environment)
                if value == nil || value?.isNone == true { line.value = box.isOptional ? "nil" : "missing" }
                if case .key("dismiss") = box.source { line.value = "DismissAction" }
                result.append(line)
            case .native(let box as BindingValue):
                result.append(describing((try? box.getter()) ?? .void, name: name, wrapper: "@Binding", role: .binding))
            case .function:
                result.append(TreeProperty(name: name, wrapper: "", value: "{ … }", role: .plain))
            case let value where property.wrapperType != nil:
                // A user property wrapper (`@Clamped(0...10) var level`):
                // what the view reads through it, not the wrapper's fields.
                let wrapped = (try? runtime.readNamed(value, "wrappedValue", at: nil)) ?? value
                let wrapperName = property.wrapperType.map { "@" + $0.name.prefix { $0 != "<" } } ?? ""
                var line = describing(wrapped, name: name, wrapper: wrapperName, role: .plain)
                if case .object = wrapped.unwrappedIfOptional { line.role = .owned }
                result.append(line)
            case let value:
                var line = describing(value, name: name, wrapper: "", role: .plain)
                if case .object = value.unwrappedIfOptional { line.role = .observed }
                result.append(line)
            }
        }
        return result
    }

    private func describing(_ value: Value, name: String, wrapper: String, role: TreeProperty.Role) -> TreeProperty {
        let (text, detail) = views.treeText(value)
        return TreeProperty(name: name, wrapper: wrapper, value: text, role: role, detail: detail)
    }

    func copy() -> HostView { InterpretedView(value, views: views) }

    func uninstall(from node: ViewNode, graph: ViewGraph) {
        if let tracking = node.hostState["observation"] as? ObservationCenter.Token {
            runtime.observation.cancel(tracking)
        }
        views.forgetDeferredReads(of: node)
        views.unsubscribeAll(node)
    }
}
