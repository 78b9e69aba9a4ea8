/// A result builder a library defines (SwiftUI's `@ViewBuilder`): the
/// language compiles a builder body — each expression statement a
/// component, each `if`/`else` or `switch` arm a branch of its own — and
/// the builder combines what one run of the body produced into a value.
///
/// A library registers its builder in `Library.resultBuilder`; a function,
/// closure parameter or getter marked with the builder's attribute is then
/// compiled with it.
package protocol ResultBuilder: AnyObject {
    /// The attribute that names it: `ViewBuilder`.
    var name: String { get }
    /// Every attribute that names it (`@SceneBuilder` and
    /// `@ToolbarContentBuilder` are SwiftUI's view builder to StateLab).
    var attributeNames: Set<String> { get }
    /// Why a statement whose static type is `type` (spelt by `name`, asked
    /// only when refusing) cannot be a component, in swiftc's words; nil
    /// when it can or may be one (the value is then checked by
    /// `buildExpression` as it is built).
    func refusal(ofComponent type: StaticType, named name: () -> String) -> Message?
    /// Combines one block's components, in statement order.
    func buildBlock(_ components: [BuilderComponent]) -> Value
    /// Checks one expression statement's value, as Swift's
    /// `buildExpression` constrains what a block may hold: a value the
    /// builder cannot take is refused at `position`, the statement that
    /// made it, instead of wherever the built value is later read.
    func buildExpression(_ value: Value, at position: SourcePosition) throws(Unwind) -> Value
    /// Whether the getter of property `name` of `type` is built with this
    /// builder although it is not marked: a protocol requirement's
    /// attribute, as `View.body`'s. Other getters of the type are ordinary
    /// code unless the program marks them.
    func buildsGetter(of name: String, in type: TypeInfo) -> Bool
    /// Whether method `name` of `type` is built with this builder although
    /// it is not marked (`ViewModifier.body(content:)`'s requirement).
    func buildsMethod(named name: String, of type: TypeInfo) -> Bool
}

extension ResultBuilder {
    package var attributeNames: Set<String> { [name] }
    package func refusal(ofComponent type: StaticType, named name: () -> String) -> Message? { nil }
    package func buildsMethod(named name: String, of type: TypeInfo) -> Bool { false }
    package func buildExpression(_ value: Value, at position: SourcePosition) throws(Unwind) -> Value { value }
}

/// What one statement of a builder body produced.
package enum BuilderComponent {
    /// An expression statement's value.
    case expression(Value)
    /// The block an `if`/`else` arm or a `switch` case built; `index` tells
    /// the arms apart.
    case branch(index: Int, Value)
    /// An `if` without `else` whose condition was false, or a `switch`
    /// whose cases all failed.
    case empty
}
