/// Result builders a program declares (`@resultBuilder enum HTMLBuilder`),
/// applied as SE-0289 specifies: a body marked with the builder — a
/// function, a computed property, a closure passed to a marked parameter —
/// is rewritten into ordinary statements that call the builder's static
/// methods, and that code is compiled as any other, so overloads
/// (`buildExpression(_: String)` beside `buildExpression(_: Node)`) are
/// chosen by static types as swiftc chooses them.
///
/// - each expression statement `e` becomes a component
///   `buildExpression(e)` (or `e` without `buildExpression`);
/// - `let`/`var` and other declarations run where they stand;
/// - an `if`/`else if`/`else` chain or a `switch` of n branches is one
///   component: branch i is wrapped in `buildEither(first:)` /
///   `buildEither(second:)` along its path in swiftc's balanced tree (the
///   first branches take the largest power of two below n), and a chain
///   without a final `else` is wrapped in `buildOptional` (nil when no
///   branch ran);
/// - `for … in` collects one block per iteration into `buildArray`;
/// - `do { }` is a nested block;
/// - a block is `buildBlock(c1, …, cn)`, and the body's value
///   `buildFinalResult` of it when the builder has one.
///
/// Components live in temporaries: new slots of the function being compiled.
extension Compiler {
    /// Which builder compiles a closure argument's body.
    enum BuilderChoice {
        /// The library's (`@ViewBuilder`), combined by `ResultBuilder`.
        case library
        /// One the program declares.
        case declared(TypeInfo)
    }

    /// The builder a program declares that one of `attributes` names.
    func declaredResultBuilder(_ attributes: [Attribute]) -> TypeInfo? {
        for attribute in attributes where attribute.name.first?.isUppercase == true {
            if let type = lookupType(attribute.name), type.attributes.contains("resultBuilder") { return type }
        }
        return nil
    }

    /// `statements` rewritten as code that builds their value with
    /// `builder` and returns it.
    func builderTransform(_ statements: [Stmt], builder: TypeInfo, function: CompiledFunction,
                          at position: SourcePosition) -> [Stmt] {
        let transform = BuilderTransform(builder: builder, function: function, library: library)
        var code: [Stmt] = []
        var result = transform.block(statements, into: &code, at: position)
        if transform.has("buildFinalResult") { result = transform.call("buildFinalResult", [(nil, result)], at: position) }
        code.append(Stmt(.returnStmt(result), position))
        return code
    }
}

/// The rewriting of one builder body (see `Compiler.builderTransform`).
private struct BuilderTransform {
    let builder: TypeInfo
    let function: CompiledFunction
    let library: Library

    func has(_ name: String) -> Bool { library.lookupStatic(builder, name) != nil }

    /// `Builder.name(arguments)`.
    func call(_ name: String, _ arguments: [(String?, Expr)], at position: SourcePosition) -> Expr {
        var path = [builder.name]
        var outer = builder.outer
        while let t = outer { path.insert(t.name, at: 0); outer = t.outer }
        let type = Expr(.typeExpr(.named(path, [], at: position)), position)
        return Expr(.call(Expr(.member(type, name), position), arguments.map { Argument(label: $0.0, value: $0.1) }), position)
    }

    /// A new local of the function: `let $component = value` (or an
    /// uninitialised `var` assigned in branches).
    func temporary(_ value: Expr?, into code: inout [Stmt], at position: SourcePosition) -> LocalBinding {
        let binding = LocalBinding(name: "$component\(function.slotCount)", slot: function.slotCount, isMutable: true,
                                   declaredType: nil, position: position)
        function.slotCount += 1
        code.append(Stmt(.local(LocalDecl(pattern: .binding(binding), initializer: value, declaredType: nil,
                                          bindings: [binding])), position))
        return binding
    }

    func read(_ binding: LocalBinding, at position: SourcePosition) -> Expr {
        Expr(.name(.local(binding)), position)
    }

    func assign(_ binding: LocalBinding, _ value: Expr, at position: SourcePosition) -> Stmt {
        Stmt(.expression(Expr(.assign(read(binding, at: position), value), position)), position)
    }

