/// Installing, updating and removing nodes; matching a body's result to
/// the existing children by identity (DESIGN V4–V6).
extension ViewGraph {
    /// Installs a new identity (V5): environment, storage, body, children;
    /// its lifecycle work is queued for the end of the pass.
    func install(_ node: ViewNode) throws {
        node.environment = inheritedEnvironment(for: node)
        node.isInstalled = true
        switch node.spec.kind {
        case .composite(let view):
            try view.install(in: node, graph: self)
            try evaluateBody(node)
        case .primitive(let primitive):
            try reconcileChildren(of: node, with: primitive.content)
            if case .navigationStack = primitive.role { try rebuildDestinations(of: node) }
            if case .control = primitive.role { applyShownChildren(of: node) }
        }
        try applyModifiers(to: node, installing: true)
        pending.appearances.append(node)
    }

    /// Gives an existing identity a new value (V6) and marks it dirty when
    /// the value differs from the previous one (V7).
    func update(_ node: ViewNode, with spec: ViewSpec) throws {
        let previous = node.spec
        node.spec = spec
        let oldEnvironment = node.environment
        node.environment = inheritedEnvironment(for: node)
        switch spec.kind {
        case .composite(let view):
            try view.bind(to: node, graph: self)
            if let old = previous.hostView, !view.isEquivalent(to: old) {
                markDirty(node)
            } else if !sameEnvironment(oldEnvironment, node.environment) {
                markDirty(node)
            }
        case .primitive(let primitive):
            try reconcileChildren(of: node, with: primitive.content)
            if case .navigationStack = primitive.role { try rebuildDestinations(of: node) }
            if case .control = primitive.role { applyShownChildren(of: node) }
            if case .navigationLink = primitive.role { try updatePushedDestination(of: node) }
        }
        try applyModifiers(to: node, installing: false)
    }

    /// Removes a subtree: disappearances, task cancellation, storage
    /// destroyed (N3), deepest first.
    func remove(_ node: ViewNode) {
        for n in node.postOrder where n.isInstalled {
            n.isInstalled = false
            n.isDirty = false
            for task in n.tasks { pending.cancellations.append((n, task)) }
            n.tasks.removeAll()
            if n.hasAppeared { pending.disappearances.append(n) }
            pending.appearances.removeAll { $0 === n }
            if let view = n.spec.hostView {
                view.uninstall(from: n, graph: self)
                record(.storageDestroyed(view: n.typeName, path: n.path))
                n.cells.removeAll()
            }
        }
        dirty.removeAll { !$0.isInstalled }
    }

    /// Matches `element` (a body's or a container's content), and what
    /// the node's `.toolbar`s hold, against the node's children by
    /// identity: existing ones are updated, new ones installed, missing
    /// ones removed.
    func reconcileChildren(of node: ViewNode, with element: ViewElement) throws {
        // Each entry: the key shown in paths, and the identity matched on.
        var entries: [(key: String, identity: ChildIdentity, spec: ViewSpec)] = []
        var seen: [ChildIdentity: Int] = [:]
        func add(_ key: String, _ identity: ChildIdentity, _ spec: ViewSpec) {
            let n = seen[identity, default: 0]
            seen[identity] = n + 1
            var unique = identity
            if n > 0 { unique.parts.append("~\(n)") }
            entries.append((n == 0 ? key : key + "~\(n)", unique, spec))
        }
        func flatten(_ element: ViewElement, _ prefix: String, _ identity: ChildIdentity) {
            switch element {
            case .empty:
                break
            case .view(let spec):
                var key = prefix + spec.typeName
                var full = identity
                full.parts.append(spec.typeName)
                if let id = spec.explicitID {
                    key += "#id(\(id))"
                    full.parts.append(ExplicitID(value: id))
                }
                add(key, full, spec)
            case .sequence(let items):
                for (i, item) in items.enumerated() {
                    var inner = identity
                    inner.parts.append(Position.statement(i))
                    flatten(item, prefix + "\(i).", inner)
                }
            case .branch(let b, let inner):
                var branch = identity
                branch.parts.append(Position.branch(b))
                flatten(inner, prefix + "b\(b).", branch)
            case .forEach(let items):
                for item in items {
                    var row = identity
                    row.parts.append(Position.row(item.id))
                    flatten(item.element, prefix + "[\(item.id)].", row)
                }
            }
        }
        flatten(element, "", ChildIdentity())
        // Bar items come after the view's own content, positioned apart from it.
        for (index, bar) in node.spec.toolbarContents.enumerated() {
            flatten(bar, "toolbar\(index).", ChildIdentity(name: "toolbar\(index)"))
        }
        var old: [ChildIdentity: ViewNode] = [:]
        for child in node.children { old[child.identity] = child }
        var next: [ViewNode] = []
        var installs: [ViewNode] = []
        for (key, identity, spec) in entries {
            if let existing = old.removeValue(forKey: identity), existing.typeName == spec.typeName {
                try update(existing, with: spec)
                next.append(existing)
            } else {
                let child = makeNode(key: key, identity: identity, parent: node, spec: spec)
                next.append(child)
                installs.append(child)
            }
        }
        // Removed identities go first, in their old order.
        for child in node.children where old[child.identity] === child {
            remove(child)
        }
        node.children = next
        for child in installs { try install(child) }
    }

