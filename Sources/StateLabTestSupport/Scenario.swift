import Foundation
import LiveRuntime
import Testing

/// A program loaded into a fresh session, driven by runtime commands as a
/// learner would type them (`:launch`, `:tap Increment`, `:back`,
/// `:wait 300ms`, `:settle`, `:type First name Ada`, `:toggle Dark`) — read
/// by the same `LiveCommand` parsing the console uses — with what it
/// printed and the trace kept for assertions.
public final class Scenario {
    public let session: Session
    private let output = OutputBuffer()
    /// Failures of commands so far: the runtime's refusals and the
    /// program's errors, as values.
    public private(set) var failures: [CommandFailure] = []
    /// The refusals among `failures`, in order.
    public var refusals: [Refusal] { failures.compactMap(\.refusal) }

    public init(_ source: String, seed: UInt64 = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let buffer = output
        session = Session(options: Session.Options(seed: seed)) { buffer.append($0) }
        if case .failure(let diagnostics) = session.evaluate(source, file: "scenario.swift") {
            Issue.record("the scenario does not run:\n\(DiagnosticRenderer().render(diagnostics))", sourceLocation: sourceLocation)
        }
    }

    /// Runs commands, one per line. A line that is not a live command is
    /// a mistake in the test, recorded as an issue.
    @discardableResult
    public func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scenario {
        for line in script.split(separator: "\n").map(String.init) where !line.allSatisfy(\.isWhitespace) {
            let command: LiveCommand
            do throws(LiveCommandError) {
                command = try LiveCommand(parsing: line, screen: session.screen)
            } catch {
                Issue.record("not a live command: \(line) (\(error))", sourceLocation: sourceLocation)
                continue
            }
            do throws(CommandFailure) {
                try session.perform(command)
            } catch {
                for fault in error.diagnostics where fault.isInternal {
                    Issue.record("StateLab reported an internal error: \(fault.message)", sourceLocation: sourceLocation)
                }
                failures.append(error)
            }
        }
        return self
    }

    /// Runs commands and expects each to succeed.
    @discardableResult
    public func expectSuccess(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scenario {
        let before = failures.count
        run(script, sourceLocation: sourceLocation)
        if failures.count > before {
            let shown = failures[before...].map { failure in
                (failure.refusal.map { "\($0)" } ?? "") + DiagnosticRenderer().render(failure.diagnostics)
            }
            Issue.record("commands failed: \(shown.joined(separator: " | "))", sourceLocation: sourceLocation)
        }
        return self
    }

    // MARK: - What happened

    /// Lines the program printed, in order.
    public var printed: [String] {
        var lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Lines printed since `mark` (a count of lines). A mark past what
    /// was printed is a mistake in the test, recorded as an issue: its
    /// empty answer would pass any "printed nothing" check.
    public func printed(since mark: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let lines = printed
        if mark < 0 || mark > lines.count {
            Issue.record("mark \(mark) is not within the \(lines.count) lines printed", sourceLocation: sourceLocation)
        }
        return Array(lines.dropFirst(max(mark, 0)))
    }

    public var events: [TraceEvent] { session.traceEvents }

    /// Events of the (last) user event whose label starts with `label`,
    /// up to the next user event. No such event is a mistake in the test
    /// (a misspelt label, or a command that never ran), recorded as an
    /// issue naming the user events there were: an empty answer would
    /// let "did not run again" pass with nothing having happened.
    public func events(after label: String, sourceLocation: SourceLocation = #_sourceLocation) -> [TraceEvent] {
        let all = events
        guard let start = all.lastIndex(where: { if case .event(let l) = $0.kind { return l.hasPrefix(label) }; return false })
        else {
            let labels = all.compactMap { event -> String? in if case .event(let l) = event.kind { return l }; return nil }
            Issue.record("no user event starts with \(label.debugDescription); the events were \(labels)", sourceLocation: sourceLocation)
            return []
        }
        var result: [TraceEvent] = []
        for event in all[(start + 1)...] {
            if case .event = event.kind { break }
            result.append(event)
        }
        return result
    }

    /// How many times a view's body was evaluated (in `events`, or in the
    /// whole trace). A view whose body never ran anywhere in the trace is a
    /// mistake in the test (a misspelt name, or a view never shown),
    /// recorded as an issue naming the views that did run: a count of 0
    /// for it would pass any "did not run again" check.
    public func bodyCount(_ view: String, in events: [TraceEvent]? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        func bodies(_ events: [TraceEvent]) -> [String] {
            events.compactMap { if case .bodyEvaluated(let v, _) = $0.kind { return v }; return nil }
        }
        let everywhere = bodies(self.events)
        if !everywhere.contains(view) {
            var seen: [String] = []
            for name in everywhere where !seen.contains(name) { seen.append(name) }
            Issue.record("no body of \(view) was evaluated in this scenario; the views whose bodies ran were \(seen)",
                         sourceLocation: sourceLocation)
        }
        return bodies(events ?? self.events).filter { $0 == view }.count
    }
}
