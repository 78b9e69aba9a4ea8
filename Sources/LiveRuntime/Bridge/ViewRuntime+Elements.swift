import SwiftSubset
import ViewGraph

/// Program view values → the graph's elements (DESIGN V4): a user struct
/// becomes a composite view, a library view a primitive, a builder's
/// result a sequence with branches, `ForEach` keyed rows; modifiers are
/// carried onto the spec they apply to.
extension ViewRuntime {
    func element(for value: Value) throws(Unwind) -> ViewElement {
        switch value {
        case .void, .none:
            return .empty
        case .some(let inner):
            return try element(for: inner)
        case .structure(let s) where s.type.conforms(to: "View") || s.type.conforms(to: "ToolbarContent"):
            return .view(ViewSpec(typeName: s.type.name, kind: .composite(InterpretedView(value, views: self))))
        case .native(let n):
            if let view = n as? ViewValue { return try element(for: view) }
            if let list = n as? ViewListValue { return try element(for: list) }
            if let each = n as? ForEachValue { return try element(for: each) }
            if let applied = n as? ModifierApplication, case .structure(let s) = applied.modifier {
                // A ViewModifier is a view of its own type, with storage, whose body wraps the content.
                return .view(ViewSpec(typeName: s.type.name,
                                      kind: .composite(InterpretedView(applied.modifier, views: self, content: applied.content))))
            }
        default:
            break
        }
        throw .trap(Trap(message: LiveRuntimeMessages.notAView(library.typeName(of: value)), position: nil))
    }

    private func element(for list: ViewListValue) throws(Unwind) -> ViewElement {
        var items: [ViewElement] = []
        for item in list.items {
            switch item {
            case .expression(let value): items.append(try element(for: value))
            case .branch(let index, let inner): items.append(.branch(index, try element(for: inner)))
            case .empty: items.append(.empty)
            }
        }
        return .sequence(items)
    }

    private func element(for each: ForEachValue) throws(Unwind) -> ViewElement {
        var items: [ViewElement.ForEachItem] = []
        var rows: [Value] = []
        var data = each.data
        if let site = each.constantRangeSite { data = constantRangeData(data, at: site) }
        let ids = try identifiers(of: data, in: each)
        // In a lazy container only the ids are read now; the graph builds
        // the rows it lays out.
        if buildsLazyRows {
            if let site = each.constantRangeSite {
                warnRangeChanged(count: each.data.count, initial: data.count, rowType: lazyRowTypes[site] ?? "EmptyView")
            }
            return .lazyForEach(LazyRows(each, data: data, ids: ids, views: self, owner: buildingNode))
        }
        items.reserveCapacity(data.count)
        for index in data.indices {
            let id = ids[index]
            let row = try runtime.call(each.content, [data[index]], at: nil)
            rows.append(row)
            items.append(ViewElement.ForEachItem(id: id.id, element: try element(for: row)))
        }
        if let site = each.constantRangeSite {
            let rowType = rows.first.map { library.typeName(of: $0) } ?? lazyRowTypes[site] ?? "EmptyView"
            warnRangeChanged(count: each.data.count, initial: data.count, rowType: rowType)
        }
        return .forEach(items)
    }

    /// The ids of a `ForEach`'s elements: read again only for the elements
    /// that changed since the body of the view building it last ran.
    private func identifiers(of data: [Value], in each: ForEachValue) throws(Unwind) -> ForEachIDs.List {
        let read = { (element: Value) throws(Unwind) -> ForEachIDs.ID in
            ForEachIDs.ID(AnyHashable(HashKey(try self.identifier(of: element, path: each.idPath))))
        }
        let names = each.idPath?.names.filter { $0 != "self" } ?? ["id"]
        guard let site = each.site, names.count <= 1, let kept = buildingNode?.hostState[ForEachIDs.key] as? ForEachIDs else {
            var ids: [ForEachIDs.ID] = []
            ids.reserveCapacity(data.count)
            for element in data { ids.append(try read(element)) }
            return ForEachIDs.List(ids)
        }
        return try kept.ids(at: site, of: data, idName: names.first, read: read)
    }

