/// Which class in a hierarchy declares a method: what decides whether a
/// protocol requirement's witness is a class method, dispatched on the object.
extension Compiler {
    /// Whether `type` or one of its superclasses declares a method `name`.
    static func classChainDeclares(_ type: TypeInfo, _ name: String) -> Bool {
        var current: TypeInfo? = type
        while let t = current {
            if !(t.methods[name] ?? []).isEmpty { return true }
            current = t.superclass
        }
        return false
    }

    /// Whether the class through which `type` conforms to `proto` (the
    /// topmost superclass that conforms), or one above it, declares `name`:
    /// only then is the witness a class method, dispatched on the object.
    static func conformingClassDeclares(_ type: TypeInfo, _ proto: TypeInfo, _ name: String) -> Bool {
        var conforming = type
        while let up = conforming.superclass, up.allProtocols.contains(where: { $0 === proto }) { conforming = up }
        return classChainDeclares(conforming, name)
    }
}

extension Compiler {
    /// `class Lamp: Lamp`, or a ring of classes each the other's
    /// superclass: swiftc names the first-declared class of the ring, and
    /// none of them inherits. True (and reported) if `parent` as the
    /// superclass of `info` would close a ring.
    func refuseInheritanceRing(_ info: TypeInfo, parent: TypeInfo, decl: TypeDecl) -> Bool {
        guard Compiler.refuses else { return false }
        var ring = [info], next: TypeInfo? = parent
        while let t = next, t !== info, !ring.contains(where: { $0 === t }) { ring.append(t); next = t.superclass }
        guard next === info else { return false }
        let first = ring.min { ($0.position ?? decl.position) < ($1.position ?? decl.position) } ?? info
        error(LanguageMessages.inheritsFromItself(first.name),
              at: first === info ? namePosition(of: decl)
                  : namePosition(of: first.name, after: "class ", from: first.position ?? decl.position))
        for member in ring { member.superclass = nil }
        return true
    }
}
