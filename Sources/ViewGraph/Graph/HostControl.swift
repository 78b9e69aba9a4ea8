/// A control the library defines beyond buttons, fields and toggles — a
/// picker, a stepper, a slider, a tab view, a disclosure group — as the
/// graph sees it: the commands that reach it, its label, what it lets a
/// person choose, and which of its children are on screen.
///
/// The graph never looks inside: the host reads and writes the program's
/// bindings in `act`, and keeps whatever a control remembers without a
/// binding (an unbound `TabView`'s tab) in `state`, which the graph keeps
/// with the node.
public protocol HostControl: AnyObject {
    /// The commands that act on it, as typed after the colon: `pick`,
    /// `increment` and `decrement`, `slide`, `tab`.
    var commands: [String] { get }
    /// What a command names it by (a picker's title).
    var label: String { get }
    /// What it offers to choose (a picker's options, a tab view's tabs),
    /// for completion and for a refusal's list.
    var choices: [String] { get }
    /// Which of the node's children are on screen, by index; nil for all
    /// (a tab view shows its selected tab, a collapsed group its label).
    func shownChildren(count: Int, state: ControlState) -> Set<Int>?
    /// What is wrong with `argument` for `command`, checked before the
    /// event is recorded; nil when it can be taken.
    func problem(with command: String, argument: String?) -> ControlProblem?
    /// Performs `command` with `argument` as typed. A choice that is not
    /// one of `choices`, or a value it cannot take, is a `ControlProblem`.
    func act(_ command: String, argument: String?, state: ControlState) throws
}

/// What a control remembers per node when no binding holds it.
public final class ControlState {
    public var selection: Int?
    public var isExpanded: Bool?
    public init() {}
}

/// Why a control refused an argument; the host words it.
public enum ControlProblem: Error, Equatable {
    /// `:pick Flavor Banana` when Banana is not an option.
    case noSuchChoice(String, choices: [String])
    /// `:slide Volume loud`: not a number.
    case notANumber(String)
    /// `:pick Due soon`: not a day or a time the date picker shows;
    /// `form` says what it takes.
    case notADate(String, form: String)
}

/// A control whose content closes after one of its buttons is tapped (a
/// `Menu`): the graph sets its state's `isExpanded` to false.
public protocol ClosesAfterAction: HostControl {}

/// A running `.task`-like subscription that takes the action of each new
/// view value (`.onReceive` runs the closure of the latest body, where a
/// `.task` keeps the one it started with).
public protocol AdoptingTaskToken: TaskToken {
    func adopt(_ action: HostAction)
}
