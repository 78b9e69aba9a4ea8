/// The type a key path literal has: `KeyPath<Root, Value>`,
/// `WritableKeyPath` when every component can be set on a value, or
/// `ReferenceWritableKeyPath` when the path sets through a class instance.
extension Compiler {
    /// The name `type(of:)` prints for `\Root.a.b`, the root written or
    /// taken from the context (`let k: KeyPath<Person, Int> = \.age`); nil
    /// when the compiler cannot follow the path.
    func keyPathTypeName(_ rootRef: TypeRef?, _ names: [String], expected: StaticType, at position: SourcePosition) -> String? {
        var root: StaticType = rootRef.map { resolveType($0, at: position) } ?? .unknown
        if !root.isKnown, case .nominal(_, let args) = expected.wrappedIfOptional, args.count == 2 { root = args[0] }
        guard root.isKnown, !names.isEmpty, let rootName = staticTypeName(root) else { return nil }
        enum Kind { case readOnly, writable, reference }
        var kind = Kind.writable
        var current = root
        for name in names {
            guard let info = typeInfo(for: current), let member = library.lookupMember(info, name) else { return nil }
            let type: StaticType
            let isMutable: Bool
            switch member {
            case .stored(_, let property):
                type = property.type
                isMutable = property.isMutable
            case .computed(let computed):
                type = computed.type
                if case .accessors(_, let setter) = computed.kind { isMutable = setter != nil } else { isMutable = true }
            default:
                return nil
            }
            if !isMutable {
                kind = .readOnly
            } else if info.kind == .classType && kind != .readOnly {
                kind = .reference
            }
            current = type
        }
        guard let valueName = staticTypeName(current) else { return nil }
        let prefix = kind == .readOnly ? "KeyPath" : kind == .writable ? "WritableKeyPath" : "ReferenceWritableKeyPath"
        return "\(prefix)<\(rootName), \(valueName)>"
    }

    /// The function type a key path literal has where a function is
    /// expected (SE-0249): `\.calories` as `(Day) -> Double`, as the closure
    /// `{ $0.calories }` would be typed, so `week.map(\.calories)` is a
    /// `[Double]`. The expected type when the root is not known, or when a
    /// step is not a property the compiler can follow.
    func keyPathFunctionType(_ names: [String], expected: StaticType) -> StaticType {
        guard case .function(let parameters, _) = expected, parameters.count == 1, parameters[0].isKnown,
              Compiler.isConcrete(parameters[0]) else { return expected }
        var current = parameters[0]
        for name in names {
            if let index = current.tupleLabels?.firstIndex(of: name), let types = current.tupleElements {
                current = types[index]
                continue
            }
            guard let info = typeInfo(for: current), let member = library.lookupMember(info, name) else { return expected }
            switch member {
            case .stored, .computed, .native: current = memberType(member, receiver: current)
            default: return expected
            }
            guard current.isKnown else { return expected }
        }
        return .function(parameters, current)
    }
}
