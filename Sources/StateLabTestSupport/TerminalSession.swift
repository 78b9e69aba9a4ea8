import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `statelab` binary on a pseudo-terminal, driven as a person
/// would: `type` sends keys ("\t", "\u{1B}[A", "\u{03}", "\u{04}"),
/// `expect` waits for text to appear. Failures carry the whole transcript.
///
/// Timeouts are generous (a 2-core CI machine may be busy building) and only
/// bound a wait; no test asserts how long anything took.
public final class TerminalSession {
    public static let defaultTimeout: Duration = .seconds(60)

    public let pid: pid_t
    private let controller: Int32
    private var bytes: [UInt8] = []
    /// Where the next `expect` starts searching.
    private var searchStart = 0
    private var exitStatus: Int32?
    private var closed = false

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var transcript: String
        public var description: String { "\(message)\n--- terminal transcript ---\n\(transcript)\n---" }
    }

    public init(
        arguments: [String] = [], environment: [String: String], directory: String,
        rows: UInt16 = 24, columns: UInt16 = 80
    ) throws {
        let binary = try StateLabBinary.path()
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var controller: Int32 = -1
        let pid = statelab_pty_spawn(binary, argv, envp, directory, rows, columns, &controller)
        guard pid > 0 else {
            throw Failure(message: "cannot start \(binary) on a terminal: \(String(cString: strerror(errno)))", transcript: "")
        }
        self.pid = pid
        self.controller = controller
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(controller)
    }

    /// Everything the program wrote to the terminal so far, escapes included.
    public var transcript: String { String(decoding: bytes, as: UTF8.self) }

    /// Sends keys, as typed.
    public func type(_ keys: String) {
        let data = Array(keys.utf8)
        var offset = 0
        while offset < data.count {
            let written = data[offset...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else if errno != EINTR && errno != EAGAIN { return }
        }
    }

    /// Waits until `text` appears after the previous match; returns what the
    /// program wrote up to and including it.
    @discardableResult
    public func expect(_ text: String, timeout: Duration = defaultTimeout) throws -> String {
        let needle = Array(text.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let range = find(needle, from: searchStart) {
                let seen = String(decoding: bytes[searchStart..<range.upperBound], as: UTF8.self)
                searchStart = range.upperBound
                return seen
            }
            if ContinuousClock.now >= deadline {
                throw Failure(message: "timed out waiting for \(text.debugDescription)", transcript: transcript)
            }
            if !readAvailable() && closed {
                throw Failure(message: "the program ended before writing \(text.debugDescription)", transcript: transcript)
            }
        }
    }

    /// Waits for the program to exit and returns its exit status (128 + n
    /// if signal n ended it).
    public func waitForExit(timeout: Duration = defaultTimeout) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while exitStatus == nil {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let signal = status & 0x7f
                exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
                break
            }
            if ContinuousClock.now >= deadline {
                throw Failure(message: "timed out waiting for the program to exit", transcript: transcript)
            }
            _ = readAvailable()
        }
        while readAvailable() {}
        return exitStatus ?? -1
    }

    /// Reads what is there within a short wait; false if nothing came.
    private func readAvailable() -> Bool {
        guard !closed else { return false }
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 50) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes.append(contentsOf: chunk[0..<count])
            return true
        }
        if count == 0 || (errno != EINTR && errno != EAGAIN) {
            closed = true // EIO: the program closed its side of the terminal
        }
        return false
    }

    private func find(_ needle: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, bytes.count - start >= needle.count else { return nil }
        for index in start...(bytes.count - needle.count)
        where bytes[index] == needle[0] && Array(bytes[index..<(index + needle.count)]) == needle {
            return index..<(index + needle.count)
        }
        return nil
    }
}
