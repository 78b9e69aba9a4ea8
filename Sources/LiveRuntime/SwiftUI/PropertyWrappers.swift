import SwiftSubset
import ViewGraph

/// A program value held by the graph (storage cells, environment values,
/// `onChange` values): the graph only asks for a summary and a type name.
final class ValueHolder: HostValue {
    let value: Value
    private let library: Library
    let runtime: Runtime
    /// The modifier that placed it in the environment, as written
    /// (`environmentObject`), for `:tree`.
    var placedBy: String?

    init(_ value: Value, runtime: Runtime) {
        self.value = value
        self.library = runtime.library
        self.runtime = runtime
    }

    var summary: String { (try? library.debugDescribe(value, rt: runtime, at: nil)) ?? "?" }
    var typeName: String { library.typeName(of: value.unwrappedIfOptional) }

    /// An environment value placed again: the same object, or an equal
    /// plain value, changes nothing for its readers (V7).
    func isSameValue(as other: HostValue) -> Bool {
        guard let other = other as? ValueHolder else { return false }
        return value.isIdentical(to: other.value)
    }
}

/// `@State`: its initial value (evaluated at every struct init, V2), and
/// once the view is installed, the storage cell that holds the live value.
/// Before installation, reads see the initial value — the throwaway (V3).
final class StateBox: NativeObject {
    var initialValue: Value
    var cell: StorageCell?
    /// The value injected into this struct value for its latest body
    /// evaluation: what reads during a view update see — also those of
    /// closures its body built and the graph calls later (a sheet's
    /// content), which see the value of the body that built them (V3a).
    var snapshot: Value?
    /// Whether this is a launched `App`'s storage: an app is installed
    /// once, for as long as it runs, so the box itself keeps the value —
    /// written, it is what the App's body reads the next time it runs.
    var isAppStorage = false

    init(initialValue: Value) { self.initialValue = initialValue }

    override var typeName: String { "State" }

    /// The live value (the initial one before installation), read by the
    /// runtime itself: no dependency.
    var value: Value {
        (cell?.value as? ValueHolder)?.value ?? initialValue
    }

    /// The value as program code reads it (`x`, or through `$x`): inside a
    /// body, the read makes that view depend on this storage, whichever
    /// view owns it (V7) — a child reading its `@Binding` depends on the
    /// parent's `@State`.
    func read(views: ViewRuntime) -> Value {
        guard let cell else {
            if isAppStorage { views.runtime.observation.access(storage: self, StateBox.dependency) }
            return value
        }
        views.runtime.observation.access(storage: cell, StateBox.dependency)
        // During a view update, the value injected for it (V3a).
        if views.buildingNode != nil {
            cell.wasRead = true
            return snapshot ?? value
        }
        return value
    }

    /// What a binding to it reads: the live storage, wherever it is read.
    func readThroughBinding(views: ViewRuntime) -> Value {
        if let cell { views.runtime.observation.access(storage: cell, StateBox.dependency) }
        if isAppStorage { views.runtime.observation.access(storage: self, StateBox.dependency) }
        return value
    }

    func set(_ newValue: Value, views: ViewRuntime) throws(Unwind) {
        guard let cell else {
            // An App's: the App's body, which read it, runs again.
            if isAppStorage {
                try views.runtime.observation.willChange(storage: self, StateBox.dependency, rt: views.runtime)
                initialValue = newValue
            }
            // Before installation SwiftUI has no storage to write to: dropped.
            return
        }
        // A value equal to the one held commits nothing: no view runs again
        // (OpenSwiftUI's `StoredLocationBase.set` returns when
        // `compareValues` finds them equal).
        if newValue.isIdentical(to: value) { return }
        try views.runtime.observation.willChange(storage: cell, StateBox.dependency, rt: views.runtime)
        cell.write(ValueHolder(newValue, runtime: views.runtime))
        views.noteStored(newValue, in: cell)
    }

    /// The name reads and writes of a `@State` cell are tracked under.
    private static let dependency = "@State"
}

/// `@StateObject`: the unevaluated autoclosure (V2) and, once installed,
/// the cell holding the one object made for this identity.
final class StateObjectBox: NativeObject {
    let thunk: FunctionValue
    var cell: StorageCell?
    /// Whether this is a launched `App`'s storage: an app is installed
    /// once, so its autoclosure runs on first access and `appObject` keeps
    /// what it made.
    var isAppStorage = false
    var appObject: Value?

    init(thunk: FunctionValue) { self.thunk = thunk }

    override var typeName: String { "StateObject" }
}

/// `@ObservedObject` and `@Bindable`: an object passed in, observed not owned.
final class ObservedBox: NativeObject {
    let object: Value
    let isBindable: Bool

    init(object: Value, isBindable: Bool) {
        self.object = object
        self.isBindable = isBindable
    }

    override var typeName: String { isBindable ? "Bindable" : "ObservedObject" }
}

/// `@EnvironmentObject` / `@Environment(T.self)` / `@Environment(\.key)`:
/// read from the view's environment when the view is installed.
final class EnvironmentBox: NativeObject {
    enum Source {
        case object          // @EnvironmentObject: by the property's type
        case type(String)    // @Environment(Model.self)
        case key(String)     // @Environment(\.dismiss)
    }

    let source: Source
    /// The property's declared type, set when the view installs.
    var typeName_: String?
    /// Declared optional (`@Environment(T.self) var x: T?`): reads nil
    /// where no ancestor placed a `T`, instead of SwiftUI's fatal error.
    var isOptional = false
    weak var node: ViewNode?
    /// The view's field holding it (`_cart`), named by `_printChanges`.
    var fieldName: String?

    init(source: Source) { self.source = source }

