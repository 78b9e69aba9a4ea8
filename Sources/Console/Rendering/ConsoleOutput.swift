#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where the console writes: program output and results to the output
/// stream, diagnostics and other errors to the error stream.
public protocol ConsoleOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Whether the last text written to the output stream ended a line (or
    /// nothing was written yet): a prompt must start at column 0.
    var isAtLineStart: Bool { get }
}

/// The process's standard output and standard error, unbuffered: every
/// `write` reaches the file descriptor before it returns, so program output,
/// errors and libedit's own drawing never overtake each other.
public final class StandardStreams: ConsoleOutput {
    public private(set) var isAtLineStart = true

    public init() {}

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        Self.write(text, to: 1)
        isAtLineStart = text.hasSuffix("\n")
    }

    public func writeError(_ text: String) {
        Self.write(text, to: 2)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue // a recorded signal (Ctrl-C, resize) interrupted the write
                } else {
                    return // the reader went away; nothing sensible is left to do
                }
            }
        }
    }
}
