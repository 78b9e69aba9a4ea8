/// Reads expressions and the locals they bind: `ASTReader.swift` has
/// the programs, statements and the shared helpers.
extension ASTReader {
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

    mutating func argument() throws(WireError) -> Argument {
        let label = try input.optionalString()
        let value = try expr()
        return Argument(label: label, value: value, isTrailingClosure: try input.bool())
    }

    mutating func arguments() throws(WireError) -> [Argument] {
        try list { r throws(WireError) in try r.argument() }
    }

    mutating func exprKind() throws(WireError) -> ExprKind {
        switch try tag(below: 38) {
        case 0: return .integer(try input.int())
        case 1: return .float(try input.double())
        case 2: return .boolean(try input.bool())
        case 3: return .string(try input.string())
        case 4:
            return .interpolation(try list { r throws(WireError) -> InterpolationSegment in
                switch try r.tag(below: 3) {
                case 0: return .text(try r.input.string())
                case 1: return .value(try r.expr())
                default:
                    let value = try r.expr(), label = try r.input.string(), argument = try r.expr()
                    return .labeled(value, label: label, argument: argument, parenthesis: try r.position())
                }
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

    mutating func name() throws(WireError) -> NameReference {
        switch try tag(below: 3) {
        case 0: return .local(try binding())
        case 1:
            let index = try input.index()
            return .captured(index, try binding())
        default: return .unresolved(try input.string())
        }
    }

    mutating func closure() throws(WireError) -> ClosureExpr {
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
            c.thrownType = try r.optional { r throws(WireError) in try r.type() }
            c.globalActor = try r.optional { r throws(WireError) in try r.input.string() }
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

    mutating func ownership() throws(WireError) -> LocalBinding.Ownership {
        switch try tag(below: 3) {
        case 0: return .strong
        case 1: return .weak
        default: return .unowned
        }
    }

    mutating func capture() throws(WireError) -> Capture {
        let b = try binding()
        if try tag(below: 2) == 0 {
            return Capture(binding: b, source: .local(try binding()))
        }
        return Capture(binding: b, source: .capture(try input.index()))
    }
}
