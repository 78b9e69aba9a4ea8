import EventTrace
import Scheduling
@_exported import SwiftSubsetAST

/// The Swift sandbox a learner types into, or a file runs in: declarations
/// persist between entries, statements run, bare expressions echo their
/// value as the Swift REPL does (`$R0: Int = 3`).
///
/// Each entry goes through the stages parse → lower → compile → run, each
/// stopping with diagnostics (file:line:col, source line, caret). The
/// language alone: a library written on it (the live runtime's SwiftUI)
/// joins through `extend(with:)`.
public final class Interpreter {
    public struct Options: Sendable {
        /// Seeds `UUID()`, `random` and friends (DESIGN §2, determinism).
        public var seed: UInt64
        /// Loop iterations and calls one job may make before it is stopped.
        public var stepLimit: Int
        /// Nested calls before the evaluation is stopped.
        public var callDepthLimit: Int

        public init(seed: UInt64 = 0, stepLimit: Int = 50_000_000, callDepthLimit: Int = 1_000) {
            self.seed = seed
            self.stepLimit = stepLimit
            self.callDepthLimit = callDepthLimit
        }
    }

    /// The outcome of one entry or file.
    public enum Result: Equatable, Sendable {
        case success
        /// Learner-facing errors with locations: syntax, unsupported
        /// constructs, compile-time checks, runtime failures.
        case failure([Diagnostic])
    }

    /// How an entry's top level behaves.
    public enum Mode: Sendable {
        /// Typed at the prompt: bare expressions and new globals echo.
        case interactive
        /// A file or lesson block: silent apart from what it prints.
        case file
    }

    public let options: Options
    /// Everything that happened, numbered: prints, inits and deinits, tasks.
    package let trace = Trace()
    /// The virtual main actor and clock the program's jobs run on.
    package let scheduler = Scheduler()
    package let runtime: Runtime
    package let environment = GlobalEnvironment()
    /// Every text evaluated, by name; several entries may share a name
    /// (the REPL's `<repl>`, a script's path) with consecutive line ranges.
    var sources: [String: [SourceText]] = [:]
    private var resultCount = 0
    package let interruptFlag = InterruptFlag()
    /// swiftc's warnings for the last entry, when it compiled (a local
    /// never used, a `var` never changed): not errors, and not output.
    public private(set) var lastWarnings: [Diagnostic] = []
    /// Given an entry's warnings once it compiles, before it runs, as
    /// swiftc says them before the program prints anything. A console
    /// shows them; a lesson's own code and a grader do not ask.
    public var warningHandler: (([Diagnostic]) -> Void)?
    /// Runtime failures reported while the current entry or command ran.
    package var runtimeFailures: [Diagnostic] = []
    /// Whether the last entry got past parsing, lowering and compiling and
    /// ran: a program refused as ill-typed ran nothing at all.
    package private(set) var lastEntryRan = false


    public init(options: Options = Options(), output: @escaping (String) -> Void) {
        self.options = options
        runtime = Runtime(
            seed: options.seed,
            limits: Runtime.Limits(steps: options.stepLimit, callDepth: options.callDepthLimit),
            trace: trace, scheduler: scheduler, interruptFlag: interruptFlag, write: output)
        runtime.library.register(in: environment)
        runtime.heap.runDeinit = { [unowned self] dead in self.runDeinit(&dead) }
        runtime.reportUncaught = { [unowned self] error in self.record(error) }
    }

    /// Adds a library written on the language (its types become visible
    /// to code evaluated from now on).
    package func extend(with libraryExtension: LibraryExtension) {
        runtime.library.extend(with: libraryExtension)
        runtime.library.register(in: environment)
    }

    deinit {
        scheduler.afterJob = nil
        // Silent first: tasks unwinding below must not run deinits or
        // library actions against an interpreter that is going away.
        runtime.heap.isShutDown = true
        runtime.heap.discardPending()
        runtime.terminateAllTasks()
        runtime.heap.discardPending()
        runtime.tearDown(programTypes: Array(environment.types.values) + environment.nestedTypes)
        environment.functions = [:]
    }

    /// Asks a running evaluation to stop at its next step, as Ctrl-C does.
    /// Safe to call from another thread.
    public func interrupt() {
        interruptFlag.set()
    }

    /// A handle another thread (a signal watcher) can keep to interrupt
    /// this session's evaluations.
    public var interrupter: Interrupter { Interrupter(flag: interruptFlag) }

