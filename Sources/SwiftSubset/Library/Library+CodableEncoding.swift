import JSONCoding
import SwiftSubsetAST

/// `Codable`'s writing half: a value as the JSON its `encode(to:)`
/// (written or synthesized) makes, and dates as the encoder's date
/// strategy writes them. Keys, paths and errors are in
/// `Library+Codable.swift`.
extension Library {
    private func ownEncodeFunction(_ type: TypeInfo) -> CompiledFunction? {
        guard case .methods(let methods)? = lookupMember(type, "encode") else { return nil }
        return methods.first { $0.function.parameters.map(\.label) == ["to"] }?.function
    }

    // MARK: Encoding

    /// A value as JSON, as its `encode(to:)` (written or synthesized)
    /// writes it. `declared` is its static type where the caller knows it
    /// (a property's): an empty dictionary's keys are not there to say
    /// whether it is written as an object or an array.
    func encodeJSON(_ value: Value, path: [Value], options: CodingOptions, declared: StaticType = .unknown,
                    rt: Runtime, at: SourcePosition) throws(Unwind) -> JSONValue {
        try rt.step(at: at)
        switch value {
        case .none, .void: return .null
        case .some(let wrapped):
            let inner: StaticType = if case .optional(let w) = declared { w } else { .unknown }
            return try encodeJSON(wrapped, path: path, options: options, declared: inner, rt: rt, at: at)
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
            let element: StaticType = if case .array(let e) = declared { e } else { .unknown }
            var result: [JSONValue] = []
            for (i, e) in elements.enumerated() {
                result.append(try encodeJSON(e, path: path + [.native(CodingPathKey.index(i))], options: options, declared: element,
                                             rt: rt, at: at))
            }
            return .array(result)
        case .set(let s):
            return try encodeJSON(.array(s.elements), path: path, options: options, rt: rt, at: at)
        case .dictionary(let d):
            // String and Int keys make an object; any other key type an
            // array of keys and values in turn, as Swift's Dictionary does.
            var valueType = StaticType.unknown
            if case .dictionary(let keyType, let v) = declared {
                valueType = v
                if d.keys.isEmpty, keyType.isKnown, keyType != .string, keyType != .int { return .array([]) }
            }
            if d.keys.allSatisfy({ if case .string = $0 { return true }; if case .int = $0 { return true }; return false }) {
                var members: [JSONMember] = []
                for (k, v) in zip(d.keys, d.values) {
                    let key: String
                    if case .int(let i) = k { key = String(i) } else { key = k.asString ?? "" }
                    members.append(JSONMember(key, try encodeJSON(v, path: path + [.native(CodingPathKey("_CodingKey", key, k.asInt))],
                                                                 options: options, declared: valueType, rt: rt, at: at)))
                }
                return .object(members)
            }
            var elements: [JSONValue] = []
            for (k, v) in zip(d.keys, d.values) {
                elements.append(try encodeJSON(k, path: path, options: options, rt: rt, at: at))
                elements.append(try encodeJSON(v, path: path, options: options, declared: valueType, rt: rt, at: at))
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
            return .object(try encodeCodedFields(value, type, path: path, options: options, rt: rt, at: at))
        }
    }

    /// The members synthesized `encode(to:)` writes: the stored properties
    /// `type` codes, read from `value`'s fields.
    private func encodeCodedFields(_ value: Value, _ type: TypeInfo, path: [Value], options: CodingOptions,
                                   rt: Runtime, at: SourcePosition) throws(Unwind) -> [JSONMember] {
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
                                      try encodeJSON(field, path: path + [coded.key], options: options, declared: coded.property.type,
                                                     rt: rt, at: at)))
        }
        return members
    }

    /// Whether `type`'s `encode(to:)` is the one Swift synthesizes: it is
    /// `Encodable` and writes none of its own.
    func encodesSynthesized(_ type: TypeInfo) -> Bool {
        type.conforms(to: "Encodable") && ownEncodeFunction(type) == nil
    }

    /// `super.encode(to: encoder)` reaching a superclass's synthesized
    /// `encode(to:)`: the properties `type` codes join the encoder's keyed
    /// container, beside what the subclass writes there.
    func encodeSynthesized(_ value: Value, as type: TypeInfo, to encoder: Value, rt: Runtime, at: SourcePosition) throws(Unwind) {
        guard let e = encoder.nativeObject as? EncodingContainerValue else {
            throw .fault(InternalFault("encode(to:) was given no encoder", at: at))
        }
        for member in try encodeCodedFields(value, type, path: e.path, options: e.options, rt: rt, at: at) {
            e.node.set(member.key, EncodingNode(member.value))
        }
        if case .empty = e.node.content { e.node.content = .keyed([]) }
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
}
