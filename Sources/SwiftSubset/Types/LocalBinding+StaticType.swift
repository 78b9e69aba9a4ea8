import SwiftSubsetAST

extension LocalBinding {
    /// The binding's static type, resolved by the compiler from its
    /// declared type or its initializer (`.unknown` until then). Kept on
    /// the binding, in the annotation the AST leaves to the compiler.
    var staticType: StaticType {
        get { note?.type ?? .unknown }
        set { writableNote.type = newValue }
    }

    /// `let x: Int` with no initial value: its one assignment comes later,
    /// which is not a write to a constant.
    var isInitializedLater: Bool {
        get { note?.isInitializedLater ?? false }
        set { writableNote.isInitializedLater = newValue }
    }

    /// Named in a closure's capture list (`[count] in`): a constant copy.
    var isCaptureListEntry: Bool {
        get { note?.isCaptureListEntry ?? false }
        set { writableNote.isCaptureListEntry = newValue }
    }

    private var note: BindingNote? { compilerAnnotation as? BindingNote }

    private var writableNote: BindingNote {
        if let note { return note }
        let note = BindingNote()
        compilerAnnotation = note
        return note
    }
}

/// What the compiler notes on a binding, held by reference as
/// `LocalBinding.compilerAnnotation`: its static type, and what the
/// mutability check needs to know of how it was declared.
final class BindingNote {
    var type: StaticType = .unknown
    var isInitializedLater = false
    var isCaptureListEntry = false
}
