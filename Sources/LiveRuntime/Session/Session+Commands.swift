import Scheduling
import SwiftSubset
import ViewGraph

/// The live runtime's commands (DESIGN §5): `:launch`, `:tap`, `:type`,
/// `:toggle`, `:back`, `:delete`, `:wait`, `:settle` (and the controls'
/// `:pick`, `:increment`, `:decrement`, `:slide`, `:tab`, `:refresh`, in
/// Session+Controls). Each user event is
/// one transaction; afterwards every ready job runs. A refusal or a
/// program error comes back as a `CommandFailure`.
extension Session {
    /// Runs one live command.
    public func perform(_ command: LiveCommand) throws(CommandFailure) {
        switch command {
        case .launch(let view, let singlePass): try launch(view, singlePass: singlePass)
        case .tap(let label): try tap(label)
        case .type(let field, let text): try type(field, text: text)
        case .toggle(let label): try toggle(label)
        case .back: try back()
        case .delete(let row): try delete(row: row)
        case .wait(let nanoseconds): try wait(nanoseconds: nanoseconds)
        case .settle: try settle()
        case .pick(let control, let option): try pick(option, in: control)
        case .increment(let control): try adjust(control, by: .increment)
        case .decrement(let control): try adjust(control, by: .decrement)
        case .slide(let control, let value): try slide(control, to: value)
        case .tab(let name): try selectTab(name)
        case .refresh: try refresh()
        }
    }

    public var isLaunched: Bool { views.graph.root != nil }

    /// `:launch [View]`: mounts the root view (V9); without a name, the
    /// one `defaultLaunchType` picks.
    public func launch(_ viewName: String? = nil, singlePass: Bool = false) throws(CommandFailure) {
        try command {
            let type = try self.launchType(named: viewName)
            // The user's event comes first: building the root is part of it.
            self.trace.record(.event("launch \(type.name)"), at: self.scheduler.now)
            var root = Value.void
            var spec: ViewSpec?
            try self.views.onFiber { () throws(Unwind) in
                root = try self.runtime.library.construct(type, labels: [], arguments: [], rt: self.runtime, at: nil)
                if type.conforms(to: "App") {
                    let scene = try self.runtime.readNamed(root, "body", at: nil)
                    root = self.windowContent(scene)
                }
                spec = try self.views.element(for: root).specs.first
            }
            guard let spec else { throw Refusal.emptyBody(of: type.name) }
            try self.views.graph.launch(spec, singlePass: singlePass)
        }
    }

    public func tap(_ label: String) throws(CommandFailure) {
        try command { try self.views.graph.tap(label) }
    }

    public func type(_ label: String, text: String) throws(CommandFailure) {
        try command {
            // A search field (`.searchable`) is filled like a text field.
            if self.views.graph.controls(.textField).allSatisfy({ $0.label != label }),
               self.views.graph.controls(for: "type").contains(where: { $0.label == label }) {
                try self.views.graph.act("type", label: label, argument: text)
            } else {
                try self.views.graph.type(label, text: text)
            }
        }
    }

    public func toggle(_ label: String) throws(CommandFailure) {
        try command { try self.views.graph.toggle(label) }
    }

    public func back() throws(CommandFailure) {
        try command { try self.views.graph.back() }
    }

    public func delete(row label: String) throws(CommandFailure) {
        try command { try self.views.graph.delete(rowLabelled: label) }
    }

    /// `:wait DURATION`: moves the virtual clock, firing timers in order.
    public func wait(nanoseconds: Int) throws(CommandFailure) {
        try command {
            self.trace.record(.event("wait \(DurationText.text(nanoseconds: nanoseconds))"), at: self.scheduler.now)
            self.scheduler.advance(by: nanoseconds)
        }
    }

    /// `:settle`: runs until nothing is pending.
    public func settle() throws(CommandFailure) {
        try command {
            self.trace.record(.event("settle"), at: self.scheduler.now)
            if !self.scheduler.settle(limit: Session.settleLimit) {
                throw Refusal.neverSettles(timers: Session.settleLimit)
            }
        }
    }

    /// Timers `:settle` fires before it gives up on a program that keeps
    /// scheduling more.
    static let settleLimit = 10_000

    /// Virtual time now, in nanoseconds.
    public var now: Int { scheduler.now }

    // MARK: - Running a command

