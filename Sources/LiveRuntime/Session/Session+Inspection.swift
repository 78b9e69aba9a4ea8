import EventTrace
import SwiftSubset
import ViewGraph

/// What `:tree`, `:timeline` and `:trace` show, as data the console draws.
extension Session {
    // MARK: - :tree

    public struct ViewTreeNode: Sendable {
        public enum Placement: String, Sendable {
            case content, pushed, sheet
        }

        public let typeName: String
        /// The identity path (`ParentView/0.VStack/2.ChildView`).
        public let path: String
        /// A user view (with a body and storage) or a library view.
        public let isComposite: Bool
        /// Text content, a button's title, a field's label.
        public let summary: String?
        /// A user view's properties and storage; a library view's extras.
        public let properties: [TreeProperty]
        /// Modifiers as written, innermost first: `padding()`, `task`.
        public let modifiers: [String]
        /// Tasks its `.task` modifiers started and that still run.
        public let tasks: [String]
        public let placement: Placement
        public let isOnScreen: Bool
        public let children: [ViewTreeNode]
    }

    /// The live view graph, or nil before `:launch`.
    public func viewTree() -> ViewTreeNode? {
        guard let root = views.graph.root else { return nil }
        let visible = Set(views.graph.visibleNodes().map(ObjectIdentifier.init))
        func snapshot(_ node: ViewNode, _ placement: ViewTreeNode.Placement) -> ViewTreeNode {
            var properties: [TreeProperty] = []
            var summary: String?
            if let view = node.spec.hostView {
                properties = view.describe(in: node)
            } else if let primitive = node.spec.primitive {
                summary = primitive.summary
                if case .text(let text) = primitive.role { summary = text }
                properties = primitive.attributes.map { TreeProperty(name: $0.0, wrapper: "", value: $0.1, role: .plain) }
            }
            let modifiers = node.spec.modifiers.map(Session.describe)
            let tasks = node.runningTaskLabels
            let children = node.children.map { snapshot($0, .content) }
                + node.pushed.map { snapshot($0, .pushed) }
                + (node.sheet.map { [snapshot($0, .sheet)] } ?? [])
            return ViewTreeNode(typeName: node.typeName, path: node.path, isComposite: node.spec.hostView != nil,
                                summary: summary, properties: properties, modifiers: modifiers, tasks: tasks,
                                placement: placement, isOnScreen: visible.contains(ObjectIdentifier(node)), children: children)
        }
        return snapshot(root, .content)
    }

    static func describe(_ modifier: ViewModifier) -> String {
        switch modifier {
        case .onAppear: return "onAppear"
        case .onDisappear: return "onDisappear"
        case .task(_, let id, _): return id == nil ? "task" : "task(id:)"
        case .onChange: return "onChange"
        case .id(let id): return "id(\(Session.idText(id)))"
        case .environment(let key, let value): return "environment(\(key): \(value.summary))"
        case .sheet(let presented, _, _): return presented ? "sheet(presented)" : "sheet"
        case .navigationDestination(let type, _): return "navigationDestination(for: \(type).self)"
        case .onDelete: return "onDelete"
        case .style(let name, let detail): return "\(name)(\(detail))"
        }
    }

    static func idText(_ id: AnyHashable) -> String {
        if let key = id.base as? HashKey { return "\(key.value.shortText)" }
        return "\(id)"
    }

    // MARK: - :launch and :tap completion

    /// Views `:launch` can start.
    public var launchableViews: [String] {
        environment.types.values
            .filter { ($0.kind == .structType && $0.conforms(to: "View")) || $0.conforms(to: "App") }
            .map(\.name).sorted()
    }

    /// Labels of the buttons and links, fields, and toggles on screen: what
    /// a bare label in a command is read against.
    public var screen: ScreenLabels {
        let graph = views.graph
        return ScreenLabels(buttons: graph.controls(.button).map(\.label), fields: graph.controls(.textField).map(\.label),
                            toggles: graph.controls(.toggle).map(\.label))
    }

    // MARK: - :trace

    /// Every event so far, numbered.
    public var traceEvents: [TraceEvent] { trace.events }

    /// Called with each event as it happens (`:trace on`, `--trace`).
    public func observeTrace(_ observer: ((TraceEvent) -> Void)?) {
        trace.observer = observer
    }

    // MARK: - :timeline

    public struct Timeline: Sendable {
        public struct Marker: Sendable, Equatable {
            /// The trace event the user event began at.
            public let event: Int
            public let label: String
        }

        public enum Fate: Sendable, Equatable {
            /// In a view's storage (`@State`, `@StateObject`).
            case kept(by: String)
            /// Alive because a view's current struct value holds it.
            case heldByView(String)
            case heldByGlobal(String)
            case heldByEnvironment(String)
            case heldByTask
            /// Alive, but nothing reachable holds it: a retain cycle.
            case leaked
            /// Deinitialised after it had been a view's storage; `from` is
            /// the last storage that held it (`View.property`).
            case released(from: String)
            /// Deinitialised without ever being a view's storage.
            case thrownAway
        }

        public struct Life: Sendable, Equatable {
            public let name: String
            public let created: Int
            public let destroyed: Int?
            public let fate: Fate
        }

        public let markers: [Marker]
        public let lives: [Life]
        public let lastEvent: Int
    }

    public func timeline() -> Timeline {
        let events = trace.events
        var markers: [Timeline.Marker] = []
        var created: [String: Int] = [:]
        var destroyed: [String: Int] = [:]
        var order: [String] = []
        for event in events {
            switch event.kind {
            case .event(let label): markers.append(.init(event: event.number, label: label))
            case .objectCreated(let type, let serial):
                let name = "\(type)#\(serial)"
                created[name] = event.number
                order.append(name)
            case .objectDestroyed(let type, let serial):
                destroyed["\(type)#\(serial)"] = event.number
            default:
                break
            }
        }
        let holders = ObjectHolders(session: self).compute()
        let lives = order.map { name -> Timeline.Life in
            let fate: Timeline.Fate
            if destroyed[name] != nil {
                fate = views.lastStorage[name].map { .released(from: $0) } ?? .thrownAway
            } else {
                fate = holders[name] ?? .leaked
            }
            return Timeline.Life(name: name, created: created[name] ?? 0, destroyed: destroyed[name], fate: fate)
        }
        return Timeline(markers: markers, lives: lives, lastEvent: events.last?.number ?? 0)
    }
}
