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
