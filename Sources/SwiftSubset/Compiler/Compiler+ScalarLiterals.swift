/// `Unicode.Scalar(65)`: which initializer an integer literal picks.
extension Compiler {
    /// `Unicode.Scalar` has a failable `init?(_: UInt32)` (and `Int`) and a
    /// non-failable `init(_: UInt8)`. With an integer literal, swiftc keeps
    /// the failable one (`print(UnicodeScalar(65))` is `Optional("A")`)
    /// unless the context needs a plain scalar — a written `Unicode.Scalar`,
    /// an element of `[Unicode.Scalar]`, `String(_:)`'s or `Character(_:)`'s
    /// argument — and the literal fits a `UInt8`: then the literal is a
    /// `UInt8` and the result is no optional. Nil when this is not that case.
    func compileScalarFromByte(_ info: TypeInfo, _ arguments: [Argument], expected: StaticType) -> Compiled? {
        guard let scalar = library.types["UnicodeScalar"], info === scalar, expected.nominalType === scalar,
              arguments.count == 1, arguments[0].label == nil,
              case .integer(let code) = Compiler.unparenthesized(arguments[0].value).kind,
              let byte = UInt8(exactly: code) else { return nil }
        let value = Value.native(UnicodeScalarValue(Unicode.Scalar(byte)))
        return constant(value, .nominal(scalar, []))
    }

    /// Whether `expr` constructs `type`: `Type(…)` or `Type.init(…)`.
    func isConstruction(of type: TypeInfo, _ expr: Expr) -> Bool {
        var callee: Expr
        guard case .call(let c, _) = Compiler.unparenthesized(expr).kind else { return false }
        callee = c
        if case .member(let base, "init") = callee.kind { callee = base }
        return typeReference(callee)?.nominalType === type
    }
}
