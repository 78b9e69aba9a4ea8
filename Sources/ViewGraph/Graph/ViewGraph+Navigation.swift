/// Navigation stacks and sheets (N1–N5): pushing installs a destination,
/// popping removes it; a stack driven by a path rebuilds its destinations
/// from the path's values every time it is evaluated.
extension ViewGraph {
    /// The `navigationDestination(for:)` builder for a value's type,
    /// registered anywhere inside the stack.
    func destinationBuilder(for typeName: String, in stack: ViewNode) -> ((HostValue) throws -> ViewElement)? {
        for node in stack.postOrder {
            for modifier in node.spec.modifiers {
                if case .navigationDestination(let name, let builder) = modifier, name == typeName { return builder }
            }
        }
        return nil
    }

    /// Re-derives a stack's pushed destinations: from its path's values
    /// (N4), or, for links, from each link's current destination. In a
    /// path-driven stack, screens a destination link pushed sit above the
    /// path's screens and outside the path; they stay while the path's
    /// screens beneath them do.
    func rebuildDestinations(of stack: ViewNode) throws {
        guard case .navigationStack(let path)? = stack.spec.primitive?.role else { return }
        if stack.spec.primitive?.columns.isEmpty == false { try rebuildColumns(of: stack) }
        var linked = stack.pushed.filter { if case .column? = $0.pushSource { return false } else { return true } }
        let columns = stack.pushed.prefix { if case .column? = $0.pushSource { return true } else { return false } }
        if let path {
            let fromPath = stack.pushed.prefix { if case .value? = $0.pushSource { return true } else { return false } }
            // A presented destination stays on top while its binding holds,
            // whatever the path does (its presenter takes it down).
            let isPresented = { (entry: ViewNode) -> Bool in if case .presented? = entry.pushSource { return true } else { return false } }
            let presented = stack.pushed.dropFirst(fromPath.count).filter(isPresented)
            linked = stack.pushed.dropFirst(fromPath.count).filter { !isPresented($0) }
            var specs: [(ViewSpec, HostValue)] = []
            // The stack reads its path, not the body that built it.
            for value in try watch(stack, site: Self.pathSite, { try path.elements() }) {
                guard let builder = destinationBuilder(for: value.typeName, in: stack),
                      let spec = try builder(value).specs.first else { continue }
                specs.append((spec, value))
            }
            var next: [ViewNode] = []
            var changed = specs.count != fromPath.count
            for (i, (spec, value)) in specs.enumerated() {
                let key = "push\(i).\(spec.typeName)"
                if i < fromPath.count, fromPath[i].key == key {
                    let entry = fromPath[i]
                    entry.pushSource = .value(value)
                    try update(entry, with: spec)
                    next.append(entry)
                    continue
                }
                changed = true
                // Everything from here up is replaced, top first.
                for stale in stack.pushed[min(i, stack.pushed.count)...].reversed() where !isPresented(stale) {
                    record(.popped(view: stale.typeName, path: stale.path))
                    remove(stale)
                }
                linked = []
                stack.pushed = next
                let entry = makeNode(key: key, parent: stack, spec: spec)
                entry.pushSource = .value(value)
                stack.pushed.append(entry)
                next.append(entry)
                record(.pushed(view: spec.typeName, path: entry.path))
                try install(entry)
            }
            if changed {
                for stale in stack.pushed.reversed() where !isPresented(stale) && !next.contains(where: { $0 === stale }) {
                    record(.popped(view: stale.typeName, path: stale.path))
                    remove(stale)
                }
                linked = []
            }
            stack.pushed = Array(columns) + next + linked + presented
            updateCovering(of: stack)
        }
        for entry in linked {
            switch entry.pushSource {
            case .value(let value)?:
                if let builder = destinationBuilder(for: value.typeName, in: stack),
                   let spec = try builder(value).specs.first, spec.typeName == entry.typeName {
                    try update(entry, with: spec)
                }
            case .link(let link)?:
                if link.isInstalled, case .navigationLink(let destination?, _)? = link.spec.primitive?.role,
                   let spec = destination.specs.first, spec.typeName == entry.typeName {
                    try update(entry, with: spec.copy())
                }
            case .column?, .presented?, nil:
                // A presented screen is its presenter's to update.
                break
            }
        }
    }

    /// A link given a new value (its parent's body ran again) gives the
    /// screen it pushed the destination built with it (N1), as the stack's
    /// own update does.
    func updatePushedDestination(of link: ViewNode) throws {
        guard case .navigationLink(let destination?, _)? = link.spec.primitive?.role,
              let spec = destination.specs.first, let stack = enclosingStack(of: link),
              let entry = stack.pushed.first(where: { if case .link(let l)? = $0.pushSource { return l === link } else { return false } }),
              entry.typeName == spec.typeName else { return }
        try update(entry, with: spec.copy())
    }

