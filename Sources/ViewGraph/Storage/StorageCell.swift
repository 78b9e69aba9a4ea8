/// The storage behind one dynamic property of an installed view: a
/// `@State` value, a `@StateObject`'s object. It outlives the view structs
/// (which are rebuilt all the time) and dies with the view's identity.
///
/// Writing a `@State` cell marks its view for re-evaluation (V7).
public final class StorageCell {
    public enum Kind: String {
        case state = "@State"
        case stateObject = "@StateObject"
    }

    public let kind: Kind
    /// The property name (`counter`).
    public let name: String
    public private(set) weak var owner: ViewNode?
    /// The stored program value; the graph never looks inside.
    public var value: HostValue?
    weak var graph: ViewGraph?

    /// The view's field this storage belongs to, as `_printChanges` names
    /// it: `_counter`, or the field of a custom `DynamicProperty` holding it.
    public let fieldName: String

    public init(kind: Kind, name: String, fieldName: String? = nil, owner: ViewNode, value: HostValue?, graph: ViewGraph) {
        self.kind = kind
        self.name = name
        self.fieldName = fieldName ?? "_" + name
        self.owner = owner
        self.value = value
        self.graph = graph
    }

    /// Stores a new value and, for `@State`, marks the owner dirty.
    public func write(_ newValue: HostValue?) {
        value = newValue
        if kind == .state, let owner, let graph, owner.isInstalled {
            graph.markDirty(owner, because: .property(fieldName))
        }
    }
}
