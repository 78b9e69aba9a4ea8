/// Controls beyond buttons, fields and toggles (`HostControl`): the user
/// events that act on them (`:pick`, `:increment`, `:slide`, `:tab`…),
/// and the children they keep installed but off screen — a tab view's
/// other tabs, a collapsed group's content.
///
/// A child a control hides keeps its storage; it disappears (its
/// `onDisappear` runs, its tasks are cancelled) and, when shown again,
/// appears (its `onAppear` runs, its tasks start again), as switching tabs
/// does on iOS 17.
extension ViewGraph {
    // MARK: - Acting on a control

    /// The controls on screen that `command` acts on, with their labels.
    public func controls(for command: String) -> [(label: String, node: ViewNode, control: HostControl)] {
        visibleNodes().flatMap { node -> [(label: String, node: ViewNode, control: HostControl)] in
            var found: [HostControl] = []
            if case .control(let control)? = node.spec.primitive?.role { found.append(control) }
            for modifier in node.spec.modifiers {
                if case .control(let control) = modifier { found.append(control) }
            }
            // A control with no label of its own (a tap gesture) is named by its view's texts.
            return found.filter { $0.commands.contains(command) }.map { ($0.label.isEmpty ? node.labelText : $0.label, node, $0) }
        }
    }

    /// `:pick Flavor Mint`, `:increment Quantity`, `:tab Settings`: one
    /// transaction on the control labelled `label` (for `:tab`, nil: the
    /// tab view that has the tab `argument`).
    public func act(_ command: String, label: String?, argument: String?) throws {
        guard root != nil else { throw GraphError.notLaunched }
        let (node, control) = try explainingRowsOutOfView { try self.control(for: command, label: label, argument: argument) }
        if node.isDisabled { throw GraphError.disabled(label: label ?? argument ?? control.label) }
        if let problem = control.problem(with: command, argument: argument) { throw GraphError.refusedArgument(problem) }
        let words = [label, argument].compactMap { $0 }.map { "\"\($0)\"" }
        record(.event(([command] + words).joined(separator: " ")))
        try transaction {
            try control.act(command, argument: argument, state: self.controlState(of: node))
            self.applyShownChildren(of: node)
        }
    }

    func control(for command: String, label: String?, argument: String?) throws -> (ViewNode, HostControl) {
        let all = controls(for: command)
        guard let label else {
            // A tab is named by its tab view's choices, not by a label.
            let wanted = argument ?? ""
            let holding = all.filter { $0.control.choices.contains(wanted) }
                + all.filter { $0.control.choices.contains { $0.lowercased() == wanted.lowercased() } }
            if let first = holding.first { return (first.node, first.control) }
            if all.count == 1 { return (all[0].node, all[0].control) }
            throw GraphError.noMatch(label: wanted, kind: .control(command: command), onScreen: all.flatMap(\.control.choices))
        }
        let exact = all.filter { $0.label == label }
        let matches = exact.isEmpty ? all.filter { $0.label.lowercased() == label.lowercased() } : exact
        // A label that moves with its value (`Quantity: 3`) is named by its start.
        let found = matches.isEmpty ? all.filter { $0.label.lowercased().hasPrefix(label.lowercased()) } : matches
        if found.count == 1 { return (found[0].node, found[0].control) }
        if found.count > 1 {
            throw GraphError.ambiguous(label: label, candidates: found.map { Self.candidate($0.label, $0.node) })
        }
        // `Score 0 in Ann`: the control in the one row that reads so.
        if let node = Self.rowQualified(label, among: all.map { ($0.label, $0.node) }),
           let control = all.first(where: { $0.node === node })?.control {
            return (node, control)
        }
        throw GraphError.noMatch(label: label, kind: .control(command: command), onScreen: all.map(\.label))
    }

    // MARK: - Children on and off screen

    /// What the control of `node` remembers without a binding.
    public func controlState(of node: ViewNode) -> ControlState {
        if let state = node.hostState[Self.controlStateKey] as? ControlState { return state }
        let state = ControlState()
        node.hostState[Self.controlStateKey] = state
        return state
    }

