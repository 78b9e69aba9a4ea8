// Functions, initializers and their parameters, as lowered from their
// syntax.
import SwiftSubsetAST
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

extension Lowerer {
    func lowerFunction(_ decl: FunctionDeclSyntax, member type: TypeDecl?) -> FunctionDecl {
        let isStatic = hasModifier(decl.modifiers, "static") || hasModifier(decl.modifiers, "class")
        let isMutating = hasModifier(decl.modifiers, "mutating")
        let kind: LoweringScope.Kind = type != nil ? .member : (scope.kind == .topLevel && scope.declaresGlobals ? .member : .function)
        let ((parameters, body), scope) = withScope(kind) { () -> ([Parameter], [Stmt]?) in
            if type != nil {
                declareSelf(for: type, mutable: isMutating, at: position(decl.name))
            }
            let parameters = lowerParameters(decl.signature.parameterClause)
            return (parameters, decl.body.map(lowerBlock))
        }
        let effects = decl.signature.effectSpecifiers
        let function = FunctionDecl(
            name: decl.name.text, parameters: parameters, body: body,
            result: decl.signature.returnClause.map { lowerType($0.type) },
            isStatic: isStatic, isMutating: isMutating,
            isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil,
            isOverride: hasModifier(decl.modifiers, "override"),
            attributes: lowerAttributes(decl.attributes),
            genericParameters: decl.genericParameterClause?.parameters.map { $0.name.text } ?? [],
            position: position(decl.name))
        function.isSingleExpression = decl.body.map { isSingleExpression($0.statements) } ?? false
        function.closingBrace = decl.body.map { position($0.rightBrace) }
        function.isClassMethod = hasModifier(decl.modifiers, "class")
        function.isPrivate = isPrivate(decl.modifiers)
        function.thrownType = effects?.throwsClause?.type.map { lowerType($0) }
        if hasModifier(decl.modifiers, "prefix") { function.fixity = .prefix }
        for parameter in decl.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType { function.genericConstraints[parameter.name.text] = lowerType(inherited) }
        }
        for requirement in decl.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                function.genericConstraints[conformance.leftType.trimmedDescription] = lowerType(conformance.rightType)
            }
        }
        if hasModifier(decl.modifiers, "postfix") { function.fixity = .postfix }
        if decl.name.tokenKind.isOperatorName {
            // An operator's parameters have no argument labels.
            function.parameters = function.parameters.map {
                Parameter(label: nil, binding: $0.binding, type: $0.type, defaultValue: $0.defaultValue, isInout: $0.isInout,
                          isVariadic: $0.isVariadic, isAutoclosure: $0.isAutoclosure, attributes: $0.attributes)
            }
        }
        finish(function, scope: scope)
        return function
    }

    func lowerInitializer(_ decl: InitializerDeclSyntax, member type: TypeDecl) -> FunctionDecl {
        // A struct's (or enum's) `self` is assembled by its initializer.
        let selfMutable = type.kind != .classType && type.kind != .actorType
        let ((parameters, body), scope) = withScope(.member) { () -> ([Parameter], [Stmt]?) in
            declareSelf(for: type, mutable: selfMutable, at: position(decl.initKeyword))
            let parameters = lowerParameters(decl.signature.parameterClause)
            return (parameters, decl.body.map(lowerBlock))
        }
        let effects = decl.signature.effectSpecifiers
        let function = FunctionDecl(
            name: "init", parameters: parameters, body: body, result: nil, isStatic: false,
            isMutating: selfMutable, isAsync: effects?.asyncSpecifier != nil,
            isThrowing: effects?.throwsClause != nil, isOverride: hasModifier(decl.modifiers, "override"),
            attributes: lowerAttributes(decl.attributes),
            genericParameters: decl.genericParameterClause?.parameters.map { $0.name.text } ?? [],
            position: position(decl.initKeyword))
        function.isFailable = decl.optionalMark != nil
        function.isConvenience = hasModifier(decl.modifiers, "convenience")
        function.isRequired = hasModifier(decl.modifiers, "required")
        function.isPrivate = isPrivate(decl.modifiers)
        function.closingBrace = decl.body.map { position($0.rightBrace) }
        function.thrownType = effects?.throwsClause?.type.map { lowerType($0) }
        finish(function, scope: scope)
        return function
    }

    func finish(_ function: FunctionDecl, scope: LoweringScope) {
        function.slotCount = scope.slotCount
        function.captures = scope.captures
        function.selfBinding = scope.ownBinding("self")
    }

    func lowerParameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let (type, isInout, isAutoclosure) = lowerParameterType(parameter.type)
            let defaultValue = parameter.defaultValue.map { clause -> Thunk in
                let (expr, scope) = withScope(.function) { lowerExpr(clause.value) }
                return Thunk(expr: expr, slotCount: scope.slotCount, selfBinding: nil)
            }
            let binding = scope.declare(name, mutable: isInout, type: type, at: position(parameter))
            // `@escaping` is written on the type; the compiler reads it as the parameter's.
            let escaping = parameter.type.as(AttributedTypeSyntax.self)?.attributes.compactMap { element -> Attribute? in
                guard let attribute = element.as(AttributeSyntax.self),
                      attribute.attributeName.trimmedDescription == "escaping" else { return nil }
                return Attribute(name: "escaping", arguments: [], position: position(attribute))
            } ?? []
            return Parameter(
                label: label, binding: binding, type: type, defaultValue: defaultValue, isInout: isInout,
                isVariadic: parameter.ellipsis != nil, isAutoclosure: isAutoclosure,
                attributes: lowerAttributes(parameter.attributes) + escaping)
        }
    }

    /// A parameter's type with `inout` and `@autoclosure` taken off.
    func lowerParameterType(_ type: TypeSyntax) -> (TypeRef, isInout: Bool, isAutoclosure: Bool) {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return (lowerType(type), false, false) }
        let isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
        let isAutoclosure = attributed.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
        }
        return (lowerType(attributed.baseType), isInout, isAutoclosure)
    }
}
