import Interpreter

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

    public init(
        commands: CommandTable = .standard(),
        sessionOptions: Session.Options = Session.Options(),
        output: ConsoleOutput,
        styler: Styler = .plain,
        errorStyler: Styler = .plain,
        isInteractive: Bool,
        environment: [String: String] = [:]
    ) {
        self.commands = commands
        self.sessionOptions = sessionOptions
        self.output = output
        self.styler = styler
        self.errorStyler = errorStyler
        self.isInteractive = isInteractive
        self.environment = environment
        self.session = Self.makeSession(sessionOptions, output)
    }

    /// Evaluates Swift in the session; Ctrl-C meanwhile interrupts it.
    /// Entries typed (or piped) at the prompt are `.interactive`: bare
    /// expressions echo `$R0: Int = 3`; loaded files are `.file`.
    public func evaluate(_ source: String, file: String, firstLine: Int? = nil, mode: Session.Mode = .file) -> Session.Result {
        let session = self.session
        guard let interruptRelay else { return session.evaluate(source, file: file, firstLine: firstLine, mode: mode) }
        return interruptRelay.whileRunning(interrupt: { session.interrupt() }) {
            session.evaluate(source, file: file, firstLine: firstLine, mode: mode)
        }
    }

    /// Throws the session away and starts a fresh one with the same options.
    public func resetSession() {
        session = Self.makeSession(sessionOptions, output)
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

    private static func makeSession(_ options: Session.Options, _ output: ConsoleOutput) -> Session {
        Session(options: options) { [weak output] text in output?.write(text) }
    }
}
