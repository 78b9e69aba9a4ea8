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
    /// Standard output was closed (the reader of a pipe went away): output
    /// is dropped, once said on standard error, and the session goes on.
    private var outputClosed = false

    public init() {
        // A closed pipe is an error to report, not a signal that kills.
        signal(SIGPIPE, SIG_IGN)
    }

    public func write(_ text: String) {
        guard !text.isEmpty, !outputClosed else { return }
        if !Self.write(text, to: 1) {
            outputClosed = true
            Self.write("statelab: standard output is closed; its output is dropped from here on\n", to: 2)
        }
        isAtLineStart = text.hasSuffix("\n")
    }

    public func writeError(_ text: String) {
        Self.write(text, to: 2)
    }

    /// False when the stream is closed (EPIPE, EBADF) and nothing more can go to it.
    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var closed = false
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
                    closed = true // the reader went away
                    return
                }
            }
        }
        return !closed
    }
}
