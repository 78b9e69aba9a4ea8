import SwiftSubset

/// SwiftUI as a library written on the language: its views, wrappers and
/// modifiers, `@ViewBuilder`, and what it does when the program reads a
/// `$binding`'s member, writes a `@Published` property or builds a view.
extension ViewRuntime: LibraryExtension {
    func install(into library: Library) {
        library.moduleNames.formUnion(["SwiftUI", "Combine", "UIKit"])
        library.addProtocol("ObservableObject")
        // Styling and layout arguments (`.leading`, `.horizontal`) are
        // tokens, for views and modifiers alike.
        library.tokenType = TypeInfo(name: "_StyleToken", kind: .builtin)
        // So are values of the types that only style, named in code.
        library.stylingTypeNames = [
            "Font", "EdgeInsets", "Animation", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
            "UnitPoint", "Angle", "ContentMode", "Material", "AnyShapeStyle", "Gradient", "TextAlignment",
            "SymbolRenderingMode", "DynamicTypeSize", "CGSize", "CGPoint", "CGRect", "StrokeStyle", "AnyTransition",
            "DatePickerComponents",
        ]
        library.installSwiftUIViews()
        library.installSwiftUIWrappers(self)
        library.installSwiftUIModifiers()
        library.installSwiftUIToolbar()
        library.installSwiftUIControls(self)
        library.installPrintChanges(self)
        library.installUnmodelledNames()
        library.installEditMode(self)
        library.installScenePhase()
        library.installListSelection(self)
        library.installSwiftUIRequiredArguments()
        library.resultBuilder = ViewBuilder(library: library)
    }

    /// `$model.title` (a binding to an observed object's property),
    /// `Bindable(model).title` (the same, `Bindable` looking its members up
    /// dynamically) and `$item.name` (a binding to a member of a bound value).
    func projectedMember(of object: NativeObject, named name: String, at position: SourcePosition?, rt: Runtime) -> Value? {
        var target: Value?
        if let bindings = object as? ObjectBindings { target = bindings.object }
        if let box = object as? ObservedBox, box.isBindable, name != "wrappedValue", name != "projectedValue" { target = box.object }
        if let target {
            let get = { () throws(Unwind) -> Value in try rt.readNamed(target, name, at: position) }
            // SwiftUI's binding to an object's property reads the property as
            // it is made (OpenSwiftUI's `Binding(_:keyPath:)` calls
            // `location.get()`): made in a body, it makes that view depend on
            // the property, whichever control it is given to.
            let member = BindingValue(runtime: rt, get: get, set: { (newValue: Value) throws(Unwind) in
                var reference = target
                try rt.writeNamed(&reference, name, newValue, at: position)
            }, snapshot: try? get())
            if case .object(let instance) = target { member.source = instance }
            return .native(member)
        }
        if let binding = object as? BindingValue, name != "wrappedValue", name != "projectedValue" {
            let member = BindingValue(runtime: rt, reading: { () throws(Unwind) -> Value in
                try rt.readNamed(try binding.getter(), name, at: position)
            }, set: { (newValue: Value) throws(Unwind) in
                var whole = try binding.getter()
                try rt.writeNamed(&whole, name, newValue, at: position)
                try binding.setter(whole)
            })
            member.source = binding.source
            return .native(member)
        }
        return nil
    }

    /// An `ObservableObject`'s `@Published` property is about to change:
    /// `objectWillChange` fires first (O1), with SwiftUI's warning when the
    /// write comes from a background queue or a detached task (O4). A
    /// `@MainActor` class's property is written on the main actor: code off
    /// it must `await` the write, which hops there.
    func willWriteWrappedProperty(of object: Instance, backing: PropertyInfo, rt: Runtime) throws(Unwind) {
        guard let published = publishedType, backing.wrapperType === published else { return }
        if rt.isOnBackgroundQueue, !object.type.isMainActorIsolated {
            rt.warn(LiveRuntimeMessages.publishingFromBackground)
        }
        try rt.observation.sendWillChange(object, rt: rt)
    }

