import LiveRuntime

/// A learner's mistake at the prompt, in a script or in a command's
/// arguments, or the live runtime's refusal of a command. Every wording
/// the console shows for one is here: the runtime returns typed values
/// (`Refusal`, `LiveCommandError`), the console puts them into words.
///
/// Internal failures are not `ConsoleError`s: they are bugs and say so.
public enum ConsoleError: Error, Equatable, Sendable {
    case missingCommandName
    case unknownCommand(String, suggestion: String?)
    case ambiguousCommand(String, candidates: [String])
    case missingArgument(command: String, synopsis: String)
    case unexpectedArgument(command: String, argument: String)
    /// More arguments than the command takes.
    case extraArgument(command: String, argument: String, usage: String)
    case unterminatedQuote
    case cannotRead(path: String, reason: String)
    /// An argument that is not one of the words a command accepts.
    case invalidChoice(command: String, argument: String, choices: [String])
    /// An option (`--single-pass`) the command does not have.
    case unknownOption(command: String, option: String)
    /// `:wait` was given something that is not a duration.
    case invalidDuration(String, DurationProblem)
    /// `:slide` was given something that is not a number.
    case notANumber(command: String, argument: String)
    /// The live runtime refused a command (no such button, nothing
    /// launched…), with any program errors it caused.
    case refused(Refusal, diagnostics: [Diagnostic])
    /// Swift that did not parse, compile or run; the renderer draws these.
    case diagnostics([Diagnostic])
    /// A course command that cannot act now, in the course's words
    /// (`no exercise in this step`, `no lesson called owners`).
    case course(String)

    /// The one-line message (for `.diagnostics`, a summary line; the
    /// diagnostics themselves are rendered with their source lines).
    public var message: String {
        switch self {
        case .missingCommandName:
            return "type a command name after the colon, e.g. :help"
        case .unknownCommand(let name, let suggestion?):
            return "unknown command :\(name); did you mean :\(suggestion)?"
        case .unknownCommand(let name, nil):
            return "unknown command :\(name) (type :help for the list)"
        case .ambiguousCommand(let name, let candidates):
            return ":\(name) is ambiguous: it could be "
                + candidates.map { ":" + $0 }.joined(separator: ", ")
        case .missingArgument(let command, let synopsis):
            return ":\(command) needs \(synopsis) (usage: :\(command) \(synopsis))"
        case .unexpectedArgument(let command, let argument):
            return ":\(command) takes no argument, but was given \(argument)"
        case .extraArgument(let command, let argument, let usage):
            return ":\(command) does not take \(argument) (usage: \(usage))"
        case .unterminatedQuote:
            return "a quoted argument is missing its closing quote"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalidChoice(let command, let argument, let choices):
            return ":\(command) takes " + Self.either(choices) + ", not \(argument)"
        case .unknownOption(let command, let option):
            return ":\(command) has no option \(option) (see :help \(command))"
        case .invalidDuration(let text, let problem):
            return "\(text) is not a duration: " + Self.words(for: problem, in: text)
        case .notANumber(let command, let argument):
            return ":\(command) needs a number, not \(argument)"
        case .refused(let refusal, _):
            return Self.words(for: refusal)
        case .diagnostics(let diagnostics):
            return diagnostics.count == 1 ? "1 error" : "\(diagnostics.count) errors"
        case .course(let message):
            return message
        }
    }

    /// What the live runtime refused, as the console says it.
    static func words(for refusal: Refusal) -> String {
        switch refusal {
        case .notLaunched:
            return "nothing is launched yet: :launch a view first"
        case .noControl(_, .refreshable, _):
            return "nothing on screen can be refreshed: no view on screen has .refreshable"
        case .noControl(let label, .tab, let tabs):
            let shown = tabs.isEmpty ? "no tab view is on screen" : "tabs: " + tabs.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no tab \"\(label)\" on screen (\(shown))"
        case .noControl(let label, let kind, let onScreen):
            let shown = onScreen.isEmpty ? "none" : onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(noun(kind)) labelled \"\(label)\" on screen (on screen: \(shown))"
        case .otherControl(let label, let asked, let found):
            return "\"\(label)\" is \(article(noun(found))) \(noun(found)), not \(article(noun(asked))) \(noun(asked)): "
                + command(acting: found, on: label)
        case .ambiguousLabel(let label, let candidates):
            return "\"\(label)\" is ambiguous: " + candidates.joined(separator: "; ")
        case .disabled(let label):
            return "\"\(label)\" is disabled: .disabled(true) is on it or on a view around it"
        case .nothingToGoBack:
            return "nothing to go back from: no pushed screen or sheet"
        case .runawayUpdates(let passes):
            return "stopped: updates kept causing more updates (\(passes) passes in one event)"
        case .unknownView(let name, let views):
            return "no view named \(name)" + viewList(views)
        case .noViewDeclared:
            return "there is no view to launch: declare a struct that conforms to View"
        case .whichView(let candidates):
            return "which view? :launch NAME" + viewList(candidates)
        case .emptyBody(let view):
            return "\(view)'s body has no view to show"
        case .needsArguments(let view, let calls):
            return "\(view) needs arguments: launch it with an initializer, "
                + calls.map { ":launch \($0)" }.joined(separator: " or ")
        case .neverSettles(let timers):
            return "stopped settling after \(timers) timers: something keeps scheduling more"
        case .noSuchChoice(let choice, let choices):
            return "no choice \"\(choice)\" (choices: " + choices.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        case .notANumber(let text):
            return "\(text) is not a number"
        case .notADate(let text, let form):
            return "\(text) is not a date this picker takes: write \(form)"
        case .notInView(let label, let kind, let container, let position, let inBuiltRow):
            let place = inBuiltRow ? "it is in a row scrolled out of view" : "it may be in a row out of view"
            return "no \(noun(kind)) labelled \"\(label)\" on screen: the \(container) shows " + rows(position)
                + "; \(place) — :scroll to \(quotedIfNeeded(label)) (or :scroll down, :scroll up) to reach it"
        case .nothingToScroll(let target) where target == .left || target == .right:
            return "nothing on screen scrolls \(target.words): no lazy stack or lazy grid on screen scrolls sideways"
        case .nothingToScroll(let target):
            return "nothing on screen scrolls \(target.words): no List, Form, lazy stack or lazy grid is on screen"
        case .cannotScroll(let target, let container):
            switch target {
            case .up, .top, .left: return "the \(container) is at its top already: nothing above"
            default: return "the \(container) is at its end already: nothing below"
            }
        case .noRowReads(let label, let container, let count):
            return "no row of the \(container) shows \"\(label)\" (scrolled through its \(count) "
                + (count == 1 ? "row" : "rows") + ", to the end and back)"
        case .scrolledTooFar(let label, let container, let screens):
            return "stopped after scrolling \(screens) screens of the \(container) without \"\(label)\" coming into view"
        case .noPosition(let position, let rows):
            return "no place \(position) to move the row to: its list has \(rows) " + (rows == 1 ? "row" : "rows") + " (1–\(rows))"
        }
    }

