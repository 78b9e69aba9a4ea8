/// The storage behind one dynamic property of an installed view: a
/// `@State` value, a `@StateObject`'s object. It outlives the view structs
/// (which are rebuilt all the time) and dies with the view's identity.
///
/// Writing a `@State` cell marks its view for re-evaluation (V7) once a
/// view update has read its value (`wasRead`): SwiftUI makes a state a
/// dependency of its view only when the body — or content built with it —
/// reads it; a state only written, or only passed on as a binding, changes
/// without re-evaluating its view (OpenSwiftUI's `StatePropertyBox.update`
/// reports a change only if the location `wasRead`; Fatbobman, "The
/// Mysterious @State Injection Mechanism").
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
    /// A view update has read this state: from then on it is a dependency
    /// of its view (SwiftUI's `wasRead`; it stays set).
    public var wasRead = false
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

    /// Stores a new value and, for a `@State` a view update has read, marks
    /// the owner dirty.
    public func write(_ newValue: HostValue?) {
        value = newValue
        if kind == .state, wasRead, let owner, let graph, owner.isInstalled {
            graph.markDirty(owner, because: .property(fieldName))
        }
    }
}
