import JSONCoding
import SwiftSubsetAST

/// `Codable`'s reading half: a value of a static type read from JSON, as
/// its `init(from:)` (written or synthesized) reads it. Keys, paths and
/// errors are in `Library+Codable.swift`.
extension Library {
    private func ownInitFromDecoder(_ type: TypeInfo) -> Bool {
        type.initializers.contains { $0.function.parameters.map(\.label) == ["from"] }
    }

    // MARK: Decoding

    /// A value of `type` read from `json`, as its `init(from:)` (written
    /// or synthesized) reads it.
    func decodeJSON(_ type: StaticType, _ json: JSONValue, path: [Value], options: CodingOptions,
                    rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        try rt.step(at: at)
        if case .optional(let wrapped) = type {
            if case .null = json { return .none }
            return .some(try decodeJSON(wrapped, json, path: path, options: options, rt: rt, at: at))
        }
        if case .null = json, type.isKnown { throw valueNotFound(type, path: path) }
        switch type {
        case .int:
            return .int(try decodeInteger(json, type: type, path: path) { Int(exactly: $0) })
        case .double:
            guard case .number(let text) = json, let d = Double(text) else { throw typeMismatch(type, found: json, path: path) }
            return .double(d)
        case .bool:
            guard case .bool(let b) = json else { throw typeMismatch(type, found: json, path: path) }
            return .bool(b)
        case .string:
            guard case .string(let s) = json else { throw typeMismatch(type, found: json, path: path) }
            return .string(s)
        case .array(let element):
            guard case .array(let elements) = json else { throw typeMismatch(type, found: json, path: path) }
            var result: [Value] = []
            for (i, e) in elements.enumerated() {
                result.append(try decodeJSON(element, e, path: path + [.native(CodingPathKey.index(i))], options: options, rt: rt, at: at))
            }
            return .array(result)
        case .dictionary(let keyType, let valueType):
            return try decodeDictionary(keyType, valueType, json, path: path, options: options, rt: rt, at: at)
        case .nominal(let t, let args):
            if t === float {
                guard case .number(let text) = json, let f = Float(text) else { throw typeMismatch(type, found: json, path: path) }
                return .float(f)
            }
            if let kind = fixedWidthTypes.firstIndex(where: { $0 === t }).flatMap({ IntegerKind(rawValue: $0) }) {
                let x = try decodeInteger(json, type: type, path: path) { FixedWidthInt(kind, exactly: Int128($0)) }
                return .fixedWidth(x)
            }
            if t === set {
                guard case .array = json else { throw typeMismatch(type, found: json, path: path) }
                let elements = try decodeJSON(.array(args.first ?? .unknown), json, path: path, options: options, rt: rt, at: at)
                guard case .array(let values) = elements else { return .set(SetValue()) }
                return .set(SetValue(try unique(values, rt: rt, at: at)))
            }
            switch t.kind == .builtin ? t.name : "" {
            case "Date": return try decodeDate(json, path: path, options: options)
            case "UUID":
                guard case .string(let s) = json else { throw typeMismatch(.string, found: json, path: path) }
                guard let uuid = UUIDValue(parsing: s) else {
                    throw decodingError("dataCorrupted", nil, path: path, "Attempted to decode UUID from invalid UUID string.")
                }
                return .native(uuid)
            case "URL":
                guard case .string(let s) = json else { throw typeMismatch(.string, found: json, path: path) }
                guard !s.isEmpty else { throw decodingError("dataCorrupted", nil, path: path, "Invalid URL string.") }
                return .native(URLValue(s))
            case "Data":
                guard case .string(let s) = json else { throw typeMismatch(.string, found: json, path: path) }
                guard let bytes = Base64.decode(s) else {
                    throw decodingError("dataCorrupted", nil, path: path, "Encountered Data is not valid Base64.")
                }
                return .native(DataValue(bytes))
            default: break
            }
            if t.kind == .structType || t.kind == .enumType || t.kind == .classType {
                // A generic type's properties are read as the types its arguments give (`Page<Item>`'s `[T]`).
                var bindings: [String: StaticType] = [:]
                for (name, arg) in zip(t.genericParameters, args) { bindings[name] = arg }
                return try decodeProgramValue(t, json, path: path, options: options, bindings: bindings, rt: rt, at: at)
            }
        default:
            break
        }
        throw .trap(Trap(message: LanguageMessages.unsupported("decoding a value of type '\(type)' — StateLab decodes the standard types, Date, UUID, URL, Data and a program's own Decodable types"), position: at))
    }

