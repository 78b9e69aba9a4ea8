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
            // A new identity: everything is new (`@self, @identity, …`).
            node.pendingChanges = [.selfValue, .identity]
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
        if LabelFacts(previous) != LabelFacts(spec) { labelIndex.mark(node) }
        let oldEnvironment = node.environment
        node.environment = inheritedEnvironment(for: node)
        switch spec.kind {
        case .composite(let view):
            try view.bind(to: node, graph: self)
            if let old = previous.hostView, !view.isEquivalent(to: old) {
                markDirty(node, because: .selfValue)
            }
            let changedKeys = changedEnvironmentKeys(oldEnvironment, node.environment)
            if !changedKeys.isEmpty {
                markDirty(node, because: .environment(changedKeys))
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
        let subtree = node.postOrder
        for n in subtree { labelIndex.remove(n) }
        for n in subtree where n.isInstalled {
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
        // A screen a removed view presented goes with it (its stack stays).
        for n in subtree where !n.presentedDestinations.isEmpty {
            let entries = n.presentedDestinations.values
            n.presentedDestinations = [:]
            for entry in entries where entry.isInstalled {
                if let stack = entry.parent { removeDestination(entry, from: stack) }
            }
        }
        dirty.removeAll { !$0.isInstalled }
    }

    /// Matches `element` (a body's or a container's content), and what
    /// the node's `.toolbar`s hold, against the node's children by
    /// identity: existing ones are updated, new ones installed, missing
    /// ones removed. A lazy container builds and installs only the rows
    /// in view (`reconcileLazy`); the `Section`s in it are its to fill.
    func reconcileChildren(of node: ViewNode, with element: ViewElement) throws {
        if let layout = node.spec.primitive?.lazyLayout { return try reconcileLazy(node, with: element, layout: layout) }
        if node.isRowGroupOfLazyContainer { return }
        var entries = ChildEntries()
        try entries.flatten(element, .start(""), ChildIdentity())
        try entries.addBarItems(of: node.spec)
        try place(entries.entries, in: node, existing: node.children)
        for id in entries.duplicateIDs { host?.warnDuplicateID(id) }
    }

    /// Makes `existing` the nodes for `entries` (in their order): matched
    /// ones updated, new ones installed, the rest removed; sets `node`'s
    /// children to them.
    func place(_ entries: [ChildEntries.Entry], in node: ViewNode, existing children: [ViewNode]) throws {
        let next = try nodes(for: entries, in: node, existing: children)
        if next.nodes.count != node.children.count || zip(next.nodes, node.children).contains(where: { $0 !== $1 }) {
            labelIndex.mark(node)
        }
        node.children = next.nodes
        for child in next.installs { try install(child) }
    }

    /// The nodes for `entries` under `node`: `existing` ones matched by
    /// identity and given their new values, new ones made (to install once
    /// they are in place); the existing ones not matched are removed,
    /// first, in their old order.
    func nodes(for entries: [ChildEntries.Entry], in node: ViewNode, existing children: [ViewNode]) throws
        -> (nodes: [ViewNode], installs: [ViewNode]) {
        let matches = Self.match(children, to: entries.map { ($0.identity, $0.spec.typeName) })
        var next: [ViewNode] = []
        next.reserveCapacity(entries.count)
        var installs: [ViewNode] = []
        for (index, entry) in entries.enumerated() {
            if let existing = matches.existing[index] {
                try update(existing, with: entry.spec)
                next.append(existing)
            } else {
                let child = makeNode(key: entry.key.text, identity: entry.identity, parent: node, spec: entry.spec)
                next.append(child)
                installs.append(child)
            }
        }
        // Removed identities go first, in their old order.
        for (index, child) in children.enumerated() where !matches.kept[index] {
            remove(child)
        }
        return (next, installs)
    }

    /// Which of `children` each entry keeps: the child of the same
    /// identity and type, if any. Identities are unique on each side, so
    /// the children that keep their place at either end — all of them when
    /// nothing changed, all but one when one row was inserted or deleted —
    /// are matched in order, and only those in between are looked up.
    ///
    /// - Complexity: O(n) identity comparisons, plus hashing for the
    ///   children between the unchanged ends.
    static func match(_ children: [ViewNode], to entries: [(identity: ChildIdentity, typeName: String)])
        -> (existing: [ViewNode?], kept: [Bool]) {
        var existing = [ViewNode?](repeating: nil, count: entries.count)
        var kept = [Bool](repeating: false, count: children.count)
        func same(_ child: ViewNode, _ entry: (identity: ChildIdentity, typeName: String)) -> Bool {
            child.identity == entry.identity && child.typeName == entry.typeName
        }
        var head = 0
        while head < entries.count, head < children.count, same(children[head], entries[head]) {
            existing[head] = children[head]
            kept[head] = true
            head += 1
        }
        var entryEnd = entries.count, childEnd = children.count
        while entryEnd > head, childEnd > head, same(children[childEnd - 1], entries[entryEnd - 1]) {
            entryEnd -= 1
            childEnd -= 1
            existing[entryEnd] = children[childEnd]
            kept[childEnd] = true
        }
        guard head < entryEnd, head < childEnd else { return (existing, kept) }
        var old: [ChildIdentity: Int] = [:]
        for index in head..<childEnd { old[children[index].identity] = index }
        for index in head..<entryEnd {
            if let child = old.removeValue(forKey: entries[index].identity), children[child].typeName == entries[index].typeName {
                existing[index] = children[child]
                kept[child] = true
            }
        }
        return (existing, kept)
    }

    func inheritedEnvironment(for node: ViewNode) -> [String: HostValue] {
        var environment = node.parent?.environment ?? [:]
        for modifier in node.spec.modifiers {
            if case .environment(let key, let value) = modifier { environment[key] = value }
        }
        return environment
    }

    /// The keys whose values differ between two environments (placed,
    /// removed, or placed again with another value).
    private func changedEnvironmentKeys(_ a: [String: HostValue], _ b: [String: HostValue]) -> Set<String> {
        var changed = Set<String>()
        for (key, value) in a {
            guard let other = b[key], other === value || other.isSameValue(as: value) else {
                changed.insert(key)
                continue
            }
        }
        for key in b.keys where a[key] == nil { changed.insert(key) }
        return changed
    }

    /// Queues what the node's lifecycle modifiers ask for: `onChange`
    /// comparisons, task starts and restarts, sheet presentation.
    func applyModifiers(to node: ViewNode, installing: Bool) throws {
        // Presentations read their bindings here, for this node, not in
        // the body that built them (`ViewSpec.liveModifiers`).
        for (index, make) in node.spec.liveModifiers.sorted(by: { $0.key < $1.key }) where index < node.spec.modifiers.count {
            node.spec.modifiers[index] = try watch(node, site: Self.modifierSite + "\(index)", make)
        }
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
            case .sheet(let isPresented, let content, _, _, let item, _):
                // Of a view's presentations (a sheet, an alert), the one presented wins.
                if isPresented || !node.spec.modifiers.contains(where: { if case .sheet(true, _, _, _, _, _) = $0 { return true } else { return false } }) {
                    try presentSheet(on: node, modifierIndex: index, isPresented: isPresented, item: item, content: content)
                }
            case .presentedDestination(let isPresented, let content, _, let item):
                try presentDestination(from: node, modifierIndex: index, isPresented: isPresented, item: item, content: content)
            default:
                break
            }
        }
        // A destination whose modifier is gone is popped.
        for (index, entry) in node.presentedDestinations where !node.hasDestinationModifier(at: index) {
            node.presentedDestinations[index] = nil
            if let stack = entry.parent { removeDestination(entry, from: stack) }
        }
        if !installing, !node.spec.modifiers.contains(where: { if case .sheet = $0 { return true } else { return false } }),
           let sheet = node.sheet {
            node.sheet = nil
            remove(sheet)
        }
    }
}

extension ViewGraph {
    /// `read`, watched for `node` at `site` by the host (`GraphHost.watch`);
    /// without a host, read plainly.
    func watch<T>(_ node: ViewNode, site: String, _ read: () throws -> T) throws -> T {
        guard let host else { return try read() }
        return try host.watch(node, site: site, read)
    }
}

extension ViewNode {
    /// Whether modifier `index` is a `navigationDestination(isPresented:)`
    /// or `(item:)`.
    func hasDestinationModifier(at index: Int) -> Bool {
        guard index < spec.modifiers.count, case .presentedDestination = spec.modifiers[index] else { return false }
        return true
    }

    /// Whether this node is a row of a `ForEach` (its identity holds a row id).
    var isRow: Bool {
        identity.parts.contains { part in
            if case .row = part { return true }
            return false
        }
    }

    /// Whether this node is one of its parent's bar items (`.toolbar`,
    /// `.swipeActions`, `.contextMenu` content), which are read apart
    /// from the view they are on.
    var isBarItem: Bool {
        guard case .name(let name)? = identity.parts.first else { return false }
        return name.hasPrefix("toolbar")
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
