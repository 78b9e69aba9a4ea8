/// `private` members are reached only from inside their type: its
/// declaration, its extensions and the types nested in it (Swift's rule
/// within one file). Outside, swiftc refuses the program: "'balance' is
/// inaccessible due to 'private' protection level", "'Store' initializer
/// is inaccessible …" (the singleton's `private init()`), and for a
/// `private(set)` property written outside, "cannot assign to property:
/// 'count' setter is inaccessible". Before, all of these ran.
///
/// `fileprivate` reaches the whole file, so in a one-file program it
/// never refuses anything. A member with overloads is refused only when
/// every overload is `private`. Static members are not judged.
extension Compiler {
    /// Whether the code being compiled is inside `owner` (or a type nested
    /// in it), including closures and local functions there.
    func isInside(_ owner: TypeInfo) -> Bool {
        var current: FunctionContext? = context
        while let c = current {
            var type = c.selfType
            while let t = type {
                if t === owner { return true }
                type = t.outer
            }
            current = c.parent
        }
        return false
    }

    /// The type that declares `name` on `info` as a `private` instance
    /// member; nil when it is not private (or not the program's).
    private func privateOwner(_ info: TypeInfo, _ name: String) -> TypeInfo? {
        guard Compiler.isProgramType(info) else { return nil }
        if let index = info.storedPropertyIndex(name) {
            let property = info.storedProperties[index]
            return property.isPrivate ? property.owner : nil
        }
        var type: TypeInfo? = info
        while let t = type {
            if let computed = t.computedProperties[name] { return computed.isPrivate ? t : nil }
            if let methods = t.methods[name], !methods.isEmpty {
                return methods.allSatisfy(\.function.isPrivate) ? methods[0].owner : nil
            }
            type = t.superclass
        }
        return nil
    }

    /// Refuses `value.name` where `name` is a `private` member of the
    /// value's type and the code is outside that type.
    func refusePrivateMember(_ receiverType: StaticType, _ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard let info = typeInfo(for: receiverType), let owner = privateOwner(info, name), !isInside(owner) else { return false }
        error(LanguageMessages.inaccessiblePrivate(name), at: position)
        return true
    }

    /// A `private(set)` property written outside its type: why it cannot be.
    func privateSetterImmutability(_ receiverType: StaticType, _ name: String) -> Immutability? {
        guard let info = typeInfo(for: receiverType), Compiler.isProgramType(info) else { return nil }
        var owner: TypeInfo?
        if let index = info.storedPropertyIndex(name) {
            let property = info.storedProperties[index]
            if property.hasPrivateSetter { owner = property.owner }
        } else {
            var type: TypeInfo? = info
            while let t = type, owner == nil {
                if let computed = t.computedProperties[name] {
                    if computed.hasPrivateSetter { owner = t }
                    break
                }
                type = t.superclass
            }
        }
        guard let owner, !isInside(owner) else { return nil }
        return .inaccessibleSetter(name)
    }

    /// Refuses a call to a `private init` from outside its type.
    func refusePrivateInitializer(_ initializer: Initializer, of type: TypeInfo, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        if case .memberwise(let indices) = initializer.kind {
            // A struct's memberwise initializer is as private as its most
            // private parameter (`private var last: Int?`), so it is
            // reached only from inside the struct. When every stored
            // property has a value, swiftc offers the implicit `init()`
            // instead and words it otherwise: not judged here.
            let properties = indices.compactMap { $0 < type.storedProperties.count ? type.storedProperties[$0] : nil }
            let implicitInit = type.storedProperties.allSatisfy { $0.hasDefault || ($0.isMutable && $0.type.isOptional) }
            // A wrapped property (`@State private var count = 0`) does not
            // make it private: its backing storage is initialised through
            // the wrapper, as swiftc synthesizes it.
            let privateProperty = properties.contains { $0.isPrivate && $0.wrappedName == nil && $0.wrapperType == nil }
            guard !indices.isEmpty, privateProperty, !isInside(type), !implicitInit else { return false }
            error(LanguageMessages.inaccessiblePrivateInitializer(type.name), at: position)
            return true
        }
        guard case .compiled(let m) = initializer.kind, m.function.isPrivate, !isInside(m.owner) else { return false }
        error(LanguageMessages.inaccessiblePrivateInitializer(type.name), at: position)
        return true
    }
}
