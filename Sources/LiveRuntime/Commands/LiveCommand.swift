/// One of the live runtime's commands (DESIGN §5), read and ready to run:
/// a user event on the app (`Session.perform`). The console types them at
/// the prompt; a test's scenario and a lesson's script are lists of them.
public enum LiveCommand: Equatable, Sendable {
    /// `:launch [VIEW] [--single-pass]`: mounts the root (V9). VIEW is a
    /// view's name or a Swift initializer, `DetailView(userId: "42")`.
    case launch(view: String?, singlePass: Bool)
    /// `:tap LABEL`: presses a button or follows a navigation link.
    case tap(String)
    /// `:type LABEL TEXT`: fills a text field.
    case type(field: String, text: String)
    /// `:toggle LABEL`: flips a toggle.
    case toggle(String)
    /// `:back`: pops the screen on top or dismisses the sheet.
    case back
    /// `:delete ROW`: swipes a list row away.
    case delete(row: String)
    /// `:move ROW N`: drags a list row so it becomes row N (from 1).
    case move(row: String, position: Int)
    /// `:wait DURATION`: moves the virtual clock.
    case wait(nanoseconds: Int)
    /// `:settle`: runs until nothing is pending.
    case settle
    /// `:pick LABEL OPTION`: selects a picker's option.
    case pick(control: String, option: String)
    /// `:increment LABEL`: a stepper's +.
    case increment(String)
    /// `:decrement LABEL`: a stepper's −.
    case decrement(String)
    /// `:slide LABEL VALUE`: moves a slider.
    case slide(control: String, value: Double)
    /// `:tab NAME`: selects a tab of the tab view on screen.
    case tab(String)
    /// `:refresh`: pulls to refresh the `.refreshable` view on screen.
    case refresh
    /// `:scroll down|up|top|bottom|left|right|to LABEL`: moves the lazy
    /// container on screen.
    case scroll(ScrollTarget)
    /// `:submit LABEL`: presses Return in a text or search field.
    case submit(String)
    /// `:phase active|inactive|background`: moves the app's scene to a
    /// phase, as leaving and reopening the app does.
    case phase(ScenePhase)

    /// The commands' names, as typed after the colon.
    public enum Name: String, CaseIterable, Sendable {
        case launch, tap, type, toggle, back, delete, move, wait, settle
        case pick, increment, decrement, slide, tab, refresh, scroll, submit, phase
    }

    public var name: Name {
        switch self {
        case .launch: return .launch
        case .tap: return .tap
        case .type: return .type
        case .toggle: return .toggle
        case .back: return .back
        case .delete: return .delete
        case .move: return .move
        case .wait: return .wait
        case .settle: return .settle
        case .pick: return .pick
        case .increment: return .increment
        case .decrement: return .decrement
        case .slide: return .slide
        case .tab: return .tab
        case .refresh: return .refresh
        case .scroll: return .scroll
        case .submit: return .submit
        case .phase: return .phase
        }
    }

    /// Reads a whole line, `:tap "Re-render parent"`: the command's full
    /// name, then its arguments as `init(_:arguments:screen:)` reads them.
    public init(parsing line: String, screen: ScreenLabels) throws(LiveCommandError) {
        guard let text = CommandText(line), let name = Name(rawValue: text.name) else {
            throw .unknownCommand(CommandText(line)?.name ?? line)
        }
        try self.init(name, arguments: text.arguments, screen: screen)
    }

