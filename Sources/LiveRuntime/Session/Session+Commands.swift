import Scheduling
import SwiftSubset
import ViewGraph

/// The live runtime's commands (DESIGN §5): `:launch`, `:tap`, `:type`,
/// `:toggle`, `:back`, `:delete`, `:wait`, `:settle` (and the controls'
/// `:pick`, `:increment`, `:decrement`, `:slide`, `:tab`, `:refresh`, in
/// Session+Controls), `:scroll`, `:phase`. Each user event is
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
        case .move(let row, let position): try move(row: row, to: position)
        case .wait(let nanoseconds): try wait(nanoseconds: nanoseconds)
        case .settle: try settle()
        case .pick(let control, let option): try pick(option, in: control)
        case .increment(let control): try adjust(control, by: .increment)
        case .decrement(let control): try adjust(control, by: .decrement)
        case .slide(let control, let value): try slide(control, to: value)
        case .tab(let name): try selectTab(name)
        case .refresh: try refresh()
        case .scroll(let target): try scroll(target)
        case .submit(let field): try submit(field)
        case .phase(let phase): try moveScene(to: phase)
        }
    }

    public var isLaunched: Bool { views.graph.root != nil }

    public func tap(_ label: String) throws(CommandFailure) {
        try command { try self.views.graph.tap(label) }
    }

    public func type(_ label: String, text: String) throws(CommandFailure) {
        try command {
            // A search field (`.searchable`) is filled like a text field.
            if !self.views.graph.isOnScreen(.textField, labelled: label),
               self.views.graph.controls(for: "type").contains(where: { $0.label == label }) {
                try self.views.graph.act("type", label: label, argument: text)
            } else {
                try self.views.graph.type(label, text: text)
            }
        }
    }

    /// `:submit LABEL`: Return in the text field, or `.searchable` field, LABEL.
    public func submit(_ label: String) throws(CommandFailure) {
        try command {
            let isSearch = !self.views.graph.isOnScreen(.textField, labelled: label)
                && self.views.graph.controls(for: "type").contains(where: { $0.label == label })
            try self.views.graph.submit(label, isSearch: isSearch)
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

    /// `:move ROW N`: drags the row so it becomes row N of its `ForEach`.
    public func move(row label: String, to position: Int) throws(CommandFailure) {
        try command { try self.views.graph.move(rowLabelled: label, to: position) }
    }

    /// `:scroll`: moves the lazy container on screen; the rows that leave
    /// disappear, the rows that come into view are built and appear.
    public func scroll(_ target: ScrollTarget) throws(CommandFailure) {
        try command { try self.views.graph.scroll(target.move) }
    }

    /// `:phase PHASE`: moves the app's scene to PHASE, through `.inactive`
    /// between the foreground and the background as iOS does; each phase
    /// it reaches is one transaction (the views that read `\.scenePhase`
    /// re-evaluate, their `onChange(of:)` actions run).
    public func moveScene(to phase: ScenePhase) throws(CommandFailure) {
        try command {
            guard self.isLaunched else { throw Refusal.notLaunched }
            for step in self.views.scenePhase.phase.steps(to: phase) {
                self.trace.record(.event("phase \(step.rawValue)"), at: self.scheduler.now)
                try self.views.graph.transaction { try self.views.scenePhase.write(step, rt: self.runtime) }
            }
        }
    }

    /// The app's scene phase now.
    public var scenePhase: ScenePhase { views.scenePhase.phase }

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
            refusal = otherControl(named: error) ?? Refusal(error)
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
}

extension Refusal {
    /// The graph's refusal, as the live runtime reports it.
    init(_ error: GraphError) {
        switch error {
        case .notLaunched: self = .notLaunched
        case .noMatch(let label, let kind, let onScreen): self = .noControl(label: label, kind: Control(kind), onScreen: onScreen)
        case .ambiguous(let label, let candidates): self = .ambiguousLabel(label, candidates: candidates)
        case .disabled(let label): self = .disabled(label: label)
        case .nothingToGoBack: self = .nothingToGoBack
        case .runaway: self = .runawayUpdates(passes: ViewGraph.passLimit)
        case .refusedArgument(.noSuchChoice(let choice, let choices)): self = .noSuchChoice(choice, choices: choices)
        case .refusedArgument(.notANumber(let text)): self = .notANumber(text)
        case .refusedArgument(.notADate(let text, let form)): self = .notADate(text, form: form)
        case .notInView(let label, let kind, _, let container, let position, let inBuiltRow):
            self = .notInView(label: label, kind: Control(kind), container: container, position: position, inBuiltRow: inBuiltRow)
        case .nothingToScroll(let words): self = .nothingToScroll(ScrollTarget(words: words))
        case .cannotScroll(let words, let container): self = .cannotScroll(ScrollTarget(words: words), container: container)
        case .noRowReads(let label, let container, let rows): self = .noRowReads(label: label, container: container, rows: rows)
        case .scrolledTooFar(let label, let container, let screens):
            self = .scrolledTooFar(label: label, container: container, screens: screens)
        case .noPosition(let position, let rows): self = .noPosition(position, rows: rows)
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
