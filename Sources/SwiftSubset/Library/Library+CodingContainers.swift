import JSONCoding
import SwiftSubsetAST

/// The standard library's coders and containers as a program's
/// `init(from:)` and `encode(to:)` call them: `Decoder` and `Encoder`, and
/// their keyed, unkeyed and single-value containers (installed by
/// `installCoding()` in `Library+CodableAPI.swift`).
extension Library {
    func installDecoders(keyType: StaticType) {
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
            if keys.kind == .structType || keys.kind == .classType {
                // The program's own key type: each member's key as its
                // `init?(stringValue:)` makes it (nil leaves it out).
                for member in c.members {
                    let made = try rt.library.construct(keys, labels: ["stringValue"], arguments: [.string(member.key)], rt: rt, at: at)
                    if let key = made.unwrapped, !key.isNone { result.append(key) }
                }
                return .array(result)
            }
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
        // A decoder for a member, for a superclass's `init(from:)` (`super`
        // unless a key is given); a missing member reads as null, so the
        // container asked of it reports the value as not found.
        codingMember(keyed, "superDecoder()", .nominal(decoder, [])) { _, v, _, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            return .native(DecoderValue(c.value(for: "super") ?? .null, path: c.path + [Library.superKey], options: c.options))
        }
        codingMember(keyed, "superDecoder(forKey:)", types: [key], .nominal(decoder, [])) { rt, v, args, at throws(Unwind) in
            let c = try Library.container(v, KeyedDecodingValue.self, at)
            let json = c.value(for: rt.library.codingKeyText(args[0]).string) ?? .null
            return .native(DecoderValue(json, path: c.path + [args[0]], options: c.options))
        }
        property(keyed, "codingPath", .array(keyType)) { _, v, _ throws(Unwind) in .array((v.nativeObject as? KeyedDecodingValue)?.path ?? []) }

        // UnkeyedDecodingContainer
        for (spec, optional) in [("decode(_:)", false), ("decodeIfPresent(_:)", true)] {
            decodingMember(unkeyed, spec, optional: optional, declaredMutating: true) { rt, target, v, _, at throws(Unwind) in
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
        codingMember(unkeyed, "decodeNil()", .bool, declaredMutating: true) { _, v, _, at throws(Unwind) in
            let c = try Library.container(v, UnkeyedDecodingValue.self, at)
            guard c.currentIndex < c.elements.count, c.elements[c.currentIndex] == .null else { return .bool(false) }
            c.currentIndex += 1
            return .bool(true)
        }
        codingMember(unkeyed, "nestedContainer(keyedBy:)", resultFromArguments: keyedOf, declaredMutating: true) { rt, v, args, at throws(Unwind) in
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
        codingMember(unkeyed, "nestedUnkeyedContainer()", .nominal(unkeyed, []), declaredMutating: true) { rt, v, _, at throws(Unwind) in
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
        codingMember(unkeyed, "superDecoder()", .nominal(decoder, []), declaredMutating: true) { rt, v, _, at throws(Unwind) in
            let c = try Library.container(v, UnkeyedDecodingValue.self, at)
            let index = Value.native(CodingPathKey.index(c.currentIndex))
            guard c.currentIndex < c.elements.count else {
                throw rt.library.decodingError("valueNotFound", .string("Decoder"), path: c.path + [index],
                                               "Cannot get superDecoder() -- unkeyed container is at end.")
            }
            let json = c.elements[c.currentIndex]
            c.currentIndex += 1
            return .native(DecoderValue(json, path: c.path + [index], options: c.options))
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

    func installEncoders(keyType: StaticType) {
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
        // An encoder for a member, for a superclass's `encode(to:)`.
        codingMember(keyed, "superEncoder()", .nominal(encoder, []), isMutating: true) { _, v, _, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            c.node.set("super", child)
            return .native(EncodingContainerValue(.encoder, node: child, path: c.path + [Library.superKey], options: c.options))
        }
        codingMember(keyed, "superEncoder(forKey:)", types: [key], .nominal(encoder, []), isMutating: true) { rt, v, args, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            c.node.set(rt.library.codingKeyName(rt.library.codingKeyText(args[0]).string, c.options), child)
            return .native(EncodingContainerValue(.encoder, node: child, path: c.path + [args[0]], options: c.options))
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
        codingMember(unkeyed, "superEncoder()", .nominal(encoder, []), isMutating: true) { _, v, _, at throws(Unwind) in
            let c = try container(v, at)
            let child = EncodingNode()
            let index = Value.native(CodingPathKey.index(c.node.count))
            c.node.append(child)
            return .native(EncodingContainerValue(.encoder, node: child, path: c.path + [index], options: c.options))
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
}
