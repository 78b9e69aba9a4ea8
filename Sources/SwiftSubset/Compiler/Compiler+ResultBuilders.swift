/// Result-builder bodies (`@ViewBuilder`): each expression statement is a
/// component at its own position; `if`/`else` and `switch` give each arm a
/// branch of its own; `let` and `var` run as code. The library's
/// `ResultBuilder` combines the components of each block.
extension Compiler {
    /// Compiles a builder body with several statements, or nil when the
    /// library has no result builder (the body is then ordinary code).
    func compileResultBuilderBody(_ statements: [Stmt]) -> Exec? {
        guard let builder = library.resultBuilder else { return nil }
        let items = compileBuilderItems(statements, builder: builder)
        return { f throws(Unwind) in
            f.returnValue = try Compiler.buildBlock(items, builder, f)
            return .returned
        }
    }

    /// Whether a body marked with the builder is built by it: not a single
    /// expression (its value is the result), and without an explicit
    /// `return`, which disables the builder and makes the body ordinary
    /// code, as in swiftc (SE-0289).
    static func appliesResultBuilder(to statements: [Stmt]) -> Bool {
        !isPlainExpression(statements) && !containsReturn(statements)
    }

    /// A builder body of one expression: its value is the result, checked
    /// by the builder's `buildExpression` as a block's statement is.
    static func checkedByBuilder(_ eval: @escaping Eval, builder: ResultBuilder?, at position: SourcePosition) -> Eval {
        guard let builder else { return eval }
        return { f throws(Unwind) in try builder.buildExpression(try eval(f), at: position) }
    }

    /// A builder takes components only (`View`s): a statement whose static
    /// type cannot be one — `print("body")`, a count, a model — is refused
    /// where it stands, as swiftc refuses it, not when the body is built.
    func checkBuilderComponent(_ type: StaticType, builder: ResultBuilder?, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        guard let builder, type.isKnown, let message = builder.refusal(ofComponent: type, named: { diagnosticName(type) }) else {
            return
        }
        error(message, at: position)
    }

    /// Whether a getter's declared type leaves its value to the builder's
    /// check (`some View`, a protocol): `var isValid: Bool` in a view is
    /// plain code, only the view's builder getters are checked.
    static func isOpaque(_ type: StaticType) -> Bool {
        switch type {
        case .unknown: return true
        case .nominal(let t, _): return t.kind == .protocolType
        default: return false
        }
    }

    /// One expression statement: its value is the result, no builder needed.
    static func isPlainExpression(_ statements: [Stmt]) -> Bool {
        guard statements.count == 1, case .expression = statements[0].kind else { return false }
        return true
    }

