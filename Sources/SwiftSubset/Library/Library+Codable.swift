import JSONCoding
import SwiftSubsetAST

/// `Codable` as Swift synthesizes it and as Foundation's JSON coders run
/// it: a program's structs, enums and classes that declare `Encodable`,
/// `Decodable` or `Codable` are written and read member by member (their
/// `CodingKeys` when they declare one: its cases' raw values rename keys,
/// and a property it leaves out is neither written nor read); a type's own
/// `init(from:)` and `encode(to:)` run instead, with keyed, unkeyed and
/// single-value containers. Failures are `DecodingError`s with Swift's
/// coding paths and messages. The JSON text is `JSONCoding`'s, which
/// writes Foundation's bytes.
///
/// The target type of a decode is the static type of its `T.self`
/// argument (`[Item].self` is an array of `Item`), which the compiler
/// hands over at the call (`NativeMember.specialized`).
extension Library {
    // MARK: Keys and paths

    /// A coding key's `stringValue` and `intValue`: a declared key enum's
    /// case (its raw `String`, else its name; its raw `Int`), or a key the
    /// library made.
    func codingKeyText(_ key: Value) -> (string: String, int: Int?) {
        switch key {
        case .native(let k as CodingPathKey): return (k.stringValue, k.intValue)
        case .enumeration(let e):
            switch e.caseInfo.rawValue {
            case .string(let s)?: return (s, nil)
            case .int(let i)?: return (e.caseName, i)
            default: return (e.caseName, nil)
            }
        case .string(let s): return (s, nil)
        default: return ("", nil)
        }
    }

    /// `CodingKeys(stringValue: "name", intValue: nil)`.
    func codingKeyDescription(_ key: Value) -> String {
        let (string, int) = codingKeyText(key)
        let typeName: String
        switch key {
        case .native(let k as CodingPathKey): typeName = k.typeLabel
        case .enumeration(let e): typeName = e.type.name
        default: typeName = "_CodingKey"
        }
        return "\(typeName)(stringValue: \(Library.quote(string)), intValue: \(int.map(String.init) ?? "nil"))"
    }

    /// A coding path as `print(error)` shows it: `items[1].name`.
    func codingPathText(_ path: [Value]) -> String {
        var text = ""
        for key in path {
            let (string, int) = codingKeyText(key)
            if let int { text += "[\(int)]" } else { text += (text.isEmpty ? "" : ".") + string }
        }
        return text
    }

    // MARK: Errors

    /// How a coding error reads in `print(error)`, as Swift's standard
    /// library words it.
    func codingErrorDescription(_ e: EnumValue) -> String {
        let context = e.payload.last?.nativeObject as? CodingContextValue
        let path = context.map { $0.codingPath.isEmpty ? "" : "Path: \(codingPathText($0.codingPath)). " } ?? ""
        let debug = "Debug description: " + (context?.debugText ?? "")
        let head: String
        switch e.caseName {
        case "typeMismatch": head = "expected value of type \(codingTypeName(e.payload[0]))."
        case "valueNotFound": head = "Expected value of type \(codingTypeName(e.payload[0])) but found null instead."
        case "keyNotFound": head = "Key '\(codingKeyText(e.payload[0]).string)' not found in keyed decoding container."
        case "dataCorrupted": head = "Data was corrupted."
        case "invalidValue": head = "\(codingValueText(e.payload[0]))."
        default: head = ""
        }
        return "\(e.type.name).\(e.caseName): \(head) \(path)\(debug)"
    }

    private func codingTypeName(_ type: Value) -> String {
        if case .type(let t) = type { return t.name }
        if case .string(let s) = type { return s }
        return "Any"
    }

    /// `nan (Double)`: an invalid value and its type.
    private func codingValueText(_ value: Value) -> String {
        switch value {
        case .double(let d): return "\(d) (Double)"
        case .float(let f): return "\(f) (Float)"
        default: return typeName(of: value)
        }
    }

    /// The name of a type as coding errors give it: an array is
    /// `Array<Any>` and a keyed container `Dictionary<String, Any>`, as
    /// the decoder asked for one of those.
    func codingTypeName(_ type: StaticType) -> String {
        switch type {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array<Any>"
        case .dictionary: return "Dictionary<String, Any>"
        case .optional(let w): return codingTypeName(w)
        case .nominal(let t, _) where t === set: return "Array<Any>"
        case .nominal(let t, _): return t.name
        default: return "Any"
        }
    }

    func decodingError(_ name: String, _ first: Value?, path: [Value], _ debug: String) -> Unwind {
        guard let type = types["DecodingError"] else { return .trap(Trap(message: LanguageMessages.unsupported("DecodingError"), position: nil)) }
        let context = Value.native(CodingContextValue(codingPath: path, debugDescription: debug))
        return .thrown(enumValue(type, name, payload: (first.map { [$0] } ?? []) + [context]))
    }

