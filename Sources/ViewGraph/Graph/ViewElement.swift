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
    /// A `ForEach` in a lazy container: its ids, read, and its rows, built
    /// when the graph lays them out — one object for all of them, so that
    /// reading a long list's content costs its ids and nothing per row.
    case lazyForEach(LazyRowList)

    /// One element of a `ForEach`: its id, and its row's views — built
    /// already (a `ForEach` in an eager container), or built by the graph
    /// when the row is needed (in a lazy container, only the rows in view:
    /// SwiftUI reads every id but calls the row closure for those alone).
    public struct ForEachItem {
        public let id: AnyHashable
        /// `id`'s hash, made once (a lazy container keys its rows by it).
        public let idHash: Int
        private let built: ViewElement?
        /// Who builds the row (one for all of a `ForEach`'s rows), and which.
        private let source: LazyRowSource?
        private let index: Int

        public init(id: AnyHashable, element: ViewElement) {
            self.id = id
            self.idHash = id.hashValue
            self.built = element
            self.source = nil
            self.index = 0
        }

        /// The row at `index` of `source`, built when the graph needs it;
        /// each build makes the row anew (its closure runs again), as
        /// SwiftUI does for a row that comes into view. `idHash`, when
        /// given, must be `id.hashValue`.
        public init(id: AnyHashable, idHash: Int? = nil, source: LazyRowSource, index: Int) {
            self.id = id
            self.idHash = idHash ?? id.hashValue
            self.built = nil
            self.source = source
            self.index = index
        }

        /// A row whose views `build` makes when the graph needs them.
        public init(id: AnyHashable, build: @escaping () throws -> ViewElement) {
            self.init(id: id, source: ClosureRowSource(build), index: 0)
        }

        /// Whether the row's views are made already.
        public var isBuilt: Bool { built != nil }

        /// The row's views: as built, or built now.
        public func element() throws -> ViewElement {
            if let built { return built }
            return try source?.row(at: index) ?? .empty
        }

        /// The row's views if they are built, else nil.
        public var builtElement: ViewElement? { built }

        /// `items` with `transform` applied to each row's views when they
        /// are made (a modifier written on a `ForEach` applies to each row):
        /// rows not built yet share one source that applies it.
        public static func map(_ items: [ForEachItem], _ transform: @escaping (ViewElement) -> ViewElement) -> [ForEachItem] {
            var mapped: [ObjectIdentifier: LazyRowSource] = [:]
            return items.map { item in
                if let built = item.built { return ForEachItem(id: item.id, element: transform(built)) }
                guard let source = item.source else { return item }
                let key = ObjectIdentifier(source)
                let wrapped = mapped[key] ?? MappedRowSource(source, transform)
                mapped[key] = wrapped
                return ForEachItem(id: item.id, idHash: item.idHash, source: wrapped, index: item.index)
            }
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
        case .lazyForEach: return []
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
        case .lazyForEach(let rows): return rows.count > 0
        }
    }
}

/// Builds the rows of a `ForEach` in a lazy container, by their index in
/// its data, when the graph lays them out.
public protocol LazyRowSource: AnyObject {
    func row(at index: Int) throws -> ViewElement
}

/// A `ForEach`'s elements in a lazy container: how many, each one's id
/// and its hash (read when the body ran), and its row, built on demand.
public protocol LazyRowList: LazyRowSource {
    var count: Int { get }
    func id(at index: Int) -> AnyHashable
    /// `id(at: index).hashValue`, made once.
    func idHash(at index: Int) -> Int
    /// When these are the rows of the `ForEach` whose rows `earlier` were
    /// the last time its body ran: how many ids at the start (`head`) and
    /// at the end (`tail`) are `earlier`'s, in order — the others are the
    /// change. Nil when not known; every id is read then.
    func ids(since earlier: LazyRowList) -> (head: Int, tail: Int)?
}

extension LazyRowList {
    public func ids(since earlier: LazyRowList) -> (head: Int, tail: Int)? { nil }

    /// These rows with `transform` applied to each row's views when made
    /// (a modifier written on the `ForEach`).
    public func mapped(_ transform: @escaping (ViewElement) -> ViewElement) -> LazyRowList {
        MappedRowList(self, transform)
    }
}

private final class MappedRowList: LazyRowList {
    let base: LazyRowList
    let transform: (ViewElement) -> ViewElement
    init(_ base: LazyRowList, _ transform: @escaping (ViewElement) -> ViewElement) {
        self.base = base
        self.transform = transform
    }
    var count: Int { base.count }
    func id(at index: Int) -> AnyHashable { base.id(at: index) }
    func idHash(at index: Int) -> Int { base.idHash(at: index) }
    func row(at index: Int) throws -> ViewElement { transform(try base.row(at: index)) }
    func ids(since earlier: LazyRowList) -> (head: Int, tail: Int)? {
        base.ids(since: (earlier as? MappedRowList)?.base ?? earlier)
    }
}

