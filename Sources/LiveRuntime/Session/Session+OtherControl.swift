import ViewGraph

extension Session {
    /// The kinds of control a label can name, with the command that acts
    /// on each: a button or link is tapped, a field typed into…
    private static let commandKinds: [(control: ViewGraph.Control, kind: Refusal.Control)] = [
        (.button, .button), (.textField, .textField), (.toggle, .toggle), (.row, .row),
        (.control(command: "pick"), .picker), (.control(command: "increment"), .stepper),
        (.control(command: "slide"), .slider),
    ]

    /// A command that named no control of its kind (`:tap Dark mode`)
    /// where one control of another kind alone reads so on screen (the
    /// toggle "Dark mode"): the refusal names that control, so the
    /// console can say which command acts on it. Nil when no other
    /// control reads so, or controls of several kinds do (a deletable
    /// row aside: it reads the texts of the controls in it).
    func otherControl(named error: GraphError) -> Refusal? {
        guard case .noMatch(let label, let asked, _) = error, !label.isEmpty else { return nil }
        let wanted = label.lowercased()
        var found: [(label: String, kind: Refusal.Control)] = []
        for (control, kind) in Self.commandKinds where control != asked && kind != Refusal.Control(asked) {
            let labels: [String]
            if case .control(let command) = control {
                labels = views.graph.controls(for: command).map(\.label)
            } else {
                labels = views.graph.controls(control).map(\.label)
            }
            let exact = labels.first { $0 == label }
            if let match = exact ?? labels.first(where: { $0.lowercased() == wanted }) { found.append((match, kind)) }
        }
        // A deletable row reads the texts of the controls in it: the control is meant.
        if found.contains(where: { $0.kind != .row }) { found.removeAll { $0.kind == .row } }
        guard let first = found.first, found.allSatisfy({ $0.kind == first.kind }) else { return nil }
        return .otherControl(label: first.label, asked: Refusal.Control(asked), found: first.kind)
    }
}
