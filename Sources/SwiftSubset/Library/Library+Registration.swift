/// Registration helpers: how the library declares its native members —
/// a spec string (`"name(label:_:other?:)"`), optional parameter and result
/// types, and the host closure that runs the member.
extension Library {
    /// Parses a registration's spec, `"name(label:_:other?:)"`. Around
    /// each label: `?` after it, a parameter with a default (the native then
    /// receives `.void` for it); `...` after it, a variadic one (the native
    /// receives an array); `@` before it, an `@autoclosure` (the native
    /// receives a function); `^` before it, a closure built with the
    /// library's result builder.
    static func parseSignature(_ spec: String) -> (name: String, signature: Signature?) {
        SignatureCache.shared.signature(for: spec) { parseSignatureText(spec) }
    }

    /// Reads a spec on its bytes (specs are ASCII, written in the library's
    /// source): a few hundred are read by every process that starts a
    /// session, and reading them Character by Character showed in start-up.
    private static func parseSignatureText(_ spec: String) -> (name: String, signature: Signature?) {
        let bytes = Array(spec.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return (spec, nil) }
        let name = String(decoding: bytes[..<open], as: UTF8.self)
        let close = max(open + 1, bytes.lastIndex(of: UInt8(ascii: ")")) ?? bytes.count)
        var parameters: [Signature.Parameter] = []
        var partStart = open + 1
        for i in (open + 1)...close where i == close || bytes[i] == UInt8(ascii: ":") {
            var lo = partStart, hi = i
            partStart = i + 1
            guard lo < hi else { continue }
            var hasDefault = false, isVariadic = false, isAutoclosure = false, isResultBuilder = false
            if bytes[hi - 1] == UInt8(ascii: "?") { hasDefault = true; hi -= 1 }
            if hi - lo >= 3, bytes[(hi - 3)..<hi].allSatisfy({ $0 == UInt8(ascii: ".") }) { isVariadic = true; hi -= 3 }
            if lo < hi, bytes[lo] == UInt8(ascii: "@") { isAutoclosure = true; lo += 1 }
            if lo < hi, bytes[lo] == UInt8(ascii: "^") { isResultBuilder = true; lo += 1 }
            let label = String(decoding: bytes[lo..<max(lo, hi)], as: UTF8.self)
            parameters.append(Signature.Parameter(label: label == "_" ? nil : label, hasDefault: hasDefault, isVariadic: isVariadic,
                                                  takesClosure: true, isAutoclosure: isAutoclosure, isResultBuilder: isResultBuilder))
        }
        return (name, Signature(parameters))
    }

    /// The name a registration's spec declares (`print` of `"print(_:separator?:)"`).
    static func name(ofSpec spec: String) -> String {
        guard let open = spec.utf8.firstIndex(of: UInt8(ascii: "(")) else { return spec }
        return String(spec[..<open])
    }

    /// Gives a signature's parameters their types (a typed parameter that
    /// is not a function does not take a trailing closure).
    static func typed(_ signature: Signature?, _ types: [StaticType]) -> Signature {
        var signature = signature ?? Signature([])
        guard !types.isEmpty else { return signature }
        // Typed apart and set once: each change of a signature's
        // parameters checks them all for coercions again.
        var parameters = signature.parameters
        for (i, type) in types.enumerated() where i < parameters.count {
            parameters[i].type = type
            if type.isKnown {
                if case .function = type {} else { parameters[i].takesClosure = false }
            }
        }
        signature.parameters = parameters
        return signature
    }

    /// Declares what the real API requires of the arguments with these
    /// labels, for every overload of `name` (`"init"` for initializers)
    /// that has them: `["text": Binding<String>]` makes `TextField("Name",
    /// text: name)` with a String `name` a compile error, as in swiftc.
    package func requireArguments(_ type: TypeInfo, _ name: String, isStatic: Bool, _ required: [String: StaticType]) {
        editSignatures(type, name, isStatic: isStatic) { signature in
            for p in signature.parameters.indices {
                if let label = signature.parameters[p].label, let type = required[label] {
                    signature.parameters[p].requiredType = type
                }
            }
        }
    }

