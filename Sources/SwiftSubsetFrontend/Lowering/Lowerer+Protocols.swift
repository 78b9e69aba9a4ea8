import SwiftSyntax

extension Lowerer {
    /// A protocol states requirements, so swiftc refuses what only an
    /// implementation has: a method's or initializer's body (at its `{`),
    /// a property's initial value (at its `=`), a property without
    /// `{ get }` or `{ get set }`, and a `let` property (at its name, or
    /// at the `{` of its accessors).
    func refuseProtocolMemberShapes(_ members: MemberBlockSyntax) {
        for member in members.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                error(LoweringMessages.protocolMemberBody(initializer: false), at: body.leftBrace)
            } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                error(LoweringMessages.protocolMemberBody(initializer: true), at: body.leftBrace)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let value = binding.initializer {
                        error(LoweringMessages.protocolPropertyValue, at: value.equal)
                    }
                    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
                        if binding.accessorBlock != nil {
                            refuseLetWithAccessors(binding.accessorBlock, isMutable: false)
                        } else {
                            error(LoweringMessages.protocolLetProperty, at: binding.pattern)
                        }
                    } else if binding.accessorBlock == nil {
                        error(LoweringMessages.protocolPropertySpecifier, at: binding.pattern)
                    }
                }
            }
        }
    }
}
