/// Literals of a program's own `ExpressibleBy…Literal` types.
extension Compiler {
    /// A literal where a program type that conforms to the matching
    /// `ExpressibleBy…Literal` protocol is expected is a call of that
    /// type's literal initializer, as swiftc types it: `let d: Meters = 5`
    /// is `Meters(integerLiteral: 5)`. Nil for any other expression or type.
    func compileLiteral(_ expr: Expr, ofOwnType info: TypeInfo) -> Compiled? {
        let label: String, protocolName: String
        switch expr.kind {
        case .integer, .largeInteger: (label, protocolName) = ("integerLiteral", "ExpressibleByIntegerLiteral")
        case .float: (label, protocolName) = ("floatLiteral", "ExpressibleByFloatLiteral")
        case .string: (label, protocolName) = ("stringLiteral", "ExpressibleByStringLiteral")
        case .boolean: (label, protocolName) = ("booleanLiteral", "ExpressibleByBooleanLiteral")
        default: return nil
        }
        guard Compiler.isProgramType(info), info.allProtocols.contains(where: { $0.name == protocolName }) else { return nil }
        return compileConstruction(.nominal(info, []), [Argument(label: label, value: expr)], expected: .nominal(info, []),
                                   at: expr.position)
    }
}
