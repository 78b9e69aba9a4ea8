import SwiftSubset

/// Why a live command failed: the runtime refused it (no such button,
/// nothing launched…), the program's own code failed while it ran, or
/// both. Values, with no wording: the console words them (`ConsoleError`),
/// a checker reads them.
public struct CommandFailure: Error, Equatable {
    public var refusal: Refusal?
    /// Runtime errors of the program's code the command ran.
    public var diagnostics: [Diagnostic]

    public init(refusal: Refusal? = nil, diagnostics: [Diagnostic] = []) {
        self.refusal = refusal
        self.diagnostics = diagnostics
    }
}

/// What the live runtime refuses to do, and why.
public enum Refusal: Error, Equatable, Sendable {
    /// Nothing is mounted: `:tap`, `:tree`… need a `:launch` first.
    case notLaunched
    /// No control of `kind` labelled `label` among the views on screen;
    /// `onScreen` lists the labels of that kind there are.
    case noControl(label: String, kind: Control, onScreen: [String])
    /// No control of `asked` labelled `label`, but a control of another
    /// kind, `found`, is labelled so on screen (`:tap Dark mode` where
    /// "Dark mode" is a toggle): another command acts on it. `label` is
    /// the label as the screen shows it.
    case otherControl(label: String, asked: Control, found: Control)
    /// Several controls have the label; `candidates` say where each is.
    case ambiguousLabel(String, candidates: [String])
    /// The control is disabled (`.disabled(true)` on it or around it).
    case disabled(label: String)
    /// `:back` with no pushed screen and no sheet.
    case nothingToGoBack
    /// Updates kept causing more updates in one event.
    case runawayUpdates(passes: Int)
    /// `:launch NAME` names no view (or App); `views` are the ones declared.
    case unknownView(String, views: [String])
    /// A bare `:launch` with no view declared at all.
    case noViewDeclared
    /// A bare `:launch` that cannot tell which view is the app: several
    /// stand alone (`candidates`).
    case whichView(candidates: [String])
    /// The launched view's (or App's) body has no view to show.
    case emptyBody(of: String)
    /// `:launch NAME` of a view every initializer of which needs arguments;
    /// `calls` shows how each is written (`DetailView(userId: …)`).
    case needsArguments(view: String, calls: [String])
    /// `:settle` gave up: timers kept scheduling more.
    case neverSettles(timers: Int)
    /// `:pick` or `:tab` named a choice the control does not offer.
    case noSuchChoice(String, choices: [String])
    /// `:slide` was given something that is not a number.
    case notANumber(String)
    /// `:pick` of a date picker was given something that is not a day or
    /// a time it shows; `form` says what it takes.
    case notADate(String, form: String)
    /// No control so labelled on screen, while the lazy `container` on
    /// screen has rows out of view (`position`) it may be in: scrolling
    /// reaches them. `inBuiltRow`: a row built before, now scrolled off,
    /// has it.
    case notInView(label: String, kind: Control, container: String, position: ScrollPosition, inBuiltRow: Bool)
    /// `:scroll` with nothing on screen that scrolls that way.
    case nothingToScroll(ScrollTarget)
    /// `:scroll` where the container already is: its top, or its end.
    case cannotScroll(ScrollTarget, container: String)
    /// `:scroll to LABEL` went through every row and none reads LABEL.
    case noRowReads(label: String, container: String, rows: Int)
    /// `:scroll to LABEL` gave up after `screens` screens.
    case scrolledTooFar(label: String, container: String, screens: Int)
    /// `:move ROW N` with N not one of the row's `ForEach`'s `rows` places.
    case noPosition(Int, rows: Int)

    /// The kinds of control a label can name.
    public enum Control: String, Sendable {
        case button, textField, toggle, row
        case picker, stepper, slider, tab, refreshable
    }
}
