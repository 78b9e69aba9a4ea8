import EventTrace
import Scheduling
import SwiftSubset
import ViewGraph

/// A live session: the Swift a learner types or loads, and the app it
/// mounts — the interpreter extended with SwiftUI, and the view graph the
/// program's views live in. The console owns one; `statelab run` makes one
/// per file; a lesson's grader makes one per attempt.
///
/// Code goes to `evaluate`; the live commands (`launch`, `tap`, `type`,
/// `toggle`, `back`, `delete`, `wait`, `settle`) are user events on the
/// app; `viewTree`, `timeline` and the trace say what happened.
public final class Session {
    public typealias Options = Interpreter.Options
    public typealias Result = Interpreter.Result
    public typealias Mode = Interpreter.Mode

    /// The language: every entry and file is evaluated here.
    public let interpreter: Interpreter
    /// The live view graph and its bridge to the interpreter.
    let views: ViewRuntime

    public var options: Options { interpreter.options }
    var trace: Trace { interpreter.trace }
    var scheduler: Scheduler { interpreter.scheduler }
    var runtime: Runtime { interpreter.runtime }
    var environment: GlobalEnvironment { interpreter.environment }
    var interruptFlag: InterruptFlag { interpreter.interruptFlag }
    var runtimeFailures: [Diagnostic] {
        get { interpreter.runtimeFailures }
        set { interpreter.runtimeFailures = newValue }
    }

    public init(options: Options = Options(), output: @escaping (String) -> Void) {
        interpreter = Interpreter(options: options, output: output)
        views = ViewRuntime(runtime: interpreter.runtime,
                            graph: ViewGraph(scheduler: interpreter.scheduler, trace: interpreter.trace))
        interpreter.extend(with: views)
        views.graph.host = views
        interpreter.scheduler.afterJob = { [unowned self] in self.flushAfterJob() }
    }

    deinit {
        interpreter.scheduler.afterJob = nil
        views.graph.host = nil
    }

    /// Evaluates one entry typed at the prompt, or a whole file's top-level
    /// code (see `Interpreter.evaluate`); what it changes in the views is
    /// re-rendered, as after any job.
    public func evaluate(_ text: String, file: String, firstLine: Int? = nil, mode: Mode = .file) -> Result {
        interpreter.evaluate(text, file: file, firstLine: firstLine, mode: mode)
    }

    /// Asks a running evaluation or command to stop at its next step, as
    /// Ctrl-C does. Safe to call from another thread.
    public func interrupt() {
        interpreter.interrupt()
    }

    /// A handle another thread (a signal watcher) can keep to interrupt
    /// this session's evaluations.
    public var interrupter: Interrupter { interpreter.interrupter }

    func record(_ error: Unwind) {
        interpreter.record(error)
    }
}
