import SwiftSubsetAST

extension LocalBinding {
    /// The binding's static type, resolved by the compiler from its
    /// declared type or its initializer (`.unknown` until then). Kept on
    /// the binding, in the annotation the AST leaves to the compiler.
    var staticType: StaticType {
        get { (compilerAnnotation as? StaticTypeNote)?.type ?? .unknown }
        set { compilerAnnotation = StaticTypeNote(newValue) }
    }
}

/// A static type held by reference, as `LocalBinding.compilerAnnotation`
/// holds what the compiler notes.
final class StaticTypeNote {
    let type: StaticType

    init(_ type: StaticType) {
        self.type = type
    }
}
