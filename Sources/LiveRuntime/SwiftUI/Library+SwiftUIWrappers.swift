import SwiftSubset

/// SwiftUI's and Combine's property wrappers: `@State`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`, `@Environment`, `@Binding`,
/// `@Bindable`, `@Published`, and `ObservableObject`'s `objectWillChange`.
extension Library {
    func installSwiftUIWrappers(_ views: ViewRuntime) {
        let binding = wrapperType("Binding")
        binding.settersAreNonmutating = true
        binding.acceptsOnlyItself = true
        // `Binding<Value>`: a `Binding<Int>` is then a fully known type,
        // which conversions judge (`Child(value: count)` for a `@Binding`).
        binding.genericParameters = ["Value"]
        /// `$x` of these wrappers is a `Binding` to the wrapped value.
        let bindingType = { (wrapper: StaticType) -> StaticType in
            guard case .nominal(_, let arguments) = wrapper, let wrapped = arguments.first else { return .unknown }
            return .nominal(binding, [wrapped])
        }

        let state = wrapperType("State")
        staticMethod(state, "init(wrappedValue:)") { _, _, args, _ throws(Unwind) in .native(StateBox(initialValue: args[0])) }
        staticMethod(state, "init(initialValue:)") { _, _, args, _ throws(Unwind) in .native(StateBox(initialValue: args[0])) }
        // `init()` is declared where `Value: ExpressibleByNilLiteral` only.
        staticMethod(state, "init()") { _, _, _, _ throws(Unwind) in .native(StateBox(initialValue: .none)) }
        staticProperty(state, "_emptyInitNeedsOptional", .bool) { _, _, _ throws(Unwind) in .bool(true) }
        property(state, "wrappedValue", set: { [unowned views] _, base, value, _ throws(Unwind) in
            try (base.nativeObject as? StateBox)?.set(value, views: views)
        }) { [unowned views] _, base, _ throws(Unwind) in
            (base.nativeObject as? StateBox)?.read(views: views) ?? .void
        }
        property(state, "projectedValue", resultFrom: bindingType) { [unowned views] rt, base, _ throws(Unwind) in
            guard let box = base.nativeObject as? StateBox else { return .void }
            let binding = BindingValue(runtime: rt, reading: { [unowned views] () throws(Unwind) -> Value in box.readThroughBinding(views: views) },
                                       set: { [unowned views] (v: Value) throws(Unwind) in try box.set(v, views: views) })
            binding.source = box.cell
            return .native(binding)
        }

        let stateObject = wrapperType("StateObject")
        stateObject.wrappedValueIsGetOnly = true
        stateObject.wrappedTypeRequirement = "ObservableObject"
        staticMethod(stateObject, "init(@wrappedValue:)") { _, _, args, at throws(Unwind) in
            .native(StateObjectBox(thunk: try Library.function(args[0], at)))
        }
        property(stateObject, "wrappedValue") { rt, base, at throws(Unwind) in
            guard let box = base.nativeObject as? StateObjectBox else { return .void }
            if let holder = box.cell?.value as? ValueHolder { return holder.value }
            if let object = box.appObject { return object }
            // The launched App is installed: its autoclosure runs once (V5).
            if box.isAppStorage {
                let object = try rt.call(box.thunk, [], at: at)
                box.appObject = object
                return object
            }
            // Not installed (V3): a new object every time, as SwiftUI warns.
            rt.warn(LiveRuntimeMessages.stateObjectNotInstalled)
            return try rt.call(box.thunk, [], at: at)
        }
        property(stateObject, "projectedValue", resultFrom: bindingType) { rt, base, at throws(Unwind) in
            .native(ObjectBindings(object: try rt.readNamed(base, "wrappedValue", at: at)))
        }

        for (name, bindable) in [("ObservedObject", false), ("Bindable", true)] {
            let type = wrapperType(name)
            type.wrappedTypeRequirement = bindable ? "Observable" : "ObservableObject"
            staticMethod(type, "init(wrappedValue:)") { _, _, args, _ throws(Unwind) in
                .native(ObservedBox(object: args[0], isBindable: bindable))
            }
            staticMethod(type, "init(_:)") { _, _, args, _ throws(Unwind) in
                .native(ObservedBox(object: args[0], isBindable: bindable))
            }
            property(type, "wrappedValue") { _, base, _ throws(Unwind) in
                (base.nativeObject as? ObservedBox)?.object ?? .void
            }
            property(type, "projectedValue", resultFrom: bindingType) { _, base, _ throws(Unwind) in
                .native(ObjectBindings(object: (base.nativeObject as? ObservedBox)?.object ?? .void))
            }
        }

        let environmentObject = wrapperType("EnvironmentObject")
        environmentObject.wrappedValueIsGetOnly = true
        environmentObject.wrappedTypeRequirement = "ObservableObject"
        staticMethod(environmentObject, "init()") { _, _, _, _ throws(Unwind) in .native(EnvironmentBox(source: .object)) }
        property(environmentObject, "wrappedValue") { [unowned views] _, base, at throws(Unwind) in
            try views.readEnvironment(base.nativeObject as? EnvironmentBox, at: at)
        }
        property(environmentObject, "projectedValue") { rt, base, at throws(Unwind) in
            .native(ObjectBindings(object: try rt.readNamed(base, "wrappedValue", at: at)))
        }

        let environment = wrapperType("Environment")
        environment.wrappedValueIsGetOnly = true
        staticMethod(environment, "init(_:)") { _, _, args, _ throws(Unwind) in
            switch args[0] {
            case .type(let t): return .native(EnvironmentBox(source: .type(t.name)))
            case .native(let n):
                if let path = n as? KeyPathValue { return .native(EnvironmentBox(source: .key(path.names.joined(separator: ".")))) }
                if let name = n as? TypeNameValue { return .native(EnvironmentBox(source: .type(name.name))) }
            default: break
            }
            return .native(EnvironmentBox(source: .key("?")))
        }
        property(environment, "wrappedValue") { [unowned views] _, base, at throws(Unwind) in
            try views.readEnvironment(base.nativeObject as? EnvironmentBox, at: at)
        }

        staticMethod(binding, "init(get:set:)") { rt, _, args, at throws(Unwind) in
            let get = try Library.function(args[0], at), set = try Library.function(args[1], at)
            // Made, a binding holds its value: the getter runs now, once
            // (OpenSwiftUI's `init(get:set:)` is `self.init(value: get(),
            // location:)`), so a body making one reads what the getter reads.
            _ = try rt.call(get, [], at: at)
            return .native(BindingValue(runtime: rt, get: { () throws(Unwind) -> Value in try rt.call(get, [], at: at) },
                                        set: { (v: Value) throws(Unwind) in _ = try rt.call(set, [v], at: at) }))
        }
        staticMethod(binding, "init(projectedValue:)") { _, _, args, _ throws(Unwind) in args[0] }
        staticMethod(binding, "constant(_:)") { rt, _, args, _ throws(Unwind) in
            let value = args[0]
            return .native(BindingValue(runtime: rt, get: { () throws(Unwind) -> Value in value }, set: { (_: Value) throws(Unwind) in },
                                        snapshot: value))
        }
        property(binding, "wrappedValue", set: { _, base, value, _ throws(Unwind) in
            try (base.nativeObject as? BindingValue)?.setter(value)
        }) { _, base, _ throws(Unwind) in
            try (base.nativeObject as? BindingValue)?.getter() ?? .void
        }
        property(binding, "projectedValue", resultFrom: bindingType) { _, base, _ throws(Unwind) in base }

        let published = wrapperType("Published")
        views.publishedType = published
        staticMethod(published, "init(wrappedValue:)") { _, _, args, _ throws(Unwind) in .native(PublishedBox(value: args[0])) }
        staticMethod(published, "init(initialValue:)") { _, _, args, _ throws(Unwind) in .native(PublishedBox(value: args[0])) }
        property(published, "wrappedValue", set: { _, base, value, _ throws(Unwind) in
            (base.nativeObject as? PublishedBox)?.value = value
        }) { _, base, _ throws(Unwind) in
            (base.nativeObject as? PublishedBox)?.value ?? .void
        }

        nativeTypes["ObjectBindings"] = wrapperType("ObjectBindings", register: false)

        // ObservableObject.objectWillChange
        if let observable = types["ObservableObject"] {
            let publisher = TypeInfo(name: "ObservableObjectPublisher", kind: .builtin)
            addType(publisher)
            nativeTypes["ObservableObjectPublisher"] = publisher
            property(observable, "objectWillChange", .nominal(publisher, [])) { _, base, _ throws(Unwind) in
                guard case .object(let o) = base else { return .void }
                return .native(PublisherValue(object: o))
            }
            method(publisher, "send()", .void) { rt, base, _, _ throws(Unwind) in
                if let p = base.nativeObject as? PublisherValue, let o = p.object {
                    try rt.observation.sendWillChange(o, rt: rt)
                }
                return .void
            }
        }
    }

    /// A library wrapper type usable as `@Name`.
    private func wrapperType(_ name: String, register: Bool = true) -> TypeInfo {
        let type = TypeInfo(name: name, kind: .builtin)
        if register { addType(type) }
        nativeTypes[name] = type
        return type
    }
}

/// `objectWillChange` of an `ObservableObject`.
final class PublisherValue: NativeObject {
    weak var object: Instance?
    init(object: Instance) { self.object = object }
    override var typeName: String { "ObservableObjectPublisher" }
}

