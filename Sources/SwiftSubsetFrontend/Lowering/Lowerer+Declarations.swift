// Experimental declarations (`using`) are named, to be reported, not skipped.
import SwiftSubsetAST
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

extension Lowerer {
    /// A declaration in statement position: top-level code or a function
    /// body. Every kind of declaration is named, so none is skipped.
    func lowerDeclarationStatement(_ decl: DeclSyntax) -> [Stmt] {
        let at = position(decl)
        switch decl.as(DeclSyntaxEnum.self) {
        case .importDecl(let d):
            noteImport(d.path.first?.name.text ?? "", at: d.path)
            return [Stmt(.importDecl, at)]
        case .variableDecl(let d):
            if scope.declaresGlobals, !readsTopLevelLocal(d) {
                return lowerVariable(d, inType: false).flatMap { variable -> [Stmt] in
                    guard variable.isComputed || variable.willSet != nil || variable.didSet != nil,
                          variable.wrapperAttribute() == nil else { return [Stmt(.global(variable), at)] }
                    let block = d.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable.name }?.accessorBlock
                    refuseLetWithAccessors(block, isMutable: variable.isMutable)
                    return lowerAccessorGlobal(variable, didSetUsesOldValue: Self.didSetUsesOldValue(block))
                }
            }
            return lowerLocalVariable(d)
        case .functionDecl(let d):
            if scope.declaresGlobals {
                return [Stmt(.function(lowerFunction(d, member: nil)), at)]
            }
            let binding = scope.declare(d.name.text, mutable: false, type: nil, at: position(d.name))
            binding.forceBoxed = true
            return [Stmt(.localFunction(binding, lowerFunction(d, member: nil)), at)]
        case .typeAliasDecl(let d):
            return [Stmt(.typeAlias(d.name.text, genericParameterNames(d.genericParameterClause), lowerType(d.initializer.value)), at)]
        case .macroExpansionDecl(let d):
            // `#Preview { … }` only matters to Xcode's canvas.
            if d.macroName.text != "Preview" { unsupported("macro '#\(d.macroName.text)'", at: d) }
            return []
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl:
            return lowerTypeDeclaration(decl).map { [Stmt(.type($0), at)] } ?? []
        case .operatorDecl, .precedenceGroupDecl:
            // Already used when folding operators (SourceFile).
            return []
        case .missingDecl, .unexpectedCodeDecl:
            // The parser has reported what is wrong.
            return []
        case .subscriptDecl:
            error(LoweringMessages.subscriptOutsideType, at: decl)
            return []
        case .macroDecl, .ifConfigDecl, .associatedTypeDecl, .initializerDecl,
             .deinitializerDecl, .enumCaseDecl, .accessorDecl, .editorPlaceholderDecl, .poundSourceLocation, .usingDecl:
            unsupportedDeclaration(decl)
            return []
        @unknown default:
            unsupportedDeclaration(decl)
            return []
        }
    }

    func unsupportedDeclaration(_ decl: DeclSyntax) {
        let construct: String
        switch decl.kind {
        case .operatorDecl: construct = "operator declarations"
        case .precedenceGroupDecl: construct = "precedence groups"
        case .macroDecl: construct = "macro declarations"
        case .ifConfigDecl: construct = "#if conditional compilation"
        case .associatedTypeDecl: construct = "associated types outside a protocol"
        case .initializerDecl: construct = "an initializer outside a type"
        case .deinitializerDecl: construct = "a deinitializer outside a class"
        case .enumCaseDecl: construct = "an enum case outside an enum"
        case .accessorDecl: construct = "an accessor outside a property"
        case .editorPlaceholderDecl: construct = "an editor placeholder as a declaration"
        case .poundSourceLocation: construct = "#sourceLocation"
        case .usingDecl: construct = "'using' declarations"
        default: construct = "this kind of declaration (\(decl.kind))"
        }
        unsupported(construct, at: decl)
    }

    // MARK: - Types

    /// A struct, class, enum, protocol or extension; nil for any other
    /// declaration.
    func lowerTypeDeclaration(_ decl: DeclSyntax) -> TypeDecl? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let d):
            return lowerNominal(.structType, name: d.name.text, generics: d.genericParameterClause,
                                inheritance: d.inheritanceClause, attributes: d.attributes,
                                modifiers: d.modifiers, members: d.memberBlock, node: d)
        case .classDecl(let d):
            return lowerNominal(.classType, name: d.name.text, generics: d.genericParameterClause,
                                inheritance: d.inheritanceClause, attributes: d.attributes,
                                modifiers: d.modifiers, members: d.memberBlock, node: d)
        case .actorDecl(let d):
            // An actor is a class whose methods run one at a time: on
            // StateLab's single cooperative executor they do, between awaits.
            return lowerNominal(.actorType, name: d.name.text, generics: d.genericParameterClause,
                                inheritance: d.inheritanceClause, attributes: d.attributes,
                                modifiers: d.modifiers, members: d.memberBlock, node: d)
        case .enumDecl(let d):
            let type = lowerNominal(.enumType, name: d.name.text, generics: d.genericParameterClause,
                                    inheritance: d.inheritanceClause, attributes: d.attributes,
                                    modifiers: d.modifiers, members: d.memberBlock, node: d)
            type.isIndirect = hasModifier(d.modifiers, "indirect")
            if !type.isIndirect { checkRecursiveCases(d) }
            return type
        case .protocolDecl(let d):
            refuseProtocolMemberShapes(d.memberBlock)
            return lowerNominal(.protocolType, name: d.name.text, generics: nil,
                                inheritance: d.inheritanceClause, attributes: d.attributes,
                                modifiers: d.modifiers, members: d.memberBlock, node: d)
        case .extensionDecl(let d):
            let extended = lowerType(d.extendedType)
            return lowerNominal(.extensionType, name: extended.baseName ?? extended.description,
                                generics: nil, inheritance: d.inheritanceClause, attributes: d.attributes,
                                modifiers: d.modifiers, members: d.memberBlock, node: d, extended: extended)
        default:
            return nil
        }
    }

    private func lowerNominal(
        _ kind: TypeDecl.Kind, name: String, generics: GenericParameterClauseSyntax?,
        inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, members: MemberBlockSyntax, node: some SyntaxProtocol,
        extended: TypeRef? = nil
    ) -> TypeDecl {
        let type = TypeDecl(
            kind: kind, name: name, extendedType: extended,
            inherited: inheritance?.inheritedTypes.map { lowerType($0.type) } ?? [],
            genericParameters: generics?.parameters.map { $0.name.text } ?? [],
            attributes: lowerAttributes(attributes),
            isFinal: hasModifier(modifiers, "final"), position: position(node))
        for member in members.members {
            lowerMember(member.decl, into: type)
        }
        return type
    }

    /// One member of a type's body. Every kind of declaration is named, so
    /// none is skipped.
    private func lowerMember(_ decl: DeclSyntax, into type: TypeDecl) {
        if type.kind == .structType || type.kind == .enumType,
           let modifier = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.text == "override" }) {
            // Only a class member replaces an inherited one. (In an
            // extension swiftc points elsewhere; its type is not known here.)
            error(LoweringMessages.overrideOutsideClass, at: modifier)
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let d):
            let vars = lowerVariable(d, inType: true)
            if type.kind == .protocolType {
                type.requirements += vars.map(\.name)
                vars.forEach { $0.isRequirement = true }
            }
            type.properties += vars
        case .functionDecl(let d):
            let function = lowerFunction(d, member: type)
            if type.kind == .protocolType && function.body == nil {
                type.requirements.append(function.name)
            }
            type.methods.append(function)
        case .initializerDecl(let d):
            type.initializers.append(lowerInitializer(d, member: type))
        case .deinitializerDecl(let d):
            let (body, scope) = withScope(.member) { () -> ([Stmt], LoweringScope) in
                _ = declareSelf(for: type, mutable: false, at: position(d))
                return (d.body.map(lowerBlock) ?? [], self.scope)
            }
            let function = FunctionDecl(
                name: "deinit", parameters: [], body: body.0, result: nil, isStatic: false, isMutating: false,
                isAsync: false, isThrowing: false, isOverride: false, attributes: [], genericParameters: [],
                position: position(d))
            finish(function, scope: scope)
            type.deinitializer = function
        case .enumCaseDecl(let d):
            for element in d.elements {
                let associated = element.parameterClause.map { clause in
                    clause.parameters.map { parameter -> (label: String?, type: TypeRef, defaultValue: Expr?) in
                        let label = parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }
                        return (label, lowerType(parameter.type), parameter.defaultValue.map { lowerExpr($0.value) })
                    }
                }
                type.cases.append(EnumCaseDecl(
                    name: element.name.text, associated: associated,
                    rawValue: element.rawValue.map { lowerExpr($0.value) }, position: position(element)))
            }
        case .subscriptDecl(let d):
            lowerSubscript(d, into: type)
        case .typeAliasDecl(let d):
            type.typeAliases.append((d.name.text, lowerType(d.initializer.value), genericParameterNames(d.genericParameterClause)))
        case .associatedTypeDecl(let d) where type.kind == .protocolType:
            // Associated types constrain conformers; the runtime is dynamic.
            type.typeAliases.append((d.name.text, .simple("_"), []))
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl:
            if let nested = lowerTypeDeclaration(decl) { type.nestedTypes.append(nested) }
        case .macroExpansionDecl(let d) where d.macroName.text == "Preview":
            return
        case .missingDecl, .unexpectedCodeDecl:
            // The parser has reported what is wrong.
            return
        case .associatedTypeDecl, .macroExpansionDecl, .macroDecl, .ifConfigDecl, .importDecl,
             .operatorDecl, .precedenceGroupDecl, .accessorDecl, .editorPlaceholderDecl, .poundSourceLocation, .usingDecl:
            unsupportedDeclaration(decl)
        @unknown default:
            unsupportedDeclaration(decl)
        }
    }

    @discardableResult
    func declareSelf(for type: TypeDecl?, mutable: Bool, at position: SourcePosition) -> LocalBinding {
        scope.declare("self", mutable: mutable, type: nil, at: position)
    }

    // MARK: - Variables

    /// Stored, computed and wrapped properties, and globals.
    func lowerVariable(_ decl: VariableDeclSyntax, inType: Bool) -> [VarDecl] {
        let isMutable = decl.bindingSpecifier.text == "var"
        let isStatic = hasModifier(decl.modifiers, "static") || hasModifier(decl.modifiers, "class")
        let isLazy = hasModifier(decl.modifiers, "lazy")
        if isLazy, !inType, let modifier = decl.modifiers.first(where: { $0.name.text == "lazy" }) {
            error(LoweringMessages.lazyGlobal, at: modifier)
        }
        let attributes = lowerAttributes(decl.attributes)
        var result: [VarDecl] = []
        var pendingWithoutType: [VarDecl] = []
        for binding in decl.bindings {
            if !inType, let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                result += lowerGlobalTuple(tuple, initializer, type: binding.typeAnnotation.map { lowerType($0.type) },
                                           isMutable: isMutable, attributes: attributes)
                continue
            }
            if !inType, binding.pattern.is(WildcardPatternSyntax.self), let initializer = binding.initializer {
                // `let _ = store.add(x)`: the value is made, in its place, and dropped.
                hiddenGlobalCount += 1
                let (expr, scope) = withScope(.member) { lowerExpr(initializer.value) }
                result.append(VarDecl(name: "$discard\(hiddenGlobalCount)", isMutable: false, isStatic: false, isLazy: false,
                                      type: binding.typeAnnotation.map { lowerType($0.type) },
                                      initializer: Thunk(expr: expr, slotCount: scope.slotCount, selfBinding: nil),
                                      attributes: [], position: position(binding.pattern)))
                continue
            }
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                unsupported("destructuring patterns in a \(inType ? "property" : "global") declaration", at: binding.pattern)
                continue
            }
            let type = binding.typeAnnotation.map { lowerType($0.type) }
            let initializer = binding.initializer.map { clause -> Thunk in
                let (expr, scope) = withScope(.member) { () -> Expr in
                    if isLazy { declareSelf(for: nil, mutable: false, at: position(clause)) }
                    return lowerExpr(clause.value)
                }
                return Thunk(expr: expr, slotCount: scope.slotCount, selfBinding: scope.ownBinding("self"))
            }
            let variable = VarDecl(
                name: identifier.identifier.text, isMutable: isMutable, isStatic: isStatic, isLazy: isLazy,
                type: type, initializer: initializer, attributes: attributes, position: position(identifier))
            // `fileprivate` reaches the whole file: in a one-file program, everything.
            variable.isPrivate = isPrivate(decl.modifiers)
            variable.hasPrivateSetter = hasPrivateSetter(decl.modifiers)
            variable.isOverride = hasModifier(decl.modifiers, "override")
            if hasModifier(decl.modifiers, "weak") { variable.ownership = .weak }
            if hasModifier(decl.modifiers, "unowned") { variable.ownership = .unowned }
            variable.isAsyncLet = !inType && hasModifier(decl.modifiers, "async")
            if let accessors = binding.accessorBlock {
                lowerAccessors(accessors, of: variable, inType: inType, namedAfter: inType ? nil : variable.name)
            }
            // `var a, b: Int` gives both the type written last.
            if type == nil && binding.initializer == nil {
                pendingWithoutType.append(variable)
            } else if let type {
                for pending in pendingWithoutType {
                    result[result.firstIndex { $0 === pending }!] = VarDecl(
                        name: pending.name, isMutable: pending.isMutable, isStatic: pending.isStatic,
                        isLazy: pending.isLazy, type: type, initializer: nil, attributes: pending.attributes,
                        position: pending.position)
                }
                pendingWithoutType = []
            }
            result.append(variable)
        }
        return result
    }

    /// `let (a, b) = pair` at top level: a hidden global holds the tuple,
    /// and each name is a global reading its element.
    private func lowerGlobalTuple(_ pattern: TuplePatternSyntax, _ initializer: InitializerClauseSyntax, type: TypeRef?,
                                  isMutable: Bool, attributes: [Attribute]) -> [VarDecl] {
        hiddenGlobalCount += 1
        let hidden = "$tuple\(hiddenGlobalCount)"
        let at = position(pattern)
        let (expr, scope) = withScope(.member) { lowerExpr(initializer.value) }
        // `let (a, b): (Int, String) = pair`: the tuple's written type.
        var result = [VarDecl(name: hidden, isMutable: false, isStatic: false, isLazy: false, type: type,
                              initializer: Thunk(expr: expr, slotCount: scope.slotCount, selfBinding: nil),
                              attributes: [], position: at)]
        result[0].destructuredCount = pattern.elements.count
        for (index, element) in pattern.elements.enumerated() {
            if element.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let name = element.pattern.as(IdentifierPatternSyntax.self) else {
                unsupported("nested destructuring in a global declaration", at: element.pattern)
                continue
            }
            let read = Expr(.tupleIndex(Expr(.name(.unresolved(hidden)), at), index), position(name))
            result.append(VarDecl(name: name.identifier.text, isMutable: isMutable, isStatic: false, isLazy: false, type: nil,
                                  initializer: Thunk(expr: read, slotCount: 0, selfBinding: nil), attributes: attributes,
                                  position: position(name)))
        }
        return result
    }

    /// A property's accessors (`inType`), or a global's or local's: each a
    /// function, named `NAME.get` (and so on) with `namedAfter`.
    func lowerAccessors(_ block: AccessorBlockSyntax, of variable: VarDecl, inType: Bool, namedAfter owner: String? = nil) {
        let memberKind: LoweringScope.Kind = inType || scope.declaresGlobals ? .member : .function
        func accessor(_ kind: String, body: () -> [Stmt], parameter: String?, at node: some SyntaxProtocol,
                      singleExpression: Bool = false, mutating: Bool = false, isThrowing: Bool = false,
                      closingBrace: TokenSyntax? = nil) -> FunctionDecl {
            let ((params, statements), scope) = withScope(memberKind) { () -> ([Parameter], [Stmt]) in
                if inType { declareSelf(for: nil, mutable: mutating, at: position(node)) }
                var params: [Parameter] = []
                if let parameter {
                    let binding = self.scope.declare(parameter, mutable: false, type: variable.type, at: position(node))
                    params.append(Parameter(label: nil, binding: binding, type: variable.type, defaultValue: nil,
                                            isInout: false, isVariadic: false, isAutoclosure: false, attributes: []))
                }
                return (params, body())
            }
            let function = FunctionDecl(
                name: owner.map { "\($0).\(kind)" } ?? kind, parameters: params, body: statements,
                // A property's accessors are compiled as its own; a global's or
                // local's are plain functions, and only the getter returns a value.
                result: owner == nil || kind == "get" ? variable.type : nil, isStatic: variable.isStatic,
                isMutating: mutating, isAsync: false, isThrowing: isThrowing, isOverride: false, attributes: [],
                genericParameters: [], position: position(node))
            function.isSingleExpression = singleExpression
            function.closingBrace = closingBrace.map { position($0) }
            finish(function, scope: scope)
            return function
        }
        switch block.accessors {
        case .getter(let items):
            variable.getter = accessor("get", body: { lowerItems(items) }, parameter: nil, at: block,
                                       singleExpression: isSingleExpression(items), closingBrace: block.rightBrace)
        case .accessors(let list):
            for decl in list {
                let kind = decl.accessorSpecifier.text
                guard let body = decl.body else { // protocol requirement `{ get set }`
                    if kind == "set" { variable.requiresSetter = true }
                    continue
                }
                let parameterName = decl.parameters?.name.text
                let isMutating = decl.modifier?.name.text == "mutating"
                switch kind {
                case "get":
                    variable.getter = accessor("get", body: { lowerBlock(body) }, parameter: nil, at: decl,
                                               singleExpression: isSingleExpression(body.statements), mutating: isMutating,
                                               isThrowing: decl.effectSpecifiers?.throwsClause != nil, closingBrace: body.rightBrace)
                case "set":
                    variable.setter = accessor("set", body: { lowerBlock(body) },
                                               parameter: parameterName ?? "newValue", at: decl,
                                               mutating: decl.modifier?.name.text != "nonmutating")
                case "willSet":
                    variable.willSet = accessor("willSet", body: { lowerBlock(body) },
                                                parameter: parameterName ?? "newValue", at: decl, mutating: true)
                case "didSet":
                    variable.didSet = accessor("didSet", body: { lowerBlock(body) },
                                               parameter: parameterName ?? "oldValue", at: decl, mutating: true)
                default:
                    _ = isMutating
                    unsupported("'\(kind)' accessors", at: decl.accessorSpecifier)
                }
            }
        @unknown default:
            unsupported("this accessor form", at: block)
        }
    }

    func isSingleExpression(_ items: CodeBlockItemListSyntax) -> Bool {
        guard items.count == 1, let item = items.first else { return false }
        switch item.item {
        case .expr: return true
        case .stmt(let stmt): return stmt.is(ExpressionStmtSyntax.self)
        case .decl: return false
        @unknown default: return false
        }
    }
}