    /// The structural parts of a child's identity, kept apart from ids so
    /// that `ForEach` id 0 is not statement 0.
    fileprivate enum Position: Hashable {
        case statement(Int)
        case branch(Int)
        case row(AnyHashable)
    }

    private struct ExplicitID: Hashable {
        let value: AnyHashable
    }

    func inheritedEnvironment(for node: ViewNode) -> [String: HostValue] {
        var environment = node.parent?.environment ?? [:]
        for modifier in node.spec.modifiers {
            if case .environment(let key, let value) = modifier { environment[key] = value }
        }
        return environment
    }

    private func sameEnvironment(_ a: [String: HostValue], _ b: [String: HostValue]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], other === value || other.isSameValue(as: value) else { return false }
        }
        return true
    }

    /// Queues what the node's lifecycle modifiers ask for: `onChange`
    /// comparisons, task starts and restarts, sheet presentation.
    func applyModifiers(to node: ViewNode, installing: Bool) throws {
        for (index, modifier) in node.spec.modifiers.enumerated() {
            switch modifier {
            case .onChange(let value, let hostValue, _, let action):
                if !installing, let previous = node.changeValues[index], previous != value {
                    let old = node.changeHostValues[index] ?? hostValue
                    pending.changes.append((node, action, old, hostValue))
                }
                node.changeValues[index] = value
                node.changeHostValues[index] = hostValue
            case .task(let action, let id, let label):
                if installing {
                    pending.starts.append((node, index, action, id, label))
                } else if let running = node.tasks.first(where: { $0.modifierIndex == index }), running.id != id {
                    // `.task(id:)`: a new id cancels and restarts (L2).
                    node.tasks.removeAll { $0.modifierIndex == index }
                    pending.cancellations.append((node, running))
                    pending.starts.append((node, index, action, id, label))
                } else if let running = node.tasks.first(where: { $0.modifierIndex == index }) {
                    (running.token as? AdoptingTaskToken)?.adopt(action)
                }
            case .sheet(let isPresented, let content, _, _, let item):
                // Of a view's presentations (a sheet, an alert), the one presented wins.
                if isPresented || !node.spec.modifiers.contains(where: { if case .sheet(true, _, _, _, _) = $0 { return true } else { return false } }) {
                    try presentSheet(on: node, modifierIndex: index, isPresented: isPresented, item: item, content: content)
                }
            default:
                break
            }
        }
        if !installing, !node.spec.modifiers.contains(where: { if case .sheet = $0 { return true } else { return false } }),
           let sheet = node.sheet {
            node.sheet = nil
            remove(sheet)
        }
    }
}

extension ViewNode {
    /// Whether this node is a row of a `ForEach` (its identity holds a row id).
    var isRow: Bool {
        identity.parts.contains { part in
            if case .row? = part.base as? ViewGraph.Position { return true }
            return false
        }
    }

    /// Whether this node is one of its parent's bar items (`.toolbar`,
    /// `.swipeActions`, `.contextMenu` content), which are read apart
    /// from the view they are on.
    var isBarItem: Bool {
        (identity.parts.first?.base as? String)?.hasPrefix("toolbar") == true
    }

    /// The `ForEach` row this node is in, if any.
    var enclosingRow: ViewNode? {
        var node: ViewNode? = self
        while let current = node {
            if current.isRow { return current }
            node = current.parent
        }
        return nil
    }
}
