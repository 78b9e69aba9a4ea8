/// A member of a library type implemented by the host: a method, a
/// mutating method, or a property.
package struct NativeMember {
    package typealias Method = (Runtime, Value, [Value], SourcePosition) throws(Unwind) -> Value
    /// A mutating method; its arguments are `inout` too, for one that also
    /// changes an `inout` argument (`shuffle(using: &generator)`).
    package typealias MutatingMethod = (Runtime, inout Value, inout [Value], SourcePosition) throws(Unwind) -> Value
    package typealias Getter = (Runtime, Value, SourcePosition) throws(Unwind) -> Value
    package typealias Setter = (Runtime, inout Value, Value, SourcePosition) throws(Unwind) -> Void
    /// A function or method with `inout` parameters (`swap(&a, &b)`,
    /// `id.hash(into: &hasher)`): it changes its arguments in place and
    /// the call writes them back. A free function's receiver is `.void`.
    package typealias InoutFunction = (Runtime, Value, inout [Value], SourcePosition) throws(Unwind) -> Value

    package enum Body {
        case method(Method)
        case mutatingMethod(MutatingMethod)
        case property(Getter, Setter?)
        case inoutFunction(InoutFunction)
    }

    package let body: Body
    /// Methods: the parameters arguments are matched against.
    package var signature: Signature?
    /// The module that declares it when that is not the standard library
    /// (Foundation's `components(separatedBy:)`): a program sees it only
    /// if it imports that module (`Library+Modules.swift`).
    package var module: String?
    /// The result's static type given the receiver's, when it is known.
    package var resultType: (StaticType) -> StaticType = { _ in .unknown }
    /// A result written with a generic parameter of the method's own
    /// (`map<T>(_: (Element) -> T) -> [T]`: `.array(.generic("T"))`, the
    /// closure's type `.function([.generic("Element")], .generic("T"))`):
    /// the call binds `T` from the type its context expects, pushing it
    /// into the closure, and else from the closure's own result.
    package var genericResult: (parameter: String, type: StaticType)?
    /// A result type that depends on the arguments' static types
    /// (`Int(someString)` is `Int?`, `Int(someDouble)` is `Int`).
    package var resultFromArguments: (([StaticType]) -> StaticType?)?
    /// Takes any arguments, with any labels (styling modifiers); each is
    /// compiled expecting the library's token type (`.horizontal`,
    /// `.title`), and a labelled one arrives as a `LabeledArgument`.
    package var acceptsAnyArguments = false
    /// A method that is `mutating` in Swift but changes an object here
    /// (an unkeyed decoding container's `decode`): a call is a write of
    /// its receiver, refused on a `let` as swiftc refuses it.
    package var isDeclaredMutating = false
    /// For a member that takes any arguments: its first, unlabelled one
    /// is a SwiftUI title (`navigationTitle(_:)`), a `LocalizedStringKey`
    /// when written as a literal (`Signature.Parameter.isTitleKey`).
    package var takesTitleKey = false
    /// A static property whose value follows from the static type alone
    /// (`MemoryLayout<Int16>.size`): the compiler reads it once, as a
    /// constant. nil from it falls back to the getter.
    package var constantValue: ((StaticType) -> Value?)?
    /// For a method whose work depends on its arguments' static types (an
    /// optional's wrapped type when its value is nil): given them, in the
    /// order written, at a call the compiler resolves, the body to run
    /// there. Calls resolved at run time run `body`.
    package var specialized: (([StaticType]) -> Method)?
    /// For a method whose result records its receiver's static type
    /// (`reversed()` makes a `ReversedCollection<Array<Int>>`, which an
    /// empty array's value alone cannot name): given the receiver type's
    /// plain and qualified names, at a call the compiler resolves, the
    /// body to run there.
    package var namingReceiver: ((_ plain: String, _ qualified: String) -> Method)?
    /// Sequence's overload of the same method returning an `Array`, which
    /// swiftc chooses where the context expects an Array: `let r: [Int] =
    /// a.reversed()` is `[Int]`, while a bare `a.reversed()` is a
    /// `ReversedCollection`.
    package var arrayOverload: ArrayOverload?

    /// The body and result type of `arrayOverload`.
    package struct ArrayOverload {
        package let body: Method
        package let resultType: (StaticType) -> StaticType
    }

    /// Identity for caching argument plans per overload.
    let identity = NativeIdentity()

    package init(body: Body, signature: Signature?) {
        self.body = body
        self.signature = signature
    }

    var isProperty: Bool {
        if case .property = body { return true }
        return false
    }
}

final class NativeIdentity {}

/// An argument and its label, for a member that accepts any arguments
/// (`frame(width: 10)` arrives as `width: 10`).
final class LabeledArgument: NativeObject {
    let label: String
    let value: Value

    init(_ label: String, _ value: Value) {
        self.label = label
        self.value = value
    }

    static func wrap(_ value: Value, label: String?) -> Value {
        label.map { .native(LabeledArgument($0, value)) } ?? value
    }
}
