/// A library value with a subscript of its own (`EnvironmentValues[K.self]`,
/// a binding's `$items[0]`): `base[keys]` reads and writes call these.
package protocol NativeSubscriptable: AnyObject {
    func subscriptGet(_ keys: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value
    func subscriptSet(_ keys: [Value], _ newValue: Value, rt: Runtime, at position: SourcePosition) throws(Unwind)
}
