import SwiftSubsetAST
import SwiftSyntax

extension Lowerer {
    /// The method name of a subscript's getter; its setter is
    /// `subscriptSetter` and takes `newValue:` after the subscript's own
    /// parameters. Call sites (`x[i]`, `x[i] = v`) call them by these names.
    static let subscriptGetter = FunctionDecl.subscriptGetter
    static let subscriptSetter = FunctionDecl.subscriptSetter

    /// `subscript(row: Int, column: Int) -> Double { get set }` in a type or
    /// extension: a getter method and, with `set`, a setter method. In a
    /// protocol without bodies it is a requirement.
    func lowerSubscript(_ decl: SubscriptDeclSyntax, into type: TypeDecl) {
        let isStatic = hasModifier(decl.modifiers, "static") || hasModifier(decl.modifiers, "class")
        let result = lowerType(decl.returnClause.type)
        let generics = decl.genericParameterClause?.parameters.map { $0.name.text } ?? []
        guard let block = decl.accessorBlock else { return }   // the parser has reported it
        func accessor(_ name: String, newValue: String?, mutating: Bool, at node: some SyntaxProtocol,
                      closingBrace: TokenSyntax? = nil, body: () -> ([Stmt], Bool)) -> FunctionDecl {
            let ((parameters, statements, single), scope) = withScope(.member) { () -> ([Parameter], [Stmt], Bool) in
                declareSelf(for: type, mutable: mutating, at: position(node))
                var parameters = lowerSubscriptParameters(decl.parameterClause)
                if let newValue {
                    let binding = self.scope.declare(newValue, mutable: false, type: result, at: position(node))
                    parameters.append(Parameter(label: "newValue", binding: binding, type: result, defaultValue: nil,
                                                isInout: false, isVariadic: false, isAutoclosure: false, attributes: []))
                }
                let (statements, single) = body()
                return (parameters, statements, single)
            }
            let function = FunctionDecl(
                name: name, parameters: parameters, body: statements, result: newValue == nil ? result : nil,
                isStatic: isStatic, isMutating: mutating, isAsync: false, isThrowing: false,
                isOverride: hasModifier(decl.modifiers, "override"), attributes: lowerAttributes(decl.attributes),
                genericParameters: generics, position: position(node))
            function.isSingleExpression = single
            function.closingBrace = closingBrace.map { position($0) }
            finish(function, scope: scope)
            return function
        }
        let valueType = type.kind != .classType && type.kind != .actorType
        switch block.accessors {
        case .getter(let items):
            type.methods.append(accessor(Self.subscriptGetter, newValue: nil, mutating: false, at: decl.subscriptKeyword,
                                         closingBrace: block.rightBrace) {
                (lowerItems(items), isSingleExpression(items))
            })
        case .accessors(let list):
            for accessorDecl in list {
                let kind = accessorDecl.accessorSpecifier.text
                guard let body = accessorDecl.body else {
                    // `subscript(i: Int) -> Item { get }` in a protocol.
                    if type.kind == .protocolType, !type.requirements.contains(Self.subscriptGetter) {
                        type.requirements.append(Self.subscriptGetter)
                    }
                    continue
                }
                switch kind {
                case "get":
                    let isMutating = accessorDecl.modifier?.name.text == "mutating"
                    type.methods.append(accessor(Self.subscriptGetter, newValue: nil, mutating: isMutating, at: accessorDecl,
                                                 closingBrace: body.rightBrace) {
                        (lowerBlock(body), isSingleExpression(body.statements))
                    })
                case "set":
                    let name = accessorDecl.parameters?.name.text ?? "newValue"
                    let isMutating = valueType && !isStatic && accessorDecl.modifier?.name.text != "nonmutating"
                    type.methods.append(accessor(Self.subscriptSetter, newValue: name, mutating: isMutating, at: accessorDecl) {
                        (lowerBlock(body), false)
                    })
                default:
                    unsupported("'\(kind)' accessors on a subscript", at: accessorDecl.accessorSpecifier)
                }
            }
        @unknown default:
            unsupported("this subscript form", at: block)
        }
    }

    /// A subscript's parameters have no argument label unless one is
    /// written besides the name: `subscript(index: Int)` is `x[0]`,
    /// `subscript(safe index: Int)` is `x[safe: 0]`.
    private func lowerSubscriptParameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        lowerParameters(clause).enumerated().map { i, parameter in
            let syntax = clause.parameters[clause.parameters.index(clause.parameters.startIndex, offsetBy: i)]
            let label = syntax.secondName == nil || syntax.firstName.text == "_" ? nil : syntax.firstName.text
            return Parameter(label: label, binding: parameter.binding, type: parameter.type,
                             defaultValue: parameter.defaultValue, isInout: parameter.isInout,
                             isVariadic: parameter.isVariadic, isAutoclosure: parameter.isAutoclosure,
                             attributes: parameter.attributes)
        }
    }
}