    /// Reads a command's argument text the way the console does. Labels
    /// need no quotes: the labels on `screen` settle what a bare
    /// `:type First name Ada` means (the field "First name", the text "Ada").
    public init(_ name: Name, arguments: String, screen: ScreenLabels) throws(LiveCommandError) {
        switch name {
        case .launch:
            if let initializer = LiveCommand.launchInitializer(arguments) {
                self = .launch(view: initializer.text, singlePass: initializer.singlePass)
                return
            }
            var view: String?
            var singlePass = false
            for word in try ArgumentWords.split(arguments) {
                if word == "--single-pass" {
                    singlePass = true
                } else if word.hasPrefix("-") {
                    throw .unknownOption(.launch, option: word)
                } else if view == nil {
                    view = word
                } else {
                    throw .extraArgument(.launch, argument: word)
                }
            }
            self = .launch(view: view, singlePass: singlePass)
        case .tap:
            guard !arguments.isEmpty else { throw .missingArgument(.tap) }
            self = .tap(try LabelArgument.label(arguments, onScreen: screen.buttons))
        case .toggle:
            guard !arguments.isEmpty else { throw .missingArgument(.toggle) }
            self = .toggle(try LabelArgument.label(arguments, onScreen: screen.toggles))
        case .submit:
            guard !arguments.isEmpty else { throw .missingArgument(.submit) }
            self = .submit(try LabelArgument.label(arguments, onScreen: screen.fields))
        case .type:
            guard !arguments.isEmpty else { throw .missingArgument(.type) }
            let (field, text) = try LabelArgument.labelAndText(arguments, onScreen: screen.fields)
            guard let text else { throw .missingArgument(.type) }
            self = .type(field: field, text: text)
        case .delete:
            guard let row = try ArgumentWords.whole(arguments) else { throw .missingArgument(.delete) }
            self = .delete(row: row)
        case .move:
            // `:move Eggs 1`, `:move "Buy milk" 3`: the row, then its new place.
            let words = try ArgumentWords.split(arguments)
            guard words.count >= 2, let last = words.last else { throw .missingArgument(.move) }
            guard let position = Int(last) else { throw .notANumber(.move, last) }
            let row = words.dropLast().joined(separator: " ")
            self = .move(row: row, position: position)
        case .wait:
            guard let text = try ArgumentWords.whole(arguments) else { throw .missingArgument(.wait) }
            do {
                self = .wait(nanoseconds: try DurationText.nanoseconds(text))
            } catch {
                throw .invalidDuration(text, error)
            }
        case .back, .settle, .refresh:
            guard arguments.isEmpty else { throw .unexpectedArgument(name, argument: arguments) }
            self = name == .back ? .back : (name == .settle ? .settle : .refresh)
        case .pick:
            let (picker, option) = try LabelArgument.labelAndText(arguments, onScreen: screen.pickers, command: .pick)
            guard let option else { throw .missingArgument(.pick) }
            self = .pick(control: picker, option: option)
        case .increment, .decrement:
            guard !arguments.isEmpty else { throw .missingArgument(name) }
            let stepper = try LabelArgument.label(arguments, onScreen: screen.steppers)
            self = name == .increment ? .increment(stepper) : .decrement(stepper)
        case .slide:
            let (slider, text) = try LabelArgument.labelAndText(arguments, onScreen: screen.sliders, command: .slide)
            guard let text else { throw .missingArgument(.slide) }
            guard let value = Double(text), value.isFinite else { throw .notANumber(.slide, text) }
            self = .slide(control: slider, value: value)
        case .tab:
            guard let tab = try ArgumentWords.whole(arguments) else { throw .missingArgument(.tab) }
            self = .tab(tab)
        case .scroll:
            guard !arguments.trimmedOfBlanks.isEmpty else { throw .missingArgument(.scroll) }
            self = .scroll(try ScrollTarget(arguments: arguments))
        case .phase:
            guard let word = try ArgumentWords.whole(arguments) else { throw .missingArgument(.phase) }
            guard let phase = ScenePhase(rawValue: word.lowercased()) else { throw .unknownScenePhase(word) }
            self = .phase(phase)
        }
    }
}

extension LiveCommand {
    /// `:launch`'s argument when it is a Swift initializer (it has a
    /// parenthesis), taken as typed, with a `--single-pass` before or
    /// after it.
    static func launchInitializer(_ arguments: String) -> (text: String, singlePass: Bool)? {
        guard arguments.contains("(") else { return nil }
        var text = arguments.trimmedOfBlanks
        let flag = "--single-pass"
        var singlePass = false
        if text.hasPrefix(flag + " ") {
            text = text.dropFirst(flag.count)
            singlePass = true
        } else if text.hasSuffix(" " + flag) {
            text = text.dropLast(flag.count)
            singlePass = true
        }
        let expression = String(text.trimmedOfBlanks)
        return expression.isEmpty ? nil : (expression, singlePass)
    }
}

extension StringProtocol where SubSequence == Substring {
    /// Without the blanks at either end.
    var trimmedOfBlanks: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}

/// The labels of the controls on screen now (a screen covered by a pushed
/// one or a sheet is not on screen): what a bare label is read against.
public struct ScreenLabels: Equatable, Sendable {
    public var buttons: [String]
    public var fields: [String]
    public var toggles: [String]
    public var pickers: [String]
    public var steppers: [String]
    public var sliders: [String]
    /// The tabs of the tab views on screen.
    public var tabs: [String]

    public init(buttons: [String] = [], fields: [String] = [], toggles: [String] = [], pickers: [String] = [],
                steppers: [String] = [], sliders: [String] = [], tabs: [String] = []) {
        self.buttons = buttons
        self.fields = fields
        self.toggles = toggles
        self.pickers = pickers
        self.steppers = steppers
        self.sliders = sliders
        self.tabs = tabs
    }
}
