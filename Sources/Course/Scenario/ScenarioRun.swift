import ViewGraph

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
        /// The command's error or the Swift line's diagnostics, rendered.
        public var failure: String?

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

    /// An object's life in the run: when it was made and destroyed, and
    /// what became of it — the same answer `:timeline` gives.
    public struct ObjectLife: Sendable, Equatable {
        public var type: String
        public var serial: Int
        public var created: Int
        public var destroyed: Int?
        public var fate: ObjectFate

        public var name: String { "\(type)#\(serial)" }
    }

    /// A value read from a live view before the script or after a line.
    public enum Reading: Sendable, Equatable {
        /// The value as Swift would describe it, and, for an object, its
        /// name (`Counter#1`).
        case value(String, object: String?)
        /// Why nothing could be read: no such view installed, no such member.
        case missing(String)
    }

    public let events: [TraceEvent]
    public let steps: [Step]
    public let lives: [ObjectLife]
    /// The program's own output, in order.
    public let output: String
    /// Diagnostics that stopped the program from loading, rendered: a
    /// choice that does not compile fails every expectation with these.
    public let loadFailure: String?
    /// Readings keyed by path, then by step index (-1: before the script).
    public let readings: [ValuePath: [Int: Reading]]

    public init(events: [TraceEvent], steps: [Step], lives: [ObjectLife], output: String,
                loadFailure: String?, readings: [ValuePath: [Int: Reading]]) {
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
    public func lives(of type: String) -> [ObjectLife] {
        lives.filter { $0.type == type }
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

/// What became of an object: why it is still alive, or how it died.
public enum ObjectFate: Sendable, Equatable {
    /// In a view's storage (`@State`, `@StateObject`): `ChildView.counter`.
    case kept(by: String)
    /// Alive because a view's current struct value holds it.
    case heldByView(String)
    case heldByGlobal(String)
    case heldByEnvironment(String)
    case heldByTask
    /// Alive, but nothing reachable holds it: a retain cycle.
    case leaked
    /// Deinitialised after it had been in a view's storage (the last one
    /// that held it, `View.property`).
    case released(from: String)
    /// Deinitialised without ever being in a view's storage.
    case thrownAway

    public var isAlive: Bool {
        switch self {
        case .released, .thrownAway: return false
        default: return true
        }
    }

    /// Whether a view's storage holds, or held, it: the installed instance.
    public var wasKept: Bool {
        switch self {
        case .kept, .released: return true
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