    override var typeName: String {
        if case .object = source { return "EnvironmentObject" }
        return "Environment"
    }

    /// Takes the property's declared type, when its view installs or binds.
    func declare(_ type: StaticType) {
        typeName_ = type.wrappedIfOptional.description
        if case .optional = type { isOptional = true } else { isOptional = false }
    }

    var environmentKey: String? {
        switch source {
        case .object: return typeName_
        case .type(let name): return name
        case .key(let key): return "\\." + key
        }
    }
}

/// `@Published`: a value whose writes tell the enclosing object's
/// subscribers first (O1).
final class PublishedBox: NativeObject {
    var value: Value
    /// Subscriptions made by `assign(to: &$property)`: they live as long
    /// as the property does.
    var assignments: [CancellableValue] = []
    init(value: Value) { self.value = value }
    override var typeName: String { "Published" }
}

/// A `Binding`: reads and writes somewhere else.
///
/// Like SwiftUI's, it also holds the value it had when it was made: a view
/// value holding a binding differs from the previous one when that value
/// does (V7), so a parent's update re-evaluates the child its binding
/// reaches.
final class BindingValue: NativeObject, HostBinding {
    let getter: () throws(Unwind) -> Value
    let setter: (Value) throws(Unwind) -> Void
    /// The value when made; nil for `Binding(get:set:)`, whose getter is the
    /// program's closure and is not called behind its back.
    let snapshot: Value?
    private unowned let runtime: Runtime
    /// A field's binding over a formatted value: typing is committed on
    /// Return (`TextField(value:format:)`).
    var commitsWhenSubmitted = false
    /// Reads typed text into the value it stands for (a formatted field's
    /// number); nil keeps the text as a `String`.
    var parseText: ((String) -> Value?)?
    /// The storage the binding reads in the end — a `@State` cell, an
    /// observed object, the defaults store — so a view holding it can tell
    /// which of its fields a change reached (`_printChanges`).
    weak var source: AnyObject?

    /// A binding whose getter is the library's own: its value is read now,
    /// as no dependency of whoever makes it.
    convenience init(runtime: Runtime, reading get: @escaping () throws(Unwind) -> Value,
                     set: @escaping (Value) throws(Unwind) -> Void) {
        let snapshot = try? runtime.observation.untracked(get)
        self.init(runtime: runtime, get: get, set: set, snapshot: snapshot)
    }

    init(runtime: Runtime, get: @escaping () throws(Unwind) -> Value, set: @escaping (Value) throws(Unwind) -> Void,
         snapshot: Value? = nil) {
        self.runtime = runtime
        self.getter = get
        self.setter = set
        self.snapshot = snapshot
    }

    /// Whether a view holding `other` in place of this binding holds the
    /// same value (V7): same value when made, or, for bindings of the
    /// program's own closures, the same value now.
    func isEquivalent(to other: BindingValue) -> Bool {
        if let a = snapshot, let b = other.snapshot { return a.isIdentical(to: b) }
        guard let a = try? getter(), let b = try? other.getter() else { return false }
        return a.isIdentical(to: b)
    }

    override var typeName: String { "Binding" }
    override var description: String {
        let current = shownValue.flatMap { try? runtime.library.debugDescribe($0, rt: runtime, at: nil) } ?? "?"
        return "Binding(\(current))"
    }

    func read() throws -> HostValue { ValueHolder(try getter(), runtime: runtime) }

    /// The value now, as a control shows it: untracked — what a control
    /// displays is no read by the body that made it (only `x` is, not `$x`).
    var shownValue: Value? { try? runtime.observation.untracked(getter) }

    func write(_ value: HostValue) throws {
        guard let holder = value as? ValueHolder else { return }
        try setter(holder.value)
    }

    func elements() throws -> [HostValue] {
        let value = try getter()
        if case .native(let n) = value, let path = n as? NavigationPathValue {
            return path.items.map { ValueHolder($0, runtime: runtime) }
        }
        return (value.asArray ?? []).map { ValueHolder($0, runtime: runtime) }
    }

    func append(_ value: HostValue) throws {
        guard let holder = value as? ValueHolder else { return }
        let current = try getter()
        if case .native(let n) = current, let path = n as? NavigationPathValue {
            try setter(.native(NavigationPathValue(path.items + [holder.value])))
        } else {
            try setter(.array((current.asArray ?? []) + [holder.value]))
        }
    }

    func removeLast() throws {
        let current = try getter()
        if case .native(let n) = current, let path = n as? NavigationPathValue {
            try setter(.native(NavigationPathValue(Array(path.items.dropLast()))))
        } else if let items = current.asArray, !items.isEmpty {
            try setter(.array(Array(items.dropLast())))
        }
    }

    func makeValue(text: String) -> HostValue {
        if let parseText {
            // Text that does not read as the value keeps the value it had.
            return ValueHolder(parseText(text) ?? ((try? getter()) ?? .void), runtime: runtime)
        }
        return ValueHolder(.string(text), runtime: runtime)
    }

    func toggled() throws -> HostValue {
        let current = try getter()
        return ValueHolder(.bool(!(current.unwrappedIfOptional.asBool ?? false)), runtime: runtime)
    }
}

/// `$model` of an observed object: `$model.title` is a binding to the
/// object's property.
final class ObjectBindings: NativeObject {
    let object: Value
    init(object: Value) { self.object = object }
    override var typeName: String { "Bindable" }
}

/// `NavigationPath`: a list of values of any types.
final class NavigationPathValue: NativeObject {
    let items: [Value]
    init(_ items: [Value]) { self.items = items }
    override var typeName: String { "NavigationPath" }
    override var description: String { "NavigationPath(\(items.count) items)" }
}
