/// `@dynamicMemberLookup`: on a type marked so, a member it does not have,
/// `config.theme`, is its `subscript(dynamicMember:)` — given the name as a
/// String, or a key path `\.theme` when the subscript takes one (the
/// `KeyPath<Value, T>` form that forwards to a wrapped value).
extension Compiler {
    /// `base[dynamicMember: …]` standing for `base.name`, or nil when
    /// `base` has a member `name` or is not of such a type.
    func dynamicMemberSubscript(_ base: Expr, _ name: String, at position: SourcePosition) -> Expr? {
        guard env.declaresDynamicMembers, typeReference(base) == nil else { return nil }
        var type = shallowType(of: base)
        if !type.isKnown { type = compileExpr(base).type }
        guard let info = type.wrappedIfOptional.nominalType, !type.isOptional, info.attributes.contains("dynamicMemberLookup"),
              library.lookupMember(info, name) == nil,
              case .methods(let getters)? = library.lookupCallable(info, FunctionDecl.subscriptGetter) else { return nil }
        let dynamic = getters.map(\.function).filter { $0.parameters.first?.label == "dynamicMember" }
        guard let getter = dynamic.first else { return nil }
        let key: Expr
        if getter.parameters[0].type == .string {
            key = Expr(.string(name), position)
        } else {
            key = Expr(.keyPath(nil, [name]), position)
        }
        return Expr(.subscriptAccess(base, [Argument(label: "dynamicMember", value: key)]), position)
    }
}