    /// A `ForEach` row's id: `\.self`, a key path, or `Identifiable.id`.
    private func identifier(of value: Value, path: KeyPathValue?) throws(Unwind) -> Value {
        guard let path else { return try runtime.readNamed(value, "id", at: nil) }
        var result = value
        for name in path.names where name != "self" { result = try runtime.readNamed(result, name, at: nil) }
        return result
    }

    private func element(for view: ViewValue) throws(Unwind) -> ViewElement {
        switch view.kind {
        case .primitive(let name, let role, let content, let summary, let attributes):
            // A lazy container's rows, and its sections' rows, are built
            // when they come into view; what is inside a row is built with it.
            let groupsRows = ViewValue.rowGroups.contains(name)
            let lazy = buildsLazyRows
            buildsLazyRows = view.lazyLayout != nil || (lazy && groupsRows)
            defer { buildsLazyRows = lazy }
            var primitive = PrimitiveView(role: try hostRole(role), content: try element(for: content), summary: summary,
                                          attributes: attributes, shownAttributes: view.shownAttributes,
                                          lazyLayout: view.lazyLayout, groupsRows: groupsRows)
            switch role {
            case .navigationSplit(let columns):
                primitive.columns = try columns.map { (column: Value) throws(Unwind) -> ViewElement in try element(for: column) }
            case .selectableList(let selection):
                primitive.selection = ListSelectionAdapter(selection, runtime: runtime)
            default:
                break
            }
            return .view(ViewSpec(typeName: name, kind: .primitive(primitive)))
        case .modified(let base, let modifier):
            let (made, live) = try hostModifier(modifier)
            return apply(made, live: live, to: try element(for: base))
        }
    }

    /// A modifier applies to the views it is written on, as SwiftUI's
    /// types say: to each view of a builder's statements (a `TupleView`)
    /// and each row of a `ForEach`, but to an `if`/`switch` of a builder
    /// as one view — SwiftUI's `_ConditionalContent` — whichever arm it
    /// shows, so a `.task` on it is not restarted when the arm changes.
    /// `live`, for a presentation, makes the modifier anew from its
    /// binding when the graph applies it (`ViewSpec.liveModifiers`).
    private func apply(_ modifier: ViewModifier, live: (() throws -> ViewModifier)? = nil, to element: ViewElement) -> ViewElement {
        switch element {
        case .empty:
            return .empty
        case .view(let spec):
            if let live { spec.liveModifiers[spec.modifiers.count] = live }
            spec.modifiers.append(modifier)
            return element
        case .sequence(let items):
            return .sequence(items.map { apply(modifier, live: live, to: $0) })
        case .forEach(let rows):
            return .forEach(ViewElement.ForEachItem.map(rows) { [unowned self] in self.apply(modifier, live: live, to: $0) })
        case .lazyForEach(let rows):
            return .lazyForEach(rows.mapped { [unowned self] in self.apply(modifier, live: live, to: $0) })
        case .branch(_, let shown):
            // An arm that shows nothing (`if` without `else`) is no view to modify.
            guard shown.mayShowViews else { return element }
            let conditional = PrimitiveView(content: element)
            return .view(ViewSpec(typeName: ViewRuntime.conditionalTypeName, kind: .primitive(conditional), modifiers: [modifier],
                                  liveModifiers: live.map { [0: $0] } ?? [:]))
        }
    }

    /// The one view an `if`/`switch` of a builder is when a modifier is
    /// applied to it.
    static let conditionalTypeName = "_ConditionalContent"

