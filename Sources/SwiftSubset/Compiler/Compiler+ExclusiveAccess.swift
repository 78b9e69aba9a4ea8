/// Two `inout` arguments of one call that reach the same variable, as
/// swiftc's static exclusivity check refuses them: the same variable
/// twice (`bump(&n, &n)`), or one variable of which at least one argument
/// is an element (`swap(&scores[0], &scores[1])`): a subscript's
/// modification reaches the whole collection, so the two accesses
/// overlap. Two different stored properties of one variable (`&p.x`,
/// `&p.y`) do not overlap for swiftc's static check and are not judged
/// here (a global's are caught by Swift at run time; not modelled).
extension Compiler {
    /// Reports the first overlap among `arguments`; whether one was reported.
    func refuseOverlappingInoutArguments(_ callee: Expr, _ arguments: [Argument]) -> Bool {
        guard Compiler.refuses else { return false }
        let accesses: [(index: Int, access: InoutAccess)] = arguments.indices.compactMap { i in
            guard case .inoutArgument(let target) = arguments[i].value.kind, let access = inoutAccess(target) else { return nil }
            return (i, access)
        }
        guard accesses.count > 1 else { return false }
        for (n, first) in accesses.enumerated() {
            for second in accesses[(n + 1)...] where second.access.root == first.access.root {
                if first.access.isWhole && second.access.isWhole {
                    error(LanguageMessages.inoutArgumentsAlias, at: arguments[second.index].value.position)
                    return true
                }
                guard first.access.subscripts > 0 || second.access.subscripts > 0 else { continue }
                // `swap(&xs[i], &xs[j])` on an array: swiftc points to swapAt.
                var isArraySwap = false
                if case .name(.unresolved("swap"), _) = callee.kind, first.access.subscripts == 1, second.access.subscripts == 1,
                   first.access.members == 0, second.access.members == 0 {
                    // A property's type is known once its name is compiled (a read, no effect).
                    var rootType = shallowType(of: first.access.rootExpr)
                    if !rootType.isKnown { rootType = compileExpr(first.access.rootExpr).type }
                    if case .array = rootType { isArraySwap = true }
                }
                error(LanguageMessages.overlappingAccesses(first.access.name, swapAt: isArraySwap),
                      at: arguments[first.index].value.position)
                return true
            }
        }
        return false
    }

    /// The variable an `inout` argument modifies, and how it reaches into it.
    struct InoutAccess {
        enum Root: Equatable { case local(ObjectIdentifier), global(String), selfProperty(String) }
        let root: Root
        let name: String
        let rootExpr: Expr
        var subscripts = 0
        var members = 0
        var isWhole: Bool { subscripts == 0 && members == 0 }
    }

    /// `xs[i].name`, `p.x`, `n`, `items[i]` in a struct's method (swiftc's
    /// `self.items`): the variable at the bottom, if it is one. A class's
    /// properties are checked by Swift at run time, not here.
    func inoutAccess(_ expr: Expr) -> InoutAccess? {
        var subscripts = 0, members = 0
        var e = Compiler.unparenthesized(expr)
        let selfIsValue = context.selfType.map { $0.kind != .classType && $0.kind != .protocolType } ?? false
        while true {
            switch e.kind {
            case .member(let base, let name) where Compiler.unparenthesized(base).kind.isSelfRef:
                guard selfIsValue, !context.isStatic else { return nil }
                return InoutAccess(root: .selfProperty(name), name: "self." + name, rootExpr: e, subscripts: subscripts, members: members)
            case .subscriptAccess(let base, _): subscripts += 1; e = Compiler.unparenthesized(base)
            case .member(let base, _), .tupleIndex(let base, _): members += 1; e = Compiler.unparenthesized(base)
            case .forceUnwrap(let base): e = Compiler.unparenthesized(base)
            case .name(.local(let binding), _), .name(.captured(_, let binding), _):
                return InoutAccess(root: .local(ObjectIdentifier(binding)), name: binding.name, rootExpr: e,
                                   subscripts: subscripts, members: members)
            case .name(.unresolved(let name), _):
                if let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic) {
                    guard selfIsValue, !context.isStatic else { return nil }
                    return InoutAccess(root: .selfProperty(name), name: "self." + name, rootExpr: e, subscripts: subscripts, members: members)
                }
                return InoutAccess(root: .global(name), name: name, rootExpr: e, subscripts: subscripts, members: members)
            default:
                return nil
            }
        }
    }
}

private extension ExprKind {
    var isSelfRef: Bool { if case .selfRef = self { return true } else { return false } }
}
