/// What a member name on a type refers to.
package enum Member {
    case stored(Int, PropertyInfo)
    case computed(ComputedPropertyInfo)
    case methods([MethodInfo])
    case native([NativeMember])
}

/// What a member name on a type itself (`Type.name`) refers to.
enum StaticMember {
    case property(StaticPropertyInfo)
    case methods([MethodInfo])
    case enumCase(TypeInfo, Int)
    case nestedType(TypeInfo)
    case native([NativeMember])
}

extension Library {
    /// Instance member lookup in Swift's order: the type's own stored and
    /// computed properties and methods, then its superclasses', then
    /// library members, then protocol extensions.
    package func lookupMember(_ type: TypeInfo, _ name: String) -> Member? {
        if let index = type.storedPropertyIndex(name) {
            // A subclass may override an inherited stored property with a
            // computed one (`override var width { get set }`): that wins.
            let owner = type.storedProperties[index].owner
            var current: TypeInfo? = type
            while let t = current, t !== owner {
                if let computed = t.computedProperties[name] { return .computed(computed) }
                current = t.superclass
            }
            return .stored(index, type.storedProperties[index])
        }
        var current: TypeInfo? = type
        while let t = current {
            if let computed = t.computedProperties[name] { return .computed(computed) }
            if let methods = t.methods[name], !methods.isEmpty {
                // Overloads from superclasses join (an override replaces the
                // method with its full name and parameter types).
                var all = methods
                var up = t.superclass
                while let s = up {
                    for m in s.methods[name] ?? [] where !all.contains(where: { $0.function.overrides(m.function) }) {
                        all.append(m)
                    }
                    up = s.superclass
                }
                // A protocol extension's overloads under other labels join
                // too (`area()` beside the type's own `area(scale:)`); one
                // with a full name the type implements is that method.
                for p in type.allProtocols {
                    for m in p.methods[name] ?? [] where !all.contains(where: { $0.function.fullName == m.function.fullName }) {
                        all.append(m)
                    }
                }
                return .methods(all)
            }
            if let native = t.nativeMembers[name], !native.isEmpty { return .native(native) }
            current = t.superclass
        }
        for p in type.allProtocols {
            if let computed = p.computedProperties[name] { return .computed(computed) }
            if let methods = p.methods[name], !methods.isEmpty { return .methods(methods) }
            if let native = p.nativeMembers[name], !native.isEmpty { return .native(native) }
        }
        return nil
    }

    /// The member a call `x.name(…)` means: a method when there is one
    /// (`view.id(5)` is the `id(_:)` modifier even if the view has an `id`
    /// property), else the property (whose value may be a closure).
    func lookupCallable(_ type: TypeInfo, _ name: String) -> Member? {
        let first = lookupMember(type, name)
        switch first {
        case .methods?: return first
        case .native(let natives)? where natives.contains(where: { !$0.isProperty }): return first
        default: break
        }
        var current: TypeInfo? = type
        while let t = current {
            if let methods = t.methods[name], !methods.isEmpty { return .methods(methods) }
            if let natives = t.nativeMembers[name]?.filter({ !$0.isProperty }), !natives.isEmpty { return .native(natives) }
            current = t.superclass
        }
        for p in type.allProtocols {
            if let methods = p.methods[name], !methods.isEmpty { return .methods(methods) }
            if let natives = p.nativeMembers[name]?.filter({ !$0.isProperty }), !natives.isEmpty { return .native(natives) }
        }
        return first
    }

    /// Methods a program's extensions of the type's protocols declare
    /// (`extension Sequence { func sorted(by: KeyPath…) }`), even where the
    /// library has methods of that name.
    func protocolExtensionMethods(_ type: TypeInfo, _ name: String) -> [MethodInfo]? {
        let methods = type.allProtocols.flatMap { $0.methods[name] ?? [] }
        return methods.isEmpty ? nil : methods
    }

    /// The library's methods named `name` on a type, even where a
    /// program's extension declares methods of that name too.
    func nativeMethods(_ type: TypeInfo, _ name: String) -> [NativeMember]? {
        var current: TypeInfo? = type
        while let t = current {
            if let natives = t.nativeMembers[name]?.filter({ !$0.isProperty }), !natives.isEmpty { return natives }
            current = t.superclass
        }
        for p in type.allProtocols {
            if let natives = p.nativeMembers[name]?.filter({ !$0.isProperty }), !natives.isEmpty { return natives }
        }
        return nil
    }