    /// Evaluates one entry typed at the prompt, or a whole file's top-level code.
    /// - Parameters:
    ///   - file: the name diagnostics point at (`<repl>` at the prompt).
    ///   - firstLine: the line of `file` the text starts on; by default the
    ///     line after the previous text evaluated under the same name, so
    ///     REPL entries number their lines like one continuous transcript.
    public func evaluate(_ text: String, file: String, firstLine: Int? = nil, mode: Mode = .file) -> Result {
        _ = interruptFlag.take()
        lastEntryRan = false
        lastWarnings = []
        var stage = StageTimes.Stopwatch()
        defer { StageTimes.total.run += stage.lap() }
        let start = firstLine ?? (sources[file]?.last.map { $0.firstLine + $0.lineCount } ?? 1)
        let lowered = lower(text, file: file, firstLine: start)
        let frontendTime = stage.lap()
        StageTimes.total.parse += lowered.source.parseTime
        StageTimes.total.lower += frontendTime - lowered.source.parseTime
        guard let unit = lowered.program else { return .failure(lowered.errors) }
        if !lowered.errors.isEmpty {
            return .failure(Self.merged(lowered.errors, with: compileOnly(unit)))
        }
        environment.noteImports(lowered.source.imports.map(\.module))

        let snapshot = (environment.types, environment.functions, environment.variables, environment.typeAliases,
                        environment.constructedTypes)
        let compiler = Compiler(runtime: runtime, environment: environment) { [unowned self] in self.line(at: $0) }
        if mode == .interactive {
            compiler.echo = { [unowned self] value, type, name in self.echo(value, type, name) }
        }
        let compiled = compiler.compile(unit)
        StageTimes.total.compile += stage.lap()
        guard let compiled else {
            (environment.types, environment.functions, environment.variables, environment.typeAliases,
             environment.constructedTypes) = snapshot
            return .failure(compiler.diagnostics)
        }
        lastWarnings = compiler.warnings
        if !lastWarnings.isEmpty { warningHandler?(lastWarnings) }
        return run(compiled)
    }

    /// The errors compiling `unit` finds, with nothing of it kept: a
    /// program lowering refused is still checked, so its other mistakes
    /// are reported with lowering's, as swiftc reports every one.
    private func compileOnly(_ unit: LoweredProgram) -> [Diagnostic] {
        let snapshot = (environment.types, environment.functions, environment.variables, environment.typeAliases,
                        environment.constructedTypes)
        defer {
            (environment.types, environment.functions, environment.variables, environment.typeAliases,
             environment.constructedTypes) = snapshot
        }
        let compiler = Compiler(runtime: runtime, environment: environment) { [unowned self] in self.line(at: $0) }
        _ = compiler.compile(unit)
        return compiler.diagnostics
    }

    /// Two lists of errors, each in its own order, as one in source order.
    static func merged(_ first: [Diagnostic], with second: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = [], rest = second[...]
        for d in first {
            while let next = rest.first, (next.position.line, next.position.column) < (d.position.line, d.position.column) {
                result.append(next)
                rest = rest.dropFirst()
            }
            result.append(d)
        }
        return result + rest
    }

    /// Lowering's errors after which the program is lowered whole, as if
    /// the mistake were not written (`lazy` on a global is dropped, a local
    /// declared twice in one block is two locals): the
    /// program is compiled too, for the errors it has besides.
    static let wholeProgramLoweringErrors: Set<MessageID> = ["lowering.lazyGlobal", "lowering.invalidRedeclaration"]

    /// Parses and lowers `text` through the Swift frontend, keeping it for
    /// the lines diagnostics show: the program, or the errors that stop it
    /// (syntax first; then lowering's, with an import of a module this
    /// interpreter does not have). The program comes with lowering's errors
    /// when each leaves it whole (`wholeProgramLoweringErrors`).
    func lower(_ text: String, file: String, firstLine: Int) -> (source: LoweredSource, program: LoweredProgram?, errors: [Diagnostic]) {
        let source = SourceText(name: file, text: text, firstLine: firstLine)
        sources[file, default: []].append(source)
        let lowered = SwiftFrontend.lower(text, file: file, firstLine: firstLine)
        if !lowered.syntaxErrors.isEmpty { return (lowered, nil, lowered.syntaxErrors) }
        let errors = lowered.loweringErrors(knownModules: runtime.library.moduleNames) { item in
            Diagnostic(.error, LanguageMessages.unknownModule(item.module), at: item.position,
                       sourceLine: source.sourceLine(item.position.line))
        }
        guard let program = lowered.program,
              errors.allSatisfy({ Self.wholeProgramLoweringErrors.contains($0.id) }) else { return (lowered, nil, errors) }
        return (lowered, program, errors)
    }

