import Interpreter
import ViewGraph

/// Runs a scenario: loads a program into a fresh live runtime, runs a
/// script's lines one by one as if typed, and records what checkers read —
/// the trace, each line's events, values read from live views before the
/// script and after every line, and what became of every object.
public struct ScenarioRunner: Sendable {
    /// Seeds `UUID()` and `random`, so a run is the same every time.
    public var seed: UInt64
    /// Loop iterations and calls one job may make: a choice that loops
    /// forever is stopped, reported, and graded as failing.
    public var stepLimit: Int

    public init(seed: UInt64 = 0, stepLimit: Int = 2_000_000) {
        self.seed = seed
        self.stepLimit = stepLimit
    }

    /// The program's source, and where its first line stands in its file.
    public struct Program: Sendable {
        public var text: String
        public var file: String
        public var firstLine: Int

        public init(text: String, file: String, firstLine: Int) {
            self.text = text
            self.file = file
            self.firstLine = firstLine
        }

        public init(_ block: CodeBlock) {
            self.init(text: block.text, file: block.file, firstLine: block.firstLine)
        }
    }

    /// Runs `script` against `program`. The session is returned with the
    /// run, so a learner can go on exploring exactly what was graded.
    public func run(_ programs: [Program], script: CommandScript, needs: RunNeeds = RunNeeds(),
                    output: ((String) -> Void)? = nil) -> (ScenarioRun, Session) {
        let buffer = OutputCollector()
        let session = Session(options: Session.Options(seed: seed, stepLimit: stepLimit)) { text in
            buffer.text += text
            output?(text)
        }
        session.watch(methods: needs.watchedMethods.map { ($0.type, $0.method) })
        var loadFailure: String?
        for program in programs {
            if case .failure(let diagnostics) = session.evaluate(program.text, file: program.file, firstLine: program.firstLine) {
                loadFailure = DiagnosticRenderer().render(diagnostics)
                break
            }
        }
        var readings: [ValuePath: [Int: ScenarioRun.Reading]] = [:]
        func read(after index: Int) {
            for path in needs.probes {
                readings[path, default: [:]][index] = Self.reading(session.read(view: path.view, members: path.members))
            }
        }
        var steps: [ScenarioRun.Step] = []
        if loadFailure == nil {
            read(after: -1)
            for (index, line) in script.lines.enumerated() {
                let first = session.traceEvents.count + 1
                let failure = ScriptLineRunner.run(line, in: session)
                let events = session.traceEvents
                let label = events.dropFirst(first - 1).lazy.compactMap { event -> String? in
                    if case .event(let label) = event.kind { return label }
                    return nil
                }.first
                steps.append(ScenarioRun.Step(index: index, line: line, eventLabel: label, firstEvent: first,
                                              lastEvent: events.count, failure: failure))
                read(after: index)
            }
        }
        let timeline = session.timeline()
        let lives = timeline.lives.map { life -> ScenarioRun.ObjectLife in
            let parts = life.name.split(separator: "#")
            return ScenarioRun.ObjectLife(type: parts.first.map(String.init) ?? life.name,
                                          serial: parts.count > 1 ? Int(parts[1]) ?? 0 : 0,
                                          created: life.created, destroyed: life.destroyed, fate: Self.fate(life.fate))
        }
        let run = ScenarioRun(events: session.traceEvents, steps: steps, lives: lives, output: buffer.text,
                              loadFailure: loadFailure, readings: readings)
        return (run, session)
    }

    static func reading(_ result: Session.ReadResult) -> ScenarioRun.Reading {
        switch result {
        case .value(let text, let object): return .value(text, object: object)
        case .missing(let why): return .missing(why)
        }
    }

    static func fate(_ fate: Session.Timeline.Fate) -> ObjectFate {
        switch fate {
        case .kept(let holder): return .kept(by: holder)
        case .heldByView(let view): return .heldByView(view)
        case .heldByGlobal(let name): return .heldByGlobal(name)
        case .heldByEnvironment(let key): return .heldByEnvironment(key)
        case .heldByTask: return .heldByTask
        case .leaked: return .leaked
        case .released(let from): return .released(from: from)
        case .thrownAway: return .thrownAway
        }
    }
}

/// Collects what a run printed.
final class OutputCollector: @unchecked Sendable {
    var text = ""
}
