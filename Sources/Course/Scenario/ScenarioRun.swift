import LiveRuntime

/// What one run of a scenario did: the program loaded with a choice, the
/// script's lines run one by one in a fresh live runtime. Checkers read
/// it; `:compare` and feedback quote it.
public final class ScenarioRun: Sendable {
    /// One line of the script and the trace events it caused.
    public struct Step: Sendable {
        public var index: Int
        public var line: CommandScript.Line
        /// The user event it recorded (`tap "Increment"`), if any.
        public var eventLabel: String?
        /// Trace events `firstEvent...lastEvent` happened during this line
        /// (empty when `lastEvent < firstEvent`).
        public var firstEvent: Int
        public var lastEvent: Int
        /// Why the line failed, if it did.
        public var failure: ScriptFailure?

        public var events: ClosedRange<Int>? {
            lastEvent >= firstEvent ? firstEvent...lastEvent : nil
        }

        /// Whether a lesson's event argument names this line: the label it
        /// recorded (`tap "Re-render parent"`), its command's argument
        /// (`Re-render parent`), or its text with or without the colon.
        public func matches(_ name: String) -> Bool {
            let text = line.text
            if name == text || ":" + name == text { return true }
            if let eventLabel, eventLabel == name { return true }
            guard text.hasPrefix(":") else { return false }
            let parts = text.dropFirst().split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return false }
            let argument = String(parts[1]).trimmingCharacters(in: " ")
            return argument == name || argument == "\"\(name)\"" || argument.trimmingCharacters(in: "\"") == name
        }
    }

    /// A value read from a live view before the script or after a line.
    public enum Reading: Sendable, Equatable {
        /// The value as Swift would describe it, and, for an object, its
        /// name (`Counter#1`); `isText` for a string (its contents here).
        case value(String, object: String?, isText: Bool = false)
        /// Why nothing could be read: no such view installed, no such member.
        case missing(String)

        /// The value as a message shows it: a string in quotes, so an empty
        /// one is seen.
        public var shown: String {
            switch self {
            case .value(let text, _, true): return "\"" + text + "\""
            case .value(let text, _, false): return text
            case .missing(let why): return why
            }
        }
    }

    public let events: [TraceEvent]
    public let steps: [Step]
    /// What became of every object, in creation order (the answer
    /// `:timeline` gives).
    public let lives: [ObjectFate]
    /// The program's own output, in order.
    public let output: String
    /// Diagnostics that stopped the program from loading: a choice that
    /// does not compile fails every expectation with these.
    public let loadFailure: [Diagnostic]?
    /// Readings keyed by path, then by step index (-1: before the script).
    public let readings: [ValuePath: [Int: Reading]]

    public init(events: [TraceEvent], steps: [Step], lives: [ObjectFate], output: String,
                loadFailure: [Diagnostic]?, readings: [ValuePath: [Int: Reading]]) {
        self.events = events
        self.steps = steps
        self.lives = lives
        self.output = output
        self.loadFailure = loadFailure
        self.readings = readings
    }

    // MARK: - Queries checkers share

    /// The lines a lesson's event argument names, in order.
    public func steps(matching name: String) -> [Step] {
        steps.filter { $0.matches(name) }
    }

    /// The line during which trace event `number` happened.
    public func step(containing number: Int) -> Step? {
        steps.first { $0.events?.contains(number) ?? false }
    }

    /// Objects of `type` made in the run, in order.
    public func lives(of type: String) -> [ObjectFate] {
        lives.filter { $0.type == type }
    }

    /// The script lines that failed, in order.
    public var stepFailures: [StepFailure] {
        steps.compactMap { step in step.failure.map { StepFailure(line: step.line.text, failure: $0) } }
    }

    public func reading(_ path: ValuePath, afterStep index: Int) -> Reading {
        readings[path]?[index] ?? .missing("\(path) was not read")
    }

    /// Whether any type in the run is called `name` (objects or views), so
    /// a misspelt type in a lesson is told apart from "none were made".
    public func mentions(type name: String) -> Bool {
        events.contains { event in
            switch event.kind {
            case .objectCreated(let type, _), .objectDestroyed(let type, _), .viewConstructed(let type, _): return type == name
            case .bodyEvaluated(let view, _), .appeared(let view, _), .disappeared(let view, _): return view == name
            default: return false
            }
        }
    }
}

extension ObjectFate {
    /// Whether a view's storage holds, or held, it: the installed instance.
    public var wasKept: Bool {
        switch reason {
        case .kept, .releasedWith: return true
        default: return false
        }
    }
}

/// "events 4, 9, 15", "event 4", or "" for none.
public func describeEvents(_ numbers: [Int]) -> String {
    let sorted = Array(Set(numbers)).sorted()
    switch sorted.count {
    case 0: return ""
    case 1: return "event \(sorted[0])"
    default:
        if sorted.count > 8 { return "events " + sorted.prefix(8).map(String.init).joined(separator: ", ") + ", …" }
        return "events " + sorted.map(String.init).joined(separator: ", ")
    }
}

/// "events 14–18", or "event 14" for a span of one.
public func describeSpan(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound ? "event \(range.lowerBound)" : "events \(range.lowerBound)–\(range.upperBound)"
}
