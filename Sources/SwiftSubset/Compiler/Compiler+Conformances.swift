/// A type that says it conforms to a protocol must have what the protocol
/// requires, or swiftc refuses it: "type 'Square' does not conform to
/// protocol 'Shape'", at the type's name (or at the `extension` that
/// declares the conformance), with a note for each requirement it lacks.
///
/// What is judged:
/// - a protocol the program declares: each property, method and
///   initializer it requires, found on the type, its superclasses, or as
///   a default in an extension of a protocol the type conforms to; a
///   `{ get set }` property must be settable;
/// - the standard protocols whose requirements are simple to state:
///   `CustomStringConvertible` (`description`), `Identifiable` (`id`,
///   which a class has by default), `View` (`body`), and the synthesized
///   ones — `Equatable` and `Hashable` (a struct's stored properties, an
///   enum's payloads; a class must write `==`), `Comparable` (an enum
///   without raw values whose payloads compare; otherwise `<`), and
///   `Encodable`/`Decodable` (stored properties and payloads).
///
/// Only what is certain is refused: a member type StateLab does not know
/// well enough (a library type, a generic parameter), a requirement on a
/// subscript or an associated type, or a type with its own `CodingKeys`
/// is not judged.
extension Compiler {
    /// One declared conformance: `struct Square: Shape` or `extension Square: Shape`.
    /// Its error goes at the type's name (`namePosition(of: decl)`), found in
    /// the source line only when there is an error to place: it is ordered
    /// by the declaration's own position, which puts the sites in the same
    /// order, since a type's name follows its keyword on the declaration's
    /// first line (an extension's error goes at the `extension`).
    struct ConformanceSite {
        let type: TypeInfo
        let proto: TypeInfo
        let decl: TypeDecl
    }

    /// A requirement a program's protocol declares, kept with the protocol
    /// (`TypeInfo.protocolRequirements`).
    struct ProtocolRequirement {
        enum Kind { case property, function, initializer }
        let kind: Kind
        /// `name` for a property, `greet(loudly:)` for a function or initializer.
        let name: String
        let isStatic: Bool
        let requiresSetter: Bool
        /// The declared type, as swiftc's note spells it.
        let typeText: String
        /// Where the requirement is declared: a method of the protocol
        /// declared there is the requirement, not a default.
        let position: SourcePosition

        var note: String {
            switch kind {
            case .property: return "protocol requires property '\(name)' with type '\(typeText)'"
            case .function: return "protocol requires function '\(name)' with type '\(typeText)'"
            case .initializer: return "protocol requires initializer '\(name)' with type '\(typeText)'"
            }
        }
    }

