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

    /// The key a superclass's coder works under (`superDecoder()`).
    static var superKey: Value { .native(CodingPathKey("_CodingKey", "super")) }

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