    func lookupStatic(_ type: TypeInfo, _ name: String) -> StaticMember? {
        var current: TypeInfo? = type
        while let t = current {
            if let index = t.caseIndex(named: name) { return .enumCase(t, index) }
            if let property = t.staticProperties[name] { return .property(property) }
            if let methods = t.staticMethods[name], !methods.isEmpty { return .methods(methods) }
            if let nested = t.nestedTypes[name] { return .nestedType(nested) }
            if let native = t.nativeStaticMembers[name], !native.isEmpty { return .native(native) }
            current = t.superclass
        }
        for p in type.allProtocols {
            if let property = p.staticProperties[name] { return .property(property) }
            if let methods = p.staticMethods[name], !methods.isEmpty { return .methods(methods) }
            if let native = p.nativeStaticMembers[name], !native.isEmpty { return .native(native) }
        }
        return nil
    }

    /// The type that carries a value's members.
    package func typeOf(_ value: Value) -> TypeInfo {
        switch value {
        case .void: return void
        case .bool: return bool
        case .int: return int
        case .fixedWidth(let x): return fixedWidthTypes[x.kind.rawValue]
        case .double: return double
        case .float: return float
        case .string: return string
        case .character: return character
        case .none, .some: return optional
        case .array: return array
        case .dictionary: return dictionary
        case .set: return set
        case .tuple: return tuple
        case .structure(let s): return s.type
        case .enumeration(let e): return e.type
        case .object(let o): return o.type
        case .function: return function
        case .type: return metatype
        case .range: return range
        case .native(let n): return nativeTypes[n.typeName] ?? anyType
        }
    }

    /// The name Swift prints for a value's type (`type(of:)`).
    package func typeName(of value: Value) -> String {
        switch value {
        case .none: return "Optional<Any>"
        case .some(let inner): return "Optional<\(typeName(of: inner))>"
        case .array(let elements):
            return "Array<\(elements.first.map { typeName(of: $0) } ?? "Any")>"
        case .dictionary(let d):
            guard let k = d.keys.first, let v = d.values.first else { return "Dictionary<AnyHashable, Any>" }
            return "Dictionary<\(typeName(of: k)), \(typeName(of: v))>"
        case .set(let s):
            return "Set<\(s.elements.first.map { typeName(of: $0) } ?? "AnyHashable")>"
        case .tuple(let t):
            // The value keeps its labels: `(a: Int, b: Bool)`.
            let parts = t.elements.enumerated().map { i, e in
                (i < t.labels.count ? t.labels[i].map { $0 + ": " } ?? "" : "") + typeName(of: e)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let r):
            let bound = typeName(of: r.lower)
            return r.isClosed ? "ClosedRange<\(bound)>" : "Range<\(bound)>"
        case .type(let t): return t.name + ".Type"
        case .native(let n as KeyPathValue): return n.displayTypeName ?? n.typeName
        case .native(let n as ReversedCollectionValue): return n.plainName
        case .native(let n as ReversedSliceValue): return n.plainName
        case .native(let n): return n.typeName
        default: return typeOf(value).name
        }
    }

    /// The `StaticType` of a value, for REPL echo when nothing static is known.
    func staticType(of value: Value) -> StaticType {
        switch value {
        case .int: return .int
        case .fixedWidth(let x): return .nominal(fixedWidthTypes[x.kind.rawValue], [])
        case .double: return .double
        case .float: return .nominal(float, [])
        case .bool: return .bool
        case .string: return .string
        case .character: return .character
        case .void: return .void
        case .some(let inner): return .optional(staticType(of: inner))
        case .none: return .optional(.unknown)
        case .array(let a): return .array(a.first.map(staticType) ?? .unknown)
        case .dictionary(let d):
            return .dictionary(d.keys.first.map(staticType) ?? .unknown, d.values.first.map(staticType) ?? .unknown)
        case .set(let s): return .nominal(set, [s.elements.first.map(staticType) ?? .unknown])
        case .tuple(let t): return .tuple(t.elements.map(staticType))
        case .structure(let s): return .nominal(s.type, [])
        case .enumeration(let e): return .nominal(e.type, [])
        case .object(let o): return .nominal(o.type, [])
        default: return .unknown
        }
    }
}

extension Library {
    /// Whether `name` on `type` can be written: a stored `var`, a computed
    /// property with a setter, a wrapped one, or a library property with
    /// a setter.
    func hasSetter(_ type: TypeInfo, _ name: String) -> Bool {
        switch lookupMember(type, name) {
        case .stored(_, let property)?: return property.isMutable
        case .computed(let computed)?:
            switch computed.kind {
            case .accessors(_, let setter): return setter != nil
            case .wrapped: return true
            case .projected(let backing): return storedPropertyType(type, backing).map { hasSetter($0, "projectedValue") } ?? false
            }
        case .native(let natives)?:
            return natives.contains { if case .property(_, let setter?) = $0.body { _ = setter; return true }; return false }
        default: return false
        }
    }

    private func storedPropertyType(_ type: TypeInfo, _ name: String) -> TypeInfo? {
        guard let index = type.storedPropertyIndex(name), case .nominal(let t, _) = type.storedProperties[index].type else { return nil }
        return t
    }
}

