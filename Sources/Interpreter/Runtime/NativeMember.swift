/// A member of a library type implemented by the host: a method, a
/// mutating method, or a property.
struct NativeMember {
    typealias Method = (Runtime, Value, [Value], SourcePosition) throws(Unwind) -> Value
    typealias MutatingMethod = (Runtime, inout Value, [Value], SourcePosition) throws(Unwind) -> Value
    typealias Getter = (Runtime, Value, SourcePosition) throws(Unwind) -> Value
    typealias Setter = (Runtime, inout Value, Value, SourcePosition) throws(Unwind) -> Void

    enum Body {
        case method(Method)
        case mutatingMethod(MutatingMethod)
        case property(Getter, Setter?)
    }

    let body: Body
    /// The result's static type given the receiver's, when it is known.
    var resultType: (StaticType) -> StaticType = { _ in .unknown }
    /// Parameter types, for literal typing and implicit members.
    var parameterTypes: [StaticType] = []
    /// Parameters that take `@ViewBuilder` closures.
    var viewBuilderParameters: Set<Int> = []
    /// Parameters that take `@autoclosure` values.
    var autoclosureParameters: Set<Int> = []
}