    private func decodeInteger<T>(_ json: JSONValue, type: StaticType, path: [Value], _ make: (Int128) -> T?) throws(Unwind) -> T {
        guard case .number(let text) = json else { throw typeMismatch(type, found: json, path: path) }
        if let exact = Int128(text), let value = make(exact) { return value }
        // `1e2` is 100; `3.5` or a number out of range is not an integer.
        if let d = Double(text), d.rounded() == d, abs(d) < 1.7e38, let value = make(Int128(d)) { return value }
        throw decodingError("dataCorrupted", nil, path: [], Library.notValidJSON)
    }

    private func decodeDate(_ json: JSONValue, path: [Value], options: CodingOptions) throws(Unwind) -> Value {
        if options.dateStrategy == "iso8601" {
            guard case .string(let s) = json else { throw typeMismatch(.string, found: json, path: path) }
            guard let seconds = Library.parseISO8601(s) else {
                throw decodingError("dataCorrupted", nil, path: path, "Expected date string to be ISO8601-formatted.")
            }
            return .native(DateValue(seconds: seconds))
        }
        guard case .number(let text) = json, let n = Double(text) else { throw typeMismatch(.double, found: json, path: path) }
        switch options.dateStrategy {
        case "secondsSince1970": return .native(DateValue(seconds: n))
        case "millisecondsSince1970": return .native(DateValue(seconds: n / 1000))
        default: return .native(DateValue(seconds: n + Library.referenceDateOffset))
        }
    }

    private func decodeDictionary(_ keyType: StaticType, _ valueType: StaticType, _ json: JSONValue, path: [Value],
                                  options: CodingOptions, rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        var pairs: [(Value, Value)] = []
        if keyType == .string || keyType == .int {
            guard case .object(let members) = json else { throw typeMismatch(.dictionary(keyType, valueType), found: json, path: path) }
            for member in members {
                let key: Value
                if keyType == .int {
                    guard let i = Int(member.key) else {
                        throw decodingError("typeMismatch", .string("Int"), path: path + [.native(CodingPathKey("_CodingKey", member.key))],
                                            "Expected Int key but found String key instead.")
                    }
                    key = .int(i)
                } else {
                    key = .string(member.key)
                }
                let keyValue = Value.native(CodingPathKey("_CodingKey", member.key, key.asInt))
                pairs.append((key, try decodeJSON(valueType, member.value, path: path + [keyValue], options: options, rt: rt, at: at)))
            }
        } else {
            guard case .array(let elements) = json else { throw typeMismatch(.array(.unknown), found: json, path: path) }
            var i = 0
            while i + 1 < elements.count {
                let indexKey = Value.native(CodingPathKey.index(i))
                let key = try decodeJSON(keyType, elements[i], path: path + [indexKey], options: options, rt: rt, at: at)
                let value = try decodeJSON(valueType, elements[i + 1], path: path + [.native(CodingPathKey.index(i + 1))],
                                           options: options, rt: rt, at: at)
                pairs.append((key, value))
                i += 2
            }
        }
        var seen = Set<HashKey>()
        pairs = pairs.reversed().filter { seen.insert(HashKey($0.0)).inserted }.reversed()
        return .dictionary(DictionaryValue(pairs: pairs))
    }