extension TokenKind {
    /// `+++`, `%%`: a function named by an operator.
    var isOperatorName: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }
}

extension Lowerer {
    /// An enum whose case holds a value of the enum itself (`case
    /// repeatTimes(Int, Command)`, also as an optional or in a tuple) has
    /// no size unless the enum or the case is `indirect`: swiftc refuses
    /// it at the enum's name. An array, dictionary, set or closure of it is
    /// stored apart and needs nothing. (Judged on the names written.)
    func checkRecursiveCases(_ decl: EnumDeclSyntax) {
        let name = decl.name.text
        func holdsItself(_ type: TypeSyntax) -> Bool {
            switch type.as(TypeSyntaxEnum.self) {
            case .identifierType(let t): return t.name.text == name && t.genericArgumentClause == nil
            case .optionalType(let t): return holdsItself(t.wrappedType)
            case .implicitlyUnwrappedOptionalType(let t): return holdsItself(t.wrappedType)
            case .tupleType(let t): return t.elements.contains { holdsItself($0.type) }
            default: return false
            }
        }
        for member in decl.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self), !hasModifier(cases.modifiers, "indirect") else { continue }
            let recursive = cases.elements.contains { element in
                element.parameterClause?.parameters.contains { holdsItself($0.type) } ?? false
            }
            if recursive {
                error(LoweringMessages.recursiveEnumNotIndirect(name), at: decl.name)
                return
            }
        }
    }

    /// Whether a top-level declaration's value reads a name only top-level
    /// code has (a top-level `guard let`'s binding): swiftc initialises
    /// such a global in order, where the name is seen, so it is lowered as
    /// top-level code's own variable (`guard let text = input else { … }`
    /// then `let number = Int(text)!`).
    func readsTopLevelLocal(_ d: VariableDeclSyntax) -> Bool {
        d.bindings.contains { binding in
            guard let value = binding.initializer?.value else { return false }
            return value.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind,
                      token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else { return false }
                return scope.ownBinding(name) != nil
            }
        }
    }
}
