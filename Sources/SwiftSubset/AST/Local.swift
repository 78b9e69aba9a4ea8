/// A local variable, parameter or constant, resolved lexically while
/// lowering: its frame slot, and whether a closure captures it.
///
/// A captured `var` lives in a box so that the closure and the function
/// share it (Swift captures variables by reference); an uncaptured one lives
/// directly in its slot.
final class LocalBinding {
    let name: String
    let slot: Int
    let isMutable: Bool
    let declaredType: TypeRef?
    let position: SourcePosition
    /// Set when a nested closure or local function refers to this binding.
    var isCaptured = false
    /// `weak var` / `unowned`: held through a weak box.
    var ownership: Ownership = .strong
    /// Resolved by the compiler from the declared type or the initializer.
    var staticType: StaticType = .unknown
    /// A local function's name: boxed when captured, so the function can
    /// capture itself (recursion) before it exists.
    var forceBoxed = false
    /// `async let`: the slot holds the child task; a read awaits it.
    var isAsyncLet = false

    enum Ownership { case strong, weak, unowned }

    init(name: String, slot: Int, isMutable: Bool, declaredType: TypeRef?, position: SourcePosition) {
        self.name = name
        self.slot = slot
        self.isMutable = isMutable
        self.declaredType = declaredType
        self.position = position
    }

    /// A captured `var` (or weak binding) needs a box shared with closures;
    /// a `let` is copied into the closure instead.
    var isBoxed: Bool { isCaptured && (isMutable || ownership != .strong || forceBoxed) }
}

/// How a closure reaches a variable of an enclosing function.
struct Capture {
    /// The binding in the function that declares it.
    let binding: LocalBinding
    /// Where the creating function finds it: its own local, or one of its
    /// own captures (for closures nested in closures).
    let source: CaptureSource
}

enum CaptureSource {
    case local(LocalBinding)
    case capture(Int)
}

/// What a name in an expression refers to, as far as lexical scope can say.
enum NameReference {
    /// A local of the current function.
    case local(LocalBinding)
    /// A variable of an enclosing function, through capture `index`.
    case captured(Int, LocalBinding)
    /// Not a local: a member of `self`, a global, a type or a function;
    /// the compiler resolves it.
    case unresolved(String)
}
