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
    mutating func object<T: AnyObject>(_ body: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> T {
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

    mutating func list<T>(_ element: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let n = try input.count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try element(&self)) }
        return values
    }

    mutating func optional<T>(_ element: (inout ASTReader) throws(WireError) -> T) throws(WireError) -> T? {
        try input.bool() ? try element(&self) : nil
    }

    mutating func tag(below limit: UInt8) throws(WireError) -> UInt8 {
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

    mutating func statementKind() throws(WireError) -> StmtKind {
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
            let body = try statements()
            return .guardStmt(conditions, body, elseEnd: try position())
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

    mutating func ifStatement() throws(WireError) -> IfStmt {
        try object { r throws(WireError) in
            let conditions = try r.list { r throws(WireError) in try r.condition() }
            let then = try r.statements()
            let otherwise = try r.optional { r throws(WireError) in try r.statements() }
            return IfStmt(conditions: conditions, then: then, otherwise: otherwise)
        }
    }

    mutating func switchStatement() throws(WireError) -> SwitchStmt {
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

    mutating func condition() throws(WireError) -> Condition {
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

    mutating func pattern() throws(WireError) -> Pattern {
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
}
