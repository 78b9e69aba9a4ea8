import SwiftSubsetAST
import SwiftSyntax

extension Lowerer {
    /// The pattern of a `let`/`var` declaration or `for` loop: names,
    /// tuples and `_`.
    func lowerBindingPattern(_ pattern: PatternSyntax, mutable: Bool, type: TypeRef?) -> Pattern {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            return .binding(scope.declare(p.identifier.text, mutable: mutable, type: type, at: position(p)))
        }
        if pattern.is(WildcardPatternSyntax.self) {
            return .wildcard
        }
        if let p = pattern.as(TuplePatternSyntax.self) {
            var elementTypes: [TypeRef?] = Array(repeating: nil, count: p.elements.count)
            if case .tuple(let types)? = type, types.count == p.elements.count { elementTypes = types }
            return .tuple(zip(p.elements, elementTypes).map {
                lowerBindingPattern($0.0.pattern, mutable: mutable, type: $0.1)
            })
        }
        if let p = pattern.as(ValueBindingPatternSyntax.self) {
            return lowerBindingPattern(p.pattern, mutable: p.bindingSpecifier.text == "var", type: type)
        }
        unsupported("this pattern", at: pattern)
        return .wildcard
    }

    /// A pattern in `case`, `if case`, `for case` or `catch`. `binding` is
    /// `let`/`var` when an enclosing `let`/`var` turns names into bindings.
    func lowerMatchPattern(_ pattern: PatternSyntax, binding: String?) -> Pattern {
        if let p = pattern.as(ValueBindingPatternSyntax.self) {
            return .valueBinding(lowerMatchPattern(p.pattern, binding: p.bindingSpecifier.text))
        }
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            return .binding(scope.declare(p.identifier.text, mutable: binding == "var", type: nil, at: position(p)))
        }
        if pattern.is(WildcardPatternSyntax.self) {
            return .wildcard
        }
        if let p = pattern.as(TuplePatternSyntax.self) {
            return .tuple(p.elements.map { lowerMatchPattern($0.pattern, binding: binding) })
        }
        if let p = pattern.as(IsTypePatternSyntax.self) {
            return .isType(lowerType(p.type))
        }
        if let p = pattern.as(ExpressionPatternSyntax.self) {
            return lowerExpressionPattern(p.expression, binding: binding)
        }
        unsupported("this pattern", at: pattern)
        return .wildcard
    }

    private func lowerExpressionPattern(_ expr: ExprSyntax, binding: String?) -> Pattern {
        if let e = expr.as(PatternExprSyntax.self) {
            return lowerMatchPattern(e.pattern, binding: binding)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) {
            return .wildcard
        }
        if let binding, let e = expr.as(DeclReferenceExprSyntax.self), e.argumentNames == nil {
            return .binding(scope.declare(e.baseName.text, mutable: binding == "var", type: nil, at: position(e)))
        }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                return lowerExpressionPattern(only.expression, binding: binding)
            }
            return .tuple(e.elements.map { lowerExpressionPattern($0.expression, binding: binding) })
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) {
            return .optionalSome(lowerExpressionPattern(e.expression, binding: binding))
        }
        if let e = expr.as(AsExprSyntax.self), e.questionOrExclamationMark == nil {
            return .asType(lowerExpressionPattern(e.expression, binding: binding), lowerType(e.type))
        }
        if let e = expr.as(IsExprSyntax.self), e.expression.is(DiscardAssignmentExprSyntax.self) {
            return .isType(lowerType(e.type))
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let base = member.base.map { lowerTypeFromExpression($0) } ?? nil
            let arguments = call.arguments.map { argument in
                (label: argument.label?.text, pattern: lowerExpressionPattern(argument.expression, binding: binding))
            }
            return .enumCase(base: base, name: member.declName.baseName.text, arguments: arguments, position(member.declName))
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if member.base == nil {
                return .enumCase(base: nil, name: member.declName.baseName.text, arguments: nil, position(member.declName))
            }
            if let base = member.base, let type = lowerTypeFromExpression(base), startsWithUppercase(base) {
                return .enumCase(base: type, name: member.declName.baseName.text, arguments: nil, position(member.declName))
            }
        }
        return .expression(lowerExpr(expr))
    }

    private func startsWithUppercase(_ expr: ExprSyntax) -> Bool {
        expr.trimmedDescription.first?.isUppercase == true
    }
}
