/// An output that keeps the error stream and drops everything else: with
/// `--json`, standard output carries the trace alone, so program output
/// and command results (which the trace records or can rebuild) are not
/// written there as text.
public final class ErrorsOnlyOutput: ConsoleOutput {
    private let base: ConsoleOutput

    public init(_ base: ConsoleOutput) { self.base = base }

    public func write(_ text: String) {}
    public func writeError(_ text: String) { base.writeError(text) }
    public var isAtLineStart: Bool { true }
}