    func typeMismatch(_ type: StaticType, found json: JSONValue, path: [Value]) -> Unwind {
        let name = codingTypeName(type)
        return decodingError("typeMismatch", .string(name), path: path,
                             "Expected to decode \(name) but found \(Library.jsonKind(json)) instead.")
    }

    func valueNotFound(_ type: StaticType, path: [Value]) -> Unwind {
        let name = codingTypeName(type)
        let debug: String
        switch type {
        case .array: debug = "Cannot get unkeyed decoding container -- found null value instead"
        case .dictionary: debug = "Cannot get keyed decoding container -- found null value instead"
        case .nominal(let t, _) where t.kind == .structType || t.kind == .classType:
            return decodingError("valueNotFound", .string("Dictionary<String, Any>"), path: path,
                                 "Cannot get keyed decoding container -- found null value instead")
        default: debug = "Cannot get value of type \(name) -- found null value instead"
        }
        return decodingError("valueNotFound", .string(name), path: path, debug)
    }

    func keyNotFound(_ key: Value, path: [Value]) -> Unwind {
        decodingError("keyNotFound", key, path: path,
                      "No value associated with key \(codingKeyDescription(key)) (\(Library.quote(codingKeyText(key).string))).")
    }

    static let notValidJSON = "The given data was not valid JSON."

