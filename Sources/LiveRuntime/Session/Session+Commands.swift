import Foundation
import Scheduling
import SwiftSubset
import ViewGraph

/// The live runtime's commands (DESIGN §5): `:launch`, `:tap`, `:type`,
/// `:toggle`, `:back`, `:wait`, `:settle`, and what `:tree`, `:timeline`
/// and `:trace` show. Each user event is one transaction; afterwards every
/// ready job runs.
extension Session {
    /// Why a runtime command failed: a learner-facing message (no such
    /// button…) or the program's own errors.
    public struct CommandFailure: Error, Equatable {
        public var message: String?
        public var diagnostics: [Diagnostic]
    }

    public var isLaunched: Bool { views.graph.root != nil }

    /// `:launch [View]`: mounts the root view (V9).
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
            guard let spec else { throw CommandFailure(message: "\(type.name)'s body has no view to show", diagnostics: []) }
            try self.views.graph.launch(spec, singlePass: singlePass)
        }
    }

    public func tap(_ label: String) throws(CommandFailure) {
        try command { try self.views.graph.tap(label) }
    }

    public func type(_ label: String, text: String) throws(CommandFailure) {
        try command { try self.views.graph.type(label, text: text) }
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
            self.trace.record(.event("wait \(Session.format(nanoseconds: nanoseconds))"), at: self.scheduler.now)
            self.scheduler.advance(by: nanoseconds)
        }
    }

    /// `:settle`: runs until nothing is pending.
    public func settle() throws(CommandFailure) {
        try command {
            self.trace.record(.event("settle"), at: self.scheduler.now)
            if !self.scheduler.settle() {
                throw CommandFailure(message: "stopped settling after 10000 timers: something keeps scheduling more", diagnostics: [])
            }
        }
    }

    /// Virtual time now, in nanoseconds.
    public var now: Int { scheduler.now }

    static func format(nanoseconds: Int) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        return "\(nanoseconds)ns"
    }

    // MARK: - Running a command

    private func command(_ body: @escaping () throws -> Void) throws(CommandFailure) {
        runtimeFailures = []
        _ = interruptFlag.take()
        var message: String?
        do {
            // The whole event runs on one fiber: bodies, actions and
            // lifecycle closures share its stack (no thread per call).
            var failure: Error?
            runtime.runSynchronously {
                do { try body() } catch { failure = error }
            }
            if let failure { throw failure }
        } catch let failure as CommandFailure {
            throw failure
        } catch let error as GraphError {
            message = Session.describe(error)
        } catch let error as Unwind {
            record(error)
            views.graph.abandonPendingWork()
        } catch {
            message = "\(error)"
        }
        scheduler.runReady()
        runtime.heap.drain()
        if message != nil || !runtimeFailures.isEmpty {
            throw CommandFailure(message: message, diagnostics: runtimeFailures)
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

    static func describe(_ error: GraphError) -> String {
        switch error {
        case .notLaunched:
            return "nothing is launched yet: :launch a view first"
        case .noMatch(let label, let kind, let onScreen):
            let shown = onScreen.isEmpty ? "none" : onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) labelled \"\(label)\" on screen (on screen: \(shown))"
        case .ambiguous(let label, let candidates):
            return "\"\(label)\" is ambiguous: " + candidates.joined(separator: "; ")
        case .nothingToGoBack:
            return "nothing to go back from: no pushed screen or sheet"
        case .runaway:
            return "stopped: updates kept causing more updates (100 passes in one event)"
        }
    }

    // MARK: - What to launch

    /// The name of the `@main` App the program declares, if any: what a
    /// bare `:launch` starts.
    public var mainApp: String? { mainAppType?.name }

    private var mainAppType: TypeInfo? {
        environment.types.values.first { $0.conforms(to: "App") && $0.attributes.contains("main") }
    }

    private func launchType(named name: String?) throws -> TypeInfo {
        let views = environment.types.values.filter { $0.kind == .structType && $0.conforms(to: "View") }
        if let name {
            guard let type = environment.types[name], type.conforms(to: "View") || type.conforms(to: "App") else {
                throw CommandFailure(message: "no view named \(name)" + Session.candidates(views.map(\.name)), diagnostics: [])
            }
            return type
        }
        if let app = mainAppType { return app }
        if let content = environment.types["ContentView"], content.conforms(to: "View") { return content }
        let unreferenced = views.filter { view in !isReferenced(view.name) }
        if unreferenced.count == 1 { return unreferenced[0] }
        if views.isEmpty { throw CommandFailure(message: "there is no view to launch: declare a struct that conforms to View", diagnostics: []) }
        throw CommandFailure(message: "which view? :launch NAME" + Session.candidates(unreferenced.isEmpty ? views.map(\.name) : unreferenced.map(\.name)),
                             diagnostics: [])
    }

    private static func candidates(_ names: [String]) -> String {
        names.isEmpty ? "" : " (views: " + names.sorted().joined(separator: ", ") + ")"
    }

    /// Whether some source other than its declaration constructs `name`.
    private func isReferenced(_ name: String) -> Bool {
        let pattern = "\\b" + NSRegularExpression.escapedPattern(for: name) + "\\s*[({]"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        for text in interpreter.sourceTexts {
            let range = NSRange(text.startIndex..., in: text)
            for match in regex.matches(in: text, range: range) {
                let lineRange = (text as NSString).lineRange(for: match.range)
                let line = (text as NSString).substring(with: lineRange)
                if !line.contains("struct \(name)") { return true }
            }
        }
        return false
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