    func willInitialize(_ type: TypeInfo, rt: Runtime) {
        if type.conforms(to: "View") { viewWillInitialize(type.name) }
    }

    /// V1: a view struct finished its initializer.
    func didInitialize(_ type: TypeInfo, rt: Runtime) {
        guard type.conforms(to: "View") else { return }
        let since = viewDidInitialize(type.name)
        rt.trace.record(.viewConstructed(type: type.name, since: since), at: rt.scheduler.now)
    }
}

/// `@ViewBuilder`: a block's components become a `ViewListValue`, whose
/// positions give the views their structural identity (V4). A `View`'s,
/// `App`'s or `Scene`'s getters are built with it, as `body`'s requirement
/// says.
final class ViewBuilder: ResultBuilder {
    /// Names a refused value's type; the library owns its builder.
    private unowned let library: Library

    init(library: Library) { self.library = library }

    var name: String { "ViewBuilder" }
    /// An App's scenes and a bar's items are built as views are: each
    /// statement a position, `if`/`switch` arms branches.
    /// (One set for every session: the compiler asks for it at every
    /// declaration with attributes.)
    var attributeNames: Set<String> { Self.builderAttributeNames }
    private static let builderAttributeNames: Set<String> = ["ViewBuilder", "SceneBuilder", "ToolbarContentBuilder"]

    /// swiftc checks each statement against `buildExpression<C: View>`: a
    /// value of a type that is not a view is refused where it stands, not
    /// when the body is built. Types whose conformance is open (generic
    /// parameters, protocols, the library's own) are left to the value.
    func refusal(ofComponent type: StaticType, named name: () -> String) -> Message? {
        switch type {
        case .void, .tuple, .labeledTuple, .function:
            return LiveRuntimeMessages.typeCannotBeAView(name())
        case _ where ViewBuilder.cannotBeAView(type):
            return LiveRuntimeMessages.builderExpressionNeedsView(name())
        default:
            return nil
        }
    }

    private static func cannotBeAView(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary, .void, .tuple, .labeledTuple, .function:
            return true  // also as an optional's wrapped type: `()?`, `Int?`
        case .optional(let wrapped):
            return cannotBeAView(wrapped)
        case .nominal(let t, _):
            return t.position != nil && t.kind != .protocolType
                && !["View", "Scene", "App", "ToolbarContent"].contains { t.conforms(to: $0) }
        default:
            return false
        }
    }

    func buildBlock(_ components: [BuilderComponent]) -> Value {
        .native(ViewListValue(components))
    }

    /// A statement's value must be a view (a scene in an `App`'s body):
    /// a number, a string, an object or a struct that is not one is
    /// refused at the statement, where swiftc would refuse it. The
    /// library's own values (views, modifiers, tokens) pass.
    func buildExpression(_ value: Value, at position: SourcePosition) throws(Unwind) -> Value {
        guard ViewBuilder.canHold(value) else {
            throw .trap(Trap(message: LiveRuntimeMessages.notAView(library.typeName(of: value)), position: position))
        }
        return value
    }

    private static func canHold(_ value: Value) -> Bool {
        switch value {
        case .void, .none, .native: return true
        case .some(let inner): return canHold(inner)
        case .structure(let s): return ["View", "Scene", "App", "ToolbarContent"].contains { s.type.conforms(to: $0) }
        case .enumeration(let e): return e.type.conforms(to: "View")
        default: return false
        }
    }

    /// `body` of `View`, `App`, `Scene` and `ToolbarContent` is a builder
    /// requirement (`@ViewBuilder`, `@SceneBuilder`,
    /// `@ToolbarContentBuilder`); a view's other properties — even
    /// `some View` ones — are ordinary code, as in swiftc.
    func buildsGetter(of name: String, in type: TypeInfo) -> Bool {
        name == "body" && ["View", "App", "Scene", "ToolbarContent"].contains { type.conforms(to: $0) }
    }

    /// `ViewModifier.body(content:)` is a `@ViewBuilder` requirement.
    func buildsMethod(named name: String, of type: TypeInfo) -> Bool {
        name == "body" && type.conforms(to: "ViewModifier")
    }
}
