/// Writes expressions and the locals they bind: `ASTWriter.swift` has
/// the programs, statements and the shared helpers.
extension ASTWriter {
    mutating func expr(_ e: Expr) {
        object(e) { w, e in
            w.position(e.position)
            w.exprKind(e.kind)
            w.optional(e.anchorPosition) { $0.position($1) }
            w.optional(e.parentheses) { w, p in
                w.position(p.open)
                w.position(p.close)
            }
        }
    }

    mutating func argument(_ a: Argument) {
        out.optionalString(a.label)
        expr(a.value)
        out.bool(a.isTrailingClosure)
    }

    mutating func exprKind(_ kind: ExprKind) {
        switch kind {
        case .integer(let n):
            out.byte(0); out.int(n)
        case .float(let d):
            out.byte(1); out.double(d)
        case .boolean(let b):
            out.byte(2); out.bool(b)
        case .string(let s):
            out.byte(3); out.string(s)
        case .interpolation(let segments):
            out.byte(4)
            list(segments) { w, segment in
                switch segment {
                case .text(let t): w.out.byte(0); w.out.string(t)
                case .value(let e): w.out.byte(1); w.expr(e)
                case .labeled(let e, let label, let argument, let parenthesis):
                    w.out.byte(2); w.expr(e); w.out.string(label); w.expr(argument); w.position(parenthesis)
                }
            }
        case .nilLiteral:
            out.byte(5)
        case .array(let elements):
            out.byte(6); list(elements) { $0.expr($1) }
        case .dictionary(let pairs):
            out.byte(7); list(pairs) { w, pair in w.expr(pair.key); w.expr(pair.value) }
        case .tuple(let arguments):
            out.byte(8); list(arguments) { $0.argument($1) }
        case .name(let reference, let isExplicit):
            out.byte(9); name(reference); out.bool(isExplicit)
        case .selfRef(let reference):
            out.byte(10); name(reference)
        case .superRef:
            out.byte(11)
        case .implicitMember(let member):
            out.byte(12); out.string(member)
        case .member(let base, let member):
            out.byte(13); expr(base); out.string(member)
        case .tupleIndex(let base, let index):
            out.byte(14); expr(base); out.int(index)
        case .specialized(let base, let arguments):
            out.byte(15); expr(base); list(arguments) { $0.type($1) }
        case .typeExpr(let t):
            out.byte(16); type(t)
        case .call(let callee, let arguments):
            out.byte(17); expr(callee); list(arguments) { $0.argument($1) }
        case .subscriptAccess(let base, let arguments):
            out.byte(18); expr(base); list(arguments) { $0.argument($1) }
        case .closure(let c):
            out.byte(19); closure(c)
        case .binary(let op, let left, let right):
            out.byte(20); out.string(op); expr(left); expr(right)
        case .prefix(let op, let operand):
            out.byte(21); out.string(op); expr(operand)
        case .postfix(let op, let operand):
            out.byte(22); out.string(op); expr(operand)
        case .assign(let target, let value):
            out.byte(23); expr(target); expr(value)
        case .compoundAssign(let op, let target, let value):
            out.byte(24); out.string(op); expr(target); expr(value)
        case .ternary(let condition, let then, let otherwise):
            out.byte(25); expr(condition); expr(then); expr(otherwise)
        case .forceUnwrap(let e):
            out.byte(26); expr(e)
        case .optionalChain(let e):
            out.byte(27); expr(e)
        case .optionalEvaluation(let e):
            out.byte(28); expr(e)
        case .tryExpr(let kind, let e):
            out.byte(29)
            switch kind {
            case .plain: out.byte(0)
            case .optional: out.byte(1)
            case .forced: out.byte(2)
            }
            expr(e)
        case .await(let e):
            out.byte(30); expr(e)
        case .cast(let e, let kind, let t):
            out.byte(31)
            expr(e)
            switch kind {
            case .isType: out.byte(0)
            case .asType: out.byte(1)
            case .asOptional: out.byte(2)
            case .asForced: out.byte(3)
            }
            type(t)
        case .inoutArgument(let e):
            out.byte(32); expr(e)
        case .keyPath(let root, let components):
            out.byte(33); optional(root) { $0.type($1) }; out.strings(components)
        case .discard:
            out.byte(34)
        case .ifExpr(let s):
            out.byte(35); ifStatement(s)
        case .switchExpr(let s):
            out.byte(36); switchStatement(s)
        case .largeInteger(let value, let text):
            out.byte(37); out.unsigned(value); out.string(text)
        }
    }

    mutating func name(_ reference: NameReference) {
        switch reference {
        case .local(let b):
            out.byte(0); binding(b)
        case .captured(let index, let b):
            out.byte(1); out.count(index); binding(b)
        case .unresolved(let name):
            out.byte(2); out.string(name)
        }
    }

    mutating func closure(_ c: ClosureExpr) {
        object(c) { w, c in
            w.list(c.parameters) { $0.parameter($1) }
            w.statements(c.body)
            w.list(c.captures) { $0.capture($1) }
            w.list(c.captureList) { w, entry in
                w.binding(entry.binding)
                w.expr(entry.value)
                w.ownership(entry.ownership)
            }
            w.out.count(c.slotCount)
            w.out.bool(c.isAsync)
            w.optional(c.declaredResult) { $0.type($1) }
            w.out.bool(c.usesAnonymousParameters)
            w.out.bool(c.isSingleExpression)
            w.position(c.position)
            w.optional(c.closingBrace) { $0.position($1) }
            w.optional(c.thrownType) { $0.type($1) }
            w.optional(c.globalActor) { $0.out.string($1) }
        }
    }

    // MARK: - Locals

    mutating func binding(_ b: LocalBinding) {
        object(b) { w, b in
            w.out.string(b.name)
            w.out.count(b.slot)
            w.out.bool(b.isMutable)
            w.optional(b.declaredType) { $0.type($1) }
            w.position(b.position)
            w.out.bool(b.isCaptured)
            w.ownership(b.ownership)
            w.out.bool(b.forceBoxed)
            w.out.bool(b.isAsyncLet)
            w.optional(b.wrapperBacking) { $0.binding($1) }
        }
    }

    mutating func ownership(_ ownership: LocalBinding.Ownership) {
        switch ownership {
        case .strong: out.byte(0)
        case .weak: out.byte(1)
        case .unowned: out.byte(2)
        }
    }

    mutating func capture(_ capture: Capture) {
        binding(capture.binding)
        switch capture.source {
        case .local(let b): out.byte(0); binding(b)
        case .capture(let index): out.byte(1); out.count(index)
        }
    }
}
