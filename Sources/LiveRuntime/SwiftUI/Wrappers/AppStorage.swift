import SwiftSubset

/// `@AppStorage("key") var name = "default"`: a value kept in the
/// session's defaults store (UserDefaults, here one per session) under
/// its key — not in the view — so it survives the view being removed and
/// built again, and every view reading the key sees the same value. A
/// body that read the key re-renders when it is written (V7), as SwiftUI
/// re-renders views on a UserDefaults change.
///
/// `@SceneStorage("key")` is the same with the scene's own store: the
/// session runs one scene, so views using a key share its value while the
/// app runs (Apple documentation, "SceneStorage": "each Scene has its own
/// notion of SceneStorage, so data is not shared between scenes").
final class AppStorageBox: NativeObject {
    let key: String
    let defaultValue: Value
    let store: DefaultsStore
    /// `AppStorage` or `SceneStorage`.
    let wrapperName: String

    init(key: String, defaultValue: Value, store: DefaultsStore, wrapperName: String = "AppStorage") {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.wrapperName = wrapperName
    }

    override var typeName: String { wrapperName }

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
        for name in ["AppStorage", "SceneStorage"] { installStorageWrapper(name, store: DefaultsStore()) }
    }

    private func installStorageWrapper(_ name: String, store: DefaultsStore) {
        let appStorage = TypeInfo(name: name, kind: .builtin)
        addType(appStorage)
        nativeTypes[name] = appStorage
        for spec in ["init(wrappedValue:_:store?:)"] {
            staticMethod(appStorage, spec) { rt, _, args, at throws(Unwind) in
                let key = try rt.library.describe(args[1], rt: rt, at: at)
                return .native(AppStorageBox(key: key, defaultValue: args[0], store: store, wrapperName: name))
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
            // Like `@State`'s `$x`: holds the value it was made with, read
            // untracked — making the binding is no read of the key.
            let binding = BindingValue(runtime: rt, reading: { () throws(Unwind) -> Value in box.read(rt) },
                                       set: { (v: Value) throws(Unwind) in try box.write(v, rt: rt) })
            binding.source = box.store
            return .native(binding)
        }
    }
}