    private func hostRole(_ role: ViewValue.Role) throws(Unwind) -> PrimitiveView.Role {
        switch role {
        case .plain: return .plain
        case .text(let text): return .text(text)
        case .image(let name): return .image(name: name)
        case .button(let action): return .button(action: action.map { ActionAdapter($0, views: self, at: nil) })
        case .navigationLink(let destination, let value):
            return .navigationLink(destination: try destination.map { (v: Value) throws(Unwind) -> ViewElement in try element(for: v) },
                                   value: value.map { ValueHolder($0, runtime: runtime) })
        case .textField(let binding): return .textField(binding: binding)
        case .toggle(let binding): return .toggle(binding: binding)
        case .navigationStack(let path):
            // The stack reads its path itself (`GraphHost.watch`): a change
            // to it pushes or pops without running the body that built it.
            return .navigationStack(path: path)
        case .navigationSplit:
            // Collapsed on an iPhone: a stack whose later columns are pushed.
            return .navigationStack(path: nil)
        case .selectableList:
            return .plain
        case .control(let control): return .control(control)
        }
    }

    /// The graph's modifier for `modifier`, and for a presentation the
    /// function that makes it from its binding's value now: the binding is
    /// read when the graph applies the modifier, watched for the view it
    /// is on (`GraphHost.watch`), not by the body building it — making
    /// `$show` is no read of `show` (Stack Overflow 63498120), so a body
    /// that does not read `show` does not run again when it changes
    /// (Fatbobman, "The Mysterious @State Injection Mechanism": such a body
    /// injects no new state values). Until then it stands as not presented.
    private func hostModifier(_ modifier: ModifierValue) throws(Unwind) -> (ViewModifier, (() throws -> ViewModifier)?) {
        if let live = try presentation(modifier) { return (try placeholder(modifier), live) }
        return (try plainModifier(modifier), nil)
    }

    /// A presentation modifier as its binding stands now.
    private func presentation(_ modifier: ModifierValue) throws(Unwind) -> (() throws -> ViewModifier)? {
        let at = modifier.position
        let style = PresentationStyle(rawValue: modifier.name) ?? .sheet
        switch modifier.kind {
        case .sheet(let binding, let onDismiss, let content):
            let build = deferredBuilder(content, at: at)
            let dismissed = onDismiss.map { ActionAdapter($0, views: self, at: at) }
            let dismiss = HostClosure { try binding.setter(.bool(false)) }
            return {
                let presented = (try? binding.getter())?.unwrappedIfOptional.asBool ?? false
                return .sheet(isPresented: presented, content: { try build([]) }, dismiss: dismiss, onDismiss: dismissed, style: style)
            }
        case .sheetItem(let binding, let onDismiss, let content):
            let build = deferredBuilder(content, at: at)
            let dismissed = onDismiss.map { ActionAdapter($0, views: self, at: at) }
            let dismiss = HostClosure { try binding.setter(.none) }
            return { [unowned self] in
                let item = (try? binding.getter()) ?? .none
                // The sheet is the item's: identified as `ForEach` identifies rows.
                let id = item.isNone ? nil : (try? self.identifier(of: item.unwrappedIfOptional, path: nil)).map { AnyHashable(HashKey($0)) }
                return .sheet(isPresented: !item.isNone, content: { try build([item.unwrappedIfOptional]) }, dismiss: dismiss,
                              onDismiss: dismissed, item: id, style: style)
            }
        case .presentedDestination(let binding, false, let destination):
            // Built with the body, presented or not, as a destination link's
            // is: iOS instantiates the destination "when the parent view's
            // body is evaluated" and reuses it across repeated navigations
            // (alfonsoft.dev, "A SwiftUI Navigation Destination Surprise").
            // Each push installs a copy: a new identity, fresh storage.
            let built = try element(for: try runtime.call(destination, [], at: at))
            let dismiss = HostClosure { try binding.setter(.bool(false)) }
            return {
                let presented = (try? binding.getter())?.unwrappedIfOptional.asBool ?? false
                return .presentedDestination(isPresented: presented, content: { built.specs.first.map { .view($0.copy()) } ?? .empty },
                                             dismiss: dismiss, item: nil)
            }
        case .presentedDestination(let binding, true, let destination):
            let build = deferredBuilder(destination, at: at)
            let dismiss = HostClosure { try binding.setter(.none) }
            return {
                let item = (try? binding.getter()) ?? .none
                // The screen is the item's: the item is Hashable (not
                // Identifiable), so another value is another screen, as a
                // path's values are.
                let id = item.isNone ? nil : AnyHashable(HashKey(item.unwrappedIfOptional))
                return .presentedDestination(isPresented: !item.isNone, content: { try build([item.unwrappedIfOptional]) },
                                             dismiss: dismiss, item: id)
            }
        default:
            return nil
        }
    }

