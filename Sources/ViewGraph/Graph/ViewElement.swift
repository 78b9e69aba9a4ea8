/// What evaluating a view value produced, as the graph sees it: the
/// element tree a body returns, before it is reconciled with the live nodes.
///
/// Structural positions come from the element's shape: each item of a
/// `sequence` is a position, `branch` gives `if`/`else` and `switch` arms
/// positions of their own, `forEach` keys its items by their ids (DESIGN V4).
public indirect enum ViewElement {
    case empty
    case view(ViewSpec)
    case sequence([ViewElement])
    case branch(Int, ViewElement)
    case forEach([ForEachItem])

    /// One element of a `ForEach`: its id, and its row's views — built
    /// already (a `ForEach` in an eager container), or built by the graph
    /// when the row is needed (in a lazy container, only the rows in view:
    /// SwiftUI reads every id but calls the row closure for those alone).
    public struct ForEachItem {
        public let id: AnyHashable
        private let built: ViewElement?
        private let builder: (() throws -> ViewElement)?

        public init(id: AnyHashable, element: ViewElement) {
            self.id = id
            self.built = element
            self.builder = nil
        }

        /// A row whose views `build` makes when the graph needs them; each
        /// call builds the row anew (its closure runs again), as SwiftUI
        /// does for a row that comes into view.
        public init(id: AnyHashable, build: @escaping () throws -> ViewElement) {
            self.id = id
            self.built = nil
            self.builder = build
        }

        /// Whether the row's views are made already.
        public var isBuilt: Bool { built != nil }

        /// The row's views: as built, or built now.
        public func element() throws -> ViewElement {
            if let built { return built }
            return try builder?() ?? .empty
        }

        /// The row's views if they are built, else nil.
        public var builtElement: ViewElement? { built }

        /// This item with `transform` applied to its views when they are
        /// made (a modifier written on the `ForEach` applies to each row).
        public func mapElement(_ transform: @escaping (ViewElement) -> ViewElement) -> ForEachItem {
            if let built { return ForEachItem(id: id, element: transform(built)) }
            let builder = self.builder
            return ForEachItem(id: id) { transform(try builder?() ?? .empty) }
        }
    }

    /// The specs of this element in order (branches and sequences
    /// flattened); rows not built yet have none.
    public var specs: [ViewSpec] {
        switch self {
        case .empty: return []
        case .view(let spec): return [spec]
        case .sequence(let items): return items.flatMap(\.specs)
        case .branch(_, let inner): return inner.specs
        case .forEach(let items): return items.flatMap { $0.builtElement?.specs ?? [] }
        }
    }

    /// Whether this element may show a view: it has a spec, or a row not
    /// built yet.
    public var mayShowViews: Bool {
        switch self {
        case .empty: return false
        case .view: return true
        case .sequence(let items): return items.contains(where: \.mayShowViews)
        case .branch(_, let inner): return inner.mayShowViews
        case .forEach(let items): return items.contains { $0.builtElement?.mayShowViews ?? true }
        }
    }
}

/// One view: a composite (a struct with a `body`, managed through
/// `HostView`) or a primitive the library defines, plus its modifiers.
public final class ViewSpec {
    public enum Kind {
        case composite(HostView)
        case primitive(PrimitiveView)
    }

    public let typeName: String
    public let kind: Kind
    /// Outermost last, as written: `Text("a").padding().task { }`.
    public var modifiers: [ViewModifier]

    public init(typeName: String, kind: Kind, modifiers: [ViewModifier] = []) {
        self.typeName = typeName
        self.kind = kind
        self.modifiers = modifiers
    }

    /// `.id(_:)` applied to this view, if any (the outermost wins).
    public var explicitID: AnyHashable? {
        for modifier in modifiers.reversed() {
            if case .id(let id) = modifier { return id }
        }
        return nil
    }

    /// The label `.accessibilityLabel` gives this view (the outermost wins).
    public var accessibilityLabel: String? {
        for modifier in modifiers.reversed() {
            if case .accessibilityLabel(let label) = modifier { return label }
        }
        return nil
    }

    /// Whether a `.disabled(true)` is on this view.
    public var isDisabled: Bool {
        modifiers.contains { if case .disabled(true) = $0 { return true } else { return false } }
    }

    /// What `.toolbar` modifiers on this view put in its screen's bars.
    public var toolbarContents: [ViewElement] {
        modifiers.compactMap { if case .toolbar(let content) = $0 { return content } else { return nil } }
    }

    public var hostView: HostView? {
        if case .composite(let view) = kind { return view }
        return nil
    }

    public var primitive: PrimitiveView? {
        if case .primitive(let view) = kind { return view }
        return nil
    }

