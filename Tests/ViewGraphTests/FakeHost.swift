import EventTrace
import Scheduling
import ViewGraph

/// A host with no language behind it: views are Swift closures over their
/// node's storage, so the graph's rules can be tested on their own.
final class FakeHost: GraphHost {
    let graph: ViewGraph
    let trace = Trace()
    let scheduler = Scheduler()
    /// Labels of the tasks started, in order, and of those cancelled.
    private(set) var started: [String] = []
    private(set) var cancelled: [String] = []

    init() {
        graph = ViewGraph(scheduler: scheduler, trace: trace)
        graph.host = self
    }

    func perform(_ action: HostAction, label: String) throws { try action.run() }

    func startTask(_ action: HostAction, label: String) -> TaskToken {
        started.append(label)
        return FakeTask(label: label)
    }

    func cancelTask(_ token: TaskToken) {
        if let task = token as? FakeTask { cancelled.append(task.label) }
    }

    func releaseFinished() {}

    /// The trace without its numbers: what happened, in order.
    var kinds: [TraceEvent.Kind] { trace.events.map(\.kind) }

    /// How many times `view`'s body was evaluated.
    func bodies(of view: String) -> Int {
        kinds.filter { if case .bodyEvaluated(view, _) = $0 { return true } else { return false } }.count
    }
}

final class FakeTask: TaskToken {
    let label: String
    init(label: String) { self.label = label }
    var isFinished: Bool { false }
}

/// An integer the graph carries without looking inside.
final class FakeValue: HostValue {
    let number: Int
    init(_ number: Int) { self.number = number }
    var summary: String { String(number) }
    var typeName: String { "Int" }
}

/// A closure the graph runs (a button's action, an `onAppear`).
final class FakeAction: HostAction {
    let body: () throws -> Void
    init(_ body: @escaping () throws -> Void = {}) { self.body = body }
    func run() throws { try body() }
}

/// A user view: one `@State` cell per name in `state` (created from
/// `state`'s values at install, V5), an input compared by `==` (V7), and a
/// body built from the node.
final class FakeView: HostView {
    let typeName: String
    let input: Int
    let state: [(String, Int)]
    let makeBody: (ViewNode) -> ViewElement

    init(_ typeName: String, input: Int = 0, state: [(String, Int)] = [], body: @escaping (ViewNode) -> ViewElement) {
        self.typeName = typeName
        self.input = input
        self.state = state
        self.makeBody = body
    }

    func install(in node: ViewNode, graph: ViewGraph) throws {
        for (name, value) in state {
            node.cells.append(StorageCell(kind: .state, name: name, owner: node, value: FakeValue(value), graph: graph))
        }
    }

    func bind(to node: ViewNode, graph: ViewGraph) throws {}

    func makeBody(in node: ViewNode, graph: ViewGraph) throws -> ViewElement { makeBody(node) }

    func isEquivalent(to other: HostView) -> Bool {
        (other as? FakeView).map { $0.typeName == typeName && $0.input == input } ?? false
    }

    func describe(in node: ViewNode) -> [TreeProperty] { [] }
    func uninstall(from node: ViewNode, graph: ViewGraph) {}
    func copy() -> HostView { FakeView(typeName, input: input, state: state, body: makeBody) }
}

extension ViewElement {
    static func composite(_ view: FakeView, _ modifiers: [ViewModifier] = []) -> ViewElement {
        .view(ViewSpec(typeName: view.typeName, kind: .composite(view), modifiers: modifiers))
    }

    static func primitive(_ name: String, _ role: PrimitiveView.Role = .plain, content: ViewElement = .empty,
                          _ modifiers: [ViewModifier] = []) -> ViewElement {
        .view(ViewSpec(typeName: name, kind: .primitive(PrimitiveView(role: role, content: content)), modifiers: modifiers))
    }

    static func text(_ text: String) -> ViewElement { .primitive("Text", .text(text)) }

    static func button(_ title: String, _ action: @escaping () -> Void) -> ViewElement {
        .primitive("Button", .button(action: FakeAction(action)), content: .text(title))
    }

    var spec: ViewSpec { specs[0] }
}

extension ViewNode {
    /// The integer in the cell named `name`.
    func stored(_ name: String) -> Int? {
        (cells.first { $0.name == name }?.value as? FakeValue)?.number
    }

    /// Writes the cell named `name`, a `@State` the body depends on (its
    /// view has read it): marks the view dirty.
    func store(_ name: String, _ number: Int) {
        let cell = cells.first { $0.name == name }
        cell?.wasRead = true
        cell?.write(FakeValue(number))
    }
}