    /// What JSON holds, as the decoder's mismatch messages name it.
    static func jsonKind(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    // MARK: Which properties are coded

    struct CodedProperty {
        let index: Int
        let property: PropertyInfo
        let key: Value
        let keyString: String
    }

    /// The type whose synthesized coding a value of `type` uses: for a
    /// class, the nearest one (itself or a superclass) that declares the
    /// conformance.
    private func codingOwner(_ type: TypeInfo) -> TypeInfo {
        guard type.kind == .classType else { return type }
        var current: TypeInfo? = type
        while let t = current {
            if t.conformances.contains(where: { ["Codable", "Encodable", "Decodable"].contains($0.name) }) { return t }
            current = t.superclass
        }
        return type
    }

    /// The stored properties synthesized coding reads and writes, with
    /// their keys: those its `CodingKeys` names, else every stored one
    /// (for decoding, not a `let` that has a value already).
    func codedProperties(_ type: TypeInfo, decoding: Bool) -> [CodedProperty] {
        let owner = codingOwner(type)
        if let keys = owner.nestedTypes["CodingKeys"], keys.kind == .enumType {
            var result: [CodedProperty] = []
            for (i, info) in keys.cases.enumerated() {
                guard let index = type.storedPropertyIndex(info.name) else { continue }
                let property = type.storedProperties[index]
                if decoding && !property.isMutable && property.hasDefault { continue }
                let key = Value.enumeration(info.singleton ?? EnumValue(type: keys, caseIndex: i, payload: []))
                result.append(CodedProperty(index: index, property: property, key: key, keyString: codingKeyText(key).string))
            }
            return result
        }
        var result: [CodedProperty] = []
        for (index, property) in type.storedProperties.enumerated() {
            guard property.owner === owner || type.kind != .classType, property.wrappedName == nil, !property.isLazy else { continue }
            if decoding && !property.isMutable && property.hasDefault { continue }
            result.append(CodedProperty(index: index, property: property, key: .native(CodingPathKey.synthesized(property.name)),
                                        keyString: property.name))
        }
        return result
    }

    private func ownInitFromDecoder(_ type: TypeInfo) -> Bool {
        type.initializers.contains { $0.function.parameters.map(\.label) == ["from"] }
    }

    private func ownEncodeFunction(_ type: TypeInfo) -> CompiledFunction? {
        guard case .methods(let methods)? = lookupMember(type, "encode") else { return nil }
        return methods.first { $0.function.parameters.map(\.label) == ["to"] }?.function
    }

    // MARK: Encoding

    /// A value as JSON, as its `encode(to:)` (written or synthesized)
    /// writes it.
    func encodeJSON(_ value: Value, path: [Value], options: CodingOptions, rt: Runtime, at: SourcePosition) throws(Unwind) -> JSONValue {
        try rt.step(at: at)
        switch value {
        case .none, .void: return .null
        case .some(let wrapped): return try encodeJSON(wrapped, path: path, options: options, rt: rt, at: at)
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(i)
        case .fixedWidth(let x): return .number(x.description)
        case .double(let d):
            guard let number = JSONValue.number(d) else { throw invalidFloat(value, "Double", d.isNaN ? "nan" : d < 0 ? "-inf" : "inf", path) }
            return number
        case .float(let f):
            guard let number = JSONValue.number(f) else { throw invalidFloat(value, "Float", f.isNaN ? "nan" : f < 0 ? "-inf" : "inf", path) }
            return number
        case .string(let s): return .string(s)
        case .character(let c): return .string(String(c))
        case .array(let elements):
            var result: [JSONValue] = []
            for (i, e) in elements.enumerated() {
                result.append(try encodeJSON(e, path: path + [.native(CodingPathKey.index(i))], options: options, rt: rt, at: at))
            }
            return .array(result)
        case .set(let s):
            return try encodeJSON(.array(s.elements), path: path, options: options, rt: rt, at: at)
        case .dictionary(let d):
            // String and Int keys make an object; any other key type an
            // array of keys and values in turn, as Swift's Dictionary does.
            if d.keys.allSatisfy({ if case .string = $0 { return true }; if case .int = $0 { return true }; return false }) {
                var members: [JSONMember] = []
                for (k, v) in zip(d.keys, d.values) {
                    let key: String
                    if case .int(let i) = k { key = String(i) } else { key = k.asString ?? "" }
                    members.append(JSONMember(key, try encodeJSON(v, path: path + [.native(CodingPathKey("_CodingKey", key, k.asInt))],
                                                                 options: options, rt: rt, at: at)))
                }
                return .object(members)
            }
            var elements: [JSONValue] = []
            for (k, v) in zip(d.keys, d.values) {
                elements.append(try encodeJSON(k, path: path, options: options, rt: rt, at: at))
                elements.append(try encodeJSON(v, path: path, options: options, rt: rt, at: at))
            }
            return .array(elements)
        case .native(let n):
            switch n {
            case let date as DateValue: return encodeDate(date.seconds, options: options)
            case let uuid as UUIDValue: return .string(uuid.string)
            case let url as URLValue: return .string(url.string)
            case let data as DataValue: return .string(Base64.encode(data.bytes))
            default: break
            }
        case .structure(let s):
            return try encodeProgramValue(value, s.type, path: path, options: options, rt: rt, at: at)
        case .enumeration(let e):
            return try encodeProgramValue(value, e.type, path: path, options: options, rt: rt, at: at)
        case .object(let o):
            return try encodeProgramValue(value, o.type, path: path, options: options, rt: rt, at: at)
        default: break
        }
        throw .trap(Trap(message: LanguageMessages.unsupported("encoding a value of type \(typeName(of: value)) — it is not Encodable in StateLab"), position: at))
    }

    private func invalidFloat(_ value: Value, _ type: String, _ text: String, _ path: [Value]) -> Unwind {
        guard let error = types["EncodingError"] else { return .trap(Trap(message: LanguageMessages.unsupported("EncodingError"), position: nil)) }
        let context = Value.native(CodingContextValue(codingPath: path, debugDescription: "Unable to encode \(type).\(text) directly in JSON."))
        return .thrown(enumValue(error, "invalidValue", payload: [value, context]))
    }

    private func encodeProgramValue(_ value: Value, _ type: TypeInfo, path: [Value], options: CodingOptions,
                                    rt: Runtime, at: SourcePosition) throws(Unwind) -> JSONValue {
        if let function = ownEncodeFunction(type) {
            let node = EncodingNode()
            var arguments: [Value] = [.native(EncodingContainerValue(.encoder, node: node, path: path, options: options))]
            _ = try rt.invoke(function, captures: [], selfValue: value, arguments: &arguments, at: at)
            return node.json
        }
        guard type.conforms(to: "Encodable") else {
            throw .trap(Trap(message: LanguageMessages.unsupported("encoding '\(type.name)', which does not conform to Encodable"), position: at))
        }
        switch value {
        case .enumeration(let e):
            if let raw = e.caseInfo.rawValue { return try encodeJSON(raw, path: path, options: options, rt: rt, at: at) }
            let caseKey = Value.native(CodingPathKey.synthesized(e.caseName))
            let labels = e.caseInfo.labels ?? []
            var members: [JSONMember] = []
            for (i, payload) in e.payload.enumerated() {
                let name = (i < labels.count ? labels[i] : nil) ?? "_\(i)"
                let key = Value.native(CodingPathKey(e.caseName.prefix(1).uppercased() + e.caseName.dropFirst() + "CodingKeys", name))
                members.append(JSONMember(codingKeyName(name, options),
                                          try encodeJSON(payload, path: path + [caseKey, key], options: options, rt: rt, at: at)))
            }
            return .object([JSONMember(codingKeyName(e.caseName, options), .object(members))])
        default:
            let fields: [Value]
            switch value {
            case .structure(let s): fields = s.fields
            case .object(let o): fields = o.fields
            default: fields = []
            }
            var members: [JSONMember] = []
            for coded in codedProperties(type, decoding: false) where coded.index < fields.count {
                var field = fields[coded.index]
                if let weak = field.nativeObject as? WeakReference { field = weak.asOptional }
                // Synthesized coding uses encodeIfPresent for optionals: nil writes no key.
                if coded.property.type.isOptional, case .none = field { continue }
                members.append(JSONMember(codingKeyName(coded.keyString, options),
                                          try encodeJSON(field, path: path + [coded.key], options: options, rt: rt, at: at)))
            }
            return .object(members)
        }
    }

    /// A key as written: snake case when the encoder converts keys.
    func codingKeyName(_ key: String, _ options: CodingOptions) -> String {
        options.snakeCaseKeys ? CodingKeyCase.toSnakeCase(key) : key
    }

    /// Seconds between 1970 and 2001, Foundation's reference date.
    static let referenceDateOffset = 978_307_200.0

    func encodeDate(_ seconds: Double, options: CodingOptions) -> JSONValue {
        switch options.dateStrategy {
        case "secondsSince1970": return JSONValue.number(seconds) ?? .null
        case "millisecondsSince1970": return JSONValue.number(seconds * 1000) ?? .null
        case "iso8601": return .string(Library.iso8601(seconds))
        default: return JSONValue.number(seconds - Library.referenceDateOffset) ?? .null
        }
    }

    /// `1970-01-02T00:00:00Z`: whole seconds, UTC.
    static func iso8601(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let inDay = whole - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + two(month) + "-" + two(day) + "T"
            + two(inDay / 3600) + ":" + two(inDay / 60 % 60) + ":" + two(inDay % 60) + "Z"
    }

    /// Seconds since 1970 of `yyyy-MM-ddTHH:mm:ssZ` (or `±hh:mm`), nil if
    /// the text is not one.
    static func parseISO8601(_ text: String) -> Double? {
        let c = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= c.count else { return nil }
            var n = 0
            for b in c[from..<(from + count)] {
                guard b >= 48 && b <= 57 else { return nil }
                n = n * 10 + Int(b - 48)
            }
            return n
        }
        guard c.count >= 20, let year = number(0, 4), c[4] == 45, let month = number(5, 2), c[7] == 45, let day = number(8, 2),
              c[10] == 84, let hour = number(11, 2), c[13] == 58, let minute = number(14, 2), c[16] == 58,
              let second = number(17, 2) else { return nil }
        var offset = 0
        if c.count == 20, c[19] == 90 {
            offset = 0
        } else if c.count == 25, c[19] == 43 || c[19] == 45, let oh = number(20, 2), c[22] == 58, let om = number(23, 2) {
            offset = (oh * 3600 + om * 60) * (c[19] == 45 ? -1 : 1)
        } else {
            return nil
        }
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
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
                        throw typeMismatch(.int, found: .string(member.key), path: path + [.native(CodingPathKey("_CodingKey", member.key))])
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
            return try construct(type, labels: ["from"], arguments: [.native(DecoderValue(json, path: path, options: options))],
                                 rt: rt, at: at)
        }
        guard type.conforms(to: "Decodable") else {
            throw .trap(Trap(message: LanguageMessages.unsupported("decoding '\(type.name)', which does not conform to Decodable"), position: at))
        }
        if type.kind == .enumType {
            return try decodeEnum(type, json, path: path, options: options, bindings: bindings, rt: rt, at: at)
        }
        guard case .object(let rawMembers) = json else {
            throw typeMismatch(.dictionary(.string, .unknown), found: json, path: path)
        }
        let container = KeyedDecodingValue(rawMembers, path: path, options: options, keyType: nil)
        var fields = [Value](repeating: .void, count: type.storedProperties.count)
        for coded in codedProperties(type, decoding: true) {
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

    func typeMismatch(_ type: StaticType, found json: JSONValue, path: [Value], debug: String) -> Unwind {
        decodingError("typeMismatch", .string(codingTypeName(type)), path: path, debug)
    }

    /// The static type a metatype value stands for, when the compiler did
    /// not hand one over (`.type(Item)` is `Item`).
    func codingStaticType(ofMetatype value: Value) -> StaticType {
        if let name = value.nativeObject as? TypeNameValue { return name.staticType ?? .unknown }
        guard case .type(let t) = value else { return .unknown }
        switch t.name {
        case _ where t === int: return .int
        case _ where t === double: return .double
        case _ where t === bool: return .bool
        case _ where t === string: return .string
        default: return .nominal(t, [])
        }
    }
}

extension UUIDValue {
    /// `UUID(uuidString:)`: 32 hexadecimal digits in groups of 8-4-4-4-12.
    convenience init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
        let digits = parts.joined()
        guard let high = UInt64(digits.prefix(16), radix: 16), let low = UInt64(digits.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }
}
