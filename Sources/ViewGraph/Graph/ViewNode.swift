/// A view installed in the graph: its identity, its current value, its
/// storage, its children, and the lifecycle state the runtime keeps for it
/// (tasks, `onChange` values, subscriptions).
public final class ViewNode {
    /// Numbered in installation order, for stable references in output.
    public let serial: Int
    /// This node's identity within its parent (position, branch, type,
    /// `ForEach` id, explicit id), as text: `2.b0.ChildView`.
    public let key: String
    /// What reconciliation matches: the same facts as `key`, with the
    /// `ForEach` and explicit ids as the values they are, so two ids that
    /// print alike are still two identities (V4).
    let identity: ChildIdentity
    public private(set) weak var parent: ViewNode?
    public internal(set) var children: [ViewNode] = []
    /// The value last given to this identity.
    public internal(set) var spec: ViewSpec
    /// Dynamic-property storage, in declaration order (V5).
    public var cells: [StorageCell] = []
    public internal(set) var isInstalled = false
    /// Environment values visible here (inherited, then own modifiers).
    public internal(set) var environment: [String: HostValue] = [:]
    /// For the host: subscriptions and other per-node bookkeeping.
    public var hostState: [String: AnyObject] = [:]

    var isDirty = false
    /// What this node shows of bindings it consumes changed (its sites, as
    /// `GraphHost.watch` names them): `ViewGraph.markSystemViewDirty`.
    var dirtySystemSites: Set<String> = []
    /// Why the next body evaluation happens, collected as the view is
    /// marked (`BodyChange`).
    var pendingChanges: [BodyChange] = []
    /// Why the body under evaluation (or the last one) ran.
    public internal(set) var bodyChanges: [BodyChange] = []
    /// A lazy container's rows and which of them are in view.
    var window: ScrollWindow?
    /// In a lazy container: the row this node belongs to (its `ForEach`
    /// element, or the static view it is).
    var lazySlot: RowKey?
    /// A row of a lazy container that is built but out of view: it keeps
    /// its storage, and its subtree is off screen.
    public internal(set) var isScrolledOff = false
    /// A group of a lazy container's rows, filled by the container.
    public internal(set) var isLazyGroup = false
    /// The label index must read this node's labels again (`LabelIndex`).
    var labelsMarked = false
    /// Removed from the tree: the label index forgets it.
    var isDetached = false
    var hasAppeared = false
    var tasks: [RunningTask] = []
    var changeValues: [Int: AnyHashable] = [:]
    var changeHostValues: [Int: HostValue] = [:]
    /// Navigation: destinations pushed on this stack, bottom first.
    public internal(set) var pushed: [ViewNode] = []
    /// A sheet this view presents (`.sheet(isPresented:)`).
    public internal(set) var sheet: ViewNode?
    /// Which of this view's presentation modifiers presented `sheet`: only
    /// its `onDismiss` runs when the sheet goes.
    var sheetModifierIndex: Int?

    /// How the presented `sheet` covers this view (a sheet, an alert…).
    public var sheetStyle: PresentationStyle? {
        guard sheet != nil, let index = sheetModifierIndex, index < spec.modifiers.count,
              case .sheet(_, _, _, _, _, let style) = spec.modifiers[index] else { return sheet == nil ? nil : .sheet }
        return style
    }
    /// The link or value that pushed this node (navigation entries).
    var pushSource: PushSource?
    /// The screens this view's `navigationDestination(isPresented:)` and
    /// `(item:)` modifiers pushed, by modifier index.
    var presentedDestinations: [Int: ViewNode] = [:]

    struct RunningTask {
        let modifierIndex: Int
        let id: AnyHashable?
        let token: TaskToken
        let label: String
    }

    enum PushSource {
        /// A `NavigationLink(destination:)` node.
        case link(ViewNode)
        /// A value appended to the stack's path.
        case value(HostValue)
        /// A `NavigationSplitView`'s column (1: the one after the sidebar).
        case column(Int)
        /// The view whose `navigationDestination(isPresented:)` or
        /// `(item:)` (its modifier at that index) is presented.
        case presented(ViewNode, modifierIndex: Int)
    }

