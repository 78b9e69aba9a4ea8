/// A local variable, parameter or constant, resolved lexically while
/// lowering: its frame slot, and whether a closure captures it.
///
/// A captured `var` lives in a box so that the closure and the function
/// share it (Swift captures variables by reference); an uncaptured one lives
/// directly in its slot.
package final class LocalBinding {
    package let name: String
    package let slot: Int
    package let isMutable: Bool
    package let declaredType: TypeRef?
    package let position: SourcePosition
    /// Set when a nested closure or local function refers to this binding.
    package var isCaptured = false
    /// `weak var` / `unowned`: held through a weak box.
    package var ownership: Ownership = .strong
    /// What the compiler learns of the binding (its static type), kept
    /// here for the compiler's own use: this module knows no types.
    package var compilerAnnotation: AnyObject?
    /// A local function's name: boxed when captured, so the function can
    /// capture itself (recursion) before it exists.
    package var forceBoxed = false
    /// `async let`: the slot holds the child task; a read awaits it.
    package var isAsyncLet = false
    /// A local declared with a property wrapper (`@Bindable var book =
    /// book`): the hidden `_book` holding the wrapper. The name reads
    /// `_book.wrappedValue`, `$book` reads `_book.projectedValue`.
    package var wrapperBacking: LocalBinding?
    /// Set by the compiler where code reads the binding, and where it
    /// makes it a place to write or change (an assignment, `&x`, a
    /// `mutating` call): what swiftc's unused-value warnings follow.
    package var isRead = false
    package var isWritten = false

    package enum Ownership { case strong, weak, unowned }

    package init(name: String, slot: Int, isMutable: Bool, declaredType: TypeRef?, position: SourcePosition) {
        self.name = name
        self.slot = slot
        self.isMutable = isMutable
        self.declaredType = declaredType
        self.position = position
    }

    /// A captured `var` (or weak binding) needs a box shared with closures;
    /// a `let` is copied into the closure instead.
    package var isBoxed: Bool { isCaptured && (isMutable || ownership != .strong || forceBoxed) }
}

/// How a closure reaches a variable of an enclosing function.
package struct Capture {
    /// The binding in the function that declares it.
    package let binding: LocalBinding
    /// Where the creating function finds it: its own local, or one of its
    /// own captures (for closures nested in closures).
    package let source: CaptureSource

    package init(binding: LocalBinding, source: CaptureSource) {
        self.binding = binding
        self.source = source
    }
}

package enum CaptureSource {
    case local(LocalBinding)
    case capture(Int)
}

/// What a name in an expression refers to, as far as lexical scope can say.
package enum NameReference {
    /// A local of the current function.
    case local(LocalBinding)
    /// A variable of an enclosing function, through capture `index`.
    case captured(Int, LocalBinding)
    /// Not a local: a member of `self`, a global, a type or a function;
    /// the compiler resolves it.
    case unresolved(String)
}
