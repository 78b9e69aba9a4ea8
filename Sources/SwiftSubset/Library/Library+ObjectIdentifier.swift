/// `ObjectIdentifier(x)`: a class instance's (or a type's) identity as a
/// hashable value, for dictionary keys and sets of observers. It does not
/// keep the instance alive, as Swift's does not.
extension Library {
    func installObjectIdentifier() {
        let identifier = TypeInfo(name: ObjectIdentifierValue.name, kind: .builtin)
        identifier.conformances = ["Equatable", "Hashable", "Comparable"].compactMap { types[$0] }
        addType(identifier)
        nativeTypes[ObjectIdentifierValue.name] = identifier
        let type: StaticType = .nominal(identifier, [])
        staticMethod(identifier, "init(_:)", type) { _, _, args, at throws(Unwind) in
            switch args[0] {
            case .object(let instance): return .native(ObjectIdentifierValue(ObjectIdentifier(instance)))
            case .type(let info): return .native(ObjectIdentifierValue(ObjectIdentifier(info)))
            case .native(let n as TypeNameValue): return .native(ObjectIdentifierValue(name: n.name))
            case .native(let n): return .native(ObjectIdentifierValue(ObjectIdentifier(n)))
            default:
                throw .trap(Trap(message: LanguageMessages.objectIdentifierOfValue, position: at))
            }
        }
    }
}

/// An identity: of an object or a type, or of a compound type by its name.
final class ObjectIdentifierValue: NativeObject, NativeValue {
    static let name = "ObjectIdentifier"
    private let identity: ObjectIdentifier?
    private let typeName_: String?

    init(_ identity: ObjectIdentifier) {
        self.identity = identity
        self.typeName_ = nil
    }

    init(name: String) {
        self.identity = nil
        self.typeName_ = name
    }

    override var typeName: String { ObjectIdentifierValue.name }

    func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? ObjectIdentifierValue else { return false }
        return identity == other.identity && typeName_ == other.typeName_
    }

    func isLess(than other: NativeObject) -> Bool? {
        guard let other = other as? ObjectIdentifierValue, let a = identity, let b = other.identity else { return nil }
        return a < b
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(typeName_)
    }
}