    /// Declares what the overload of `name` with exactly these `labels`
    /// requires at `parameter` — in every overload the real API has with
    /// these labels: a type (`Text(_:style:)` takes a `Date`), or
    /// conformance to a protocol (SwiftUI's `Text(_:)`: `some
    /// StringProtocol`, or a literal's `LocalizedStringKey`), so
    /// `Text(count)` with an `Int` is refused as in swiftc.
    package func requireParameter(_ type: TypeInfo, _ name: String, isStatic: Bool, labels: [String?], parameter: Int,
                                  type required: StaticType = .unknown, conformance: ConformanceRequirement? = nil) {
        editSignatures(type, name, isStatic: isStatic) { signature in
            guard signature.parameters.count == labels.count, parameter < labels.count,
                  zip(signature.parameters, labels).allSatisfy({ $0.label == $1 }) else { return }
            if required.isKnown { signature.parameters[parameter].requiredType = required }
            if let conformance { signature.parameters[parameter].requiredConformance = conformance }
        }
    }

    /// Declares the first, unlabelled parameter of each overload of `name`
    /// (`"init"` for initializers) a SwiftUI title: a literal given there
    /// is a `LocalizedStringKey`, whose interpolation takes `specifier:`
    /// and `format:` (`Text("\(speed, specifier: "%.1f")")`). `fits`
    /// picks the overloads by their labels (`Text(_:)` is a title,
    /// `Text(_:format:)` a value).
    package func declareTitleKey(_ type: TypeInfo, _ name: String, isStatic: Bool,
                                 where fits: @escaping ([String?]) -> Bool = { _ in true }) {
        editSignatures(type, name, isStatic: isStatic) { signature in
            guard let first = signature.parameters.first, first.label == nil, !first.isResultBuilder,
                  fits(signature.parameters.map(\.label)) else { return }
            signature.parameters[0].isTitleKey = true
        }
    }

    /// Declares a conformance the real API requires of the argument
    /// labelled `label`, in every overload of `name` that has it:
    /// `Stepper(value:)`'s `V: Strideable`, `Picker(selection:)`'s
    /// `SelectionValue: Hashable` (`ConformanceRequirement.subject` says
    /// which type inside the argument must conform).
    package func requireConformance(_ type: TypeInfo, _ name: String, isStatic: Bool, label: String,
                                    _ conformance: ConformanceRequirement) {
        editSignatures(type, name, isStatic: isStatic) { signature in
            for p in signature.parameters.indices where signature.parameters[p].label == label {
                signature.parameters[p].requiredConformance = conformance
            }
        }
    }

    /// Edits the signature of every overload of `name` — an edit of the
    /// tables, made with the registrations before it when the type is
    /// first used (`TypeInfo.deferNative`).
    private func editSignatures(_ type: TypeInfo, _ name: String, isStatic: Bool, _ edit: @escaping (inout Signature) -> Void) {
        type.deferNative(name, isStatic: isStatic) { type in
            (isStatic ? type.nativeStaticMembers : type.nativeMembers).edit(name) { members in
                for m in members.indices where members[m].signature != nil {
                    edit(&members[m].signature!)
                }
            }
        }
    }

    /// Runs `install` — which registers `type`'s members, each under its
    /// name — the first time any of `type`'s names is read, instead of now
    /// (its registrations take its place in the order of changes): a session installs
    /// the whole library, but a program touches a few dozen of its types,
    /// and each registration allocates. `install` must register members of
    /// `type` only (not declare types, conformances or other types'
    /// members, which must exist before anything is looked up); it is
    /// given the type, so that it need not hold it. The members it
    /// registers are recorded in the module being registered now
    /// (`installing(module:_:)`), as if registered now.
    package func onFirstUse(of type: TypeInfo, _ install: @escaping (TypeInfo) -> Void) {
        let module = registeringModule
        type.deferInstall { [unowned self] type in
            let outer = registeringModule
            registeringModule = module
            install(type)
            registeringModule = outer
        }
    }