    func command(_ body: @escaping () throws -> Void) throws(CommandFailure) {
        runtimeFailures = []
        _ = interruptFlag.take()
        var refusal: Refusal?
        do {
            // The whole event runs on one fiber: bodies, actions and
            // lifecycle closures share its stack (no thread per call).
            var failure: Error?
            runtime.runSynchronously {
                do { try body() } catch { failure = error }
            }
            if let failure { throw failure }
        } catch let error as Refusal {
            refusal = error
        } catch let error as GraphError {
            refusal = Refusal(error)
        } catch let error as Unwind {
            record(error)
            views.graph.abandonPendingWork()
        } catch {
            record(.fault(InternalFault("a command failed with \(error)", at: nil)))
        }
        scheduler.runReady()
        runtime.heap.drain()
        if refusal != nil || !runtimeFailures.isEmpty {
            throw CommandFailure(refusal: refusal, diagnostics: runtimeFailures)
        }
    }

    /// After each job (a task resuming, a timer), the graph commits what
    /// the job changed.
    func flushAfterJob() {
        do {
            var failure: Error?
            if Fiber.current != nil {
                try views.graph.flush()
            } else {
                runtime.runSynchronously {
                    do { try self.views.graph.flush() } catch { failure = error }
                }
                if let failure { throw failure }
            }
        } catch let error as Unwind {
            record(error)
            views.graph.abandonPendingWork()
        } catch {
            views.graph.abandonPendingWork()
        }
    }

    // MARK: - What to launch

    /// The name of the `@main` App the program declares, if any: what a
    /// bare `:launch` starts.
    public var mainApp: String? { mainAppType?.name }

    private var mainAppType: TypeInfo? {
        environment.types.values.first { $0.conforms(to: "App") && $0.attributes.contains("main") }
    }

    private func launchType(named name: String?) throws(Refusal) -> TypeInfo {
        let views = environment.types.values.filter { $0.kind == .structType && $0.conforms(to: "View") }
        if let name {
            guard let type = environment.types[name], type.conforms(to: "View") || type.conforms(to: "App") else {
                throw .unknownView(name, views: views.map(\.name).sorted())
            }
            return type
        }
        return try defaultLaunchType(among: views)
    }

    /// A bare `:launch`: the `@main` App, else `ContentView`, else the one
    /// view no other code of the program constructs — a root stands alone;
    /// every other view is built by the views above it.
    private func defaultLaunchType(among views: [TypeInfo]) throws(Refusal) -> TypeInfo {
        if let app = mainAppType { return app }
        if let content = environment.types["ContentView"], content.conforms(to: "View") { return content }
        let standalone = views.filter { !environment.constructedTypes.contains($0.name) }
        if standalone.count == 1 { return standalone[0] }
        if views.isEmpty { throw .noViewDeclared }
        throw .whichView(candidates: (standalone.isEmpty ? views : standalone).map(\.name).sorted())
    }

    /// The view a `WindowGroup` shows.
    private func windowContent(_ scene: Value) -> Value {
        if case .native(let n) = scene, let view = n as? ViewValue {
            switch view.kind {
            case .primitive("WindowGroup", _, let content, _, _):
                if case .native(let m) = content, let list = m as? ViewListValue,
                   case .expression(let first)? = list.items.first, list.items.count == 1 {
                    return first
                }
                return content
            case .modified(let base, _):
                return windowContent(base)
            default:
                break
            }
        }
        return scene
    }
}

extension Refusal {
    /// The graph's refusal, as the live runtime reports it.
    init(_ error: GraphError) {
        switch error {
        case .notLaunched: self = .notLaunched
        case .noMatch(let label, let kind, let onScreen): self = .noControl(label: label, kind: Control(kind), onScreen: onScreen)
        case .ambiguous(let label, let candidates): self = .ambiguousLabel(label, candidates: candidates)
        case .nothingToGoBack: self = .nothingToGoBack
        case .runaway: self = .runawayUpdates(passes: ViewGraph.passLimit)
        case .refusedArgument(.noSuchChoice(let choice, let choices)): self = .noSuchChoice(choice, choices: choices)
        case .refusedArgument(.notANumber(let text)): self = .notANumber(text)
        }
    }
}

extension Refusal.Control {
    init(_ control: ViewGraph.Control) {
        switch control {
        case .button: self = .button
        case .textField: self = .textField
        case .toggle: self = .toggle
        case .row: self = .row
        case .control(let command): self = Refusal.Control(command: command)
        }
    }
}
