import EventTrace
import SwiftSubset
import ViewGraph

/// What `:tree`, `:timeline` and `:trace` show, as data the console draws.
extension Session {
    // MARK: - :tree

    public struct ViewTreeNode: Sendable {
        public enum Placement: String, Sendable {
            case content, pushed, sheet, fullScreenCover, popover, alert, confirmationDialog, actionSheet
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
        /// A lazy container's rows: which are in view. Its `children` are
        /// those rows (and its bar items); rows out of view are counted here.
        public let scroll: ScrollPosition?
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
                let shown = primitive.shownAttributes.map { ($0.0, $0.1()) }
                properties = (primitive.attributes + shown).map { TreeProperty(name: $0.0, wrapper: "", value: $0.1, role: .plain) }
            }
            let modifiers = node.spec.modifiers.map(Session.describe)
            let tasks = node.runningTaskLabels
            // Of a lazy container, the rows in view; the others are counted.
            let children = node.children.filter { !$0.isScrolledOff }.map { snapshot($0, .content) }
                + node.pushed.map { snapshot($0, .pushed) }
                + (node.sheet.map { [snapshot($0, ViewTreeNode.Placement(rawValue: node.sheetStyle?.rawValue ?? "sheet") ?? .sheet)] } ?? [])
            return ViewTreeNode(typeName: node.typeName, path: node.path, isComposite: node.spec.hostView != nil,
                                summary: summary, properties: properties, modifiers: modifiers, tasks: tasks,
                                placement: placement, isOnScreen: visible.contains(ObjectIdentifier(node)),
                                scroll: node.scrollPosition, children: children)
        }
        return snapshot(root, .content)
    }

    static func describe(_ modifier: ViewModifier) -> String {
        switch modifier {
        case .onAppear: return "onAppear"
        case .onDisappear: return "onDisappear"
        case .task(_, let id, let label):
            // `.onReceive` is kept as a task: its subscription.
            if label.hasPrefix("onReceive") { return "onReceive" }
            return id == nil ? "task" : "task(id:)"
        case .onChange: return "onChange"
        case .id(let id): return "id(\(Session.idText(id)))"
        case .environment(let key, let value):
            // As written: `environmentObject(Cart#1)`, `environment(\.colorScheme, .dark)`.
            guard let holder = value as? ValueHolder else { return "environment(\(key): \(value.summary))" }
            let words = TreeText(runtime: holder.runtime).words(holder.value).text
            let name = holder.placedBy ?? "environment"
            return key.hasPrefix("\\.") ? "\(name)(\(key), \(words))" : "\(name)(\(words))"
        case .sheet(let presented, _, _, _, _, let style): return presented ? "\(style.rawValue)(presented)" : style.rawValue
        case .navigationDestination(let type, _): return "navigationDestination(for: \(type).self)"
        case .presentedDestination(let presented, _, _, _): return presented ? "navigationDestination(presented)" : "navigationDestination"
        case .onDelete: return "onDelete"
        case .onMove: return "onMove"
        case .toolbar(let bar):
            // Row actions and layers are bar items in a container named after their modifier.
            if case .view(let spec) = bar, let name = Session.rowActionModifiers[spec.typeName] { return name }
            return "toolbar"
        case .accessibilityLabel(let label): return "accessibilityLabel(\(Library.quote(label)))"
        case .disabled(let isDisabled): return "disabled(\(isDisabled))"
        case .onSubmit(let triggers, _): return triggers == ["text"] ? "onSubmit" : "onSubmit(of: \(triggers.sorted().map { "." + $0 }.joined(separator: ", ")))"
        case .submitScope(let isBlocking): return isBlocking ? "submitScope" : "submitScope(false)"
        case .style(let name, let detail): return "\(name)(\(detail))"
        case .control(let control):
            // The modifier that added the control, as written.
            if control is TapGestureControl { return "onTapGesture" }
            if let row = control as? SelectableRowControl { return row.isSelected ? "selected" : "selectable" }
            switch control.commands.first {
            case "refresh": return "refreshable"
            case "type": return "searchable(\(Library.quote(control.label)))"
            case "focus": return "focused"
            default: return control.commands.first ?? "control"
            }
        }
    }

    /// The containers `.swipeActions`, `.contextMenu`, `.overlay` and
    /// `.background` put their views in, beside the view's own content.
    static let rowActionModifiers = ["SwipeActions": "swipeActions", "ContextMenu": "contextMenu",
                                     "Overlay": "overlay", "Background": "background", "SafeAreaInset": "safeAreaInset"]

    static func idText(_ id: AnyHashable) -> String {
        if let key = id.base as? HashKey { return TreeText.abbreviatingUUIDs("\(key.value.shortText)") }
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
        return ScreenLabels(buttons: graph.controls(.button).map(\.label) + graph.controls(for: "tap").map(\.label),
                            fields: graph.controls(.textField).map(\.label) + graph.controls(for: "type").map(\.label),
                            toggles: graph.controls(.toggle).map(\.label), pickers: graph.controls(for: "pick").map(\.label),
                            steppers: graph.controls(for: "increment").map(\.label),
                            sliders: graph.controls(for: "slide").map(\.label),
                            tabs: graph.controls(for: "tab").flatMap(\.control.choices))
    }

    /// The rows on screen `:move` can drag (their `ForEach` has `.onMove`).
    public var movableRows: [String] { views.graph.movableRows() }

    /// What the rows built before, now scrolled out of view in a lazy
    /// container on screen, read (`:scroll to` completion).
    public var rowsOutOfView: [String] {
        views.graph.scrollableContainers().flatMap { container in
            container.children.flatMap { $0.isLazyGroup ? $0.children : [$0] }
                .filter(\.isScrolledOff).map(\.rowName).filter { !$0.isEmpty }
        }
    }

    // MARK: - :trace

    /// Every event so far, numbered.
    public var traceEvents: [TraceEvent] { trace.events }

    /// Called with each event as it happens (`:trace on`, `--trace`).
    public func observeTrace(_ observer: ((TraceEvent) -> Void)?) {
        trace.observer = observer
    }

    // MARK: - :timeline and object fates

    /// The user events and what became of every object, for `:timeline`.
    public struct Timeline: Sendable {
        public struct Marker: Sendable, Equatable {
            /// The trace event the user event began at.
            public let event: Int
            public let label: String
        }

        public let markers: [Marker]
        /// Every object the program created, in creation order.
        public let objects: [ObjectFate]
        public let lastEvent: Int
    }

    public func timeline() -> Timeline {
        let events = trace.events
        let markers = events.compactMap { event -> Timeline.Marker? in
            if case .event(let label) = event.kind { return Timeline.Marker(event: event.number, label: label) }
            return nil
        }
        return Timeline(markers: markers, objects: objectFates(), lastEvent: events.last?.number ?? 0)
    }

    /// What became of each object the program created, in creation order:
    /// alive because something holds it (or leaked), or dead after being a
    /// view's storage, thrown away, or simply released.
    public func objectFates() -> [ObjectFate] {
        var order: [(name: String, type: String, serial: Int, created: Int)] = []
        var destroyed: [String: Int] = [:]
        for event in trace.events {
            switch event.kind {
            case .objectCreated(let type, let serial): order.append(("\(type)#\(serial)", type, serial, event.number))
            case .objectDestroyed(let type, let serial): destroyed["\(type)#\(serial)"] = event.number
            default: break
            }
        }
        let holders = ObjectHolders(session: self).compute()
        return order.map { object in
            let reason: ObjectFate.Reason
            if destroyed[object.name] != nil {
                if let storage = views.lastStorage[object.name] {
                    reason = .releasedWith(storage)
                } else if let view = views.builtFor[object.name] {
                    reason = .thrownAway(builtFor: view)
                } else {
                    reason = .released
                }
            } else {
                reason = holders[object.name] ?? .leaked
            }
            return ObjectFate(object: object.name, type: object.type, serial: object.serial, initEvent: object.created,
                              deinitEvent: destroyed[object.name], reason: reason)
        }
    }

    /// What became of `object` (`Counter#2`), or nil if no such object was made.
    public func fate(of object: String) -> ObjectFate? {
        objectFates().first { $0.object == object }
    }
}