    private func decodeProgramValue(_ type: TypeInfo, _ json: JSONValue, path: [Value], options: CodingOptions,
                                    bindings: [String: StaticType], rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        if ownInitFromDecoder(type) {
            let decoder = Value.native(DecoderValue(json, path: path, options: options))
            // A generic type's own init(from:) reads its parameters as the
            // decode bound them (`Lossy<Tag>`'s `Element.self` is Tag).
            return try rt.withTypeArguments(bindings.mapValues(typeArgumentValue)) { () throws(Unwind) in
                try construct(type, labels: ["from"], arguments: [decoder], rt: rt, at: at)
            }
        }
        guard type.conforms(to: "Decodable") else {
            throw .trap(Trap(message: LanguageMessages.unsupported("decoding '\(type.name)', which does not conform to Decodable"), position: at))
        }
        if type.kind == .enumType {
            return try decodeEnum(type, json, path: path, options: options, bindings: bindings, rt: rt, at: at)
        }
        var fields = [Value](repeating: .void, count: type.storedProperties.count)
        try decodeCodedFields(type, json, path: path, options: options, bindings: bindings, into: &fields, rt: rt, at: at)
        if type.kind == .classType {
            let instance = rt.allocate(type)
            var current: TypeInfo? = type
            var chain: [TypeInfo] = []
            while let t = current { chain.append(t); current = t.superclass }
            for t in chain.reversed() { try t.applyDefaults?(&fields) }
            instance.fields = fields
            rt.objectCreated(instance)
            return .object(instance)
        }
        try type.applyDefaults?(&fields)
        return .structure(StructValue(type: type, fields: fields))
    }

    /// The stored properties synthesized `init(from:)` reads, read from
    /// the object `json` into `fields`; a missing optional is nil.
    private func decodeCodedFields(_ type: TypeInfo, _ json: JSONValue, path: [Value], options: CodingOptions,
                                   bindings: [String: StaticType], into fields: inout [Value],
                                   rt: Runtime, at: SourcePosition) throws(Unwind) {
        let coded = codedProperties(type, decoding: true)
        // With nothing to read, Swift's synthesized init(from:) asks for no
        // container: any value decodes (a `Skip` that steps over an element).
        if coded.isEmpty, json != .null { return }
        guard case .object(let rawMembers) = json else {
            if case .null = json { throw valueNotFound(.nominal(type, []), path: path) }
            throw typeMismatch(.dictionary(.string, .unknown), found: json, path: path)
        }
        let container = KeyedDecodingValue(rawMembers, path: path, options: options, keyType: nil)
        for coded in coded where coded.index < fields.count {
            let declared = bindings.isEmpty ? coded.property.type : Compiler.substitute(coded.property.type, bindings)
            let memberPath = path + [coded.key]
            guard let member = container.value(for: coded.keyString) else {
                if declared.isOptional { fields[coded.index] = .none; continue }
                throw keyNotFound(coded.key, path: path)
            }
            if declared.isOptional, case .null = member { fields[coded.index] = .none; continue }
            fields[coded.index] = try decodeJSON(declared.isKnown ? declared : Library.shapeType(member), member,
                                                 path: memberPath, options: options, rt: rt, at: at)
        }
    }

    /// The `init(from:)` Swift synthesizes for a `Decodable` type that
    /// writes none, called by name (`try Money(from: decoder)`).
    func decodeSynthesized(_ type: TypeInfo, from decoder: Value, rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        guard let d = decoder.nativeObject as? DecoderValue else {
            throw .fault(InternalFault("init(from:) was given no decoder", at: at))
        }
        if case .null = d.json, type.kind != .enumType { throw valueNotFound(.nominal(type, []), path: d.path) }
        return try decodeProgramValue(type, d.json, path: d.path, options: d.options, bindings: [:], rt: rt, at: at)
    }

    /// `super.init(from: decoder)` reaching a superclass's synthesized
    /// `init(from:)`: the properties it codes are read into the object
    /// being initialised, and its (and its superclasses') other
    /// properties take their defaults.
    func decodeSynthesized(_ type: TypeInfo, into instance: Instance, from decoder: Value,
                           rt: Runtime, at: SourcePosition) throws(Unwind) {
        guard let d = decoder.nativeObject as? DecoderValue else {
            throw .fault(InternalFault("init(from:) was given no decoder", at: at))
        }
        var fields = instance.fields
        instance.fields = []
        defer { instance.fields = fields }
        try decodeCodedFields(type, d.json, path: d.path, options: d.options, bindings: [:], into: &fields, rt: rt, at: at)
        var current: TypeInfo? = type
        var chain: [TypeInfo] = []
        while let t = current { chain.append(t); current = t.superclass }
        for t in chain.reversed() { try t.applyDefaults?(&fields) }
    }