    /// The requirements `decl`, a protocol, declares.
    static func protocolRequirements(of decl: TypeDecl) -> [ProtocolRequirement] {
        var list: [ProtocolRequirement] = []
        for property in decl.properties where property.isRequirement {
            list.append(ProtocolRequirement(kind: .property, name: property.name, isStatic: property.isStatic,
                                            requiresSetter: property.requiresSetter,
                                            typeText: property.type?.description ?? "_", position: property.position))
        }
        func signature(_ f: FunctionDecl) -> String {
            f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
        for method in decl.methods where method.body == nil && method.name != FunctionDecl.subscriptGetter
            && method.name != FunctionDecl.subscriptSetter {
            let parameters = method.parameters.map { $0.type?.description ?? "_" }.joined(separator: ", ")
            list.append(ProtocolRequirement(kind: .function, name: signature(method), isStatic: method.isStatic,
                                            requiresSetter: false,
                                            typeText: "(\(parameters)) -> \(method.result?.description ?? "()")",
                                            position: method.position))
        }
        for initializer in decl.initializers where initializer.body == nil {
            let parameters = initializer.parameters.map { ($0.label.map { $0 + ": " } ?? "") + ($0.type?.description ?? "_") }
            list.append(ProtocolRequirement(kind: .initializer, name: signature(initializer), isStatic: false,
                                            requiresSetter: false, typeText: "(\(parameters.joined(separator: ", ")))",
                                            position: initializer.position))
        }
        return list
    }

    /// Checks every conformance declared in one declaration pass, in
    /// source order; each type and protocol is reported once.
    func checkConformances(_ sites: [ConformanceSite]) {
        guard Compiler.refuses else { return }
        var reported: Set<[ObjectIdentifier]> = []
        let ordered = sites.sorted {
            ($0.decl.position.line, $0.decl.position.column) < ($1.decl.position.line, $1.decl.position.column)
        }
        for site in ordered where Compiler.isProgramType(site.type) && site.type.position != nil {
            // The protocol named, then those it refines (Hashable, then
            // Equatable). A library protocol's other parents are not
            // judged: it may give their requirements defaults StateLab
            // does not model (`CodingKey`'s `description`).
            var protocols = [site.proto]
            var queue = [site.proto]
            while !queue.isEmpty {
                let p = queue.removeFirst()
                guard p.position != nil || ["Hashable", "Comparable", "Codable"].contains(p.name) else { continue }
                for parent in p.conformances where !protocols.contains(where: { $0 === parent }) {
                    protocols.append(parent)
                    queue.append(parent)
                }
            }
            // swiftc reports Decodable before Encodable.
            protocols.sort { $0.name == "Decodable" && $1.name == "Encodable" }
            for p in protocols {
                let key = [ObjectIdentifier(site.type), ObjectIdentifier(p)]
                guard !reported.contains(key), let notes = unmetRequirements(of: site.type, p) else { continue }
                reported.insert(key)
                error(LanguageMessages.doesNotConform(displayName(of: site.type), p.name), at: namePosition(of: site.decl),
                      notes: notes)
            }
        }
    }

    /// A type's name as swiftc's conformance errors spell it: nested types
    /// through their parents, generic parameters written (`Box<T>`).
    private func displayName(of type: TypeInfo) -> String {
        let generics = type.genericParameters.isEmpty ? "" : "<" + type.genericParameters.joined(separator: ", ") + ">"
        return (type.outer.map { displayName(of: $0) + "." } ?? "") + type.name + generics
    }

    /// nil when `type` meets `proto`'s requirements (or they are not
    /// judged); otherwise the notes saying what it lacks.
    private func unmetRequirements(of type: TypeInfo, _ proto: TypeInfo) -> [String]? {
        if proto.position != nil { return unmetDeclaredRequirements(of: type, proto) }
        switch proto.name {
        case "CustomStringConvertible":
            return hasProperty(type, "description") ? nil : ["protocol requires property 'description' with type 'String'"]
        case "CustomDebugStringConvertible":
            return hasProperty(type, "debugDescription") ? nil : ["protocol requires property 'debugDescription' with type 'String'"]
        case "Identifiable":
            return type.kind == .classType || hasProperty(type, "id") ? nil : ["protocol requires property 'id'"]
        case "View":
            return hasProperty(type, "body") ? nil : ["protocol requires property 'body'"]
        case "Equatable":
            if declaresOperator("==", on: type) { return nil }
            return synthesizes(type, "Equatable") ? nil : ["protocol requires function '==' with type '(\(type.name), \(type.name)) -> Bool'"]
        case "Hashable":
            if hasMethod(type, "hash", "hash(into:)") || hasProperty(type, "hashValue") { return nil }
            return synthesizes(type, "Hashable") ? nil : ["protocol requires property 'hashValue' with type 'Int'"]
        case "Comparable":
            if declaresOperator("<", on: type) { return nil }
            if type.kind == .enumType, type.rawType == nil, synthesizes(type, "Comparable") { return nil }
            return ["protocol requires function '<' with type '(\(type.name), \(type.name)) -> Bool'"]
        case "Encodable":
            if hasMethod(type, "encode", "encode(to:)") || type.nestedTypes["CodingKeys"] != nil || type.rawType != nil { return nil }
            return synthesizes(type, "Encodable") ? nil : ["protocol requires function 'encode(to:)' with type 'Encodable'"]
        case "Decodable":
            if type.initializers.contains(where: { $0.function.fullName == "init(from:)" }) || type.nestedTypes["CodingKeys"] != nil
                || type.rawType != nil { return nil }
            return synthesizes(type, "Decodable") ? nil : ["protocol requires initializer 'init(from:)' with type 'Decodable'"]
        case "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral",
             "ExpressibleByBooleanLiteral":
            return unmetLiteralRequirement(of: type, proto.name)
        default:
            return nil
        }
    }

    /// `init(integerLiteral value: Meters)` in `Meters`: a literal
    /// protocol's initializer must take one of the standard library's
    /// literal types (`Int`, `Double`, `String`, `Bool`, …), which infer
    /// `IntegerLiteralType`; a type of the program's own never conforms to
    /// the underscored protocols those types do. Only that is judged: an
    /// initializer that is missing or takes another standard type is not.
    private func unmetLiteralRequirement(of type: TypeInfo, _ proto: String) -> [String]? {
        let kind = proto.dropFirst("ExpressibleBy".count).dropLast("Literal".count)   // "Integer"
        let label = kind.prefix(1).lowercased() + kind.dropFirst() + "Literal"
        for initializer in type.initializers where initializer.function.parameters.map(\.label) == [label] {
            guard case .nominal(let info, _) = initializer.function.parameters[0].type, Compiler.isProgramType(info) else { continue }
            let name = displayName(of: info)
            return ["candidate would match and infer '\(kind)LiteralType' = '\(name)' if '\(name)' conformed to "
                    + "'_ExpressibleByBuiltin\(kind)Literal'"]
        }
        return nil
    }

    private func unmetDeclaredRequirements(of type: TypeInfo, _ proto: TypeInfo) -> [String]? {
        var notes: [String] = []
        for requirement in proto.protocolRequirements {
            switch requirement.kind {
            case .property:
                if requirement.isStatic {
                    if hasStaticMember(type, requirement.name) { continue }
                } else if let settable = propertySettability(type, requirement.name) {
                    if let candidate = mismatchedPropertyType(type, requirement) {
                        notes.append("candidate has non-matching type '\(candidate)'")
                    } else {
                        if settable || !requirement.requiresSetter { continue }
                        notes.append("candidate is not settable, but protocol requires it")
                    }
                } else if hasDefault(type, requirement) {
                    continue
                }
                notes.append(requirement.note)
            case .function:
                let base = String(requirement.name.prefix { $0 != "(" })
                if requirement.isStatic ? hasStaticMethod(type, base, requirement.name) : hasMethod(type, base, requirement.name) {
                    continue
                }
                if hasDefault(type, requirement) { continue }
                notes.append(requirement.note)
            case .initializer:
                // An initializer is judged where the type writes its own:
                // a memberwise or inherited one is not worked out here.
                let own = type.initializers
                if own.isEmpty, let implicit = implicitInitializerNames(type) {
                    // A struct's memberwise `init` (and `init()` when every
                    // property has a value) meets the requirement by its full name.
                    if implicit.contains(requirement.name) || hasDefault(type, requirement) { continue }
                    notes.append(requirement.note)
                    continue
                }
                if own.isEmpty || type.superclass != nil || own.contains(where: { $0.function.fullName == requirement.name })
                    || hasDefault(type, requirement) { continue }
                notes.append(requirement.note)
            }
        }
        return notes.isEmpty ? nil : notes
    }

    /// The full names of a struct's implicit initializers — the memberwise
    /// one, and `init()` when every stored property has a value — for a
    /// struct of plain stored properties; nil when that is not worked out
    /// here (wrapped, lazy or private properties, not a struct).
    private func implicitInitializerNames(_ type: TypeInfo) -> Set<String>? {
        guard type.kind == .structType, type.superclass == nil else { return nil }
        let stored = type.storedProperties
        guard stored.allSatisfy({ property in
            if case .value = property.memberwise {} else { return false }
            return property.wrappedName == nil && !property.isLazy && !property.isPrivate
        }) else { return nil }
        let parameters = stored.filter { $0.isMutable || !$0.hasDefault }
        var names: Set<String> = ["init(" + parameters.map { $0.name + ":" }.joined() + ")"]
        if stored.allSatisfy(\.hasDefault) { names.insert("init()") }
        return names
    }

    /// Whether a protocol `type` conforms to gives `requirement` a default
    /// in an extension.
    private func hasDefault(_ type: TypeInfo, _ requirement: ProtocolRequirement) -> Bool {
        let base = String(requirement.name.prefix { $0 != "(" })
        for p in type.allProtocols {
            switch requirement.kind {
            case .property:
                if requirement.isStatic ? p.staticProperties[base] != nil : p.computedProperties[base] != nil { return true }
            case .function:
                let methods = requirement.isStatic ? p.staticMethods[base] : p.methods[base]
                if (methods ?? []).contains(where: { m in
                    m.function.fullName == requirement.name && !p.protocolRequirements.contains { $0.position == m.function.position }
                }) { return true }
            case .initializer:
                if p.initializers.contains(where: { m in
                    m.function.fullName == requirement.name && !p.protocolRequirements.contains { $0.position == m.function.position }
                }) { return true }
            }
        }
        return false
    }

    /// The type and its superclasses, nearest first.
    private func lineage(_ type: TypeInfo) -> [TypeInfo] {
        var list: [TypeInfo] = []
        var current: TypeInfo? = type
        while let t = current { list.append(t); current = t.superclass }
        return list
    }

    /// nil when the type has no instance property `name`; otherwise
    /// whether it can be set (a `var`, or a computed property with a setter).
    private func propertySettability(_ type: TypeInfo, _ name: String) -> Bool? {
        if let index = type.storedPropertyIndex(name) { return type.storedProperties[index].isMutable }
        for t in lineage(type) {
            if let computed = t.computedProperties[name] {
                if case .accessors(_, let setter) = computed.kind { return setter != nil }
                return true
            }
            if !(t.nativeMembers[name] ?? []).isEmpty { return true }
        }
        return nil
    }

    /// The type of the property meeting `requirement` as swiftc names it,
    /// when it is not the type required (`var name: Int` for `var name:
    /// String { get }`). Judged only where the requirement's type is
    /// written with the standard value types alone, which need no
    /// resolving here.
    private func mismatchedPropertyType(_ type: TypeInfo, _ requirement: ProtocolRequirement) -> String? {
        let standard: Set<Substring> = ["Int", "Double", "String", "Bool", "Character", "Float"]
        let words = requirement.typeText.split(whereSeparator: { "[]?:, ".contains($0) })
        guard !words.isEmpty, words.allSatisfy(standard.contains) else { return nil }
        var candidate: StaticType?
        if let index = type.storedPropertyIndex(requirement.name) {
            candidate = type.storedProperties[index].type
        } else if let computed = type.computedProperties[requirement.name] {
            candidate = computed.type
        }
        guard let found = candidate, found.isFullyKnown else { return nil }
        let name = diagnosticName(found)
        return name.filter { $0 != " " } == requirement.typeText.filter { $0 != " " } ? nil : name
    }

    private func hasProperty(_ type: TypeInfo, _ name: String) -> Bool {
        propertySettability(type, name) != nil || type.allProtocols.contains { $0.computedProperties[name] != nil }
    }

    private func hasMethod(_ type: TypeInfo, _ base: String, _ signature: String) -> Bool {
        lineage(type).contains { t in
            (t.methods[base] ?? []).contains { $0.function.fullName == signature } || !(t.nativeMembers[base] ?? []).isEmpty
        }
    }

    private func hasStaticMethod(_ type: TypeInfo, _ base: String, _ signature: String) -> Bool {
        lineage(type).contains { t in
            (t.staticMethods[base] ?? []).contains { $0.function.fullName == signature } || t.caseIndex(named: base) != nil
        }
        // An operator requirement (`static func + (a: Self, b: Self) -> Self`)
        // is met by a global operator function as well.
            || (base.first.map { !($0.isLetter || $0 == "_") } == true && !(env.functions[base] ?? []).isEmpty)
    }

    private func hasStaticMember(_ type: TypeInfo, _ name: String) -> Bool {
        lineage(type).contains { t in
            t.staticProperties[name] != nil || t.caseIndex(named: name) != nil || t.staticMethods[name] != nil
        }
    }

    /// `static func ==` on the type (or a superclass), or a global `==`.
    private func declaresOperator(_ op: String, on type: TypeInfo) -> Bool {
        lineage(type).contains { !($0.staticMethods[op] ?? []).isEmpty } || !(env.functions[op] ?? []).isEmpty
    }

    /// Whether swiftc can synthesize `proto` for `type`: a struct whose
    /// stored properties all conform, an enum whose payloads all do; a
    /// class never (for `Equatable`, `Hashable`, `Comparable`).
    private func synthesizes(_ type: TypeInfo, _ proto: String) -> Bool {
        switch type.kind {
        case .structType:
            return !type.storedProperties.contains { $0.wrappedName == nil && lacks($0.type, proto) }
        case .enumType:
            return !type.cases.contains { $0.payloadTypes.contains { lacks($0, proto) } }
        case .classType:
            guard proto == "Encodable" || proto == "Decodable" else { return false }
            return !type.storedProperties.contains { $0.owner === type && $0.wrappedName == nil && lacks($0.type, proto) }
        default:
            return true
        }
    }

    /// Whether a value of static type `type` certainly does not conform to
    /// `proto`: a function or tuple never does; a collection or optional
    /// lacks what its elements lack; a program's type lacks what it does
    /// not declare (an enum without payloads is Equatable and Hashable
    /// regardless). Library and generic types are not judged.
    private func lacks(_ type: StaticType, _ proto: String) -> Bool {
        switch type {
        case .function: return true
        case .tuple, .labeledTuple: return true
        case .optional(let wrapped), .array(let wrapped): return lacks(wrapped, proto)
        case .dictionary(let key, let value): return lacks(key, proto) || lacks(value, proto)
        case .bool where proto == "Comparable": return true
        case .nominal(let info, _):
            guard Compiler.isProgramType(info), info.position != nil, !info.conforms(to: proto) else { return false }
            if proto == "Equatable" || proto == "Hashable" {
                if info.conforms(to: "Hashable") || (proto == "Equatable" && info.conforms(to: "Comparable")) { return false }
                if info.kind == .enumType && info.cases.allSatisfy({ $0.labels == nil }) { return false }
            }
            return true
        default:
            return false
        }
    }
}