    /// Whether `statements` return from the body they are in: a `return`
    /// at any depth of its control flow, not inside a closure or a nested
    /// function (those return from themselves).
    static func containsReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStmt: return true
            case .ifStmt(let s): return containsReturn(s.then) || containsReturn(s.otherwise ?? [])
            case .guardStmt(_, let body, _), .whileStmt(_, _, let body), .repeatWhile(_, let body, _),
                 .block(let body), .deferStmt(let body):
                return containsReturn(body)
            case .forIn(let s): return containsReturn(s.body)
            case .switchStmt(let s): return s.cases.contains { containsReturn($0.body) }
            case .doStmt(let body, let clauses): return containsReturn(body) || clauses.contains { containsReturn($0.body) }
            default: return false
            }
        }
    }

    /// Whether `attributes` name the library's result builder.
    func namesResultBuilder(_ attributes: [Attribute]) -> Bool {
        guard !attributes.isEmpty, let names = library.resultBuilder?.attributeNames else { return false }
        return attributes.contains { names.contains($0.name) }
    }

    /// Whether a computed property's getter is built with the library's
    /// builder: the program marks it (`@ViewBuilder var header: some View`),
    /// or it is a requirement whose attribute says so (`View.body`). A
    /// view's other getters are ordinary code, as in swiftc.
    func buildsGetter(of property: VarDecl, in type: TypeInfo) -> Bool {
        namesResultBuilder(property.attributes) || library.resultBuilder?.buildsGetter(of: property.name, in: type) == true
    }

    /// A property's wrapper attribute, if it has one: its result builder
    /// attribute (`@ViewBuilder let content: () -> Content`, a program's
    /// `@LinesBuilder let lines: [String]`) is not.
    func wrapperAttribute(of property: VarDecl) -> Attribute? {
        // Most properties have no attribute: no builder names to gather.
        guard !property.attributes.isEmpty else { return nil }
        var builders = library.resultBuilder?.attributeNames ?? []
        if let declared = declaredResultBuilder(property.attributes) { builders.insert(declared.name) }
        return property.wrapperAttribute(excluding: builders)
    }

    /// One statement of a builder: a component, branches, or plain code.
    enum BuilderItem {
        case expression(Eval, SourcePosition)
        case conditional((Frame) throws(Unwind) -> BuilderComponent)
        case code(Exec)
    }

    static func buildBlock(_ items: [BuilderItem], _ builder: ResultBuilder, _ f: Frame) throws(Unwind) -> Value {
        var components: [BuilderComponent] = []
        for item in items {
            switch item {
            case .expression(let eval, let position):
                components.append(.expression(try builder.buildExpression(try eval(f), at: position)))
            case .conditional(let build): components.append(try build(f))
            case .code(let exec): _ = try exec(f)
            }
        }
        return builder.buildBlock(components)
    }

    func compileBuilderItems(_ statements: [Stmt], builder: ResultBuilder) -> [BuilderItem] {
        statements.map { statement -> BuilderItem in
            switch statement.kind {
            case .expression(let expr):
                let compiled = compileExpr(expr)
                checkBuilderComponent(compiled.type, builder: builder, at: Compiler.startPosition(of: expr))
                return .expression(compiled.eval, statement.position)
            case .ifStmt(let s):
                return .conditional(compileBuilderIf(s, builder: builder))
            case .switchStmt(let s):
                return .conditional(compileBuilderSwitch(s, builder: builder))
            case .forIn, .whileStmt, .repeatWhile:
                error(LanguageMessages.controlFlowInResultBuilder(builder.name), at: statement.position)
                return .code(compileStatement(statement))
            default:
                return .code(compileStatement(statement))
            }
        }
    }

    private func compileBuilderIf(_ s: IfStmt, builder: ResultBuilder) -> (Frame) throws(Unwind) -> BuilderComponent {
        let test = compileConditions(s.conditions)
        let then = compileBuilderItems(s.then, builder: builder)
        let otherwise = s.otherwise.map { compileBuilderItems($0, builder: builder) }
        return { f throws(Unwind) in
            if try test(f) { return .branch(index: 0, try Compiler.buildBlock(then, builder, f)) }
            guard let otherwise else { return .empty }
            return .branch(index: 1, try Compiler.buildBlock(otherwise, builder, f))
        }
    }

    private func compileBuilderSwitch(_ s: SwitchStmt, builder: ResultBuilder) -> (Frame) throws(Unwind) -> BuilderComponent {
        let subject = compileExpr(s.subject)
        let cases = s.cases.map { c -> (matches: [Matcher], guardEval: Eval?, items: [BuilderItem]) in
            var matches: [Matcher] = []
            if c.isDefault {
                matches.append(Compiler.alwaysMatches)
            } else {
                for pattern in c.patterns { matches.append(compileMatch(pattern, subjectType: subject.type)) }
            }
            return (matches, c.guardExpr.map { compileExpr($0, expected: .bool).eval }, compileBuilderItems(c.body, builder: builder))
        }
        let eval = subject.eval
        return { f throws(Unwind) in
            let value = try eval(f)
            for (index, c) in cases.enumerated() {
                for match in c.matches {
                    guard try match(f, value) else { continue }
                    if let g = c.guardEval, !(try Value.truth(try g(f))) { continue }
                    return .branch(index: index, try Compiler.buildBlock(c.items, builder, f))
                }
            }
            return .empty
        }
    }
}