    /// `T.self` for a type a decode bound, as a generic body reads it.
    private func typeArgumentValue(_ type: StaticType) -> Value {
        switch type {
        case .int: return .type(int)
        case .double: return .type(double)
        case .bool: return .type(bool)
        case .string: return .type(string)
        case .nominal(let t, let args) where args.isEmpty: return .type(t)
        default: return .native(TypeNameValue(name: "\(type)", staticType: type))
        }
    }

    /// A property whose type the program leaves to inference: what the
    /// JSON holds.
    static func shapeType(_ json: JSONValue) -> StaticType {
        switch json {
        case .bool: return .bool
        case .number(let text): return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? .double : .int
        case .string: return .string
        case .array(let elements): return .array(elements.first.map(shapeType) ?? .unknown)
        case .object(let members): return .dictionary(.string, members.first.map { shapeType($0.value) } ?? .unknown)
        case .null: return .optional(.unknown)
        }
    }

    private func decodeEnum(_ type: TypeInfo, _ json: JSONValue, path: [Value], options: CodingOptions,
                            bindings: [String: StaticType], rt: Runtime, at: SourcePosition) throws(Unwind) -> Value {
        if let rawType = type.rawType {
            let raw = try decodeJSON(rawType, json, path: path, options: options, rt: rt, at: at)
            for (index, c) in type.cases.enumerated() {
                if let value = c.rawValue, value.isIdentical(to: raw) {
                    return .enumeration(c.singleton ?? EnumValue(type: type, caseIndex: index, payload: []))
                }
            }
            let rawText: String
            switch raw {
            case .string(let s): rawText = s
            default: rawText = try debugDescribe(raw, rt: rt, at: at)
            }
            throw decodingError("dataCorrupted", nil, path: path,
                                "Cannot initialize \(type.name) from invalid \(codingTypeName(rawType)) value \(rawText)")
        }
        guard case .object(let rawMembers) = json else { throw typeMismatch(.dictionary(.string, .unknown), found: json, path: path) }
        let container = KeyedDecodingValue(rawMembers, path: path, options: options, keyType: nil)
        let known = container.members.filter { member in type.cases.contains { $0.name == member.key } }
        guard known.count == 1, let member = known.first, let index = type.caseIndex(named: member.key) else {
            throw typeMismatch(.nominal(type, []), found: json, path: path, debug: "Invalid number of keys found, expected one.")
        }
        let info = type.cases[index]
        let caseKey = Value.native(CodingPathKey.synthesized(info.name))
        if info.payloadTypes.isEmpty {
            guard case .object = member.value else {
                throw typeMismatch(.dictionary(.string, .unknown), found: member.value, path: path + [caseKey])
            }
            return .enumeration(info.singleton ?? EnumValue(type: type, caseIndex: index, payload: []))
        }
        guard case .object(let payloadMembers) = member.value else {
            throw typeMismatch(.dictionary(.string, .unknown), found: member.value, path: path + [caseKey])
        }
        let payloadContainer = KeyedDecodingValue(payloadMembers, path: path + [caseKey], options: options, keyType: nil)
        let labels = info.labels ?? []
        var payload: [Value] = []
        for (i, payloadType) in info.payloadTypes.enumerated() {
            let declared = bindings.isEmpty ? payloadType : Compiler.substitute(payloadType, bindings)
            let name = (i < labels.count ? labels[i] : nil) ?? "_\(i)"
            let key = Value.native(CodingPathKey(info.name.prefix(1).uppercased() + info.name.dropFirst() + "CodingKeys", name))
            guard let value = payloadContainer.value(for: name), !(declared.isOptional && value == .null) else {
                if declared.isOptional { payload.append(.none); continue }
                throw keyNotFound(key, path: path + [caseKey])
            }
            payload.append(try decodeJSON(declared.isKnown ? declared : Library.shapeType(value), value,
                                          path: path + [caseKey, key], options: options, rt: rt, at: at))
        }
        return .enumeration(EnumValue(type: type, caseIndex: index, payload: payload))
    }
}

extension UUIDValue {
    /// `UUID(uuidString:)`: 32 hexadecimal digits in groups of 8-4-4-4-12,
    /// in either case, kept as written (upper-cased) — any UUID, not only
    /// the random version-4 kind `UUID()` makes (the nil UUID stays zeros).
    convenience init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12], parts.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return nil }
        self.init(canonical: text.uppercased())
    }
}
