import ViewGraph

/// The commands for the controls beyond buttons, fields and toggles:
/// `:pick`, `:increment` / `:decrement`, `:slide`, `:tab`, `:refresh`.
/// Each is one transaction on a control on screen (`HostControl`).
extension Session {
    /// Which way `:increment` and `:decrement` move a stepper.
    public enum Adjustment: String, Sendable {
        case increment, decrement
    }

    /// `:pick LABEL OPTION`: selects a picker's option, writing its tag
    /// through the picker's selection binding.
    public func pick(_ option: String, in picker: String) throws(CommandFailure) {
        try command { try self.views.graph.act("pick", label: picker, argument: option) }
    }

    /// `:increment LABEL` / `:decrement LABEL`: a stepper's + or − (its
    /// accessibility actions), by its step, within its range.
    public func adjust(_ stepper: String, by adjustment: Adjustment) throws(CommandFailure) {
        try command { try self.views.graph.act(adjustment.rawValue, label: stepper, argument: nil) }
    }

    /// `:slide LABEL VALUE`: moves a slider to VALUE (kept in its range,
    /// rounded to its step).
    public func slide(_ slider: String, to value: Double) throws(CommandFailure) {
        try command { try self.views.graph.act("slide", label: slider, argument: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) }
    }

    /// `:tab NAME`: selects the tab NAME of the tab view on screen.
    public func selectTab(_ name: String) throws(CommandFailure) {
        try command { try self.views.graph.act("tab", label: nil, argument: name) }
    }

    /// `:refresh`: pulls to refresh the `.refreshable` view on screen; its
    /// action runs as a task, as the pull's spinner waits for it.
    public func refresh() throws(CommandFailure) {
        try command { try self.views.graph.act("refresh", label: nil, argument: nil) }
    }
}

extension Refusal.Control {
    /// The kind of control a command acts on.
    init(command: String) {
        switch command {
        case "pick": self = .picker
        case "increment", "decrement": self = .stepper
        case "slide": self = .slider
        case "tab": self = .tab
        case "type": self = .textField
        case "refresh": self = .refreshable
        default: self = .button
        }
    }
}

extension Session {
    /// What the control labelled `label` that `command` acts on offers (a
    /// picker's options), for completion.
    public func choices(of command: String, labelled label: String) -> [String] {
        views.graph.controls(for: command).first { $0.label == label }?.control.choices ?? []
    }
}