    package func method(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, types))
            member.module = module
            member.resultType = { _ in result }
            type.nativeMembers.add(member, to: name)
        }
    }

    /// A method whose body, at a call the compiler resolves, is chosen
    /// from its arguments' static types (`NativeMember.specialized`).
    package func method(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown,
                        specialized: @escaping ([StaticType]) -> NativeMember.Method, _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, []))
            member.module = module
            member.resultType = { _ in result }
            member.specialized = specialized
            type.nativeMembers.add(member, to: name)
        }
    }

    func method(_ type: TypeInfo, _ spec: String, resultFrom: @escaping (StaticType) -> StaticType, types: [StaticType] = [],
                genericResult: (parameter: String, type: StaticType)? = nil, _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: types.isEmpty ? signature ?? Signature([]) : Library.typed(signature, types))
            member.module = module
            member.resultType = resultFrom
            member.genericResult = genericResult
            type.nativeMembers.add(member, to: name)
        }
    }

    package func mutating(_ type: TypeInfo, _ spec: String, _ result: StaticType = .void, types: [StaticType] = [],
                  _ body: @escaping NativeMember.MutatingMethod) {
        mutating(type, spec, resultOf: { _ in result }, types: types, body)
    }

    /// A mutating method whose result depends on the receiver's type
    /// (`removeLast()` returns the array's element).
    func mutating(_ type: TypeInfo, _ spec: String, resultOf result: @escaping (StaticType) -> StaticType,
                  types: [StaticType] = [], _ body: @escaping NativeMember.MutatingMethod) {
        let module = registeringModule
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .mutatingMethod(body), signature: Library.typed(signature, types))
            member.module = module
            member.resultType = result
            type.nativeMembers.add(member, to: name)
        }
    }

    /// The element of an array or string, a dictionary's value: what a
    /// removing method returns.
    /// A collection's `Index`: `String.Index` for a String or a Substring,
    /// an `Int` for the others (arrays, slices, ranges).
    func indexType(of receiver: StaticType) -> StaticType {
        switch receiver {
        case .string: return .nominal(stringIndex, [])
        case .nominal(let t, _) where t === substring: return .nominal(stringIndex, [])
        default: return .int
        }
    }

    /// A collection's `indices`: `Range<Int>` for an array or a slice of
    /// one, `DefaultIndices<String>` (a range of `String.Index` at run
    /// time) for a String or a Substring; unknown for the others.
    func indicesType(of receiver: StaticType) -> StaticType {
        switch receiver {
        case .array: return .nominal(range, [.int])
        case .nominal(let t, _) where t === arraySlice: return .nominal(range, [.int])
        case .string: return .nominal(defaultIndices, [receiver])
        case .nominal(let t, _) where t === substring: return .nominal(defaultIndices, [receiver])
        default: return .unknown
        }
    }

    static func removedType(_ receiver: StaticType) -> StaticType {
        switch receiver {
        case .array(let element): return element
        case .string: return .character
        case .dictionary(_, let value): return value
        default: return .unknown
        }
    }

    package func property(_ type: TypeInfo, _ name: String, _ result: StaticType = .unknown,
                  set: NativeMember.Setter? = nil, _ get: @escaping NativeMember.Getter) {
        let module = registeringModule
        type.deferNative(name) { type in
            var member = NativeMember(body: .property(get, set), signature: nil)
            member.module = module
            member.resultType = { _ in result }
            type.nativeMembers.add(member, to: name, first: true)
        }
    }

    package func property(_ type: TypeInfo, _ name: String, resultFrom: @escaping (StaticType) -> StaticType,
                  _ get: @escaping NativeMember.Getter) {
        let module = registeringModule
        type.deferNative(name) { type in
            var member = NativeMember(body: .property(get, nil), signature: nil)
            member.module = module
            member.resultType = resultFrom
            type.nativeMembers.add(member, to: name, first: true)
        }
    }

    /// - Parameter escaping: the API keeps the closures it is given past
    ///   the call (`Task { … }`), as an `@escaping` parameter does.
    /// - Parameter resultFromArguments: the result's type from the
    ///   arguments' static types, where it depends on them
    ///   (`Dictionary(grouping:by:)`).
    package func staticMethod(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                      escaping: Bool = false, resultFromArguments: (([StaticType]) -> StaticType?)? = nil,
                      _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        type.deferNative(spec: spec, isStatic: true) { type in
            let (name, parsed) = Library.parseSignature(spec)
            var signature = Library.typed(parsed, types)
            for i in signature.parameters.indices where escaping {
                if case .function = signature.parameters[i].type {
                    signature.parameters[i].isEscaping = true
                    signature.parameters[i].capturesSelfImplicitly = true   // Task's closures
                }
            }
            var member = NativeMember(body: .method(body), signature: signature)
            member.module = module
            member.resultType = { _ in result }
            member.resultFromArguments = resultFromArguments
            type.nativeStaticMembers.add(member, to: name)
        }
    }

    package func staticProperty(_ type: TypeInfo, _ name: String, _ result: StaticType = .unknown,
                        _ get: @escaping NativeMember.Getter) {
        let module = registeringModule
        type.deferNative(name, isStatic: true) { type in
            var member = NativeMember(body: .property(get, nil), signature: nil)
            member.module = module
            member.resultType = { _ in result }
            type.nativeStaticMembers.add(member, to: name, first: true)
        }
    }

    package func function(_ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                  _ body: @escaping NativeMember.Method) {
        let module = registeringModule
        deferFreeFunction(named: Library.name(ofSpec: spec)) { library in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, types))
            member.module = module
            member.resultType = { _ in result }
            library.addFreeFunctionMember(member, named: name)
        }
    }

    /// A free function with `inout` parameters (`swap(&a, &b)`).
    func function(_ spec: String, _ result: StaticType = .unknown, inoutBody body: @escaping NativeMember.InoutFunction) {
        let module = registeringModule
        deferFreeFunction(named: Library.name(ofSpec: spec)) { library in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .inoutFunction(body), signature: Library.typed(signature, []))
            member.module = module
            member.resultType = { _ in result }
            library.addFreeFunctionMember(member, named: name)
        }
    }

    /// A method with `inout` parameters (`id.hash(into: &hasher)`).
    package func method(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown, inoutBody body: @escaping NativeMember.InoutFunction) {
        inoutMethod(type, spec, resultFrom: { _ in result }, body)
    }

    /// A method with `inout` parameters whose result depends on the
    /// receiver's type (`shuffled(using: &generator)`). Named apart from
    /// `method`, so a trailing closure never picks this overload by accident.
    func inoutMethod(_ type: TypeInfo, _ spec: String, resultFrom: @escaping (StaticType) -> StaticType,
                     _ body: @escaping NativeMember.InoutFunction) {
        let module = registeringModule
        type.deferNative(spec: spec) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .inoutFunction(body), signature: Library.typed(signature, []))
            member.module = module
            member.resultType = resultFrom
            type.nativeMembers.add(member, to: name)
        }
    }

    /// A free function used as a value (`numbers.map(abs)`).
    var freeFunctions: [String: FunctionValue] {
        var result: [String: FunctionValue] = [:]
        for (name, members) in freeFunctionMembers {
            result[name] = FunctionValue(.native(name: name) { rt, args throws(Unwind) in
                let nowhere = SourcePosition(file: "", line: 0, column: 0)
                func call(_ member: NativeMember, _ args: [Value]) throws(Unwind) -> Value? {
                    switch member.body {
                    case .method(let body):
                        return try body(rt, .void, args, nowhere)
                    case .inoutFunction(let body):
                        // (`abs` is declared with a body of this shape.)
                        var args = args
                        return try body(rt, .void, &args, nowhere)
                    default:
                        return nil
                    }
                }
                /// The overload taking `count` arguments, or one more
                /// when its last is variadic (`reduce(0, max)`: no values).
                func matching(_ args: [Value]) throws(Unwind) -> Value? {
                    for member in members where (member.signature?.parameters.count ?? 0) == args.count {
                        if let value = try call(member, args) { return value }
                    }
                    for member in members where (member.signature?.parameters.count ?? 0) == args.count + 1
                        && member.signature?.parameters.last?.isVariadic == true {
                        if let value = try call(member, args + [.array([])]) { return value }
                    }
                    return nil
                }
                if let value = try matching(args) { return value }
                // `zip(a, b).map(max)`: a function of n parameters passed
                // one n-tuple takes it apart (Swift converts `(A, B) -> R`
                // to `((A, B)) -> R`).
                if args.count == 1, case .tuple(let t) = args[0], t.elements.count > 1,
                   let value = try matching(t.elements) {
                    return value
                }
                throw .trap(Trap(message: LanguageMessages.cannotCall(name, arguments: args.count), position: nil))
            })
        }
        return result
    }
}
