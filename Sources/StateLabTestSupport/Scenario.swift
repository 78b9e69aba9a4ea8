import Foundation
import LiveRuntime
import Testing

/// A program loaded into a fresh session, driven by runtime commands as a
/// learner would type them (`:launch`, `:tap Increment`, `:back`,
/// `:wait 300ms`, `:settle`, `:type Name Ada`, `:toggle Dark`), with what
/// it printed and the trace kept for assertions.
public final class Scenario {
    public let session: Session
    private let output = OutputBuffer()
    /// Failures of commands so far (message or rendered diagnostics).
    public private(set) var failures: [String] = []

    public init(_ source: String, seed: UInt64 = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let buffer = output
        session = Session(options: Session.Options(seed: seed)) { buffer.append($0) }
        if case .failure(let diagnostics) = session.evaluate(source, file: "scenario.swift") {
            Issue.record("the scenario does not run:\n\(DiagnosticRenderer().render(diagnostics))", sourceLocation: sourceLocation)
        }
    }

    /// Runs commands, one per line.
    @discardableResult
    public func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scenario {
        for line in script.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            do throws(Session.CommandFailure) {
                try perform(line)
            } catch {
                failures.append([error.message ?? "", DiagnosticRenderer().render(error.diagnostics)].joined())
            }
        }
        return self
    }

    /// Runs commands and expects each to succeed.
    @discardableResult
    public func expectSuccess(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scenario {
        let before = failures.count
        run(script)
        if failures.count > before {
            Issue.record("commands failed: \(failures[before...].joined(separator: " | "))", sourceLocation: sourceLocation)
        }
        return self
    }

    private func perform(_ line: String) throws(Session.CommandFailure) {
        let (command, argument) = Scenario.split(line)
        switch command {
        case ":launch":
            let single = argument.contains("--single-pass")
            let name = argument.replacingOccurrences(of: "--single-pass", with: "").trimmingCharacters(in: .whitespaces)
            try session.launch(name.isEmpty ? nil : name, singlePass: single)
        case ":tap": try session.tap(Scenario.unquote(argument))
        case ":back": try session.back()
        case ":settle": try session.settle()
        case ":wait": try session.wait(nanoseconds: Scenario.nanoseconds(argument))
        case ":toggle": try session.toggle(Scenario.unquote(argument))
        case ":type":
            let parts = Scenario.words(argument)
            try session.type(parts.first ?? "", text: parts.dropFirst().joined(separator: " "))
        case ":delete": try session.delete(row: Scenario.unquote(argument))
        default:
            Issue.record("unknown scenario command \(line)")
        }
    }

    // MARK: - What happened

    /// Lines the program printed, in order.
    public var printed: [String] {
        var lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Lines printed since `mark` (a count of lines).
    public func printed(since mark: Int) -> [String] { Array(printed.dropFirst(mark)) }

    public var events: [TraceEvent] { session.traceEvents }

    /// Events of the (last) user event whose label starts with `label`,
    /// up to the next user event.
    public func events(after label: String) -> [TraceEvent] {
        let all = events
        guard let start = all.lastIndex(where: { if case .event(let l) = $0.kind { return l.hasPrefix(label) }; return false })
        else { return [] }
        var result: [TraceEvent] = []
        for event in all[(start + 1)...] {
            if case .event = event.kind { break }
            result.append(event)
        }
        return result
    }

    /// How many times a view's body was evaluated.
    public func bodyCount(_ view: String, in events: [TraceEvent]? = nil) -> Int {
        (events ?? self.events).filter { if case .bodyEvaluated(let v, _) = $0.kind { return v == view }; return false }.count
    }

    // MARK: - Parsing

    static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]).trimmingCharacters(in: .whitespaces))
    }

    static func unquote(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }

    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle(); continue }
            if c == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func nanoseconds(_ text: String) -> Int {
        if text.hasSuffix("ms"), let n = Double(text.dropLast(2)) { return Int(n * 1_000_000) }
        if text.hasSuffix("s"), let n = Double(text.dropLast()) { return Int(n * 1_000_000_000) }
        return Int(text) ?? 0
    }
}