    /// Pops `stack`'s screens from `index` up. Screens a path holds are
    /// popped by shortening the path (N4), which the next update applies;
    /// screens a link pushed are removed at once, top first.
    func pop(_ stack: ViewNode, from index: Int) throws {
        if case .column? = stack.pushed[index].pushSource {
            return try popColumns(of: stack, from: index)
        }
        // A presented destination's binding goes back to false (or nil) as
        // it is popped, as SwiftUI's Back button sets it.
        for entry in stack.pushed[index...] {
            guard case .presented(let owner, let modifierIndex)? = entry.pushSource,
                  modifierIndex < owner.spec.modifiers.count,
                  case .presentedDestination(true, _, let dismiss, _) = owner.spec.modifiers[modifierIndex] else { continue }
            try dismiss.run()
        }
        let fromPath = stack.pushed[index...].filter { if case .value? = $0.pushSource { return true } else { return false } }
        if case .navigationStack(let path?)? = stack.spec.primitive?.role, !fromPath.isEmpty {
            for _ in fromPath { try path.removeLast() }
            return
        }
        for entry in stack.pushed[index...].reversed() {
            record(.popped(view: entry.typeName, path: entry.path))
            remove(entry)
        }
        stack.pushed.removeSubrange(index...)
        updateCovering(of: stack)
    }

    /// The nearest `NavigationStack` above `node`.
    func enclosingStack(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let n = current {
            if case .navigationStack? = n.spec.primitive?.role { return n }
            current = n.parent
        }
        return nil
    }

    /// Activates a `NavigationLink` (N2): its destination is installed at
    /// the next stack position, or its value appended to the stack's path.
    func activate(link: ViewNode) throws {
        guard case .navigationLink(let destination, let value)? = link.spec.primitive?.role,
              let stack = enclosingStack(of: link),
              case .navigationStack(let path)? = stack.spec.primitive?.role else { return }
        var element = destination
        var source = ViewNode.PushSource.link(link)
        if let value, !stack.spec.primitive!.columns.isEmpty, let selection = enclosingListSelection(of: link, in: stack) {
            // In a split view's list with a selection, the link selects its
            // value; the selection pushes the next column.
            try selection.select(value)
            return
        }
        if let value {
            if let path {
                try path.append(value)
                return
            }
            guard let builder = destinationBuilder(for: value.typeName, in: stack) else { return }
            element = try builder(value)
            source = .value(value)
        }
        guard let spec = element?.specs.first?.copy() else { return }
        let entry = makeNode(key: "push\(stack.pushed.count).\(spec.typeName)", parent: stack, spec: spec)
        entry.pushSource = source
        stack.pushed.append(entry)
        record(.pushed(view: spec.typeName, path: entry.path))
        try install(entry)
        updateCovering(of: stack)
    }

    /// Pushes, updates or pops the screen of `owner`'s
    /// `navigationDestination(isPresented:)` or `(item:)` on the stack
    /// around it, as its binding says. A destination presented for an item
    /// is that item's: another id pops it and pushes a new screen. Outside a
    /// stack nothing is pushed.
    func presentDestination(from owner: ViewNode, modifierIndex: Int, isPresented: Bool, item: AnyHashable?,
                            content: () throws -> ViewElement) throws {
        guard let stack = enclosingStack(of: owner) else { return }
        let current = owner.presentedDestinations[modifierIndex].flatMap { entry in stack.pushed.contains { $0 === entry } ? entry : nil }
        guard isPresented, let spec = try content().specs.first else {
            if let current { removeDestination(current, from: stack) }
            owner.presentedDestinations[modifierIndex] = nil
            return
        }
        var identity = ChildIdentity(name: "destination.\(spec.typeName)")
        if let item { identity.append(.value(item)) }
        if let current, current.identity == identity {
            try update(current, with: spec)
            return
        }
        if let current { removeDestination(current, from: stack) }
        let entry = makeNode(key: "push\(stack.pushed.count).\(spec.typeName)", identity: identity, parent: stack, spec: spec)
        entry.pushSource = .presented(owner, modifierIndex: modifierIndex)
        owner.presentedDestinations[modifierIndex] = entry
        stack.pushed.append(entry)
        record(.pushed(view: spec.typeName, path: entry.path))
        try install(entry)
        updateCovering(of: stack)
    }

    /// Takes a presented screen down, with the screens above it, top first.
    func removeDestination(_ entry: ViewNode, from stack: ViewNode) {
        guard let index = stack.pushed.firstIndex(where: { $0 === entry }) else { return }
        for stale in stack.pushed[index...].reversed() {
            record(.popped(view: stale.typeName, path: stale.path))
            remove(stale)
        }
        stack.pushed.removeSubrange(index...)
        updateCovering(of: stack)
    }

    /// What `:back` acts on: the stack in the sheet on screen that has
    /// something pushed (its Back button pops it; the sheet stays), else
    /// that sheet, else the stack on screen that has something pushed.
    enum BackTarget {
        case sheet(owner: ViewNode, sheet: ViewNode)
        case stack(ViewNode)
    }

