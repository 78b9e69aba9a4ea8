import JSONCoding
import SwiftSubsetAST

/// Foundation's half of `Codable`: `Data`, `URL`, the conversions between
/// `String` and `Data`, and `JSONEncoder` and `JSONDecoder` with their
/// options and strategies.
extension Library {
    func installJSONCoders() {
        // Data
        let data = TypeInfo(name: "Data", kind: .builtin)
        data.conformances = ["Equatable", "Hashable", "Sequence", "Collection", "Codable"].compactMap { types[$0] }
        addType(data)
        nativeTypes["Data"] = data
        let dataType = StaticType.nominal(data, [])
        staticMethod(data, "init()", dataType) { _, _, _, _ throws(Unwind) in .native(DataValue([])) }
        staticMethod(data, "init(_:)", dataType) { rt, _, args, at throws(Unwind) in
            var bytes: [UInt8] = []
            for element in try rt.library.elements(of: args[0], rt: rt, at: at) {
                switch element {
                case .fixedWidth(let x): bytes.append(UInt8(truncatingIfNeeded: x.bits))
                case .int(let i): bytes.append(UInt8(truncatingIfNeeded: i))
                default: break
                }
            }
            return .native(DataValue(bytes))
        }
        property(data, "description", .string) { _, v, _ throws(Unwind) in .string(v.nativeObject?.description ?? "") }
        property(data, "count", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? DataValue)?.bytes.count ?? 0) }
        property(data, "isEmpty", .bool) { _, v, _ throws(Unwind) in .bool((v.nativeObject as? DataValue)?.bytes.isEmpty ?? true) }
        method(data, "base64EncodedString()", .string) { _, v, _, _ throws(Unwind) in .string(Base64.encode((v.nativeObject as? DataValue)?.bytes ?? [])) }
        installSequenceMethods(on: data)

        // String ⇄ Data
        let encoding = TypeInfo(name: "Encoding", kind: .builtin)
        encoding.outer = string
        string.nestedTypes["Encoding"] = encoding
        nativeTypes["Encoding"] = encoding
        let encodingType = StaticType.nominal(encoding, [])
        staticProperty(encoding, "utf8", encodingType) { _, _, _ throws(Unwind) in .native(CodingStrategyValue("Encoding", "utf8")) }
        staticMethod(string, "init(data:encoding:)", .optional(.string), types: [dataType, encodingType]) { _, _, args, _ throws(Unwind) in
            guard let bytes = (args[0].nativeObject as? DataValue)?.bytes, let text = String(validating: bytes, as: UTF8.self) else { return .none }
            return .some(.string(text))
        }
        // `String(decoding: data, as: UTF8.self)`: invalid bytes become U+FFFD.
        // The standard library's (bytes from an array need no Foundation),
        // though Foundation's `Data` is one of the things it decodes.
        let foundation = registeringModule
        registeringModule = nil
        let utf8 = TypeInfo(name: "UTF8", kind: .builtin)
        if types["UTF8"] == nil { addType(utf8) }
        staticMethod(string, "init(decoding:as:)", .string, types: [.unknown, .metatype(.nominal(utf8, []))]) { rt, _, args, at throws(Unwind) in
            if let bytes = (args[0].nativeObject as? DataValue)?.bytes { return .string(String(decoding: bytes, as: UTF8.self)) }
            let bytes = try rt.library.elements(of: args[0], rt: rt, at: at).map { element -> UInt8 in
                if case .fixedWidth(let x) = element { return UInt8(truncatingIfNeeded: x.bits) }
                return UInt8(truncatingIfNeeded: element.asInt ?? 0)
            }
            return .string(String(decoding: bytes, as: UTF8.self))
        }
        registeringModule = foundation
        method(string, "data(using:)", .optional(dataType), types: [encodingType]) { _, v, _, at throws(Unwind) in
            .some(.native(DataValue(Array(try Library.string(v, at).utf8))))
        }

        // URL
        let url = TypeInfo(name: "URL", kind: .builtin)
        url.conformances = ["Equatable", "Hashable", "CustomStringConvertible", "Codable"].compactMap { types[$0] }
        addType(url)
        nativeTypes["URL"] = url
        staticMethod(url, "init(string:)", .optional(.nominal(url, [])), types: [.string]) { _, _, args, at throws(Unwind) in
            let text = try Library.string(args[0], at)
            return text.isEmpty || text.contains(" ") ? .none : .some(.native(URLValue(text)))
        }
        property(url, "description", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? URLValue)?.string ?? "") }
        property(url, "absoluteString", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? URLValue)?.string ?? "") }

        if let uuid = types["UUID"] {
            uuid.conformances += ["Codable", "CustomStringConvertible"].compactMap { types[$0] }
            property(uuid, "description", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? UUIDValue)?.string ?? "") }
            staticMethod(uuid, "init(uuidString:)", .optional(.nominal(uuid, [])), types: [.string]) { _, _, args, at throws(Unwind) in
                UUIDValue(parsing: try Library.string(args[0], at)).map { .some(.native($0)) } ?? .none
            }
        }
        if let date = types["Date"] { date.conformances += ["Codable"].compactMap { types[$0] } }

        installJSONEncoder(dataType: dataType)
        installJSONDecoder(dataType: dataType)
        deferUnmodelled { [unowned self] in
            for name in ["PropertyListEncoder", "PropertyListDecoder", "JSONSerialization"] where types[name] == nil {
                unmodelledNames[name] = "\(name) — \(Library.codingScope)"
            }
        }
    }

    static let codingScope = "StateLab runs Codable with JSONEncoder and JSONDecoder only"

    /// A coder's nested strategy enum (`JSONEncoder.KeyEncodingStrategy`)
    /// with the cases StateLab runs.
    private func strategyType(_ name: String, in outer: TypeInfo, cases: [String]) -> StaticType {
        let type = TypeInfo(name: name, kind: .builtin)
        type.outer = outer
        outer.nestedTypes[name] = type
        nativeTypes[name] = type
        type.conformances = ["Equatable"].compactMap { types[$0] }
        for c in cases {
            staticProperty(type, c, .nominal(type, [])) { _, _, _ throws(Unwind) in .native(CodingStrategyValue(name, c)) }
        }
        // Strategies made of the program's own code or a formatter: named
        // where they are used, never run as if they were the default.
        for spec in ["custom(_:)", "formatted(_:)"] {
            staticMethod(type, spec, .nominal(type, [])) { _, _, _, at throws(Unwind) in
                let what = "\(outer.name).\(name).\(Library.name(ofSpec: spec)) — StateLab runs the coders' built-in strategies only"
                throw .trap(Trap(message: LanguageMessages.unsupported(what), position: at))
            }
        }
        return .nominal(type, [])
    }

    private static func strategyName(_ value: Value) -> String { (value.nativeObject as? CodingStrategyValue)?.name ?? "" }

    private func installJSONEncoder(dataType: StaticType) {
        let encoder = TypeInfo(name: "JSONEncoder", kind: .builtin)
        addType(encoder)
        nativeTypes["JSONEncoder"] = encoder
        encoder.settersAreNonmutating = true
        staticMethod(encoder, "init()", .nominal(encoder, [])) { _, _, _, _ throws(Unwind) in .native(JSONEncoderValue()) }

        let formatting = TypeInfo(name: "OutputFormatting", kind: .builtin)
        formatting.outer = encoder
        encoder.nestedTypes["OutputFormatting"] = formatting
        nativeTypes["OutputFormatting"] = formatting
        formatting.conformances = ["OptionSet", "Equatable"].compactMap { types[$0] }
        let formattingType = StaticType.nominal(formatting, [])
        for (name, bits) in [("prettyPrinted", 1), ("sortedKeys", 2), ("withoutEscapingSlashes", 8)] {
            staticProperty(formatting, name, formattingType) { _, _, _ throws(Unwind) in .native(OutputFormattingValue(bits)) }
        }
        staticMethod(formatting, "init(rawValue:)", formattingType, types: [.nominal(fixedWidthTypes[IntegerKind.uint.rawValue], [])]) { _, _, args, _ throws(Unwind) in
            switch args[0] {
            case .fixedWidth(let x): return .native(OutputFormattingValue(Int(truncatingIfNeeded: x.bits)))
            default: return .native(OutputFormattingValue(args[0].asInt ?? 0))
            }
        }
        staticMethod(formatting, "init()", formattingType) { _, _, _, _ throws(Unwind) in .native(OutputFormattingValue(0)) }
        property(formatting, "rawValue", .int, set: { _, v, newValue, _ throws(Unwind) in
            v = .native(OutputFormattingValue(newValue.asInt ?? 0))
        }) { _, v, _ throws(Unwind) in .int((v.nativeObject as? OutputFormattingValue)?.bits ?? 0) }

        let keyStrategy = strategyType("KeyEncodingStrategy", in: encoder, cases: ["useDefaultKeys", "convertToSnakeCase"])
        let dateStrategy = strategyType("DateEncodingStrategy", in: encoder,
                                        cases: ["deferredToDate", "iso8601", "secondsSince1970", "millisecondsSince1970"])
        func object(_ v: Value) -> JSONEncoderValue? { v.nativeObject as? JSONEncoderValue }
        property(encoder, "outputFormatting", formattingType, set: { _, v, newValue, _ throws(Unwind) in
            object(v)?.formatting = (newValue.nativeObject as? OutputFormattingValue)?.bits ?? 0
        }) { _, v, _ throws(Unwind) in .native(OutputFormattingValue(object(v)?.formatting ?? 0)) }
        property(encoder, "keyEncodingStrategy", keyStrategy, set: { _, v, newValue, _ throws(Unwind) in
            object(v)?.options.snakeCaseKeys = Library.strategyName(newValue) == "convertToSnakeCase"
        }) { _, v, _ throws(Unwind) in
            .native(CodingStrategyValue("KeyEncodingStrategy", object(v)?.options.snakeCaseKeys == true ? "convertToSnakeCase" : "useDefaultKeys"))
        }
        property(encoder, "dateEncodingStrategy", dateStrategy, set: { _, v, newValue, _ throws(Unwind) in
            object(v)?.options.dateStrategy = Library.strategyName(newValue)
        }) { _, v, _ throws(Unwind) in .native(CodingStrategyValue("DateEncodingStrategy", object(v)?.options.dateStrategy ?? "deferredToDate")) }
        method(encoder, "encode(_:)", dataType) { rt, v, args, at throws(Unwind) in
            guard let e = object(v) else { return .void }
            let json = try rt.library.encodeJSON(args[0], path: [], options: e.options, rt: rt, at: at)
            var options: JSONWriter.Options = []
            if e.formatting & 1 != 0 { options.insert(.prettyPrinted) }
            if e.formatting & 2 != 0 { options.insert(.sortedKeys) }
            if e.formatting & 8 != 0 { options.insert(.withoutEscapingSlashes) }
            return .native(DataValue(Array(JSONWriter.string(json, options: options).utf8)))
        }
    }

    private func installJSONDecoder(dataType: StaticType) {
        let decoder = TypeInfo(name: "JSONDecoder", kind: .builtin)
        addType(decoder)
        nativeTypes["JSONDecoder"] = decoder
        decoder.settersAreNonmutating = true
        staticMethod(decoder, "init()", .nominal(decoder, [])) { _, _, _, _ throws(Unwind) in .native(JSONDecoderValue()) }
        let keyStrategy = strategyType("KeyDecodingStrategy", in: decoder, cases: ["useDefaultKeys", "convertFromSnakeCase"])
        let dateStrategy = strategyType("DateDecodingStrategy", in: decoder,
                                        cases: ["deferredToDate", "iso8601", "secondsSince1970", "millisecondsSince1970"])
        func object(_ v: Value) -> JSONDecoderValue? { v.nativeObject as? JSONDecoderValue }
        property(decoder, "keyDecodingStrategy", keyStrategy, set: { _, v, newValue, _ throws(Unwind) in
            object(v)?.options.snakeCaseKeys = Library.strategyName(newValue) == "convertFromSnakeCase"
        }) { _, v, _ throws(Unwind) in
            .native(CodingStrategyValue("KeyDecodingStrategy", object(v)?.options.snakeCaseKeys == true ? "convertFromSnakeCase" : "useDefaultKeys"))
        }
        property(decoder, "dateDecodingStrategy", dateStrategy, set: { _, v, newValue, _ throws(Unwind) in
            object(v)?.options.dateStrategy = Library.strategyName(newValue)
        }) { _, v, _ throws(Unwind) in .native(CodingStrategyValue("DateDecodingStrategy", object(v)?.options.dateStrategy ?? "deferredToDate")) }
        decodingMember(decoder, "decode(_:from:)", types: [.unknown, dataType]) { rt, target, v, args, at throws(Unwind) in
            guard let d = object(v), let bytes = (args[1].nativeObject as? DataValue)?.bytes else { return .void }
            let json: JSONValue
            do { json = try JSONReader.valueAsFoundationReads(from: bytes) } catch {
                throw rt.library.decodingError("dataCorrupted", nil, path: [], Library.notValidJSON)
            }
            return try rt.library.decodeJSON(target, json, path: [], options: d.options, rt: rt, at: at)
        }
    }
}
