/// What the graph needs from the language that defines the views: the
/// interpreter implements these for the user's structs and closures; the
/// graph never sees Swift syntax or interpreter values.

/// A user view struct value (DESIGN V1–V7): its storage and its body.
public protocol HostView: AnyObject {
    var typeName: String { get }
    /// Creates the node's storage from this value (V5): `@State` defaults
    /// become live values, `@StateObject` closures run now, once.
    func install(in node: ViewNode, graph: ViewGraph) throws
    /// Binds this new value to the node's existing storage (V6): its
    /// `@State` defaults and `@StateObject` closures are never used.
    func bind(to node: ViewNode, graph: ViewGraph) throws
    /// Evaluates `body` with storage bound. Runs `DynamicProperty.update()`
    /// first. Reads of observable state made here are dependencies.
    func makeBody(in node: ViewNode, graph: ViewGraph) throws -> ViewElement
    /// V7: plain values by `==`, objects by identity, closures differ.
    func isEquivalent(to other: HostView) -> Bool
    /// Its properties and storage as `:tree` shows them.
    func describe(in node: ViewNode) -> [TreeProperty]
    /// Called when the node leaves the graph (storage destroyed).
    func uninstall(from node: ViewNode, graph: ViewGraph)
    /// A separate copy of this value, for a node of its own (a link's
    /// destination is installed from a copy; the link keeps its value).
    func copy() -> HostView
}

/// A closure of the program, run by the host (`onAppear`, button actions).
public protocol HostAction: AnyObject {
    func run() throws
}

/// `onChange(of:)`'s action: old and new value.
public protocol HostChangeAction: AnyObject {
    func run(old: HostValue, new: HostValue) throws
}

/// `.onDelete(perform:)`: the offsets to delete.
public protocol HostDeleteAction: AnyObject {
    func run(offsets: [Int]) throws
}

/// `.onMove(perform:)`: the offsets to move, and the offset to move them
/// to, counted in the rows before the move (as `Array.move(fromOffsets:
/// toOffset:)` takes them).
public protocol HostMoveAction: AnyObject {
    func run(offsets: [Int], to destination: Int) throws
}

/// A program value the graph carries without looking inside.
public protocol HostValue: AnyObject {
    /// How `:tree` shows it.
    var summary: String { get }
    /// The value's type name (`navigationDestination(for:)` matching).
    var typeName: String { get }
    /// Whether `other` is the same value to the views reading it (V7:
    /// plain values by `==`, objects by identity). By default, only the
    /// same host value is.
    func isSameValue(as other: HostValue) -> Bool
}

extension HostValue {
    public func isSameValue(as other: HostValue) -> Bool { self === other }
}

/// A two-way reference to program state (`$text`, `$isOn`).
public protocol HostBinding: AnyObject {
    func read() throws -> HostValue
    func write(_ value: HostValue) throws
    /// The path's values (NavigationStack(path:)), if the binding holds an array.
    func elements() throws -> [HostValue]
    func append(_ value: HostValue) throws
    func removeLast() throws
    /// Makes a program value from text (`:type`) or a flag (`:toggle`).
    func makeValue(text: String) -> HostValue
    func toggled() throws -> HostValue
    /// A field over a formatted value (`TextField(value:format:)`) takes
    /// what is typed only when it is committed — Return, or another field
    /// taking the typing — not with each keystroke.
    var commitsWhenSubmitted: Bool { get }
}

extension HostBinding {
    public var commitsWhenSubmitted: Bool { false }
}

/// The selection of a `List(…, selection:)`: in a collapsed
/// `NavigationSplitView` it decides whether the next column is pushed.
public protocol HostSelection: AnyObject {
    /// Whether one row is selected (a single selection that is not nil).
    func selectsRow() throws -> Bool
    /// Clears it, as going back from the column it pushed does.
    func clear() throws
    /// Selects `value`: what a `NavigationLink(value:)` in the list does
    /// in a split view's column.
    func select(_ value: HostValue) throws
}

/// What the graph asks of the host that runs program code.
public protocol GraphHost: AnyObject {
    /// Runs a user event (a tap's action…) as one job on the main actor.
    func perform(_ action: HostAction, label: String) throws
    /// Starts `.task`'s closure as a task (returns a handle to cancel it).
    func startTask(_ action: HostAction, label: String) -> TaskToken
    func cancelTask(_ token: TaskToken)
    /// Objects released by the graph die now (their deinits run).
    func releaseFinished()
    /// A `ForEach` gave several of its rows the id `id`: SwiftUI's runtime
    /// warning ("this will give undefined results").
    func warnDuplicateID(_ id: AnyHashable)
    /// Runs `read`: the graph reading a binding a system view consumes (a
    /// sheet's `isPresented`, a stack's path, a tab view's selection) for
    /// `node`, the view that shows it. A change to what `read` read calls
    /// `ViewGraph.markSystemViewDirty(node)`; it is no dependency of the
    /// body that built the view. A later read from the same `site` of the
    /// node replaces the earlier one's.
    func watch<T>(_ node: ViewNode, site: String, _ read: () throws -> T) throws -> T
}

extension GraphHost {
    public func warnDuplicateID(_ id: AnyHashable) {}
    public func watch<T>(_ node: ViewNode, site: String, _ read: () throws -> T) throws -> T { try read() }
}

/// A running `.task`.
public protocol TaskToken: AnyObject {
    var isFinished: Bool { get }
}