    func backTarget() throws -> BackTarget {
        guard let root else { throw GraphError.notLaunched }
        if let sheetOwner = topSheetOwner(from: root), let sheet = sheetOwner.sheet {
            if let stack = visibleStackWithPushes(from: sheet) { return .stack(stack) }
            return .sheet(owner: sheetOwner, sheet: sheet)
        }
        guard let stack = visibleNodes().last(where: {
            if case .navigationStack? = $0.spec.primitive?.role { return !$0.pushed.isEmpty }
            return false
        }) ?? visibleStackWithPushes(from: root) else { throw GraphError.nothingToGoBack }
        return .stack(stack)
    }

    /// Pops the top destination of the stack on screen (N3), or dismisses
    /// the sheet on screen.
    func goBack(_ target: BackTarget) throws {
        switch target {
        case .sheet(let sheetOwner, _):
            try dismissSheet(of: sheetOwner)
        case .stack(let stack):
            try pop(stack, from: stack.pushed.count - 1)
        }
    }

    private func visibleStackWithPushes(from node: ViewNode) -> ViewNode? {
        var found: ViewNode?
        func visit(_ n: ViewNode) {
            if case .navigationStack? = n.spec.primitive?.role, !n.pushed.isEmpty {
                found = n
                visit(n.pushed.last!)
                return
            }
            for child in n.children { visit(child) }
        }
        visit(node)
        return found
    }

    /// Presents or dismisses a view's sheet. A sheet presented for an item
    /// is that item's: when the item's id changes, the sheet is dismissed
    /// (its disappearance, its `onDismiss`) and a new one presented.
    func presentSheet(on node: ViewNode, modifierIndex: Int, isPresented: Bool, item: AnyHashable? = nil,
                      content: () throws -> ViewElement) throws {
        guard isPresented else {
            closeSheet(of: node)
            return
        }
        guard let spec = try content().specs.first else { return }
        let key = "sheet.\(spec.typeName)"
        var identity = ChildIdentity(name: key)
        if let item { identity.append(.value(item)) }
        if let sheet = node.sheet, sheet.identity == identity {
            try update(sheet, with: spec)
            return
        }
        if let old = node.sheet {
            if item != nil { closeSheet(of: node) } else { remove(old) }
        }
        let sheet = makeNode(key: key, identity: identity, parent: node, spec: spec)
        node.sheet = sheet
        sheetOwners.append(WeakNode(node: node))
        node.sheetModifierIndex = modifierIndex
        record(.pushed(view: spec.typeName, path: sheet.path))
        try install(sheet)
    }

    /// Dismisses `owner`'s sheet as the user or `dismiss()` does: through
    /// its binding when it has one (the next update takes it down), else
    /// at once.
    func dismissSheet(of owner: ViewNode) throws {
        // Of a view's presentations (a sheet, an alert), the presented one.
        for modifier in owner.spec.modifiers {
            if case .sheet(true, _, let dismiss?, _, _, _) = modifier {
                try dismiss.run()
                return
            }
        }
        closeSheet(of: owner)
    }

    /// Takes `owner`'s sheet down (N5): popped and removed, and its
    /// `onDismiss` queued to run after the disappearances — whichever way
    /// it was dismissed.
    func closeSheet(of owner: ViewNode) {
        guard let sheet = owner.sheet else { return }
        owner.sheet = nil
        record(.popped(view: sheet.typeName, path: sheet.path))
        remove(sheet)
        // Only the presentation that was up runs its `onDismiss` (an alert's
        // dismissal is not the sheet's beside it).
        let modifiers = owner.spec.modifiers
        if let index = owner.sheetModifierIndex, index < modifiers.count,
           case .sheet(_, _, _, let onDismiss?, _, _) = modifiers[index] {
            pending.dismissals.append(onDismiss)
        }
        owner.sheetModifierIndex = nil
    }

    /// The view presenting the sheet on top, if any.
    func topSheetOwner(from node: ViewNode) -> ViewNode? {
        // No view in the tree has a sheet unless one that presented one still does.
        sheetOwners.removeAll { $0.node?.sheet == nil }
        if sheetOwners.isEmpty { return nil }
        var found: ViewNode?
        func visit(_ n: ViewNode) {
            if n.sheet != nil { found = n }
            for child in n.allChildren { visit(child) }
        }
        visit(node)
        return found
    }
}

extension ViewGraph {
    /// `dismiss()` from inside a view: closes the sheet it is in, or pops
    /// the pushed screen it is in.
    public func dismiss(containing node: ViewNode) throws {
        var current: ViewNode? = node
        while let n = current, let parent = n.parent {
            if parent.sheet === n {
                try dismissSheet(of: parent)
                return
            }
            if let index = parent.pushed.firstIndex(where: { $0 === n }) {
                try pop(parent, from: index)
                return
            }
            current = parent
        }
    }
}

/// A view held without keeping it alive.
struct WeakNode {
    weak var node: ViewNode?
}
