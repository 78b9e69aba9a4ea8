/// Array and dictionary literals: their element types from the context or
/// from the elements, as swiftc infers them.
extension Compiler {
    func compileArrayLiteral(_ elements: [Expr], expected: StaticType, at: SourcePosition) -> Compiled {
        if case .nominal(let t, _) = expected.wrappedIfOptional, t.conforms(to: "OptionSet") {
            // `let p: Permissions = [.read, .write]`: the union of the options.
            let evals = elements.map { coerce(compileExpr($0, expected: .nominal(t, [])), to: .nominal(t, [])).eval }
            let rt = self.rt, library = self.library
            return Compiled(eval: { f throws(Unwind) in
                var values: [Value] = []
                for e in evals { values.append(try e(f)) }
                return try library.optionSetUnion(values, of: t, rt: rt, at: at)
            }, type: .nominal(t, []))
        }
        var elementType = StaticType.unknown
        if case .array(let e) = expected.wrappedIfOptional { elementType = e }
        if case .nominal(let t, let args) = expected.wrappedIfOptional, t === library.set { elementType = args.first ?? .unknown }
        var compiled: [Compiled]
        if elementType.isKnown {
            compiled = elements.map { compileExpr($0, expected: elementType) }
        } else {
            // `[Priority.high, .low]`: `.low` takes the type the other elements give.
            var early: [Int: Compiled] = [:]
            for (i, e) in elements.enumerated() where !Compiler.needsContext(e) { early[i] = compileExpr(e) }
            elementType = Compiler.literalJoin(elements.indices.compactMap { early[$0]?.type })
            // `[1, Int64(2)]`, `["a", Character("b")]`: a literal takes the
            // type of the values beside it, when it can be one.
            let literals = elements.indices.filter { Compiler.literalDefaultNames[Compiler.unparenthesized(elements[$0]).kind.literalName ?? ""] != nil }
            let values = elements.indices.filter { !literals.contains($0) }.compactMap { early[$0]?.type }
            let valueJoin = Compiler.literalJoin(values)
            if !literals.isEmpty, !values.isEmpty, valueJoin.isFullyKnown, literals.allSatisfy({ i in
                let kind = Compiler.unparenthesized(elements[i]).kind.literalName ?? ""
                return Compiler.literalDefaultNames[kind]?.contains(diagnosticName(valueJoin)) == true
            }) {
                elementType = valueJoin
            }
            compiled = elements.enumerated().map { i, e in early[i] ?? compileExpr(e, expected: elementType) }
            if !elementType.isKnown { elementType = Compiler.literalJoin(compiled.map(\.type)) }
        }
        literalElementTypes[at] = compiled.map(\.type)
        compiled = unified(Array(zip(elements, compiled)), as: elementType).map { coerce($0, to: elementType) }
        let evals = compiled.map(\.eval)
        return Compiled(eval: { f throws(Unwind) in
            var array: [Value] = []
            array.reserveCapacity(evals.count)
            for e in evals { array.append(try e(f)) }
            return .array(array)
        }, type: .array(elementType))
    }

    func compileDictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], expected: StaticType, at: SourcePosition) -> Compiled {
        var keyType = StaticType.unknown, valueType = StaticType.unknown
        if case .dictionary(let k, let v) = expected.wrappedIfOptional { keyType = k; valueType = v }
        let keys = pairs.map { compileExpr($0.key, expected: keyType) }
        let uncoerced = pairs.map { compileExpr($0.value, expected: valueType) }
        literalElementTypes[at] = keys.map(\.type) + uncoerced.map(\.type)
        let values = uncoerced.map { coerce($0, to: valueType) }
        if !keyType.isKnown { keyType = keys.first?.type ?? .unknown }
        if !valueType.isKnown { valueType = values.first?.type ?? .unknown }
        let evals = zip(keys.map(\.eval), values.map(\.eval)).map { ($0, $1) }
        return Compiled(eval: { f throws(Unwind) in
            var dictionary = DictionaryValue()
            for (k, v) in evals {
                let key = try k(f)
                if dictionary[key] != nil {
                    throw .trap(Trap(message: LanguageMessages.duplicateKeys, position: at))
                }
                dictionary[key] = try v(f)
            }
            return .dictionary(dictionary)
        }, type: .dictionary(keyType, valueType))
    }

    // MARK: - try
}

extension Compiler {
    /// The standard types each kind of literal can be, besides its default.
    static let literalDefaultNames: [String: Set<String>] = [
        "integer": ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                    "Double", "Float", "CGFloat"],
        "float": ["Double", "Float", "CGFloat"],
        "string": ["String", "Character", "Substring"],
    ]
}

extension ExprKind {
    /// `integer`, `float` or `string` for a plain literal of that kind.
    var literalName: String? {
        switch self {
        case .integer: return "integer"
        case .float: return "float"
        case .string: return "string"
        default: return nil
        }
    }
}
