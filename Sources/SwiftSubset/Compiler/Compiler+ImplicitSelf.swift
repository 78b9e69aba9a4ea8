/// In an escaping closure inside a class, a member of `self` is written
/// `self.name` (SE-0269): the closure keeps the object alive, and Swift
/// wants that said. swiftc refuses `handler = { count += 1 }` in a class's
/// method: "reference to property 'count' in closure requires explicit use
/// of 'self' to make capture semantics explicit" (for a method, "call to
/// method …"). Before, it ran.
///
/// Not refused, as in Swift: a struct's or enum's `self` (a value), a
/// closure whose capture list names `self` (`[self]`, `[weak self]` then
/// `guard let self`), a closure given to `Task { }` (which lets `self` be
/// implicit), and static members.
extension Compiler {
    func checkImplicitSelf(in closure: ClosureExpr) {
        guard Compiler.refuses else { return }
        guard let selfType = context.selfType, !context.isStatic,
              selfType.kind == .classType,
              !implicitSelfClosures.contains(ObjectIdentifier(closure)),
              !closure.captureList.contains(where: { $0.binding.name == "self" }) else { return }
        var calls: Set<ObjectIdentifier> = []
        var found: (name: String, position: SourcePosition, isCall: Bool)?
        Compiler.visitStatements(closure.body) { e in
            if case .call(let callee, _) = e.kind { calls.insert(ObjectIdentifier(callee)) }
            guard found == nil, case .name(.unresolved(let name), let explicit) = e.kind, !explicit,
                  hasImplicitMember(selfType, name, isStatic: false) else { return }
            found = (name, e.position, calls.contains(ObjectIdentifier(e)))
        }
        guard let found else { return }
        error(found.isCall ? LanguageMessages.implicitSelfMethodInClosure(found.name)
              : LanguageMessages.implicitSelfPropertyInClosure(found.name), at: found.position)
    }
}
