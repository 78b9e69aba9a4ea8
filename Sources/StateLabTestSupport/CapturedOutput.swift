import Console

/// A `ConsoleOutput` that keeps what is written, for assertions.
public final class CapturedOutput: ConsoleOutput {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""

    public init() {}

    public var isAtLineStart: Bool { standardOutput.isEmpty || standardOutput.hasSuffix("\n") }

    public func write(_ text: String) { standardOutput += text }
    public func writeError(_ text: String) { standardError += text }
}
