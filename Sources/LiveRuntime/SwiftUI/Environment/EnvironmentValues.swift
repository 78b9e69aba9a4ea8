import SwiftSubset

/// Custom environment entries, as SwiftUI apps declare them:
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
/// extension EnvironmentValues {
///     var accent: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
///
/// `.environment(\.accent, v)` sets the entry for a subtree and
/// `@Environment(\.accent)` reads the nearest one; where none is set, the
/// read runs the extension's getter on an `EnvironmentValues` whose
/// subscript gives each key's `defaultValue`. Also `PreviewProvider`,
/// accepted so preview structs compile, and never launched.
final class EnvironmentValuesValue: NativeObject, NativeSubscriptable {
    override var typeName: String { "EnvironmentValues" }

    func subscriptGet(_ keys: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        guard case .type(let key)? = keys.first else { return .void }
        return try rt.readNamed(.type(key), "defaultValue", at: position)
    }

    /// Written only inside a getter's copy: nothing keeps it.
    func subscriptSet(_ keys: [Value], _ newValue: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) {}
}

extension Library {
    func installEnvironmentValues() {
        addProtocol("EnvironmentKey")
        // `@Environment(\.colorScheme)` compares with `.dark`, as apps do.
        addSimpleEnum("ColorScheme", cases: ["light", "dark"])
        addProtocol("PreviewProvider")
        let values = TypeInfo(name: "EnvironmentValues", kind: .builtin)
        addType(values)
        nativeTypes["EnvironmentValues"] = values
        staticMethod(values, "init()", .nominal(values, [])) { _, _, _, _ throws(Unwind) in .native(EnvironmentValuesValue()) }
    }
}

extension ViewRuntime {
    /// `@Environment(\.name)` with no `.environment(\.name, …)` above: the
    /// `EnvironmentValues` extension's getter, if the program declares one.
    func customEnvironmentValue(named name: String, at position: SourcePosition) throws(Unwind) -> Value? {
        try? runtime.readNamed(.native(EnvironmentValuesValue()), name, at: position)
    }
}
