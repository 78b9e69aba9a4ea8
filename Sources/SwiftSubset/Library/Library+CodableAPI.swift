import JSONCoding
import SwiftSubsetAST

/// The API of `Codable` a program calls: the standard library's
/// `CodingKey`, `Encoder`/`Decoder` and their containers, `DecodingError`
/// and `EncodingError`; and Foundation's `JSONEncoder`, `JSONDecoder`,
/// `Data`, `URL` and the conversions between `String` and `Data`.
/// The containers' members are in `Library+CodingContainers.swift`,
/// Foundation's coders in `Library+JSONCoders.swift`; the work is done in
/// `Library+Codable.swift`, `Library+CodableEncoding.swift` and
/// `Library+CodableDecoding.swift`.
extension Library {
    /// A member whose result type comes from its arguments' static types
    /// (`decode(Item.self, …)` is an `Item`) and whose body may be chosen
    /// from them.
    func codingMember(_ type: TypeInfo, _ spec: String, types: [StaticType] = [], _ result: StaticType = .unknown,
                      resultFromArguments: (([StaticType]) -> StaticType?)? = nil, isMutating: Bool = false,
                      declaredMutating: Bool = false,
                      specialized: (([StaticType]) -> NativeMember.Method)? = nil, _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        // A key of the program's own struct or class type (a `DynamicKey`)
        // is read once, on the way in, into a key the library knows.
        let keyed: (@escaping NativeMember.Method) -> NativeMember.Method = { method in
            { rt, v, args, at throws(Unwind) in try method(rt, v, try rt.library.programCodingKeys(args, rt: rt, at: at), at) }
        }
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            let nativeBody: NativeMember.Body = isMutating
                ? .mutatingMethod({ rt, v, args, at throws(Unwind) in try keyed(body)(rt, v, args, at) }) : .method(keyed(body))
            var member = NativeMember(body: nativeBody, signature: Library.typed(signature, types))
            member.isDeclaredMutating = declaredMutating
            member.module = module
            member.resultType = { _ in result }
            member.resultFromArguments = resultFromArguments
            member.specialized = specialized.map { choose in { types in keyed(choose(types)) } }
            type.nativeMembers.add(member, to: name)
        }
    }

    /// `args` with each key of the program's own `CodingKey` struct or
    /// class replaced by its `stringValue` and `intValue`, read now.
    func programCodingKeys(_ args: [Value], rt: Runtime, at: SourcePosition) throws(Unwind) -> [Value] {
        var result = args
        for (i, arg) in args.enumerated() {
            let type: TypeInfo
            switch arg {
            case .structure(let s): type = s.type
            case .object(let o): type = o.type
            default: continue
            }
            guard type.conforms(to: "CodingKey") else { continue }
            let string = try rt.readNamed(arg, "stringValue", at: at).asString ?? ""
            let int = try rt.readNamed(arg, "intValue", at: at).unwrapped?.asInt
            result[i] = .native(CodingPathKey(type.name, string, int))
        }
        return result
    }

    /// `T` of a first argument `T.self`.
    static func metatypeArgument(_ types: [StaticType]) -> StaticType? {
        if case .metatype(let t)? = types.first, t.isFullyKnown { return t }
        return nil
    }

    /// A decoding member taking `T.self` first: its result is `T` (or `T?`),
    /// its body decodes the static `T`, or the type the value names when
    /// the compiler did not resolve the call.
    func decodingMember(_ type: TypeInfo, _ spec: String, types: [StaticType] = [], optional: Bool = false,
                        declaredMutating: Bool = false,
                        _ decode: @escaping (Runtime, StaticType, Value, [Value], SourcePosition) throws(Unwind) -> Value) {
        codingMember(type, spec, types: types, resultFromArguments: { types in
            Library.metatypeArgument(types).map { optional ? .optional($0) : $0 }
        }, declaredMutating: declaredMutating, specialized: { types in
            let target = Library.metatypeArgument(types)
            return { rt, v, args, at throws(Unwind) in
                try decode(rt, target ?? rt.library.codingStaticType(ofMetatype: args[0]), v, args, at)
            }
        }) { rt, v, args, at throws(Unwind) in
            try decode(rt, rt.library.codingStaticType(ofMetatype: args[0]), v, args, at)
        }
    }

    static func container<T: NativeObject>(_ v: Value, _ as: T.Type, _ at: SourcePosition) throws(Unwind) -> T {
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
            let args = try rt.library.programCodingKeys(args, rt: rt, at: at)
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

        // `value.encode(to: encoder)` on a type whose Encodable conformance
        // is synthesized (a wrapper encoding what it wraps): its keys join
        // a keyed container already there.
        if let encodable = types["Encodable"] {
            method(encodable, "encode(to:)", .void) { rt, v, args, at throws(Unwind) in
                let e = try Library.container(args[0], EncodingContainerValue.self, at)
                let json = try rt.library.encodeJSON(v, path: e.path, options: e.options, rt: rt, at: at)
                if case .object(let members) = json, case .keyed = e.node.content {
                    for member in members { e.node.set(member.key, EncodingNode(member.value)) }
                } else {
                    e.node.content = .value(json)
                }
                return .void
            }
        }

        // The standard types' `init(from:)` and `encode(to:)`, called by
        // name in a program's own coding (`try String(from: decoder)`).
        for (type, staticType) in [(string, StaticType.string), (int, .int), (double, .double), (bool, .bool)] {
            staticMethod(type, "init(from:)", staticType) { rt, _, args, at throws(Unwind) in
                let d = try Library.container(args[0], DecoderValue.self, at)
                return try rt.library.decodeJSON(staticType, d.json, path: d.path, options: d.options, rt: rt, at: at)
            }
            method(type, "encode(to:)", .void) { rt, v, args, at throws(Unwind) in
                let e = try Library.container(args[0], EncodingContainerValue.self, at)
                e.node.content = .value(try rt.library.encodeJSON(v, path: e.path, options: e.options, rt: rt, at: at))
                return .void
            }
        }
    }
}
