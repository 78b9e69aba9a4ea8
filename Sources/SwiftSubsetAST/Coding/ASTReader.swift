/// Reads a lowered program that `ASTWriter` wrote, field by field in the
/// same order, placing every position in `file` with its line moved by
/// `lineOffset` (a lesson block's program, lowered once as a text of its
/// own, is read for the line its block starts on).
///
/// Bytes it cannot read throw a `WireError`: a tag out of range, a number
/// that refers to no object, a count past the end.
package struct ASTReader {
    package var input: ByteReader
    private let file: String
    private let lineOffset: Int
    private var objects: [AnyObject] = []

    package init(_ input: ByteReader, file: String, lineOffset: Int) {
        self.input = input
        self.file = file
        self.lineOffset = lineOffset
    }

    /// An object already read (its number) or read now by `body`.
    private mutating func object<T: AnyObject>(_ body: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> T {
        let reference = try input.index()
        if reference > 0 {
            guard reference <= objects.count, let found = objects[reference - 1] as? T else {
                throw WireError("a node referred to before it was written")
            }
            return found
        }
        let made = try body(&self)
        objects.append(made)
        return made
    }

    private mutating func list<T>(_ element: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let n = try input.count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try element(&self)) }
        return values
    }

    private mutating func optional<T>(_ element: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> T? {
        try input.bool() ? try element(&self) : nil
    }

    private mutating func tag(below limit: UInt8) throws(WireError) -> UInt8 {
        let tag = try input.byte()
        guard tag < limit else { throw WireError("an unknown node kind \(tag)") }
        return tag
    }

    // MARK: - Programs

    package mutating func program() throws(WireError) -> LoweredProgram {
        let statements = try statements()
        return LoweredProgram(statements: statements, slotCount: try input.index())
    }

    package mutating func position() throws(WireError) -> SourcePosition {
        let line = try input.int()
        return SourcePosition(file: file, line: line + lineOffset, column: try input.int())
    }

    package mutating func statements() throws(WireError) -> [Stmt] {
        try list { r throws(WireError) in try r.statement() }
    }

    // MARK: - Statements

    mutating func statement() throws(WireError) -> Stmt {
        try object { r throws(WireError) in
            let at = try r.position()
            return Stmt(try r.statementKind(), at)
        }
    }

    private mutating func statementKind() throws(WireError) -> StmtKind {
        switch try tag(below: 22) {
        case 0: return .expression(try expr())
        case 1:
            let pattern = try pattern()
            let initializer = try optional { r throws(WireError) in try r.expr() }
            let declared = try optional { r throws(WireError) in try r.type() }
            let bindings = try list { r throws(WireError) in try r.binding() }
            let wrapper = try optional { r throws(WireError) in try r.attribute() }
            return .local(LocalDecl(pattern: pattern, initializer: initializer, declaredType: declared, bindings: bindings,
                                    wrapper: wrapper))
        case 2: return .global(try variable())
        case 3: return .function(try function())
        case 4:
            let b = try binding()
            return .localFunction(b, try function())
        case 5: return .type(try typeDecl())
        case 6:
            let name = try input.string()
            let parameters = try input.strings()
            return .typeAlias(name, parameters, try type())
        case 7: return .ifStmt(try ifStatement())
        case 8:
            let conditions = try list { r throws(WireError) in try r.condition() }
            return .guardStmt(conditions, try statements())
        case 9:
            let label = try input.optionalString()
            let conditions = try list { r throws(WireError) in try r.condition() }
            return .whileStmt(label: label, conditions, try statements())
        case 10:
            let label = try input.optionalString()
            let body = try statements()
            return .repeatWhile(label: label, body, try expr())
        case 11:
            return .forIn(try object { r throws(WireError) in
                let label = try r.input.optionalString()
                let pattern = try r.pattern()
                let sequence = try r.expr()
                let whereClause = try r.optional { r throws(WireError) in try r.expr() }
                let body = try r.statements()
                let s = ForInStmt(label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: body)
                s.isAwait = try r.input.bool()
                return s
            })
        case 12: return .switchStmt(try switchStatement())
        case 13: return .returnStmt(try optional { r throws(WireError) in try r.expr() })
        case 14: return .breakStmt(try input.optionalString())
        case 15: return .continueStmt(try input.optionalString())
        case 16: return .fallthroughStmt
        case 17: return .throwStmt(try expr())
        case 18: return .deferStmt(try statements())
        case 19:
            let body = try statements()
            let clauses = try list { r throws(WireError) in
                let pattern = try r.optional { r throws(WireError) in try r.pattern() }
                let guardExpr = try r.optional { r throws(WireError) in try r.expr() }
                let errorBinding = try r.optional { r throws(WireError) in try r.binding() }
                return CatchClause(pattern: pattern, guardExpr: guardExpr, errorBinding: errorBinding, body: try r.statements())
            }
            return .doStmt(body, clauses)
        case 20: return .block(try statements())
        default: return .importDecl
        }
    }

    private mutating func ifStatement() throws(WireError) -> IfStmt {
        try object { r throws(WireError) in
            let conditions = try r.list { r throws(WireError) in try r.condition() }
            let then = try r.statements()
            let otherwise = try r.optional { r throws(WireError) in try r.statements() }
            return IfStmt(conditions: conditions, then: then, otherwise: otherwise)
        }
    }

    private mutating func switchStatement() throws(WireError) -> SwitchStmt {
        try object { r throws(WireError) in
            let subject = try r.expr()
            let cases = try r.list { r throws(WireError) in
                let patterns = try r.list { r throws(WireError) in try r.pattern() }
                let guardExpr = try r.optional { r throws(WireError) in try r.expr() }
                let body = try r.statements()
                let isDefault = try r.input.bool()
                return SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, isDefault: isDefault,
                                  position: try r.position())
            }
            return SwitchStmt(subject: subject, cases: cases, position: try r.position())
        }
    }

    private mutating func condition() throws(WireError) -> Condition {
        switch try tag(below: 3) {
        case 0: return .boolean(try expr())
        case 1:
            let b = try binding()
            let e = try expr()
            return .optionalBinding(b, e, try optional { r throws(WireError) in try r.type() })
        default:
            let p = try pattern()
            return .pattern(p, try expr())
        }
    }

    private mutating func pattern() throws(WireError) -> Pattern {
        switch try tag(below: 11) {
        case 0: return .wildcard
        case 1: return .binding(try binding())
        case 2: return .tuple(try list { r throws(WireError) in try r.pattern() })
        case 3:
            let base = try optional { r throws(WireError) in try r.type() }
            let name = try input.string()
            let arguments = try optional { r throws(WireError) in
                try r.list { r throws(WireError) -> (label: String?, pattern: Pattern) in
                    let label = try r.input.optionalString()
                    return (label, try r.pattern())
                }
            }
            return .enumCase(base: base, name: name, arguments: arguments, try position())
        case 4: return .expression(try expr())
        case 5: return .optionalSome(try pattern())
        case 6: return .isType(try type())
        case 7:
            let p = try pattern()
            return .asType(p, try type())
        case 8: return .valueBinding(try pattern())
        case 9: return .alternatives(try list { r throws(WireError) in try r.pattern() })
        default:
            let p = try pattern()
            return .guarded(p, try expr())
        }
    }

    // MARK: - Expressions

    mutating func expr() throws(WireError) -> Expr {
        try object { r throws(WireError) in
            let at = try r.position()
            let e = Expr(try r.exprKind(), at)
            e.anchorPosition = try r.optional { r throws(WireError) in try r.position() }
            e.parentheses = try r.optional { r throws(WireError) -> (open: SourcePosition, close: SourcePosition) in
                let open = try r.position()
                return (open, try r.position())
            }
            return e
        }
    }

    private mutating func argument() throws(WireError) -> Argument {
        let label = try input.optionalString()
        let value = try expr()
        return Argument(label: label, value: value, isTrailingClosure: try input.bool())
    }

    private mutating func arguments() throws(WireError) -> [Argument] {
        try list { r throws(WireError) in try r.argument() }
    }

    private mutating func exprKind() throws(WireError) -> ExprKind {
        switch try tag(below: 38) {
        case 0: return .integer(try input.int())
        case 1: return .float(try input.double())
        case 2: return .boolean(try input.bool())
        case 3: return .string(try input.string())
        case 4:
            return .interpolation(try list { r throws(WireError) -> InterpolationSegment in
                try r.tag(below: 2) == 0 ? .text(try r.input.string()) : .value(try r.expr())
            })
        case 5: return .nilLiteral
        case 6: return .array(try list { r throws(WireError) in try r.expr() })
        case 7:
            return .dictionary(try list { r throws(WireError) -> (key: Expr, value: Expr) in
                let key = try r.expr()
                return (key, try r.expr())
            })
        case 8: return .tuple(try arguments())
        case 9:
            let reference = try name()
            return .name(reference, isExplicitSelfOrSuper: try input.bool())
        case 10: return .selfRef(try name())
        case 11: return .superRef
        case 12: return .implicitMember(try input.string())
        case 13:
            let base = try expr()
            return .member(base, try input.string())
        case 14:
            let base = try expr()
            return .tupleIndex(base, try input.int())
        case 15:
            let base = try expr()
            return .specialized(base, try list { r throws(WireError) in try r.type() })
        case 16: return .typeExpr(try type())
        case 17:
            let callee = try expr()
            return .call(callee, try arguments())
        case 18:
            let base = try expr()
            return .subscriptAccess(base, try arguments())
        case 19: return .closure(try closure())
        case 20:
            let op = try input.string()
            let left = try expr()
            return .binary(op, left, try expr())
        case 21:
            let op = try input.string()
            return .prefix(op, try expr())
        case 22:
            let op = try input.string()
            return .postfix(op, try expr())
        case 23:
            let target = try expr()
            return .assign(target, try expr())
        case 24:
            let op = try input.string()
            let target = try expr()
            return .compoundAssign(op, target, try expr())
        case 25:
            let condition = try expr()
            let then = try expr()
            return .ternary(condition, then, try expr())
        case 26: return .forceUnwrap(try expr())
        case 27: return .optionalChain(try expr())
        case 28: return .optionalEvaluation(try expr())
        case 29:
            let kind: TryKind
            switch try tag(below: 3) {
            case 0: kind = .plain
            case 1: kind = .optional
            default: kind = .forced
            }
            return .tryExpr(kind, try expr())
        case 30: return .await(try expr())
        case 31:
            let e = try expr()
            let kind: CastKind
            switch try tag(below: 4) {
            case 0: kind = .isType
            case 1: kind = .asType
            case 2: kind = .asOptional
            default: kind = .asForced
            }
            return .cast(e, kind, try type())
        case 32: return .inoutArgument(try expr())
        case 33:
            let root = try optional { r throws(WireError) in try r.type() }
            return .keyPath(root, try input.strings())
        case 34: return .discard
        case 35: return .ifExpr(try ifStatement())
        case 36: return .switchExpr(try switchStatement())
        default:
            let value = try input.unsigned()
            return .largeInteger(value, text: try input.string())
        }
    }

    private mutating func name() throws(WireError) -> NameReference {
        switch try tag(below: 3) {
        case 0: return .local(try binding())
        case 1:
            let index = try input.index()
            return .captured(index, try binding())
        default: return .unresolved(try input.string())
        }
    }

    private mutating func closure() throws(WireError) -> ClosureExpr {
        try object { r throws(WireError) in
            let parameters = try r.list { r throws(WireError) in try r.parameter() }
            let body = try r.statements()
            let captures = try r.list { r throws(WireError) in try r.capture() }
            let captureList = try r.list { r throws(WireError) in
                let binding = try r.binding()
                let value = try r.expr()
                return CaptureListEntry(binding: binding, value: value, ownership: try r.ownership())
            }
            let slotCount = try r.input.index()
            let isAsync = try r.input.bool()
            let declaredResult = try r.optional { r throws(WireError) in try r.type() }
            let usesAnonymous = try r.input.bool()
            let isSingleExpression = try r.input.bool()
            let c = ClosureExpr(parameters: parameters, body: body, captureList: captureList, isAsync: isAsync,
                                declaredResult: declaredResult, position: try r.position())
            c.captures = captures
            c.slotCount = slotCount
            c.usesAnonymousParameters = usesAnonymous
            c.isSingleExpression = isSingleExpression
            c.closingBrace = try r.optional { r throws(WireError) in try r.position() }
            return c
        }
    }

    // MARK: - Locals

    mutating func binding() throws(WireError) -> LocalBinding {
        try object { r throws(WireError) in
            let name = try r.input.string()
            let slot = try r.input.index()
            let isMutable = try r.input.bool()
            let declared = try r.optional { r throws(WireError) in try r.type() }
            let b = LocalBinding(name: name, slot: slot, isMutable: isMutable, declaredType: declared, position: try r.position())
            b.isCaptured = try r.input.bool()
            b.ownership = try r.ownership()
            b.forceBoxed = try r.input.bool()
            b.isAsyncLet = try r.input.bool()
            b.wrapperBacking = try r.optional { r throws(WireError) in try r.binding() }
            return b
        }
    }

    private mutating func ownership() throws(WireError) -> LocalBinding.Ownership {
        switch try tag(below: 3) {
        case 0: return .strong
        case 1: return .weak
        default: return .unowned
        }
    }

    private mutating func capture() throws(WireError) -> Capture {
        let b = try binding()
        if try tag(below: 2) == 0 {
            return Capture(binding: b, source: .local(try binding()))
        }
        return Capture(binding: b, source: .capture(try input.index()))
    }

    // MARK: - Declarations

    private mutating func attribute() throws(WireError) -> Attribute {
        let name = try input.string()
        let arguments = try arguments()
        return Attribute(name: name, arguments: arguments, position: try position())
    }

    private mutating func attributes() throws(WireError) -> [Attribute] {
        try list { r throws(WireError) in try r.attribute() }
    }

    private mutating func thunk() throws(WireError) -> Thunk {
        try object { r throws(WireError) in
            let e = try r.expr()
            let slotCount = try r.input.index()
            return Thunk(expr: e, slotCount: slotCount, selfBinding: try r.optional { r throws(WireError) in try r.binding() })
        }
    }

    private mutating func parameter() throws(WireError) -> Parameter {
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

    private mutating func optionalFunction() throws(WireError) -> FunctionDecl? {
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
            f.isSingleExpression = try r.input.bool()
            f.fixity = try r.optional { r throws(WireError) -> FunctionDecl.Fixity in try r.tag(below: 2) == 0 ? .prefix : .postfix }
            f.closingBrace = try r.optional { r throws(WireError) in try r.position() }
            f.isClassMethod = try r.input.bool()
            let constraints = try r.list { r throws(WireError) -> (String, TypeRef) in
                let key = try r.input.string()
                return (key, try r.type())
            }
            f.genericConstraints = Dictionary(constraints) { first, _ in first }
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
            v.isOverride = try r.input.bool()
            v.isRequirement = try r.input.bool()
            return v
        }
    }

    private mutating func typeDecl() throws(WireError) -> TypeDecl {
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