/// One row built by a closure.
private final class ClosureRowSource: LazyRowSource {
    let build: () throws -> ViewElement
    init(_ build: @escaping () throws -> ViewElement) { self.build = build }
    func row(at index: Int) throws -> ViewElement { try build() }
}

/// Another source's rows with a modifier applied.
private final class MappedRowSource: LazyRowSource {
    let base: LazyRowSource
    let transform: (ViewElement) -> ViewElement
    init(_ base: LazyRowSource, _ transform: @escaping (ViewElement) -> ViewElement) {
        self.base = base
        self.transform = transform
    }
    func row(at index: Int) throws -> ViewElement { transform(try base.row(at: index)) }
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
    /// Modifiers the graph reads itself, by their index in `modifiers`: a
    /// presentation whose binding (`isPresented`, `item`) the body that
    /// built it never read. The graph makes the modifier at that index
    /// anew, watching what it reads (`GraphHost.watch`), each time it
    /// applies the view's modifiers; a change updates the presentation
    /// alone (`ViewGraph.markSystemViewDirty`), not that body.
    public var liveModifiers: [Int: () throws -> ViewModifier] = [:]

    public init(typeName: String, kind: Kind, modifiers: [ViewModifier] = [],
                liveModifiers: [Int: () throws -> ViewModifier] = [:]) {
        self.typeName = typeName
        self.kind = kind
        self.modifiers = modifiers
        self.liveModifiers = liveModifiers
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
        case .composite(let view):
            return ViewSpec(typeName: typeName, kind: .composite(view.copy()), modifiers: modifiers, liveModifiers: liveModifiers)
        case .primitive: return ViewSpec(typeName: typeName, kind: kind, modifiers: modifiers, liveModifiers: liveModifiers)
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
    /// Facts `:tree` reads each time it shows the view, after `attributes`:
    /// what a control shows of the value it is bound to. They are read when
    /// shown, not when the body that made the control ran: making a binding
    /// (`$text`) is no read of the value, so that body does not run again
    /// when the control changes it, yet the control shows the new value.
    public var shownAttributes: [(String, () -> String)]
    /// A lazy container (`List`, `LazyVStack`, `LazyVGrid`…): only the
    /// rows in view are built and installed (`ScrollWindow`).
    public var lazyLayout: LazyLayout?
    /// A `Section` or `Group`: inside a lazy container its rows are the
    /// container's rows, in view or not like any other.
    public var groupsRows: Bool
    /// A `NavigationSplitView` (a `.navigationStack` whose `content` is the
    /// sidebar): its later columns, content then detail, as its body built
    /// them. On an iPhone the split view is collapsed into a stack: each is
    /// pushed while the list of the column before it has a selection
    /// (`ViewGraph+SplitView`).
    public var columns: [ViewElement]
    /// `List(…, selection:)`: the selection its rows write.
    public var selection: HostSelection?

    public init(role: Role = .plain, content: ViewElement = .empty, summary: String? = nil, attributes: [(String, String)] = [],
                shownAttributes: [(String, () -> String)] = [],
                lazyLayout: LazyLayout? = nil, groupsRows: Bool = false, columns: [ViewElement] = [],
                selection: HostSelection? = nil) {
        self.role = role
        self.content = content
        self.summary = summary
        self.attributes = attributes
        self.shownAttributes = shownAttributes
        self.lazyLayout = lazyLayout
        self.groupsRows = groupsRows
        self.columns = columns
        self.selection = selection
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
    /// `.navigationDestination(isPresented:)` / `(item:)`: while presented,
    /// `content` builds the screen pushed on the enclosing stack; `dismiss`
    /// clears the binding (Back, `dismiss()`). `item` is the presented
    /// item's id: another id replaces the screen.
    case presentedDestination(isPresented: Bool, content: () throws -> ViewElement, dismiss: HostAction, item: AnyHashable?)
    case onDelete(HostDeleteAction)
    /// `.onMove(perform:)` on a `ForEach`: each row carries it (`:move`).
    case onMove(HostMoveAction)
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
    /// `.onSubmit(of:)`: runs when a text field (`"text"`) or a search
    /// field (`"search"`) in this view is submitted (`:submit`).
    case onSubmit(triggers: Set<String>, action: HostAction)
    /// `.submitScope(_:)`: while true, submissions from inside this view do
    /// not reach the `onSubmit` actions above it.
    case submitScope(Bool)
}

/// How a presented view covers its presenter, as the program wrote it.
/// All are presented and dismissed alike (N5); `:tree` tells them apart.
public enum PresentationStyle: String, Sendable {
    case sheet, fullScreenCover, popover, alert, confirmationDialog, actionSheet
}
