import SwiftSubsetAST
import SwiftSyntax

extension Lowerer {
    func lowerType(_ type: TypeSyntax) -> TypeRef {
        if let t = type.as(IdentifierTypeSyntax.self) {
            return .named([t.name.text], lowerGenericArguments(t.genericArgumentClause), at: position(t))
        }
        if let t = type.as(MemberTypeSyntax.self) {
            let base = lowerType(t.baseType)
            let args = lowerGenericArguments(t.genericArgumentClause)
            if case .named(let path, _, let at) = base { return .named(path + [t.name.text], args, at: at) }
            unsupported("this member type", at: t)
            return .named([t.name.text], args)
        }
        if let t = type.as(OptionalTypeSyntax.self) {
            return .optional(lowerType(t.wrappedType))
        }
        if let t = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .implicitlyUnwrapped(lowerType(t.wrappedType))
        }
        if let t = type.as(ArrayTypeSyntax.self) {
            return .array(lowerType(t.element))
        }
        if let t = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(lowerType(t.key), lowerType(t.value))
        }
        if let t = type.as(TupleTypeSyntax.self) {
            let elements = t.elements.map { lowerType($0.type) }
            if elements.count == 1 { return elements[0] }
            let labels = t.elements.map { $0.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil }
            return labels.contains { $0 != nil } ? .labeledTuple(labels, elements) : .tuple(elements)
        }
        if let t = type.as(FunctionTypeSyntax.self) {
            return .function(t.parameters.map { lowerType($0.type) }, lowerType(t.returnClause.type),
                             isAsync: t.effectSpecifiers?.asyncSpecifier != nil,
                             throws: t.effectSpecifiers?.throwsClause != nil)
        }
        if let t = type.as(SomeOrAnyTypeSyntax.self) {
            // `any P` is the existential, which a plain `P` also names; only
            // `some P` is opaque (one type behind every `return`). Lowering
            // both to `.opaque` made `-> any Animal` refuse `flag ? Dog() :
            // Cat()` as a `some` result's mismatching branches.
            if t.someOrAnySpecifier.text == "any" { return lowerType(t.constraint) }
            return .opaque(lowerType(t.constraint))
        }
        if let t = type.as(AttributedTypeSyntax.self) {
            return lowerType(t.baseType)
        }
        if let t = type.as(MetatypeTypeSyntax.self) {
            return .metatype(lowerType(t.baseType))
        }
        if let t = type.as(CompositionTypeSyntax.self) {
            return .composition(t.elements.map { lowerType($0.type) })
        }
        if type.is(ClassRestrictionTypeSyntax.self) {
            return .simple("AnyObject")
        }
        if let t = type.as(MissingTypeSyntax.self) {
            error(LoweringMessages.expectedType, at: t)
            return .simple("_")
        }
        unsupported("this kind of type (\(type.kind))", at: type)
        return .simple("_")
    }

    private func lowerGenericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            switch argument.argument {
            case .type(let type): return lowerType(type)
            case .expr(let expr):
                unsupported("value generic arguments", at: expr)
                return .simple("_")
            @unknown default:
                unsupported("this generic argument", at: argument)
                return .simple("_")
            }
        }
    }

    /// Reads an expression that names a type (`Counter`, `Outer.Kind`,
    /// `Box<Int>`, `[Int]`) as a type; nil if it does not look like one.
    func lowerTypeFromExpression(_ expr: ExprSyntax) -> TypeRef? {
        if let e = expr.as(DeclReferenceExprSyntax.self), e.baseName.text.first?.isUppercase == true {
            return .named([e.baseName.text], [], at: position(e))
        }
        if let e = expr.as(MemberAccessExprSyntax.self), let base = e.base, let baseType = lowerTypeFromExpression(base),
           case .named(let path, let args, let at) = baseType, e.declName.baseName.text.first?.isUppercase == true {
            return .named(path + [e.declName.baseName.text], args, at: at)
        }
        if let e = expr.as(GenericSpecializationExprSyntax.self), let base = lowerTypeFromExpression(e.expression),
           case .named(let path, _, let at) = base {
            return .named(path, lowerGenericArguments(e.genericArgumentClause), at: at)
        }
        if let e = expr.as(TypeExprSyntax.self) {
            return lowerType(e.type)
        }
        if let e = expr.as(ArrayExprSyntax.self), e.elements.count == 1, let element = e.elements.first,
           let elementType = lowerTypeFromExpression(element.expression) {
            return .array(elementType)
        }
        if let e = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = e.content, elements.count == 1,
           let pair = elements.first, let key = lowerTypeFromExpression(pair.key),
           let value = lowerTypeFromExpression(pair.value) {
            return .dictionary(key, value)
        }
        if let e = expr.as(OptionalChainingExprSyntax.self), let wrapped = lowerTypeFromExpression(e.expression) {
            return .optional(wrapped)
        }
        return nil
    }
}

extension Lowerer {
    /// The names a generic parameter clause declares (`<Key, Value>`), none
    /// without one.
    func genericParameterNames(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map { $0.name.text } ?? []
    }
}
