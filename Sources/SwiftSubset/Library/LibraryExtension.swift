/// What a library written on top of the language adds to it — the seam
/// where the live runtime's SwiftUI plugs in, as `GraphHost` is the seam
/// between the view graph and the program. The language calls these hooks
/// at the moments only it can see, and knows nothing of what implements
/// them.
package protocol LibraryExtension: AnyObject {
    /// Registers the extension's protocols, types and functions in
    /// `library` (its result builder and token type too). Called once,
    /// before any code is compiled.
    func install(into library: Library)

    /// `$x.name` where `$x` is one of the extension's values (`$model` of an
    /// observed object): the member as such a value, or nil to read `name`
    /// as usual.
    func projectedMember(of object: NativeObject, named name: String, at position: SourcePosition?,
                         rt: Runtime) -> Value?

    /// A property `object` stores through a wrapper (`backing` is the
    /// wrapper's field) is about to be written.
    func willWriteWrappedProperty(of object: Instance, backing: PropertyInfo, rt: Runtime) throws(Unwind)

    /// A struct value of `type` begins its initializer (its stored
    /// properties' defaults, then the `init` body or the memberwise one).
    func willInitialize(_ type: TypeInfo, rt: Runtime)

    /// A struct value of `type` finished its initializer (or failed in it).
    func didInitialize(_ type: TypeInfo, rt: Runtime)
}