    init(serial: Int, key: String, identity: ChildIdentity, parent: ViewNode?, spec: ViewSpec) {
        self.serial = serial
        self.key = key
        self.identity = identity
        self.parent = parent
        self.spec = spec
    }

    public var typeName: String { spec.typeName }

    /// The nearest user view at or above this node: the view whose body
    /// wrote a modifier placed on a library view (`Text(…).task`).
    var nearestViewName: String {
        var node: ViewNode? = self
        while let current = node {
            if current.spec.hostView != nil { return current.typeName }
            node = current.parent
        }
        return typeName
    }

    /// Labels of the `.task`s this view started that still run.
    public var runningTaskLabels: [String] {
        tasks.filter { !$0.token.isFinished }.map(\.label)
    }

    /// The full identity: every ancestor's key, root first.
    public var path: String {
        var keys: [String] = []
        var node: ViewNode? = self
        while let n = node {
            keys.append(n.key)
            node = n.parent
        }
        // Joined in a loop: `joined(separator:)` of the reversed keys is
        // the standard library's unspecialized code, whose first call in a
        // process asks the runtime for its associated types by mangled name.
        var path = ""
        for i in stride(from: keys.count - 1, through: 0, by: -1) {
            path += keys[i]
            if i > 0 { path += "/" }
        }
        return path
    }

    public var depth: Int {
        var d = 0
        var node = parent
        while let n = node {
            d += 1
            node = n.parent
        }
        return d
    }

    /// Content children, then pushed destinations, then a presented sheet.
    public var allChildren: [ViewNode] {
        var all = children + pushed
        if let sheet { all.append(sheet) }
        return all
    }

    /// Every node of this subtree, children before their parents.
    public var postOrder: [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            for child in node.allChildren { visit(child) }
            result.append(node)
        }
        visit(self)
        return result
    }

    /// A control's label as VoiceOver reads it: its `.accessibilityLabel`,
    /// else the `Text` contents inside it, in order, else — an icon-only
    /// button — the names of its images.
    public var labelText: String {
        var texts: [String] = []
        var images: [String] = []
        func visit(_ node: ViewNode) {
            if let label = node.spec.accessibilityLabel {
                texts.append(label)
                return
            }
            if case .text(let text)? = node.spec.primitive?.role { texts.append(text) }
            if case .image(let name)? = node.spec.primitive?.role { images.append(name) }
            // A control whose title is not a child view (`Toggle("Milk", isOn:)`)
            // is read by its title, as VoiceOver reads it — also when it
            // carries attached content (swipe actions, a context menu).
            if node.children.allSatisfy(\.isBarItem), let primitive = node.spec.primitive, let title = primitive.summary, !title.isEmpty {
                switch primitive.role {
                case .text, .image: break
                default: texts.append(title)
                }
            }
            for child in node.children where !child.isBarItem { visit(child) }
        }
        visit(self)
        return (texts.isEmpty ? images : texts).joined(separator: " ")
    }

    /// Whether this view's controls are disabled: `.disabled(true)` on it or
    /// on a view it is in (SwiftUI passes it down through the environment).
    public var isDisabled: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.spec.isDisabled { return true }
            node = current.parent
        }
        return false
    }

    /// What a row reads outside its buttons and links: how a control in
    /// it is told apart from the same control in the other rows.
    public var rowName: String {
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            switch node.spec.primitive?.role {
            case .button?, .navigationLink?: return
            case .text(let text)?: texts.append(text)
            default: break
            }
            for child in node.children where !child.isBarItem { visit(child) }
        }
        visit(self)
        return texts.isEmpty ? labelText : texts.joined(separator: " ")
    }

    func addChild(_ node: ViewNode) { children.append(node) }

    /// A `Section` or `Group` written directly in a lazy container: the
    /// container fills it with the rows in view. (One that a `ForEach` row
    /// of the container makes is that row, built whole.)
    var isRowGroupOfLazyContainer: Bool {
        spec.primitive?.groupsRows == true && parent?.window != nil && isLazyGroup
    }
}
