import JSONCoding
import SwiftSubsetAST

/// The API of `Codable` a program calls: the standard library's
/// `CodingKey`, `Encoder`/`Decoder` and their containers, `DecodingError`
/// and `EncodingError`; and Foundation's `JSONEncoder`, `JSONDecoder`,
/// `Data`, `URL` and the conversions between `String` and `Data`.
/// The work is done in `Library+Codable.swift`.
extension Library {
    /// A member whose result type comes from its arguments' static types
    /// (`decode(Item.self, …)` is an `Item`) and whose body may be chosen
    /// from them.
    private func codingMember(_ type: TypeInfo, _ spec: String, types: [StaticType] = [], _ result: StaticType = .unknown,
                              resultFromArguments: (([StaticType]) -> StaticType?)? = nil, isMutating: Bool = false,
                              specialized: (([StaticType]) -> NativeMember.Method)? = nil, _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            let nativeBody: NativeMember.Body = isMutating
                ? .mutatingMethod({ rt, v, args, at throws(Unwind) in try body(rt, v, args, at) }) : .method(body)
            var member = NativeMember(body: nativeBody, signature: Library.typed(signature, types))
            member.module = module
            member.resultType = { _ in result }
            member.resultFromArguments = resultFromArguments
            member.specialized = specialized
            type.nativeMembers[name, default: []].append(member)
        }
    }

    /// `T` of a first argument `T.self`.
    static func metatypeArgument(_ types: [StaticType]) -> StaticType? {
        if case .metatype(let t)? = types.first, t.isFullyKnown { return t }
        return nil
    }

    /// A decoding member taking `T.self` first: its result is `T` (or `T?`),
    /// its body decodes the static `T`, or the type the value names when
    /// the compiler did not resolve the call.
    private func decodingMember(_ type: TypeInfo, _ spec: String, types: [StaticType] = [], optional: Bool = false,
                                _ decode: @escaping (Runtime, StaticType, Value, [Value], SourcePosition) throws(Unwind) -> Value) {
        codingMember(type, spec, types: types, resultFromArguments: { types in
            Library.metatypeArgument(types).map { optional ? .optional($0) : $0 }
        }, specialized: { types in
            let target = Library.metatypeArgument(types)
            return { rt, v, args, at throws(Unwind) in
                try decode(rt, target ?? rt.library.codingStaticType(ofMetatype: args[0]), v, args, at)
            }
        }) { rt, v, args, at throws(Unwind) in
            try decode(rt, rt.library.codingStaticType(ofMetatype: args[0]), v, args, at)
        }
    }

    private static func container<T: NativeObject>(_ v: Value, _ as: T.Type, _ at: SourcePosition) throws(Unwind) -> T {
        guard let c = v.nativeObject as? T else { throw .fault(InternalFault("a coding container of the wrong kind", at: at)) }
        return c
    }

    // MARK: The standard library's half

    func installCoding() {
        let codingKey = addProtocol("CodingKey", inherits: ["CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"])
        property(codingKey, "stringValue", .string) { rt, v, _ throws(Unwind) in .string(rt.library.codingKeyText(v).string) }
        property(codingKey, "intValue", .optional(.int)) { rt, v, _ throws(Unwind) in rt.library.codingKeyText(v).int.map { .some(.int($0)) } ?? .none }
        property(codingKey, "description", .string) { rt, v, _ throws(Unwind) in .string(rt.library.codingKeyDescription(v)) }
        property(codingKey, "debugDescription", .string) { rt, v, _ throws(Unwind) in .string(rt.library.codingKeyDescription(v)) }
        let pathKey = TypeInfo(name: "_CodingKey", kind: .builtin)
        pathKey.conformances = [codingKey]
        nativeTypes["_CodingKey"] = pathKey
        let keyType = StaticType.nominal(codingKey, [])

        // DecodingError and EncodingError, with their Context.
        let context = TypeInfo(name: "Context", kind: .builtin)
        nativeTypes["Context"] = context
        let contextType = StaticType.nominal(context, [])
        func errorEnum(_ name: String, _ cases: [(String, [StaticType])]) -> TypeInfo {
            let type = TypeInfo(name: name, kind: .enumType)
            for (caseName, payload) in cases {
                type.addCase(EnumCaseInfo(name: caseName, labels: payload.map { _ in nil }, payloadTypes: payload, rawValue: nil, singleton: nil))
            }
            type.conformances = ["Error", "CustomDebugStringConvertible", "Sendable"].compactMap { types[$0] }
            type.nestedTypes["Context"] = context
            addType(type)
            property(type, "debugDescription", .string) { rt, v, _ throws(Unwind) in
                guard case .enumeration(let e) = v else { return .string("") }
                return .string(rt.library.codingErrorDescription(e))
            }
            property(type, "localizedDescription", .string) { _, v, _ throws(Unwind) in
                guard case .enumeration(let e) = v else { return .string("") }
                let missing = e.caseName == "keyNotFound" || e.caseName == "valueNotFound"
                return .string("The operation could not be completed. " + (missing ? "The data is missing." : "The data isn\u{2019}t in the correct format."))
            }
            return type
        }
        let decodingError = errorEnum("DecodingError", [("typeMismatch", [.unknown, contextType]), ("valueNotFound", [.unknown, contextType]),
                                                        ("keyNotFound", [keyType, contextType]), ("dataCorrupted", [contextType])])
        _ = errorEnum("EncodingError", [("invalidValue", [.unknown, contextType])])
        context.outer = decodingError
        staticMethod(context, "init(codingPath:debugDescription:underlyingError?:)", contextType,
                     types: [.array(keyType), .string, .optional(.unknown)]) { _, _, args, at throws(Unwind) in
            guard case .array(let path) = args[0] else { return .void }
            let underlying: Value = { if case .void = args[2] { return .none }; return Value.wrapOptional(args[2]) }()
            return .native(CodingContextValue(codingPath: path, debugDescription: try Library.string(args[1], at), underlyingError: underlying))
        }
        property(context, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? CodingContextValue)?.codingPath ?? []) }
        property(context, "debugDescription", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? CodingContextValue)?.debugText ?? "") }
        property(context, "underlyingError", .optional(.unknown)) { _, v, _ throws(Unwind) in (v.nativeObject as? CodingContextValue)?.underlyingError ?? .none }
        let errorType = StaticType.nominal(decodingError, [])
        staticMethod(decodingError, "dataCorruptedError(forKey:in:debugDescription:)", errorType) { rt, _, args, at throws(Unwind) in
            let c = try Library.container(args[1], KeyedDecodingValue.self, at)
            guard case .thrown(let error) = rt.library.decodingError("dataCorrupted", nil, path: c.path + [args[0]], try Library.string(args[2], at)) else { return .void }
            return error
        }
        staticMethod(decodingError, "dataCorruptedError(in:debugDescription:)", errorType) { rt, _, args, at throws(Unwind) in
            var path: [Value] = []
            switch args[0].nativeObject {
            case let c as UnkeyedDecodingValue: path = c.path + [.native(CodingPathKey.index(c.currentIndex))]
            case let c as SingleDecodingValue: path = c.path
            default: break
            }
            guard case .thrown(let error) = rt.library.decodingError("dataCorrupted", nil, path: path, try Library.string(args[1], at)) else { return .void }
            return error
        }

        installDecoders(keyType: keyType)
        installEncoders(keyType: keyType)
    }

    private func installDecoders(keyType: StaticType) {
        let decoder = TypeInfo(name: "Decoder", kind: .builtin)
        let keyed = TypeInfo(name: "KeyedDecodingContainer", kind: .builtin)
        keyed.genericParameters = ["Key"]
        let unkeyed = TypeInfo(name: "UnkeyedDecodingContainer", kind: .builtin)
        let single = TypeInfo(name: "SingleValueDecodingContainer", kind: .builtin)
        for t in [decoder, keyed, unkeyed, single] {
            addType(t)
            nativeTypes[t.name] = t
        }
        let keyedOf: ([StaticType]) -> StaticType? = { types in Library.metatypeArgument(types).map { .nominal(keyed, [$0]) } }
        func keyedContainer(_ json: JSONValue, path: [Value], options: CodingOptions, keys: Value, rt: Runtime) throws(Unwind) -> Value {
            switch json {
            case .object(let members):
                var keyType: TypeInfo?
                if case .type(let t) = keys { keyType = t }
                return .native(KeyedDecodingValue(members, path: path, options: options, keyType: keyType))
            case .null: throw rt.library.valueNotFound(.dictionary(.string, .unknown), path: path)
            default: throw rt.library.typeMismatch(.dictionary(.string, .unknown), found: json, path: path)
            }
        }
        func unkeyedContainer(_ json: JSONValue, path: [Value], options: CodingOptions, rt: Runtime) throws(Unwind) -> Value {
            switch json {
            case .array(let elements): return .native(UnkeyedDecodingValue(elements, path: path, options: options))
            case .null: throw rt.library.valueNotFound(.array(.unknown), path: path)
            default: throw rt.library.typeMismatch(.array(.unknown), found: json, path: path)
            }
        }

        // Decoder
        codingMember(decoder, "container(keyedBy:)", resultFromArguments: keyedOf) { rt, v, args, at throws(Unwind) in
            let d = try Library.container(v, DecoderValue.self, at)
            return try keyedContainer(d.json, path: d.path, options: d.options, keys: args[0], rt: rt)
        }
        codingMember(decoder, "unkeyedContainer()", .nominal(unkeyed, [])) { rt, v, _, at throws(Unwind) in
            let d = try Library.container(v, DecoderValue.self, at)
            return try unkeyedContainer(d.json, path: d.path, options: d.options, rt: rt)
        }
        codingMember(decoder, "singleValueContainer()", .nominal(single, [])) { _, v, _, at throws(Unwind) in
            let d = try Library.container(v, DecoderValue.self, at)
            return .native(SingleDecodingValue(d.json, path: d.path, options: d.options))
        }
        property(decoder, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? DecoderValue)?.path ?? []) }

        // KeyedDecodingContainer<Key>
        let key = StaticType.generic("Key")
        for (spec, optional) in [("decode(_:forKey:)", false), ("decodeIfPresent(_:forKey:)", true)] {
            decodingMember(keyed, spec, types: [.unknown, key], optional: optional) { rt, target, v, args, at throws(Unwind) in
                let c = try Library.container(v, KeyedDecodingValue.self, at)
                let name = rt.library.codingKeyText(args[1]).string
                guard let json = c.value(for: name) else {
                    if optional { return .none }
                    throw rt.library.keyNotFound(args[1], path: c.path)
                }
                if optional, case .null = json { return .none }
                let value = try rt.library.decodeJSON(target, json, path: c.path + [args[1]], options: c.options, rt: rt, at: at)
                return optional ? Value.wrapOptional(value) : value
            }
        }
        codingMember(keyed, "contains(_:)", types: [key], .bool) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            return .bool(c.value(for: rt.library.codingKeyText(args[0]).string) != nil)
        }
        codingMember(keyed, "decodeNil(forKey:)", types: [key], .bool) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            guard let json = c.value(for: rt.library.codingKeyText(args[0]).string) else { throw rt.library.keyNotFound(args[0], path: c.path) }
            return .bool(json == .null)
        }
        property(keyed, "allKeys", resultFrom: { receiver in
            if case .nominal(_, let args) = receiver, let k = args.first { return .array(k) }
            return .array(.unknown)
        }) { rt, v, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            guard let keys = c.keyType else { return .array([]) }
            var result: [Value] = []
            for member in c.members {
                for (i, info) in keys.cases.enumerated() {
                    let candidate = Value.enumeration(info.singleton ?? EnumValue(type: keys, caseIndex: i, payload: []))
                    if rt.library.codingKeyText(candidate).string == member.key { result.append(candidate); break }
                }
            }
            return .array(result)
        }
        codingMember(keyed, "nestedContainer(keyedBy:forKey:)", types: [.unknown, key], resultFromArguments: keyedOf) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            guard let json = c.value(for: rt.library.codingKeyText(args[1]).string) else { throw rt.library.keyNotFound(args[1], path: c.path) }
            return try keyedContainer(json, path: c.path + [args[1]], options: c.options, keys: args[0], rt: rt)
        }
        codingMember(keyed, "nestedUnkeyedContainer(forKey:)", types: [key], .nominal(unkeyed, [])) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            guard let json = c.value(for: rt.library.codingKeyText(args[0]).string) else { throw rt.library.keyNotFound(args[0], path: c.path) }
            return try unkeyedContainer(json, path: c.path + [args[0]], options: c.options, rt: rt)
        }
        property(keyed, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? KeyedDecodingValue)?.path ?? []) }

        // UnkeyedDecodingContainer
        for (spec, optional) in [("decode(_:)", false), ("decodeIfPresent(_:)", true)] {
            decodingMember(unkeyed, spec, optional: optional) { rt, target, v, _, at throws(Unwind) in
                let c = try Library.container(v, UnkeyedDecodingValue.self, at)
                let index = Value.native(CodingPathKey.index(c.currentIndex))
                guard c.currentIndex < c.elements.count else {
                    if optional { return .none }
                    throw rt.library.decodingError("valueNotFound", .string(rt.library.codingTypeName(target)), path: c.path + [index],
                                                   "Unkeyed container is at end.")
                }
                let json = c.elements[c.currentIndex]
                if optional, case .null = json { c.currentIndex += 1; return .none }
                let value = try rt.library.decodeJSON(target, json, path: c.path + [index], options: c.options, rt: rt, at: at)
                c.currentIndex += 1
                return optional ? Value.wrapOptional(value) : value
            }
        }
        codingMember(unkeyed, "decodeNil()", .bool) { _, v, _, at throws(Unwind) in
            let c = try Library.container(v, UnkeyedDecodingValue.self, at)
            guard c.currentIndex < c.elements.count, c.elements[c.currentIndex] == .null else { return .bool(false) }
            c.currentIndex += 1
            return .bool(true)
        }
        codingMember(unkeyed, "nestedContainer(keyedBy:)", resultFromArguments: keyedOf) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, UnkeyedDecodingValue.self, at)
            let index = Value.native(CodingPathKey.index(c.currentIndex))
            guard c.currentIndex < c.elements.count else {
                throw rt.library.decodingError("valueNotFound", .string("Dictionary<String, Any>"), path: c.path + [index],
                                               "Cannot get keyed decoding container -- unkeyed container is at end.")
            }
            let container = try keyedContainer(c.elements[c.currentIndex], path: c.path + [index], options: c.options, keys: args[0], rt: rt)
            c.currentIndex += 1
            return container
        }
        codingMember(unkeyed, "nestedUnkeyedContainer()", .nominal(unkeyed, [])) { rt, v, _, at throws(Unwind) in
            let c = try Library.container(v, UnkeyedDecodingValue.self, at)
            let index = Value.native(CodingPathKey.index(c.currentIndex))
            guard c.currentIndex < c.elements.count else {
                throw rt.library.decodingError("valueNotFound", .string("Array<Any>"), path: c.path + [index],
                                               "Cannot get nested keyed container -- unkeyed container is at end.")
            }
            let container = try unkeyedContainer(c.elements[c.currentIndex], path: c.path + [index], options: c.options, rt: rt)
            c.currentIndex += 1
            return container
        }
        property(unkeyed, "count", .optional(.int)) { _, v, _ throws(Unwind) in .some(.int((v.nativeObject as? UnkeyedDecodingValue)?.elements.count ?? 0)) }
        property(unkeyed, "isAtEnd", .bool) { _, v, _ throws(Unwind) in
            let c = v.nativeObject as? UnkeyedDecodingValue
            return .bool((c?.currentIndex ?? 0) >= (c?.elements.count ?? 0))
        }
        property(unkeyed, "currentIndex", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? UnkeyedDecodingValue)?.currentIndex ?? 0) }
        property(unkeyed, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? UnkeyedDecodingValue)?.path ?? []) }

        // SingleValueDecodingContainer
        decodingMember(single, "decode(_:)") { rt, target, v, _, at throws(Unwind) in
            let c = try Library.container(v, SingleDecodingValue.self, at)
            return try rt.library.decodeJSON(target, c.json, path: c.path, options: c.options, rt: rt, at: at)
        }
        codingMember(single, "decodeNil()", .bool) { _, v, _, at throws(Unwind) in
            .bool(try Library.container(v, SingleDecodingValue.self, at).json == .null)
        }
        property(single, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? SingleDecodingValue)?.path ?? []) }
    }

    private func installEncoders(keyType: StaticType) {
        let encoder = TypeInfo(name: "Encoder", kind: .builtin)
        let keyed = TypeInfo(name: "KeyedEncodingContainer", kind: .builtin)
        keyed.genericParameters = ["Key"]
        let unkeyed = TypeInfo(name: "UnkeyedEncodingContainer", kind: .builtin)
        let single = TypeInfo(name: "SingleValueEncodingContainer", kind: .builtin)
        for t in [encoder, keyed, unkeyed, single] {
            addType(t)
            nativeTypes[t.name] = t
        }
        let keyedOf: ([StaticType]) -> StaticType? = { types in Library.metatypeArgument(types).map { .nominal(keyed, [$0]) } }
        func container(_ v: Value, _ at: SourcePosition) throws(Unwind) -> EncodingContainerValue {
            try Library.container(v, EncodingContainerValue.self, at)
        }
        func makeKeyed(_ node: EncodingNode, _ path: [Value], _ options: CodingOptions) -> Value {
            if case .keyed = node.content {} else { node.content = .keyed([]) }
            return .native(EncodingContainerValue(.keyed, node: node, path: path, options: options))
        }
        func makeUnkeyed(_ node: EncodingNode, _ path: [Value], _ options: CodingOptions) -> Value {
            if case .unkeyed = node.content {} else { node.content = .unkeyed([]) }
            return .native(EncodingContainerValue(.unkeyed, node: node, path: path, options: options))
        }

        // Encoder
        codingMember(encoder, "container(keyedBy:)", resultFromArguments: keyedOf) { _, v, _, at throws(Unwind) in
            let e = try container(v, at)
            return makeKeyed(e.node, e.path, e.options)
        }
        codingMember(encoder, "unkeyedContainer()", .nominal(unkeyed, [])) { _, v, _, at throws(Unwind) in
            let e = try container(v, at)
            return makeUnkeyed(e.node, e.path, e.options)
        }
        codingMember(encoder, "singleValueContainer()", .nominal(single, [])) { _, v, _, at throws(Unwind) in
            let e = try container(v, at)
            return .native(EncodingContainerValue(.single, node: e.node, path: e.path, options: e.options))
        }
        property(encoder, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? EncodingContainerValue)?.path ?? []) }

        // KeyedEncodingContainer<Key>
        let key = StaticType.generic("Key")
        for (spec, ifPresent) in [("encode(_:forKey:)", false), ("encodeIfPresent(_:forKey:)", true)] {
            codingMember(keyed, spec, types: [.unknown, key], .void, isMutating: true) { rt, v, args, at throws(Unwind) in
                let c = try container(v, at)
                if ifPresent, case .none = args[0] { return .void }
                let json = try rt.library.encodeJSON(args[0], path: c.path + [args[1]], options: c.options, rt: rt, at: at)
                c.node.set(rt.library.codingKeyName(rt.library.codingKeyText(args[1]).string, c.options), EncodingNode(json))
                return .void
            }
        }
        codingMember(keyed, "encodeNil(forKey:)", types: [key], .void, isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            c.node.set(rt.library.codingKeyName(rt.library.codingKeyText(args[0]).string, c.options), EncodingNode(.null))
            return .void
        }
        codingMember(keyed, "nestedContainer(keyedBy:forKey:)", types: [.unknown, key], resultFromArguments: keyedOf,
                     isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            c.node.set(rt.library.codingKeyName(rt.library.codingKeyText(args[1]).string, c.options), child)
            return makeKeyed(child, c.path + [args[1]], c.options)
        }
        codingMember(keyed, "nestedUnkeyedContainer(forKey:)", types: [key], .nominal(unkeyed, []), isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            c.node.set(rt.library.codingKeyName(rt.library.codingKeyText(args[0]).string, c.options), child)
            return makeUnkeyed(child, c.path + [args[0]], c.options)
        }
        property(keyed, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? EncodingContainerValue)?.path ?? []) }

        // UnkeyedEncodingContainer
        codingMember(unkeyed, "encode(_:)", .void, isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            let index = Value.native(CodingPathKey.index(c.node.count))
            c.node.append(EncodingNode(try rt.library.encodeJSON(args[0], path: c.path + [index], options: c.options, rt: rt, at: at)))
            return .void
        }
        codingMember(unkeyed, "encode(contentsOf:)", .void, isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            for element in try rt.library.elements(of: args[0], rt: rt, at: at) {
                let index = Value.native(CodingPathKey.index(c.node.count))
                c.node.append(EncodingNode(try rt.library.encodeJSON(element, path: c.path + [index], options: c.options, rt: rt, at: at)))
            }
            return .void
        }
        codingMember(unkeyed, "encodeNil()", .void, isMutating: true) { _, v, _, at throws(Unwind) in
            try container(v, at).node.append(EncodingNode(.null))
            return .void
        }
        codingMember(unkeyed, "nestedContainer(keyedBy:)", resultFromArguments: keyedOf, isMutating: true) { _, v, _, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            let index = Value.native(CodingPathKey.index(c.node.count))
            c.node.append(child)
            return makeKeyed(child, c.path + [index], c.options)
        }
        codingMember(unkeyed, "nestedUnkeyedContainer()", .nominal(unkeyed, []), isMutating: true) { _, v, _, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            let index = Value.native(CodingPathKey.index(c.node.count))
            c.node.append(child)
            return makeUnkeyed(child, c.path + [index], c.options)
        }
        property(unkeyed, "count", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? EncodingContainerValue)?.node.count ?? 0) }
        property(unkeyed, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? EncodingContainerValue)?.path ?? []) }

        // SingleValueEncodingContainer
        codingMember(single, "encode(_:)", .void, isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            c.node.content = .value(try rt.library.encodeJSON(args[0], path: c.path, options: c.options, rt: rt, at: at))
            return .void
        }
        codingMember(single, "encodeNil()", .void, isMutating: true) { _, v, _, at throws(Unwind) in
            try container(v, at).node.content = .value(.null)
            return .void
        }
        property(single, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? EncodingContainerValue)?.path ?? []) }
    }

    // MARK: Foundation's half

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
