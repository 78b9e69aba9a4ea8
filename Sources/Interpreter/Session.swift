/// The Swift sandbox a learner types into, or a file runs in: declarations
/// persist between entries, statements run, bare expressions echo their value.
///
/// The console owns one `Session`; `statelab run` makes one per file.
public final class Session {
    public struct Options: Sendable {
        /// Seeds `UUID()`, `random` and friends (DESIGN §2, determinism).
        public var seed: UInt64
        public init(seed: UInt64 = 0) { self.seed = seed }
    }

    /// The outcome of one entry or file.
    public enum Result: Equatable, Sendable {
        case success
        /// Learner-facing errors with locations: syntax, unsupported
        /// constructs, compile-time checks, runtime failures.
        case failure([Diagnostic])
    }

    public let options: Options
    /// Receives everything the program prints, exactly as printed.
    private let output: (String) -> Void

    public init(options: Options = Options(), output: @escaping (String) -> Void) {
        self.options = options
        self.output = output
    }

    /// Asks a running evaluation to stop at its next step, as Ctrl-C does.
    /// Safe to call from a signal handler's flag check or another thread.
    public func interrupt() {
        interruptFlag.set()
    }

    private let interruptFlag = InterruptFlag()

    /// Evaluates one entry typed at the prompt, or a whole file's top-level code.
    /// - Parameter file: the name diagnostics point at (`<repl>` at the prompt).
    public func evaluate(_ text: String, file: String) -> Result {
        let source = SourceFile(name: file, text: text)
        let syntaxErrors = source.syntaxDiagnostics()
        if !syntaxErrors.isEmpty { return .failure(syntaxErrors) }
        return .success
    }
}
