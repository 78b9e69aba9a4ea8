import Course
import LiveRuntime

/// What commands and entries act on: the Swift session, the command table,
/// the output streams and how to present things on them.
///
/// One context lives as long as the console; `:reset` replaces its session.
public final class ConsoleContext {
    public let commands: CommandTable
    public private(set) var session: Session
    public let sessionOptions: Session.Options
    public let output: ConsoleOutput
    /// Styles for text on the output stream.
    public let styler: Styler
    /// Styles for text on the error stream (diagnostics).
    public let errorStyler: Styler
    /// At the prompt (true), or reading a script or a pipe (false).
    public let isInteractive: Bool
    /// The process environment, for `~` and the like.
    public let environment: [String: String]
    /// Set by the interactive console so Ctrl-C interrupts an evaluation.
    var interruptRelay: InterruptRelay?
    /// `:trace on`, `--trace`: runtime events are printed as they happen.
    public var showsTrace: Bool
    /// `--json`: every trace event is written here as one JSON line.
    private let jsonEvents: ConsoleOutput?
    /// The virtual time of the last event the trace showed.
    private var traceTime = 0
    /// Measures the columns `:tree` and `:timeline` may use.
    private let measureWidth: () -> Int
    /// The course, when one is loaded: lessons, steps, progress.
    public var course: CourseController?
    /// Asks the person at the prompt a question and returns the line they
    /// typed, nil at end of input (set by the interactive console); nil in
    /// a script or a pipe. `Confirmation.isYes` reads a yes/no answer.
    var ask: ((String) -> String?)?

    public init(
        commands: CommandTable = .standard(),
        sessionOptions: Session.Options = Session.Options(),
        output: ConsoleOutput,
        styler: Styler = .plain,
        errorStyler: Styler = .plain,
        isInteractive: Bool,
        environment: [String: String] = [:],
        showsTrace: Bool = false,
        jsonEvents: ConsoleOutput? = nil,
        measureWidth: @escaping () -> Int = { 100 }
    ) {
        self.commands = commands
        self.sessionOptions = sessionOptions
        self.output = output
        self.styler = styler
        self.errorStyler = errorStyler
        self.isInteractive = isInteractive
        self.environment = environment
        self.showsTrace = showsTrace
        self.jsonEvents = jsonEvents
        self.measureWidth = measureWidth
        self.session = Self.makeSession(sessionOptions, output, terminal: isInteractive)
        observeTrace()
    }

    /// Evaluates Swift in the session; Ctrl-C meanwhile interrupts it.
    /// Entries typed (or piped) at the prompt are `.interactive`: bare
    /// expressions echo `$R0: Int = 3`; loaded files are `.file`.
    public func evaluate(_ source: String, file: String, firstLine: Int? = nil, mode: Session.Mode = .file) -> Session.Result {
        let session = self.session
        // What the learner wrote, run or loaded gets swiftc's warnings on
        // the error stream, before its output; a lesson's own blocks do not.
        session.interpreter.warningHandler = { [unowned self] warnings in output.writeError(render(warnings)) }
        defer { session.interpreter.warningHandler = nil }
        return runInterruptibly { session.evaluate(source, file: file, firstLine: firstLine, mode: mode) }
    }

    private func runInterruptibly<T>(_ body: () -> T) -> T {
        guard let interruptRelay else { return body() }
        let session = self.session
        return interruptRelay.whileRunning(interrupt: { session.interrupt() }, body)
    }

    /// Throws the session away and starts a fresh one with the same options.
    public func resetSession() {
        session = Self.makeSession(sessionOptions, output, terminal: isInteractive)
        observeTrace()
        course?.sessionWasReplaced()
    }

    /// A fresh session holding a lesson step's program (each block placed
    /// at its lines in the lesson file, so errors point there).
    public func load(_ blocks: [CodeBlock]) {
        session = Self.makeSession(sessionOptions, output, terminal: isInteractive)
        observeTrace()
        for block in blocks {
            if case .failure(let diagnostics) = session.evaluate(block.text, file: block.file, firstLine: block.firstLine) {
                output.writeError(render(diagnostics))
                return
            }
        }
    }

    /// Makes a session built elsewhere (a graded run) the live one: its
    /// later output comes here, and its trace shows with `:trace on`.
    func adopt(_ session: Session, relay: OutputRelay) {
        let terminal = isInteractive
        relay.target = { [weak output] text in output?.write(terminal ? text.terminalSafe : text) }
        self.session = session
        observeTrace()
    }

    /// The columns `:tree` and `:timeline` aim to fit in: the terminal's
    /// width at the prompt (never under 60), 100 in a script or a pipe.
    public var displayWidth: Int { max(60, measureWidth()) }

    /// Runs a live-runtime command (`:tap`, `:wait`…); Ctrl-C meanwhile
    /// interrupts it. A refusal or a program error becomes a `ConsoleError`.
    public func perform(_ command: LiveCommand) throws(ConsoleError) {
        let session = self.session
        let failure: CommandFailure? = runInterruptibly {
            do throws(CommandFailure) {
                try session.perform(command)
                return nil
            } catch {
                return error
            }
        }
        if let failure, let error = ConsoleError(failure) { throw error }
    }

    /// Reads a live command's arguments against what is on screen now, as
    /// `command`'s table entry describes them, and runs it.
    public func perform(_ name: LiveCommand.Name, _ invocation: CommandInvocation) throws(ConsoleError) {
        let command: LiveCommand
        do throws(LiveCommandError) {
            command = try LiveCommand(name, arguments: invocation.argumentText, screen: session.screen)
        } catch {
            throw ConsoleError(error, command: invocation.command)
        }
        try perform(command)
    }

    /// A remark for the person at the prompt (`session reset`); scripts and
    /// pipes print only program output, so it is dropped there.
    public func remark(_ text: String) {
        guard isInteractive else { return }
        output.write(styler.apply(.dim, to: text) + "\n")
    }

    /// Renders diagnostics for the error stream.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer(color: errorStyler.isEnabled).render(diagnostics)
    }

    // MARK: - The trace as it happens

    private func observeTrace() {
        traceTime = 0
        session.observeTrace { [weak self] event in self?.show(event) }
    }

    /// Writes one runtime event: as JSON with `--json`; as a dim line with
    /// `:trace on`, except prints and warnings, which the program output
    /// already shows.
    private func show(_ event: TraceEvent) {
        if let jsonEvents {
            jsonEvents.write(event.json + "\n")
            return
        }
        guard showsTrace, let line = TraceLine.text(for: event, showsTime: event.time != traceTime) else { return }
        traceTime = event.time
        if !output.isAtLineStart { output.write("\n") }
        output.write(styler.apply(.dim, to: line) + "\n")
    }

    /// At a terminal the program's output is shown as words: an escape
    /// sequence a program prints (a stranger's lesson's, say) is not obeyed.
    /// Pipes and scripts get the bytes as printed.
    private static func makeSession(_ options: Session.Options, _ output: ConsoleOutput, terminal: Bool) -> Session {
        Session(options: options) { [weak output] text in output?.write(terminal ? text.terminalSafe : text) }
    }
}