    /// `rows 1–16 of 10,000 in view`.
    private static func rows(_ position: ScrollPosition) -> String {
        guard position.lastInView > 0 else { return "none of its \(grouped(position.rowCount)) rows" }
        return "rows \(grouped(position.firstInView))–\(grouped(position.lastInView)) of \(grouped(position.rowCount))"
    }

    /// `10,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (number < 0 ? "-" : "") + out
    }

    private static func quotedIfNeeded(_ label: String) -> String {
        label.contains(" ") ? "\"\(label)\"" : label
    }

    /// The console line that acts on a control of `kind` labelled `label`.
    private static func command(acting kind: Refusal.Control, on label: String) -> String {
        switch kind {
        case .button: return ":tap \(label)"
        case .textField: return ":type \(quotedIfNeeded(label)) TEXT"
        case .toggle: return ":toggle \(label)"
        case .row: return ":delete \(label)"
        case .picker: return ":pick \(quotedIfNeeded(label)) OPTION"
        case .stepper: return ":increment \(label) (or :decrement \(label))"
        case .slider: return ":slide \(quotedIfNeeded(label)) VALUE"
        case .tab: return ":tab \(label)"
        case .refreshable: return ":refresh"
        }
    }

    private static func article(_ noun: String) -> String {
        "aeiou".contains(noun.first ?? "x") ? "an" : "a"
    }

    private static func noun(_ control: Refusal.Control) -> String {
        switch control {
        case .button: return "button"
        case .textField: return "text field"
        case .toggle: return "toggle"
        case .row: return "row"
        case .picker: return "picker"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .tab: return "tab"
        case .refreshable: return "refreshable view"
        }
    }

    private static func viewList(_ names: [String]) -> String {
        names.isEmpty ? "" : " (views: " + names.joined(separator: ", ") + ")"
    }

    /// Why a duration was refused, as the console says it.
    static func words(for problem: DurationProblem, in text: String) -> String {
        switch problem {
        case .noNumber: return "write a number and a unit together, e.g. 300ms or 1.5s"
        case .noUnit: return "add a unit, e.g. \(text)ms or \(text)s"
        case .notTogether(let together): return "write the number and the unit together: \(together)"
        case .unknownUnit(let unit): return "\(unit) is not a unit; use ns, us, ms, s or min"
        case .notANumber(let digits): return "\(digits) is not a number"
        case .tooPrecise: return "more than 9 decimal places"
        case .tooLong: return "the longest wait is a day (1440min)"
        case .fractionOfANanosecond: return "it is not a whole number of nanoseconds"
        }
    }

    /// `on or off`, `a, b or c`.
    private static func either(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

extension ConsoleError {
    /// A live command line the runtime could not read, for the command as
    /// the console's table describes it (its usage).
    init(_ error: LiveCommandError, command: Command) {
        switch error {
        case .unknownCommand(let name): self = .unknownCommand(name, suggestion: nil)
        case .missingArgument: self = .missingArgument(command: command.name, synopsis: command.arguments)
        case .unexpectedArgument(_, let argument): self = .unexpectedArgument(command: command.name, argument: argument)
        case .extraArgument(_, let argument): self = .extraArgument(command: command.name, argument: argument, usage: command.usage)
        case .unknownOption(_, let option): self = .unknownOption(command: command.name, option: option)
        case .unterminatedQuote: self = .unterminatedQuote
        case .invalidDuration(let text, let problem): self = .invalidDuration(text, problem)
        case .notANumber(_, let text): self = .notANumber(command: command.name, argument: text)
        case .unknownScrollDirection(let word):
            self = .invalidChoice(command: command.name, argument: word, choices: ScrollTarget.directions.dropLast() + ["to LABEL"])
        case .unknownScenePhase(let word):
            self = .invalidChoice(command: command.name, argument: word, choices: ScenePhase.allCases.map(\.rawValue))
        }
    }

    /// A command the runtime refused or whose code failed.
    init?(_ failure: CommandFailure) {
        if let refusal = failure.refusal {
            self = .refused(refusal, diagnostics: failure.diagnostics)
        } else if !failure.diagnostics.isEmpty {
            self = .diagnostics(failure.diagnostics)
        } else {
            return nil
        }
    }
}
