import SwiftSubset

/// `@AppStorage("key") var name = "default"`: a value kept in the
/// session's defaults store (UserDefaults, here one per session) under
/// its key — not in the view — so it survives the view being removed and
/// built again, and every view reading the key sees the same value. A
/// body that read the key re-renders when it is written (V7), as SwiftUI
/// re-renders views on a UserDefaults change.
final class AppStorageBox: NativeObject {
    let key: String
    let defaultValue: Value
    let store: DefaultsStore

    init(key: String, defaultValue: Value, store: DefaultsStore) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
    }

    override var typeName: String { "AppStorage" }

    func read(_ rt: Runtime) -> Value {
        rt.observation.access(storage: store, key)
        return store.values[key] ?? defaultValue
    }

    func write(_ value: Value, rt: Runtime) throws(Unwind) {
        try rt.observation.willChange(storage: store, key, rt: rt)
        store.values[key] = value
    }
}

/// The session's `UserDefaults`: what `@AppStorage` keys hold.
final class DefaultsStore {
    var values: [String: Value] = [:]
}

extension Library {
    func installAppStorage() {
        let store = DefaultsStore()
        let appStorage = TypeInfo(name: "AppStorage", kind: .builtin)
        addType(appStorage)
        nativeTypes["AppStorage"] = appStorage
        for spec in ["init(wrappedValue:_:store?:)"] {
            staticMethod(appStorage, spec) { rt, _, args, at throws(Unwind) in
                let key = try rt.library.describe(args[1], rt: rt, at: at)
                return .native(AppStorageBox(key: key, defaultValue: args[0], store: store))
            }
        }
        property(appStorage, "wrappedValue", set: { rt, base, value, _ throws(Unwind) in
            try (base.nativeObject as? AppStorageBox)?.write(value, rt: rt)
        }) { rt, base, _ throws(Unwind) in
            (base.nativeObject as? AppStorageBox)?.read(rt) ?? .void
        }
        let binding = types["Binding"]
        property(appStorage, "projectedValue", resultFrom: { wrapper in
            guard let binding, case .nominal(_, let arguments) = wrapper, let wrapped = arguments.first else { return .unknown }
            return .nominal(binding, [wrapped])
        }) { rt, base, _ throws(Unwind) in
            guard let box = base.nativeObject as? AppStorageBox else { return .void }
            let binding = BindingValue(runtime: rt, get: { () throws(Unwind) -> Value in box.read(rt) },
                                       set: { (v: Value) throws(Unwind) in try box.write(v, rt: rt) })
            binding.source = box.store
            return .native(binding)
        }
    }
}