    /// The children of `node` that are on screen: not a row scrolled out
    /// of a lazy container's view, and, of a control's, those it shows.
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        guard case .control(let control)? = node.spec.primitive?.role,
              let shown = control.shownChildren(count: node.children.count, state: controlState(of: node)) else {
            return node.window == nil ? node.children : node.children.filter { !$0.isScrolledOff }
        }
        return node.children.enumerated().filter { shown.contains($0.offset) && !$0.element.isScrolledOff }.map(\.element)
    }

    /// Whether `child`, one of `parent`'s children, is on screen when
    /// `parent` is.
    func isShown(_ child: ViewNode, in parent: ViewNode) -> Bool {
        if child.isScrolledOff { return false }
        guard case .control? = parent.spec.primitive?.role else { return true }
        return shownChildren(of: parent).contains { $0 === child }
    }

    /// Whether a control above `node` (or a lazy container it was
    /// scrolled out of) keeps it off screen.
    func isHiddenByControl(_ node: ViewNode) -> Bool {
        var child = node
        while let parent = child.parent {
            if child.isScrolledOff { return true }
            if case .control? = parent.spec.primitive?.role, parent.children.contains(where: { $0 === child }),
               !shownChildren(of: parent).contains(where: { $0 === child }) {
                return true
            }
            child = parent
        }
        return false
    }

    /// After a control's node is installed, updated or acted on: children
    /// it now hides disappear, children it now shows appear.
    func applyShownChildren(of node: ViewNode) {
        let box = (node.hostState[Self.shownKey] as? ShownChildren) ?? ShownChildren()
        node.hostState[Self.shownKey] = box
        // The control reads its binding (a tab view's selection, a group's
        // expansion), not the body that built it.
        let shown = (try? watch(node, site: Self.controlSite) { self.shownChildren(of: node) }) ?? shownChildren(of: node)
        let now = Set(shown.map(ObjectIdentifier.init))
        if let before = box.shown {
            for child in node.children {
                let id = ObjectIdentifier(child)
                if before.contains(id), !now.contains(id) { hide(child) }
                if !before.contains(id), now.contains(id) { reveal(child) }
            }
        }
        box.shown = now
    }

    func hide(_ subtree: ViewNode) {
        for node in subtree.postOrder where node.isInstalled {
            for task in node.tasks { pending.cancellations.append((node, task)) }
            node.tasks.removeAll()
            if node.hasAppeared {
                node.hasAppeared = false
                pending.disappearances.append(node)
            }
        }
    }

    func reveal(_ subtree: ViewNode) {
        for node in subtree.postOrder where node.isInstalled && !node.hasAppeared && !isHiddenByControl(node) {
            pending.appearances.append(node)
            for (index, modifier) in node.spec.modifiers.enumerated() {
                if case .task(let action, let id, let label) = modifier { pending.starts.append((node, index, action, id, label)) }
            }
        }
    }

    /// Typing into a field focuses it (`.focused`): fields focused before lose focus.
    func focus(_ field: ViewNode) throws {
        for (_, node, control) in controls(for: "focus") where node !== field {
            try control.act("unfocus", argument: nil, state: controlState(of: node))
        }
        for modifier in field.spec.modifiers {
            if case .control(let control) = modifier, control.commands.contains("focus") {
                try control.act("focus", argument: nil, state: controlState(of: field))
            }
        }
    }

    /// A button in an open menu closes it when tapped.
    func closeMenus(containing node: ViewNode) {
        var current = node.parent
        while let n = current {
            if case .control(let control)? = n.spec.primitive?.role, control is ClosesAfterAction {
                controlState(of: n).isExpanded = false
                applyShownChildren(of: n)
            }
            current = n.parent
        }
    }

    private static let controlStateKey = "ViewGraph.controlState"
    private static let shownKey = "ViewGraph.shownChildren"
}

/// The children a control showed after its last update.
private final class ShownChildren {
    var shown: Set<ObjectIdentifier>?
}

extension HostControl {
    /// `argument` is not one of `choices` (matched as typed, else ignoring case).
    public func choiceProblem(_ argument: String?) -> ControlProblem? {
        let argument = argument ?? ""
        if choices.contains(argument) || choices.contains(where: { $0.lowercased() == argument.lowercased() }) { return nil }
        return .noSuchChoice(argument, choices: choices)
    }

    /// The choice `argument` names: as typed, else ignoring case.
    public func choiceIndex(_ argument: String?) -> Int? {
        let argument = argument ?? ""
        return choices.firstIndex(of: argument) ?? choices.firstIndex { $0.lowercased() == argument.lowercased() }
    }
}