    private func run(_ unit: Compiler.Unit) -> Result {
        lastEntryRan = true
        runtimeFailures = []
        let entry = TaskHandle(id: runtime.nextTaskID(), label: "top-level code")
        let rt = runtime
        entry.hostBody = { () throws(Unwind) -> Value in
            let frame = Frame.make(slotCount: unit.slotCount, captures: [])
            _ = try unit.body(frame)
            rt.heap.drain()
            return .void
        }
        // A task that traps ends the program in Swift, wherever the top
        // level is (awaiting it, or anything else): the entry stops there.
        let crashes = runtime.crashedTaskCount
        scheduler.isHalted = { rt.crashedTaskCount > crashes }
        defer { scheduler.isHalted = nil }
        runtime.beginSharedBudget()
        runtime.start(entry)
        // The entry was a job like any other: whatever follows jobs runs.
        scheduler.afterJob?()
        let finished = scheduler.run { entry.isFinished }
        runtime.endSharedBudget()
        if !entry.isFinished, runtime.crashedTaskCount > crashes {
            entry.isTerminating = true
            runtime.resume(entry)
        } else if !finished {
            // The top-level statement that awaits is the one to point at.
            runtimeFailures.append(diagnostic(LanguageMessages.waitingForever, at: unit.cursor.position))
            entry.isTerminating = true
            runtime.resume(entry)
        }
        if !runtimeFailures.isEmpty {
            // Swift would have stopped the program: no deinits follow a crash.
            runtime.heap.discardPending()
        }
        if let thrown = entry.thrown {
            let text = (try? runtime.library.debugDescribe(thrown, rt: runtime, at: nil)) ?? "error"
            runtimeFailures.append(diagnostic(LanguageMessages.uncaughtError(text), at: unit.cursor.position))
        }
        return runtimeFailures.isEmpty ? .success : .failure(runtimeFailures)
    }

    /// Runs a dead object's `deinit` bodies (most derived first) against a
    /// stand-in holding its fields, then records its death.
    private func runDeinit(_ dead: inout Heap.DeadObject) {
        var type: TypeInfo? = dead.type
        let standIn = Instance(type: dead.type, fields: dead.fields, serial: dead.serial, heap: runtime.heap)
        standIn.isDeinitializing = true
        dead.fields = []
        while let t = type {
            if let body = t.deinitializer {
                var none: [Value] = []
                do throws(Unwind) {
                    _ = try runtime.invoke(body, captures: [], selfValue: .object(standIn), arguments: &none, at: body.position)
                } catch {
                    record(error)
                }
            }
            type = t.superclass
        }
        dead.fields = standIn.fields
        standIn.fields = []
        runtime.observation.forget(ObjectIdentifier(standIn))
        trace.record(.objectDestroyed(type: dead.type.name, serial: dead.serial), at: scheduler.now)
    }

    package func record(_ error: Unwind) {
        switch error {
        case .trap(let trap):
            runtimeFailures.append(diagnostic(trap.message, at: trap.position))
        case .stopped(let message, let position):
            runtimeFailures.append(diagnostic(message, at: position))
        case .thrown(let value):
            let text = (try? runtime.library.debugDescribe(value, rt: runtime, at: nil)) ?? "error"
            runtimeFailures.append(diagnostic(LanguageMessages.uncaughtError(text), at: nil))
        case .fault(let fault):
            runtimeFailures.append(diagnostic(LanguageMessages.internalError(fault.what), at: fault.position))
        case .optionalChainNil, .terminated, .initializerFailed:
            break
        }
    }

    private func diagnostic(_ message: Message, at position: SourcePosition?) -> Diagnostic {
        let p = position ?? SourcePosition(file: "<runtime>", line: 0, column: 0)
        return Diagnostic(.error, message, at: p, sourceLine: line(at: p))
    }

    func line(at position: SourcePosition) -> String {
        sources[position.file]?.last { $0.contains(line: position.line) }?.sourceLine(position.line) ?? ""
    }

    // MARK: - REPL echo

    private func echo(_ value: Value, _ type: StaticType, _ name: String?) {
        let library = runtime.library
        var shownType = type.isKnown ? type : library.staticType(of: value)
        if case .nominal(let t, _) = shownType, t.kind == .builtin, library.staticType(of: value).isKnown {
            shownType = library.staticType(of: value)
        }
        let typeText = shownType.isKnown ? shownType.description : library.typeName(of: value)
        var text: String
        switch value {
        case .string, .character:
            text = (try? library.debugDescribe(value, rt: runtime, at: nil)) ?? ""
        case .none:
            text = "nil"
        case .some(let inner):
            text = (try? library.debugDescribe(inner, rt: runtime, at: nil)) ?? ""
            if case .string = inner {} else { text = (try? library.describe(inner, rt: runtime, at: nil)) ?? text }
        default:
            text = (try? library.describe(value, rt: runtime, at: nil)) ?? ""
        }
        let label: String
        if let name {
            label = name
        } else {
            label = "$R\(resultCount)"
            let index = runtime.globals.count
            runtime.globals.append(Box(value))
            environment.variables[label] = GlobalEnvironment.Variable(
                index: index, type: shownType, isMutable: true, ownership: .strong,
                position: SourcePosition(file: "<repl>", line: 0, column: 0))
            resultCount += 1
        }
        runtime.write("\(label): \(typeText) = \(text)\n")
    }
}