    /// What a presentation stands as before the graph reads its binding:
    /// not presented, of its kind and style.
    private func placeholder(_ modifier: ModifierValue) throws(Unwind) -> ViewModifier {
        let nothing: () throws -> ViewElement = { .empty }
        switch modifier.kind {
        case .presentedDestination:
            return .presentedDestination(isPresented: false, content: nothing, dismiss: HostClosure {}, item: nil)
        default:
            return .sheet(isPresented: false, content: nothing, dismiss: nil, onDismiss: nil,
                          style: PresentationStyle(rawValue: modifier.name) ?? .sheet)
        }
    }

    private func plainModifier(_ modifier: ModifierValue) throws(Unwind) -> ViewModifier {
        let at = modifier.position
        switch modifier.kind {
        case .onAppear(let f): return .onAppear(ActionAdapter(f, views: self, at: at))
        case .onDisappear(let f): return .onDisappear(ActionAdapter(f, views: self, at: at))
        case .task(let f, let id):
            return .task(ActionAdapter(f, views: self, at: at), id: id.map { AnyHashable(HashKey($0)) }, label: taskLabel(modifier))
        case .onChange(let value, let initial, let action):
            return .onChange(value: AnyHashable(HashKey(value)), hostValue: ValueHolder(value, runtime: runtime), initial: initial,
                             action: ChangeAdapter(action, views: self))
        case .id(let value):
            return .id(AnyHashable(HashKey(value)))
        case .environment(let key, let value):
            let holder = ValueHolder(value, runtime: runtime)
            holder.placedBy = modifier.name
            return .environment(key: key, value: holder)
        case .navigationDestination(let typeName, let destination):
            let build = deferredBuilder(destination, at: at)
            return .navigationDestination(typeName: typeName, builder: { value in
                try build([(value as? ValueHolder)?.value ?? .void])
            })
        case .sheet, .sheetItem, .presentedDestination:
            return try placeholder(modifier)
        case .onDelete(let f):
            return .onDelete(DeleteAdapter(f, views: self))
        case .onMove(let f):
            return .onMove(MoveAdapter(f, views: self))
        case .toolbar(let content):
            return .toolbar(try element(for: content))
        case .accessibilityLabel(let label):
            return .accessibilityLabel(label)
        case .style(let name, let detail):
            return .style(name: name, detail: detail)
        case .tag(let value):
            return .style(name: "tag", detail: TreeText(runtime: runtime).words(value).text)
        case .tabItem(let title):
            return .style(name: "tabItem", detail: Library.quote(title))
        case .control(let control):
            return .control(control)
        case .receive(let action):
            return .task(action, id: nil, label: taskLabel(modifier))
        case .disabled(let isDisabled):
            return .disabled(isDisabled)
        case .onSubmit(let triggers, let action):
            return .onSubmit(triggers: triggers, action: ActionAdapter(action, views: self, at: at))
        case .submitScope(let isBlocking):
            return .submitScope(isBlocking)
        }
    }

    private func taskLabel(_ modifier: ModifierValue) -> String {
        "\(modifier.name) at line \(modifier.position.line)"
    }
}