    /// A spec a node can own without sharing its view with another node.
    public func copy() -> ViewSpec {
        switch kind {
        case .composite(let view): return ViewSpec(typeName: typeName, kind: .composite(view.copy()), modifiers: modifiers)
        case .primitive: return ViewSpec(typeName: typeName, kind: kind, modifiers: modifiers)
        }
    }
}

/// A view the library implements: text, controls, stacks, lists,
/// navigation. Its `content` holds its children.
public struct PrimitiveView {
    public enum Role {
        /// A leaf or a plain container (`VStack`, `List`, `Form`, …).
        case plain
        case text(String)
        /// `Image(systemName:)`, `Image(_:)`: its name is what VoiceOver
        /// reads when nothing else labels it.
        case image(name: String)
        case button(action: HostAction?)
        /// `NavigationLink`: `destination` is built when the link's parent
        /// body runs (N1) and installed only when the link is activated.
        case navigationLink(destination: ViewElement?, value: HostValue?)
        case textField(binding: HostBinding?)
        case toggle(binding: HostBinding?)
        /// `NavigationStack` / `NavigationView`; `path` when driven by a path.
        case navigationStack(path: HostBinding?)
        /// A picker, stepper, slider, tab view…: see `HostControl`.
        case control(HostControl)
    }

    public var role: Role
    /// Children: a stack's contents, a button's or link's label.
    public var content: ViewElement
    /// What `:tree` shows after the type name (`"Parent count: 2"`).
    public var summary: String?
    /// Extra facts `:tree` shows (`style: .plain`).
    public var attributes: [(String, String)]
    /// A lazy container (`List`, `LazyVStack`, `LazyVGrid`…): only the
    /// rows in view are built and installed (`ScrollWindow`).
    public var lazyLayout: LazyLayout?
    /// A `Section` or `Group`: inside a lazy container its rows are the
    /// container's rows, in view or not like any other.
    public var groupsRows: Bool

    public init(role: Role = .plain, content: ViewElement = .empty, summary: String? = nil, attributes: [(String, String)] = [],
                lazyLayout: LazyLayout? = nil, groupsRows: Bool = false) {
        self.role = role
        self.content = content
        self.summary = summary
        self.attributes = attributes
        self.lazyLayout = lazyLayout
        self.groupsRows = groupsRows
    }
}

/// A modifier the graph acts on (lifecycle, identity, environment,
/// navigation, presentation), or a styling one it only shows.
public enum ViewModifier {
    case onAppear(HostAction)
    case onDisappear(HostAction)
    /// `.task { }`; with `id`, restarted when the id changes (L2).
    case task(HostAction, id: AnyHashable?, label: String)
    /// `.onChange(of:)`: `value` as compared, the action gets old and new.
    case onChange(value: AnyHashable, hostValue: HostValue, initial: Bool, action: HostChangeAction)
    case id(AnyHashable)
    /// `.environmentObject(obj)`, `.environment(obj)`, `.environment(\.key, v)`.
    case environment(key: String, value: HostValue)
    /// `.sheet(isPresented:)` / `.sheet(item:)`: when presented, `content`
    /// builds what is shown; `dismiss` clears the binding; `onDismiss` runs
    /// once the sheet is gone, however it was dismissed. `item` is the
    /// presented item's id (`.sheet(item:)`): another id dismisses the
    /// sheet and presents a new one.
    case sheet(isPresented: Bool, content: () throws -> ViewElement, dismiss: HostAction?, onDismiss: HostAction?,
               item: AnyHashable? = nil, style: PresentationStyle = .sheet)
    /// `.navigationDestination(for: T.self)`: builds the view for a value.
    case navigationDestination(typeName: String, builder: (HostValue) throws -> ViewElement)
    case onDelete(HostDeleteAction)
    /// `.toolbar { … }` and the like: views the modified view's screen
    /// shows in its bars, children of the modified view after its own.
    case toolbar(ViewElement)
    /// `.accessibilityLabel(_:)`: what VoiceOver, and `:tap`, call the view.
    case accessibilityLabel(String)
    /// Layout and styling: shown in `:tree`, no effect.
    case style(name: String, detail: String)
    /// A control a modifier adds to its view (`.refreshable`, `.searchable`).
    case control(HostControl)
    /// `.disabled(_:)`: while true, the controls of this view and of every
    /// view inside it do not respond.
    case disabled(Bool)
}

/// How a presented view covers its presenter, as the program wrote it.
/// All are presented and dismissed alike (N5); `:tree` tells them apart.
public enum PresentationStyle: String, Sendable {
    case sheet, fullScreenCover, popover, alert, confirmationDialog, actionSheet
}
