/// Reads declarations and types: `ASTReader.swift` has the programs,
/// statements and the shared helpers.
extension ASTReader {
    mutating func attribute() throws(WireError) -> Attribute {
        let name = try input.string()
        let arguments = try arguments()
        return Attribute(name: name, arguments: arguments, position: try position())
    }

    mutating func attributes() throws(WireError) -> [Attribute] {
        try list { r throws(WireError) in try r.attribute() }
    }

    mutating func thunk() throws(WireError) -> Thunk {
        try object { r throws(WireError) in
            let e = try r.expr()
            let slotCount = try r.input.index()
            return Thunk(expr: e, slotCount: slotCount, selfBinding: try r.optional { r throws(WireError) in try r.binding() })
        }
    }

    mutating func parameter() throws(WireError) -> Parameter {
        let label = try input.optionalString()
        let b = try binding()
        let t = try optional { r throws(WireError) in try r.type() }
        let defaultValue = try optional { r throws(WireError) in try r.thunk() }
        let isInout = try input.bool()
        let isVariadic = try input.bool()
        let isAutoclosure = try input.bool()
        return Parameter(label: label, binding: b, type: t, defaultValue: defaultValue, isInout: isInout,
                         isVariadic: isVariadic, isAutoclosure: isAutoclosure, attributes: try attributes())
    }

    mutating func optionalFunction() throws(WireError) -> FunctionDecl? {
        try optional { r throws(WireError) in try r.function() }
    }

    mutating func function() throws(WireError) -> FunctionDecl {
        try object { r throws(WireError) in
            let name = try r.input.string()
            let parameters = try r.list { r throws(WireError) in try r.parameter() }
            let body = try r.optional { r throws(WireError) in try r.statements() }
            let result = try r.optional { r throws(WireError) in try r.type() }
            let isStatic = try r.input.bool()
            let isMutating = try r.input.bool()
            let isAsync = try r.input.bool()
            let isThrowing = try r.input.bool()
            let isOverride = try r.input.bool()
            let attributes = try r.attributes()
            let genericParameters = try r.input.strings()
            let captures = try r.list { r throws(WireError) in try r.capture() }
            let slotCount = try r.input.index()
            let selfBinding = try r.optional { r throws(WireError) in try r.binding() }
            let f = FunctionDecl(name: name, parameters: parameters, body: body, result: result, isStatic: isStatic,
                                 isMutating: isMutating, isAsync: isAsync, isThrowing: isThrowing, isOverride: isOverride,
                                 attributes: attributes, genericParameters: genericParameters, position: try r.position())
            f.captures = captures
            f.slotCount = slotCount
            f.selfBinding = selfBinding
            f.isFailable = try r.input.bool()
            f.isConvenience = try r.input.bool()
            f.isRequired = try r.input.bool()
            f.isPrivate = try r.input.bool()
            f.isSingleExpression = try r.input.bool()
            f.fixity = try r.optional { r throws(WireError) -> FunctionDecl.Fixity in try r.tag(below: 2) == 0 ? .prefix : .postfix }
            f.closingBrace = try r.optional { r throws(WireError) in try r.position() }
            f.isClassMethod = try r.input.bool()
            let constraints = try r.list { r throws(WireError) -> (String, TypeRef) in
                let key = try r.input.string()
                return (key, try r.type())
            }
            f.genericConstraints = Dictionary(constraints) { first, _ in first }
            f.thrownType = try r.optional { r throws(WireError) in try r.type() }
            return f
        }
    }

    mutating func variable() throws(WireError) -> VarDecl {
        try object { r throws(WireError) in
            let name = try r.input.string()
            let isMutable = try r.input.bool()
            let isStatic = try r.input.bool()
            let isLazy = try r.input.bool()
            let t = try r.optional { r throws(WireError) in try r.type() }
            let initializer = try r.optional { r throws(WireError) in try r.thunk() }
            let attributes = try r.attributes()
            let getter = try r.optionalFunction()
            let setter = try r.optionalFunction()
            let willSet = try r.optionalFunction()
            let didSet = try r.optionalFunction()
            let ownership = try r.ownership()
            let isAsyncLet = try r.input.bool()
            let v = VarDecl(name: name, isMutable: isMutable, isStatic: isStatic, isLazy: isLazy, type: t,
                            initializer: initializer, attributes: attributes, position: try r.position())
            v.getter = getter
            v.setter = setter
            v.willSet = willSet
            v.didSet = didSet
            v.ownership = ownership
            v.isAsyncLet = isAsyncLet
            v.isPrivate = try r.input.bool()
            v.hasPrivateSetter = try r.input.bool()
            v.isOverride = try r.input.bool()
            v.isRequirement = try r.input.bool()
            v.requiresSetter = try r.input.bool()
            v.destructuredCount = try r.input.count()
            return v
        }
    }

