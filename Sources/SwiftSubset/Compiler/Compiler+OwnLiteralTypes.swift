/// Literals of a program's own `ExpressibleBy…Literal` types.
extension Compiler {
    /// A literal where a program type that conforms to the matching
    /// `ExpressibleBy…Literal` protocol is expected is a call of that
    /// type's literal initializer, as swiftc types it: `let d: Meters = 5`
    /// is `Meters(integerLiteral: 5)`. Nil for any other expression or type.
    ///
    /// An array or dictionary literal is a call of the variadic
    /// `init(arrayLiteral:)` or `init(dictionaryLiteral:)` with its elements
    /// (a dictionary's as `(key, value)` tuples), typed by the expected
    /// type's arguments: `let s: Stack<String> = ["a"]`.
    func compileLiteral(_ expr: Expr, ofOwnType info: TypeInfo, arguments typeArguments: [StaticType] = []) -> Compiled? {
        let label: String, protocolName: String
        var elements: [Expr]? = nil
        switch expr.kind {
        case .integer, .largeInteger: (label, protocolName) = ("integerLiteral", "ExpressibleByIntegerLiteral")
        case .float: (label, protocolName) = ("floatLiteral", "ExpressibleByFloatLiteral")
        case .string: (label, protocolName) = ("stringLiteral", "ExpressibleByStringLiteral")
        case .boolean: (label, protocolName) = ("booleanLiteral", "ExpressibleByBooleanLiteral")
        case .array(let items):
            (label, protocolName) = ("arrayLiteral", "ExpressibleByArrayLiteral")
            elements = items
        case .dictionary(let pairs):
            (label, protocolName) = ("dictionaryLiteral", "ExpressibleByDictionaryLiteral")
            elements = pairs.map { Expr(.tuple([Argument(label: nil, value: $0.key), Argument(label: nil, value: $0.value)]), $0.key.position) }
        default: return nil
        }
        guard Compiler.isProgramType(info), info.allProtocols.contains(where: { $0.name == protocolName }),
              !ownLiteralsCompiling.contains(expr.position) else { return nil }
        // `init(integerLiteral value: Self)` would take this literal as
        // its own argument again: the second time it is a plain literal,
        // which the initializer's parameter then refuses.
        ownLiteralsCompiling.insert(expr.position)
        defer { ownLiteralsCompiling.remove(expr.position) }
        let type: StaticType = .nominal(info, typeArguments)
        let arguments = elements.map { items in
            items.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element) }
        } ?? [Argument(label: label, value: expr)]
        return compileConstruction(type, arguments, expected: type, at: expr.position)
    }
}
