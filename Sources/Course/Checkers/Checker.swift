import LiveRuntime
/// A checker module: reads what a run did (its trace, its steps, the fate
/// of each object, values read from the live views) and says whether the
/// lesson's expectation holds, quoting the run.
///
/// One checker per file, named after its type: `SurvivesChecker` is
/// `survives(…)` in a lesson. Its `parameters` document and validate what
/// a lesson may pass; its messages sit at the bottom of its file.
public protocol Checker: Sendable {
    /// What lessons call it (derived from the type's name).
    static var name: String { get }
    /// One line for `Lessons/README.md` and errors.
    static var summary: String { get }
    static var parameters: [CheckerParameter] { get }
    init(_ arguments: CheckerArguments) throws(CheckerArgumentError)
    /// What the run must record for this checker to read.
    var needs: RunNeeds { get }
    func check(_ run: ScenarioRun) -> Verdict
}

/// A checker that counts or reads something (`instances(Counter)`), for
/// comparisons (`instances(Counter) == 1`) and measured predictions.
public protocol Measure: Sendable {
    static var name: String { get }
    /// Whether the value counts how often something happened, so an
    /// expectation reads "expected once" rather than "expected 1".
    static var countsTimes: Bool { get }
    static var summary: String { get }
    static var parameters: [CheckerParameter] { get }
    init(_ arguments: CheckerArguments) throws(CheckerArgumentError)
    var needs: RunNeeds { get }
    func measure(_ run: ScenarioRun) -> Measurement
}

extension Checker {
    public static var name: String { checkerName(of: Self.self, dropping: "Checker") }
    public var needs: RunNeeds { RunNeeds() }
}

extension Measure {
    public static var name: String { checkerName(of: Self.self, dropping: "Measure") }
    public static var countsTimes: Bool { false }
    public var needs: RunNeeds { RunNeeds() }
}

/// `NotCreatedBeforeChecker` → `notCreatedBefore`.
func checkerName(of type: Any.Type, dropping suffix: String) -> String {
    // `_typeName` reads the metadata directly; `String(describing:)` would
    // first look for description conformances, slowly, for every type.
    // Type names are ASCII identifiers: the name is worked on as bytes
    // (`first.lowercased() + name.dropFirst()` appended Character by
    // Character, which showed in a grade process's start-up).
    var name = Array(_typeName(type, qualified: false).utf8)
    let suffix = Array(suffix.utf8)
    if name.count >= suffix.count, name[(name.count - suffix.count)...].elementsEqual(suffix) {
        name.removeLast(suffix.count)
    }
    if let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
        name[0] = first + (UInt8(ascii: "a") - UInt8(ascii: "A"))
    }
    return String(decoding: name, as: UTF8.self)
}

/// What a checker needs recorded beyond the trace: calls of methods to
/// watch (`FeedModel.load`), and values to read from the live views
/// before the script and after each of its lines.
public struct RunNeeds: Sendable, Equatable {
    public var watchedMethods: [MethodName] = []
    public var probes: [ValuePath] = []

    public init(watchedMethods: [MethodName] = [], probes: [ValuePath] = []) {
        self.watchedMethods = watchedMethods
        self.probes = probes
    }

    public mutating func merge(_ other: RunNeeds) {
        for method in other.watchedMethods where !watchedMethods.contains(method) { watchedMethods.append(method) }
        for probe in other.probes where !probes.contains(probe) { probes.append(probe) }
    }
}

/// `FeedModel.load`: a method of a type, as a lesson names it.
public struct MethodName: Sendable, Hashable, CustomStringConvertible {
    public var type: String
    public var method: String

    public init(type: String, method: String) {
        self.type = type
        self.method = method
    }

    public var description: String { "\(type).\(method)" }
}

/// `ChildView.counter.count`: a view type, then a property of it, then
/// members of that value.
public struct ValuePath: Sendable, Hashable, CustomStringConvertible {
    public var view: String
    public var members: [String]

    public init(view: String, members: [String]) {
        self.view = view
        self.members = members
    }

    public var description: String { ([view] + members).joined(separator: ".") }
}

/// A checker's answer: pass or fail, in words that quote the run, with
/// the trace events it cites.
public struct Verdict: Sendable, Equatable {
    public enum Status: String, Sendable {
        case pass
        case fail
    }

    public var status: Status
    public var message: String
    public var events: [Int]

    public init(_ status: Status, _ message: String, events: [Int] = []) {
        self.status = status
        self.message = message
        self.events = events
    }

    public static func pass(_ message: String, events: [Int] = []) -> Verdict { Verdict(.pass, message, events: events) }
    public static func fail(_ message: String, events: [Int] = []) -> Verdict { Verdict(.fail, message, events: events) }

    public var passed: Bool { status == .pass }
}

/// What a measure found, and the events that show it.
public struct Measurement: Sendable, Equatable {
    public var value: MeasuredValue
    /// The finding in words: "Counter.init ran 3 times".
    public var description: String
    public var events: [Int]

    public init(_ value: MeasuredValue, _ description: String, events: [Int] = []) {
        self.value = value
        self.description = description
        self.events = events
    }

    /// The finding with the events that show it: "Counter.init ran 3
    /// times — events 4, 9, 15".
    public var sentence: String {
        let cited = describeEvents(events)
        return cited.isEmpty ? description : "\(description) — \(cited)"
    }
}

/// A measured value: a count, or a value read from a view.
public enum MeasuredValue: Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case text(String)
    /// Nothing could be read (no such view on screen…): never equal to anything.
    case missing(String)

    public var description: String {
        switch self {
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .text(let t): return t
        case .missing(let why): return why
        }
    }
}