    mutating func typeDecl() throws(WireError) -> TypeDecl {
        try object { r throws(WireError) in
            let kind: TypeDecl.Kind
            switch try r.tag(below: 6) {
            case 0: kind = .structType
            case 1: kind = .classType
            case 2: kind = .enumType
            case 3: kind = .protocolType
            case 4: kind = .extensionType
            default: kind = .actorType
            }
            let name = try r.input.string()
            let extended = try r.optional { r throws(WireError) in try r.type() }
            let inherited = try r.list { r throws(WireError) in try r.type() }
            let genericParameters = try r.input.strings()
            let attributes = try r.attributes()
            let isFinal = try r.input.bool()
            let properties = try r.list { r throws(WireError) in try r.variable() }
            let methods = try r.list { r throws(WireError) in try r.function() }
            let initializers = try r.list { r throws(WireError) in try r.function() }
            let deinitializer = try r.optionalFunction()
            let cases = try r.list { r throws(WireError) in
                let caseName = try r.input.string()
                let associated = try r.optional { r throws(WireError) in
                    try r.list { r throws(WireError) -> (label: String?, type: TypeRef, defaultValue: Expr?) in
                        let label = try r.input.optionalString()
                        let t = try r.type()
                        return (label, t, try r.optional { r throws(WireError) in try r.expr() })
                    }
                }
                let rawValue = try r.optional { r throws(WireError) in try r.expr() }
                return EnumCaseDecl(name: caseName, associated: associated, rawValue: rawValue, position: try r.position())
            }
            let nested = try r.list { r throws(WireError) in try r.typeDecl() }
            let aliases = try r.list { r throws(WireError) -> (String, TypeRef, [String]) in
                let alias = try r.input.string()
                let parameters = try r.input.strings()
                return (alias, try r.type(), parameters)
            }
            let isIndirect = try r.input.bool()
            let requirements = try r.input.strings()
            let t = TypeDecl(kind: kind, name: name, extendedType: extended, inherited: inherited,
                             genericParameters: genericParameters, attributes: attributes, isFinal: isFinal,
                             position: try r.position())
            t.properties = properties
            t.methods = methods
            t.initializers = initializers
            t.deinitializer = deinitializer
            t.cases = cases
            t.nestedTypes = nested
            t.typeAliases = aliases
            t.isIndirect = isIndirect
            t.requirements = requirements
            return t
        }
    }

    // MARK: - Types

    mutating func type() throws(WireError) -> TypeRef {
        let types = { (r: inout ASTReader) throws(WireError) -> [TypeRef] in try r.list { r throws(WireError) in try r.type() } }
        switch try tag(below: 11) {
        case 0:
            let path = try input.strings()
            let arguments = try types(&self)
            return .named(path, arguments, at: try optional { r throws(WireError) in try r.position() })
        case 1: return .optional(try type())
        case 2: return .implicitlyUnwrapped(try type())
        case 3: return .array(try type())
        case 4:
            let key = try type()
            return .dictionary(key, try type())
        case 5: return .tuple(try types(&self))
        case 6:
            let labels = try list { r throws(WireError) in try r.input.optionalString() }
            return .labeledTuple(labels, try types(&self))
        case 7:
            let parameters = try types(&self)
            let result = try type()
            let isAsync = try input.bool()
            return .function(parameters, result, isAsync: isAsync, throws: try input.bool())
        case 8: return .opaque(try type())
        case 9: return .metatype(try type())
        default: return .composition(try types(&self))
        }
    }
}
