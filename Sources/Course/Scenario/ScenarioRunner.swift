import LiveRuntime

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
        var loadFailure: [Diagnostic]?
        for program in programs {
            if case .failure(let diagnostics) = session.evaluate(program.text, file: program.file, firstLine: program.firstLine) {
                loadFailure = diagnostics
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
                let failure = Self.run(line, in: session)
                let events = session.traceEvents
                // The line's user event (a plain loop: a lazy chain of
                // generic sequences is instantiated at run time, which
                // showed in a grade process's start-up).
                var label: String?
                for event in events.dropFirst(first - 1) {
                    if case .event(let text) = event.kind {
                        label = text
                        break
                    }
                }
                steps.append(ScenarioRun.Step(index: index, line: line, eventLabel: label, firstEvent: first,
                                              lastEvent: events.count, failure: failure))
                read(after: index)
            }
        }
        let run = ScenarioRun(events: session.traceEvents, steps: steps, lives: session.objectFates(), output: buffer.text,
                              loadFailure: loadFailure, readings: readings)
        return (run, session)
    }

    /// Console commands that only show something (`:tree`): a script may
    /// hold them for the learner; they change nothing in a run.
    public static let displayCommands: Set<String> = ["tree", "timeline", "trace", "help"]

    /// Runs one line as if typed: a live command, or Swift.
    static func run(_ line: CommandScript.Line, in session: Session) -> ScriptFailure? {
        guard line.isCommand else {
            if case .failure(let diagnostics) = session.evaluate(line.text, file: line.location.file, firstLine: line.location.line) {
                return .swift(diagnostics)
            }
            return nil
        }
        let name = line.text.dropFirst().prefix { $0 != " " && $0 != "\t" }
        if displayCommands.contains(String(name)) { return nil }
        do throws(LiveCommandError) {
            let command = try LiveCommand(parsing: line.text, screen: session.screen)
            do throws(CommandFailure) {
                try session.perform(command)
            } catch {
                return .command(error)
            }
        } catch {
            return .unreadable(error)
        }
        return nil
    }

    static func reading(_ result: Session.ReadResult) -> ScenarioRun.Reading {
        switch result {
        case .value(let text, let object): return .value(text, object: object)
        case .text(let text): return .value(text, object: nil, isText: true)
        case .missing(let why): return .missing(why)
        }
    }
}

/// Collects what a run printed.
final class OutputCollector: @unchecked Sendable {
    var text = ""
}
