/// A value of a protocol's type (`any Shape`) where one of its conforming
/// types is wanted: `let circle: Circle = shapes[0]` is refused as swiftc
/// refuses it, "cannot convert value of type 'any Shape' to specified type
/// 'Circle'" (a downcast, `as!` or `as?`, is what converts it). Judged for
/// `any Error` anywhere (a catch's `error`), and for a program protocol's
/// type where the value is a variable, a property or an element: a call's
/// result typed with the protocol may be an opaque `some Shape`, which
/// swiftc names otherwise (the two are one static type here).
extension Compiler {
    func isUnconvertedExistential(_ existential: TypeInfo, _ expr: Expr) -> Bool {
        if existential === library.types["Error"] { return true }
        guard existential.kind == .protocolType, existential.position != nil else { return false }
        switch Compiler.unparenthesized(expr).kind {
        case .name, .member, .subscriptAccess: return true
        default: return false
        }
    }
}
