import SwiftSubset
import ViewGraph

/// A library view as a program value: `Text("hi")`, `VStack { … }`,
/// `Button("Tap") { … }`, or any view with a modifier applied. Immutable,
/// like the structs SwiftUI defines; turned into a `ViewSpec` when a body
/// that returned it is reconciled.
final class ViewValue: NativeObject {
    enum Kind {
        case primitive(name: String, role: Role, content: Value, summary: String?, attributes: [(String, String)])
        case modified(base: Value, modifier: ModifierValue)
    }

    /// What a primitive does, with program values still inside.
    enum Role {
        case plain
        case text(String)
        case image(name: String)
        case button(action: FunctionValue?)
        case navigationLink(destination: Value?, value: Value?)
        case textField(binding: BindingValue?)
        case toggle(binding: BindingValue?)
        case navigationStack(path: BindingValue?)
        /// `NavigationSplitView`: its content is the sidebar; `columns`, the
        /// content and detail columns as built.
        case navigationSplit(columns: [Value])
        /// `List(…, selection:)`: the selection its rows write.
        case selectableList(selection: BindingValue)
        /// A picker, stepper, slider, tab view… (SwiftUI/Controls).
        case control(HostControl)
    }

    let kind: Kind
    /// A lazy container's layout (`List`, `LazyVGrid(columns:)`…): only
    /// the rows in view are built.
    let lazyLayout: LazyLayout?
    /// What a control shows of its bound value, read by `:tree` when it
    /// shows the view (`PrimitiveView.shownAttributes`).
    let shownAttributes: [(String, () -> String)]

    init(_ kind: Kind, lazyLayout: LazyLayout? = nil, shownAttributes: [(String, () -> String)] = []) {
        self.kind = kind
        self.lazyLayout = lazyLayout
        self.shownAttributes = shownAttributes
    }

    static func primitive(_ name: String, _ role: Role = .plain, content: Value = .void, summary: String? = nil,
                          attributes: [(String, String)] = [], shown: [(String, () -> String)] = [],
                          lazyLayout: LazyLayout? = nil) -> Value {
        .native(ViewValue(.primitive(name: name, role: role, content: content, summary: summary, attributes: attributes),
                          lazyLayout: lazyLayout, shownAttributes: shown))
    }

    /// A fact `:tree` reads each time it shows a control: `read` runs then,
    /// untracked. Making a binding (`$text`) is no read of the value it
    /// reaches, and neither is what the control displays of it: the body
    /// that made the control does not depend on the value — only a body
    /// that reads it (`text`) does — yet the control shows the new value.
    static func shown(_ name: String, _ rt: Runtime,
                      _ read: @escaping (Runtime) throws(Unwind) -> String) -> (String, () -> String) {
        (name, { [weak rt] in
            guard let rt else { return "" }
            return (try? rt.observation.untracked { () throws(Unwind) -> String in try read(rt) }) ?? ""
        })
    }

    /// Containers whose rows are the rows of the lazy container they are in.
    static let rowGroups: Set<String> = ["Section", "Group"]

    /// The outermost view's type name (a modified view keeps its base's).
    var baseTypeName: String {
        switch kind {
        case .primitive(let name, _, _, _, _): return name
        case .modified(let base, _):
            if case .native(let n) = base, let inner = n as? ViewValue { return inner.baseTypeName }
            if case .structure(let s) = base { return s.type.name }
            return "View"
        }
    }

    override var typeName: String {
        switch kind {
        case .primitive(let name, _, _, _, _): return name
        case .modified: return "ModifiedContent"
        }
    }

    override var description: String {
        switch kind {
        case .primitive(let name, let role, _, let summary, _):
            if case .text(let text) = role { return "Text(\(Library.quote(text)))" }
            return summary.map { "\(name)(\(Library.quote($0)))" } ?? name
        case .modified(let base, let modifier):
            return "\(base.shortViewDescription).\(modifier.name)"
        }
    }
}

/// The items a `@ViewBuilder` produced: each statement a position, `if`
/// and `switch` arms their own branches.
final class ViewListValue: NativeObject {
    let items: [BuilderComponent]

    init(_ items: [BuilderComponent]) { self.items = items }

    override var typeName: String { "TupleView" }
    override var description: String { "TupleView" }
}

/// `ForEach(data, id:) { element in … }`: its rows are built when the view
/// it is in is reconciled.
final class ForEachValue: NativeObject {
    let data: [Value]
    /// `\.self`, `\.id` or nil for `Identifiable` elements.
    let idPath: KeyPathValue?
    let content: FunctionValue
    /// Where a `ForEach` over a bare `Range` is written: it shows only its
    /// initial range (`ViewRuntime.constantRangeData`).
    let constantRangeSite: SourcePosition?

    /// Where it is written, when known: its ids are then kept between body
    /// evaluations (`ForEachIDs`).
    let site: SourcePosition?

    init(data: [Value], idPath: KeyPathValue?, content: FunctionValue, constantRangeSite: SourcePosition? = nil,
         site: SourcePosition? = nil) {
        self.data = data
        self.idPath = idPath
        self.content = content
        self.constantRangeSite = constantRangeSite
        self.site = site ?? constantRangeSite
    }

    override var typeName: String { "ForEach" }
}

/// A modifier applied to a view value, with its program values.
final class ModifierValue {
    enum Kind {
        case onAppear(FunctionValue)
        case onDisappear(FunctionValue)
        case task(FunctionValue, id: Value?)
        case onChange(value: Value, initial: Bool, action: FunctionValue)
        case id(Value)
        case environment(key: String, value: Value)
        case sheet(isPresented: BindingValue, onDismiss: FunctionValue?, content: FunctionValue)
        case sheetItem(item: BindingValue, onDismiss: FunctionValue?, content: FunctionValue)
        case navigationDestination(typeName: String, destination: FunctionValue)
        /// `.navigationDestination(isPresented:)` (`isItem` false) and
        /// `.navigationDestination(item:)`: pushes while the binding is
        /// true, or holds an item.
        case presentedDestination(binding: BindingValue, isItem: Bool, destination: FunctionValue)
        case onDelete(FunctionValue)
        case onMove(FunctionValue)
        /// `.toolbar { … }`, `.navigationBarItems(…)`: views of the screen's bars.
        case toolbar(content: Value)
        case accessibilityLabel(String)
        case style(name: String, detail: String)
        /// `.tag(_:)`: the value a picker option or a tab stands for.
        case tag(Value)
        /// `.tabItem { Label(…) }`: the tab's name.
        case tabItem(title: String)
        /// A control a modifier adds (`.refreshable`, `.searchable`).
        case control(HostControl)
        /// `.onReceive(publisher)`: subscribed while the view is on screen.
        case receive(ReceiveAction)
        /// `.disabled(_:)`: its controls do not respond while true.
        case disabled(Bool)
        /// `.onSubmit(of: .text) { … }`: runs when a field inside is submitted.
        case onSubmit(triggers: Set<String>, action: FunctionValue)
        /// `.submitScope()`: submissions from inside stop here.
        case submitScope(Bool)
    }

    let kind: Kind
    let name: String
    let position: SourcePosition

    init(_ kind: Kind, name: String, at position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.position = position
    }
}

extension Value {
    /// `Text("hi")`, `ChildView`, for modifier chains in descriptions.
    var shortViewDescription: String {
        switch self {
        case .native(let n): return n.description
        case .structure(let s): return s.type.name
        default: return "View"
        }
    }
}