    /// Appends the statements of a block to `code`; returns the expression
    /// for its value, `buildBlock` of its components.
    func block(_ statements: [Stmt], into code: inout [Stmt], at position: SourcePosition) -> Expr {
        var components: [Expr] = []
        for statement in statements {
            let at = statement.position
            switch statement.kind {
            case .expression(let expr):
                let value = has("buildExpression") ? call("buildExpression", [(nil, expr)], at: at) : expr
                components.append(read(temporary(value, into: &code, at: at), at: at))
            case .ifStmt(let s):
                components.append(read(ifChain(s, into: &code, at: at), at: at))
            case .switchStmt(let s):
                components.append(read(switchStatement(s, into: &code, at: at), at: at))
            case .forIn(let s):
                let collected = temporary(Expr(.array([]), at), into: &code, at: at)
                var body: [Stmt] = []
                let value = block(s.body, into: &body, at: at)
                let append = Expr(.member(read(collected, at: at), "append"), at)
                body.append(Stmt(.expression(Expr(.call(append, [Argument(label: nil, value: value)]), at)), at))
                let loop = ForInStmt(label: s.label, pattern: s.pattern, sequence: s.sequence, whereClause: s.whereClause, body: body)
                loop.isAwait = s.isAwait
                code.append(Stmt(.forIn(loop), at))
                let array = call("buildArray", [(nil, read(collected, at: at))], at: at)
                components.append(read(temporary(array, into: &code, at: at), at: at))
            case .doStmt(let body, let clauses) where clauses.isEmpty:
                components.append(read(nested(body, into: &code, at: at) { .doStmt($0, []) }, at: at))
            case .block(let body):
                components.append(read(nested(body, into: &code, at: at) { .block($0) }, at: at))
            default:
                code.append(statement)
            }
        }
        return call("buildBlock", components.map { (nil, $0) }, at: position)
    }

    /// A nested scope (`do { }`) whose block is one component.
    private func nested(_ body: [Stmt], into code: inout [Stmt], at position: SourcePosition,
                        _ make: ([Stmt]) -> StmtKind) -> LocalBinding {
        let result = temporary(nil, into: &code, at: position)
        var inner: [Stmt] = []
        let value = block(body, into: &inner, at: position)
        inner.append(assign(result, value, at: position))
        code.append(Stmt(make(inner), position))
        return result
    }

    /// `buildEither` calls along the path of branch `index` of `count`.
    private func either(_ value: Expr, branch index: Int, of count: Int, at position: SourcePosition) -> Expr {
        var wrapped = value
        for first in BuilderTransform.path(to: index, of: count).reversed() {
            wrapped = call("buildEither", [(first ? "first" : "second", wrapped)], at: position)
        }
        return wrapped
    }

    /// swiftc's tree of n branches: the first ones (the largest power of
    /// two below n) under `first:`, the rest under `second:`, recursively.
    static func path(to index: Int, of count: Int) -> [Bool] {
        if count <= 1 { return [] }
        var left = 1
        while left * 2 < count { left *= 2 }
        return index < left ? [true] + path(to: index, of: left) : [false] + path(to: index - left, of: count - left)
    }

    private func ifChain(_ first: IfStmt, into code: inout [Stmt], at position: SourcePosition) -> LocalBinding {
        var branches: [(conditions: [Condition], body: [Stmt], position: SourcePosition)] = []
        var finalElse: [Stmt]?
        var current = first
        var currentPosition = position
        while true {
            branches.append((current.conditions, current.then, currentPosition))
            guard let otherwise = current.otherwise else { break }
            if otherwise.count == 1, case .ifStmt(let next) = otherwise[0].kind {
                current = next
                currentPosition = otherwise[0].position
                continue
            }
            finalElse = otherwise
            break
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        let optional = finalElse == nil
        let result = temporary(nil, into: &code, at: position)
        func arm(_ body: [Stmt], _ index: Int, at: SourcePosition) -> [Stmt] {
            var inner: [Stmt] = []
            var value = either(block(body, into: &inner, at: at), branch: index, of: count, at: at)
            if optional { value = call("buildOptional", [(nil, value)], at: at) }
            inner.append(assign(result, value, at: at))
            return inner
        }
        var otherwise: [Stmt]
        if let finalElse {
            otherwise = arm(finalElse, count - 1, at: position)
        } else {
            otherwise = [assign(result, call("buildOptional", [(nil, Expr(.nilLiteral, position))], at: position), at: position)]
        }
        for (index, branch) in branches.enumerated().reversed() {
            let statement = IfStmt(conditions: branch.conditions, then: arm(branch.body, index, at: branch.position),
                                   otherwise: otherwise)
            otherwise = [Stmt(.ifStmt(statement), branch.position)]
        }
        code += otherwise
        return result
    }

    private func switchStatement(_ s: SwitchStmt, into code: inout [Stmt], at position: SourcePosition) -> LocalBinding {
        let result = temporary(nil, into: &code, at: position)
        let cases = s.cases.enumerated().map { index, c -> SwitchCase in
            var inner: [Stmt] = []
            let value = either(block(c.body, into: &inner, at: c.position), branch: index, of: s.cases.count, at: c.position)
            inner.append(assign(result, value, at: c.position))
            return SwitchCase(patterns: c.patterns, guardExpr: c.guardExpr, body: inner, isDefault: c.isDefault, position: c.position)
        }
        code.append(Stmt(.switchStmt(SwitchStmt(subject: s.subject, cases: cases, position: s.position)), position))
        return result
    }
}
