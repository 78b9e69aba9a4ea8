import SwiftSubsetAST
import SwiftSyntax

/// `let` and `var` inside a function body: plain locals, locals with a
/// property wrapper, computed and observed locals
/// (`Lowerer+AccessorVariables.swift`), and `lazy`, refused by name.
extension Lowerer {
    /// `let`/`var` inside a function body: one statement per binding.
    func lowerLocalVariable(_ decl: VariableDeclSyntax) -> [Stmt] {
        let isMutable = decl.bindingSpecifier.text == "var"
        let weak = hasModifier(decl.modifiers, "weak")
        let unowned = hasModifier(decl.modifiers, "unowned")
        if hasModifier(decl.modifiers, "lazy") {
            unsupported("lazy local variables", at: decl)
        }
        let attributes = lowerAttributes(decl.attributes)
        if let wrapper = attributes.first(where: { $0.name.first?.isUppercase == true && !VarDecl.nonWrapperAttributes.contains($0.name) }) {
            return decl.bindings.compactMap { lowerWrappedLocal($0, wrapper: wrapper, isMutable: isMutable) }
        }
        var result: [Stmt] = []
        for binding in decl.bindings {
            if let block = binding.accessorBlock {
                result += lowerAccessorLocal(binding, block, isMutable: isMutable)
                continue
            }
            let type = binding.typeAnnotation.map { lowerType($0.type) }
            // The initializer sees the outer scope: `let x = x + 1`.
            let initializer = binding.initializer.map { lowerExpr($0.value) }
            refuseRedeclaration(in: binding.pattern)
            let pattern = lowerBindingPattern(binding.pattern, mutable: isMutable, type: type)
            for b in pattern.bindings {
                if weak { b.ownership = .weak }
                if unowned { b.ownership = .unowned }
                b.isAsyncLet = hasModifier(decl.modifiers, "async")
            }
            let local = LocalDecl(pattern: pattern, initializer: initializer, declaredType: type,
                                  bindings: pattern.bindings)
            result.append(Stmt(.local(local), position(binding)))
        }
        return result
    }

    /// `var w = 2` where a `let` or `var` of the same block already
    /// declared `w`: "invalid redeclaration of 'w'", at the second name.
    /// A name in an inner block, or one a `guard let` bound, may be
    /// declared again, as in Swift.
    private func refuseRedeclaration(in pattern: PatternSyntax) {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            let name = p.identifier.text
            if !scope.noteStatementDeclares(name) { error(LoweringMessages.invalidRedeclaration(name), at: p) }
        } else if let p = pattern.as(TuplePatternSyntax.self) {
            for element in p.elements { refuseRedeclaration(in: element.pattern) }
        } else if let p = pattern.as(ValueBindingPatternSyntax.self) {
            refuseRedeclaration(in: p.pattern)
        }
    }

    /// `@W(args) var x: T = e` inside a function (SE-0258's local
    /// wrappers; `@Bindable var book = book` in a SwiftUI body): a hidden
    /// local `_x = W(wrappedValue: e as T, args)`; `x` reads and writes
    /// `_x.wrappedValue`, `$x` reads `_x.projectedValue`.
    private func lowerWrappedLocal(_ binding: PatternBindingSyntax, wrapper: Attribute, isMutable: Bool) -> Stmt? {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            unsupported("a property wrapper on this pattern", at: binding.pattern)
            return nil
        }
        if binding.accessorBlock != nil {
            unsupported("computed local variables", at: binding)
            return nil
        }
        let at = position(identifier)
        let name = identifier.identifier.text
        let type = binding.typeAnnotation.map { lowerType($0.type) }
        let wrapperName = String(wrapper.name.prefix { $0 != "<" })
        let wrapperType = Expr(.name(.unresolved(wrapperName)), wrapper.position)
        var arguments = wrapper.arguments
        if let initial = binding.initializer.map({ lowerExpr($0.value) }) {
            let value = type.map { Expr(.cast(initial, .asType, $0), initial.position) } ?? initial
            arguments.insert(Argument(label: "wrappedValue", value: value), at: 0)
        }
        let backing = scope.declare("_" + name, mutable: true, type: nil, at: at)
        let alias = scope.declare(name, mutable: isMutable, type: type, at: at)
        alias.wrapperBacking = backing
        let local = LocalDecl(pattern: .binding(backing), initializer: Expr(.call(wrapperType, arguments), wrapper.position),
                              declaredType: nil, bindings: [backing], wrapper: wrapper)
        return Stmt(.local(local), position(binding))
    }
}
