/// The built-in library interpreted code calls: Swift's standard types and
/// functions, Foundation's and Dispatch's pieces the lessons use,
/// concurrency, and Observation. A library written on top of the language
/// (the live runtime's SwiftUI) registers itself through the same tables,
/// as a `LibraryExtension`.
///
/// Each library type is a `TypeInfo` whose members are `NativeMember`s,
/// so user extensions on `Int` or `Array` sit beside the library's own.
package final class Library {
    // MARK: Standard types
    let void = TypeInfo(name: "Void", kind: .builtin)
    let bool = TypeInfo(name: "Bool", kind: .builtin)
    package let int = TypeInfo(name: "Int", kind: .builtin)
    let double = TypeInfo(name: "Double", kind: .builtin)
    let float = TypeInfo(name: "Float", kind: .builtin)
    let string = TypeInfo(name: "String", kind: .builtin)
    let character = TypeInfo(name: "Character", kind: .builtin)
    let optional = TypeInfo(name: "Optional", kind: .builtin)
    package let array = TypeInfo(name: "Array", kind: .builtin)
    let dictionary = TypeInfo(name: "Dictionary", kind: .builtin)
    let tuple = TypeInfo(name: "Tuple", kind: .builtin)
    let function = TypeInfo(name: "Function", kind: .builtin)
    let metatype = TypeInfo(name: "Metatype", kind: .builtin)
    package let range = TypeInfo(name: "Range", kind: .builtin)
    let set = TypeInfo(name: "Set", kind: .builtin)
    let arraySlice = TypeInfo(name: "ArraySlice", kind: .builtin)
    /// A slice of a String. Its values are Strings at run time; the
    /// static type says Substring (what `split` and `s[i...]` give,
    /// what `type(of:)` prints), and it has every String member.
    let substring = TypeInfo(name: "Substring", kind: .builtin)
    let anyType = TypeInfo(name: "Any", kind: .builtin)
    /// `Int8` … `UInt64`, indexed by `IntegerKind.rawValue`.
    let fixedWidthTypes = IntegerKind.allCases.map { TypeInfo(name: $0.name, kind: .builtin) }
    /// A type whose implicit members are kept as written (`.horizontal`,
    /// `.system(size: 20)`): arguments a library accepts without modelling
    /// them are compiled against it. Set by a library extension.
    package var tokenType: TypeInfo?
    /// Types that only style (SwiftUI's `Font`, `EdgeInsets`, `Animation`,
    /// `LinearGradient`…): named in code, they are the token type, and a
    /// value made of them (`Font.title.bold()`, `EdgeInsets(top: 4, …)`)
    /// is a token kept as written. Set by a library extension.
    package var stylingTypeNames: Set<String> = []

    /// Every named library type (standard, Foundation, concurrency, and an
    /// extension's).
    package private(set) var types: [String: TypeInfo] = [:]
    /// Types of host objects, by `NativeObject.typeName`.
    package var nativeTypes: [String: TypeInfo] = [:]
    /// The modules whose names `import` accepts (an extension adds its own).
    package var moduleNames: Set<String> = ["Swift", "Foundation", "Dispatch", "_Concurrency", "Observation"]
    /// Names of a library's real API that StateLab does not model, with
    /// why: naming one is `unsupported in StateLab: …`, not "cannot find".
    package var unmodelledNames: [String: String] = [:]
    /// Members of a library type or protocol that are not modelled
    /// (SwiftUI's `onLongPressGesture` on `View`), with why.
    package var unmodelledMembers: [ObjectIdentifier: [String: String]] = [:]

    /// Why `name` on `type` (or a protocol it conforms to) is not modelled.
    func unmodelledMember(of type: TypeInfo, _ name: String) -> String? {
        let base = String(name.prefix { $0 != "(" })
        for owner in [type] + type.allProtocols {
            if let why = unmodelledMembers[ObjectIdentifier(owner)]?[base] { return why }
        }
        return nil
    }
    /// Free functions: `print`, `min`, `withObservationTracking`, …
    var freeFunctionMembers: [String: [NativeMember]] = [:]
    /// The result builder bodies marked with its attribute are compiled
    /// with (set by a library extension).
    package var resultBuilder: ResultBuilder?
    /// The library built on this one, told what the language cannot decide
    /// alone (see `LibraryExtension`).
    weak var libraryExtension: LibraryExtension?

    init() {
        for t in [bool, int, double, string, character, optional, array, dictionary, range, anyType, void] {
            types[t.name] = t
        }
        types["Set"] = set
        for t in fixedWidthTypes { types[t.name] = t }
        types["ArraySlice"] = arraySlice
        types["Substring"] = substring
        substring.superclass = string
        types["Float"] = float
        types["Float32"] = float
        types["CGFloat"] = double
        types["TimeInterval"] = double
        types["Float64"] = double
        types["ClosedRange"] = range
        types["AnyObject"] = anyType
        types["AnyHashable"] = anyType
    }

    /// Registers the whole library; called once per runtime.
    func install(into rt: Runtime) {
        installProtocols()
        installNumbers()
        installFixedWidthIntegers()
        installFloatingPoint()
        installMemoryLayout()
        installNumberFormatting()
        installStrings()
        installStringMutation()
        installUnicodeViews()
        installStringFormat()
        installFoundationStrings()
        installHashing()
        installErrors()
        installKeyPaths()
        installCollections()
        installSequences()
        installOptional()
        installFunctions()
        installDump()
        installConcurrency()
        installClocksAndContinuations()
        installTaskGroups()
        installAsyncSequences()
        installFoundation()
        installDates()
        installObservation()
        installStandardTypes()
        installResultMethods()
        installSets()
        installOptionSet()
        installRandomGenerators()
        installRanges()
        installCollectionAlgorithms()
        installLazySequences()
        installIterators()
        installStreamedSequences()
        installObjectIdentifier()
        markTextConversionsFailable()
    }

    /// A number or `Bool` made from text may fail: `Double("abc")` is a
    /// `Double?` statically, whatever it holds.
    private func markTextConversionsFailable() {
        for type in [int, double, bool, float] + fixedWidthTypes {
            let instance: StaticType = type === int ? .int : type === double ? .double : type === bool ? .bool : .nominal(type, [])
            // After the initializers registered so far, when the type is first used.
            type.deferNative { type in
                guard var members = type.nativeStaticMembers["init"] else { return }
                for i in members.indices {
                    guard let parameters = members[i].signature?.parameters, parameters.count == 1, parameters[0].label == nil else { continue }
                    members[i].resultFromArguments = { types in
                        guard let first = types.first else { return nil }
                        if first == .string || first == .character { return .optional(instance) }
                        if case .nominal(let t, _) = first, t.name == "Substring" { return .optional(instance) }
                        return nil
                    }
                }
                type.nativeStaticMembers["init"] = members
            }
        }
    }

    /// Adds a library written on top of this one: its types and functions
    /// are registered now, its hooks called from then on.
    func extend(with libraryExtension: LibraryExtension) {
        self.libraryExtension = libraryExtension
        libraryExtension.install(into: self)
    }

    /// Makes the library's types visible to a session's code.
    func register(in env: GlobalEnvironment) {
        for (name, type) in types where env.types[name] == nil { env.types[name] = type }
    }

    package func addType(_ type: TypeInfo, named name: String? = nil) {
        types[name ?? type.name] = type
    }

    /// Declares a library enum whose cases carry nothing (`ColorScheme`):
    /// equatable, hashable and case-iterable, as Swift synthesises them.
    @discardableResult
    package func addSimpleEnum(_ name: String, cases: [String]) -> TypeInfo {
        let type = TypeInfo(name: name, kind: .enumType)
        for (i, caseName) in cases.enumerated() {
            var info = EnumCaseInfo(name: caseName, labels: nil, payloadTypes: [], rawValue: nil, singleton: nil)
            info.singleton = EnumValue(type: type, caseIndex: i, payload: [])
            type.addCase(info)
        }
        type.conformances = ["Equatable", "Hashable", "CaseIterable", "Sendable"].compactMap { types[$0] }
        addType(type)
        return type
    }

    /// Declares a library enum whose cases may carry values (`.failure(e)`):
    /// each case with how many unlabelled values it carries.
    @discardableResult
    package func addEnum(_ name: String, cases: [(String, Int)], in outer: TypeInfo? = nil) -> TypeInfo {
        let type = TypeInfo(name: name, kind: .enumType)
        for (i, (caseName, count)) in cases.enumerated() {
            var info = EnumCaseInfo(name: caseName, labels: count == 0 ? nil : Array(repeating: nil, count: count),
                                    payloadTypes: Array(repeating: .unknown, count: count), rawValue: nil, singleton: nil)
            if count == 0 { info.singleton = EnumValue(type: type, caseIndex: i, payload: []) }
            type.addCase(info)
        }
        if let outer {
            type.outer = outer
            outer.nestedTypes[name] = type
        } else {
            addType(type)
        }
        return type
    }

    /// A value of an enum `addEnum` declared.
    package func enumValue(_ type: TypeInfo, _ name: String, payload: [Value] = []) -> Value {
        guard let index = type.caseIndex(named: name) else { return .void }
        return .enumeration(EnumValue(type: type, caseIndex: index, payload: payload))
    }

    /// A case of an enum `addSimpleEnum` declared.
    package func simpleCase(_ type: TypeInfo, _ name: String) -> Value {
        guard let index = type.caseIndex(named: name), let singleton = type.cases[index].singleton else { return .void }
        return .enumeration(singleton)
    }

    func type(_ name: String) -> TypeInfo? { types[name] }

    /// Declares a library protocol (`Equatable`, `View`, …).
    @discardableResult
    package func addProtocol(_ name: String, inherits: [String] = []) -> TypeInfo {
        let p = types[name] ?? TypeInfo(name: name, kind: .protocolType)
        p.conformances += inherits.compactMap { types[$0] }
        types[name] = p
        return p
    }

    private func installProtocols() {
        for name in ["Equatable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
                     "CaseIterable", "Encodable", "Decodable", "Sendable", "RawRepresentable", "Sequence",
                     "IteratorProtocol", "Numeric", "AdditiveArithmetic", "ExpressibleByStringLiteral",
                     "ExpressibleByIntegerLiteral", "Actor", "AsyncSequence", "AsyncIteratorProtocol"] {
            addProtocol(name)
        }
        addProtocol("Hashable", inherits: ["Equatable"])
        addProtocol("Identifiable")
        addProtocol("Codable", inherits: ["Encodable", "Decodable"])
        addProtocol("LocalizedError", inherits: ["Error"])
        addProtocol("Collection", inherits: ["Sequence"])
        addProtocol("Observable")
        let standard = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Sendable", "Codable"]
        for t in [int, double, float, string, character, bool] + fixedWidthTypes {
            t.conformances = standard.compactMap { types[$0] }
        }
        bool.conformances.removeAll { $0.name == "Comparable" }
        array.conformances = ["Sequence", "Collection", "Equatable", "Hashable"].compactMap { types[$0] }
        dictionary.conformances = ["Sequence", "Collection", "Equatable"].compactMap { types[$0] }
        range.conformances = ["Sequence", "Collection", "Equatable"].compactMap { types[$0] }
        string.conformances += ["Sequence", "Collection"].compactMap { types[$0] }
        // The numeric and text protocols generic code constrains to.
        addProtocol("LosslessStringConvertible", inherits: ["CustomStringConvertible"])
        addProtocol("StringProtocol", inherits: ["Comparable", "Hashable", "LosslessStringConvertible", "Sequence", "Collection"])
        addProtocol("SignedNumeric", inherits: ["Numeric"])
        addProtocol("BinaryInteger", inherits: ["Numeric", "Hashable", "Comparable"])
        addProtocol("FixedWidthInteger", inherits: ["BinaryInteger"])
        addProtocol("SignedInteger", inherits: ["BinaryInteger", "SignedNumeric"])
        addProtocol("UnsignedInteger", inherits: ["BinaryInteger"])
        addProtocol("FloatingPoint", inherits: ["SignedNumeric", "Hashable", "Comparable"])
        addProtocol("BinaryFloatingPoint", inherits: ["FloatingPoint"])
        types["Numeric"]?.conformances += ["AdditiveArithmetic", "Equatable"].compactMap { types[$0] }
        for t in [int, double, float, string, character, bool] + fixedWidthTypes {
            t.conformances += ["LosslessStringConvertible"].compactMap { types[$0] }
        }
        string.conformances += ["StringProtocol"].compactMap { types[$0] }
        substring.conformances = string.conformances
        for (t, kind) in zip(fixedWidthTypes, IntegerKind.allCases) {
            t.conformances += [kind.isSigned ? "SignedInteger" : "UnsignedInteger", "FixedWidthInteger"].compactMap { types[$0] }
        }
        int.conformances += ["SignedInteger", "FixedWidthInteger"].compactMap { types[$0] }
        for t in [double, float] { t.conformances += ["BinaryFloatingPoint"].compactMap { types[$0] } }
    }

    // MARK: - Registration helpers

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

    /// Gives a signature's parameters their types (a typed parameter that
    /// is not a function does not take a trailing closure).
    static func typed(_ signature: Signature?, _ types: [StaticType]) -> Signature {
        var signature = signature ?? Signature([])
        for (i, type) in types.enumerated() where i < signature.parameters.count {
            signature.parameters[i].type = type
            if type.isKnown {
                if case .function = type {} else { signature.parameters[i].takesClosure = false }
            }
        }
        return signature
    }

    /// Declares what the real API requires of the arguments with these
    /// labels, for every overload of `name` (`"init"` for initializers)
    /// that has them: `["text": Binding<String>]` makes `TextField("Name",
    /// text: name)` with a String `name` a compile error, as in swiftc.
    package func requireArguments(_ type: TypeInfo, _ name: String, isStatic: Bool, _ required: [String: StaticType]) {
        func mark(_ members: inout [NativeMember]) {
            for m in members.indices {
                guard var signature = members[m].signature else { continue }
                for p in signature.parameters.indices {
                    if let label = signature.parameters[p].label, let type = required[label] {
                        signature.parameters[p].requiredType = type
                    }
                }
                members[m].signature = signature
            }
        }
        // An edit of the tables, made with the registrations before it when
        // the type is first used (`TypeInfo.deferNative`).
        type.deferNative { type in
            if isStatic {
                if var members = type.nativeStaticMembers[name] { mark(&members); type.nativeStaticMembers[name] = members }
            } else {
                if var members = type.nativeMembers[name] { mark(&members); type.nativeMembers[name] = members }
            }
        }
    }

    package func method(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                _ body: @escaping NativeMember.Method) {
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, types))
            member.resultType = { _ in result }
            type.nativeMembers[name, default: []].append(member)
        }
    }

    /// A method whose body, at a call the compiler resolves, is chosen
    /// from its arguments' static types (`NativeMember.specialized`).
    package func method(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown,
                        specialized: @escaping ([StaticType]) -> NativeMember.Method, _ body: @escaping NativeMember.Method) {
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, []))
            member.resultType = { _ in result }
            member.specialized = specialized
            type.nativeMembers[name, default: []].append(member)
        }
    }

    func method(_ type: TypeInfo, _ spec: String, resultFrom: @escaping (StaticType) -> StaticType, types: [StaticType] = [],
                genericResult: (parameter: String, type: StaticType)? = nil, _ body: @escaping NativeMember.Method) {
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: types.isEmpty ? signature ?? Signature([]) : Library.typed(signature, types))
            member.resultType = resultFrom
            member.genericResult = genericResult
            type.nativeMembers[name, default: []].append(member)
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
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .mutatingMethod(body), signature: Library.typed(signature, types))
            member.resultType = result
            type.nativeMembers[name, default: []].append(member)
        }
    }

    /// The element of an array or string, a dictionary's value: what a
    /// removing method returns.
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
        type.deferNative { type in
            var member = NativeMember(body: .property(get, set), signature: nil)
            member.resultType = { _ in result }
            type.nativeMembers[name, default: []].insert(member, at: 0)
        }
    }

    package func property(_ type: TypeInfo, _ name: String, resultFrom: @escaping (StaticType) -> StaticType,
                  _ get: @escaping NativeMember.Getter) {
        type.deferNative { type in
            var member = NativeMember(body: .property(get, nil), signature: nil)
            member.resultType = resultFrom
            type.nativeMembers[name, default: []].insert(member, at: 0)
        }
    }

    package func staticMethod(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                      _ body: @escaping NativeMember.Method) {
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .method(body), signature: Library.typed(signature, types))
            member.resultType = { _ in result }
            type.nativeStaticMembers[name, default: []].append(member)
        }
    }

    package func staticProperty(_ type: TypeInfo, _ name: String, _ result: StaticType = .unknown,
                        _ get: @escaping NativeMember.Getter) {
        type.deferNative { type in
            var member = NativeMember(body: .property(get, nil), signature: nil)
            member.resultType = { _ in result }
            type.nativeStaticMembers[name, default: []].insert(member, at: 0)
        }
    }

    package func function(_ spec: String, _ result: StaticType = .unknown, types: [StaticType] = [],
                  _ body: @escaping NativeMember.Method) {
        let (name, signature) = Library.parseSignature(spec)
        var member = NativeMember(body: .method(body), signature: Library.typed(signature, types))
        member.resultType = { _ in result }
        freeFunctionMembers[name, default: []].append(member)
    }

    /// A free function with `inout` parameters (`swap(&a, &b)`).
    func function(_ spec: String, _ result: StaticType = .unknown, inoutBody body: @escaping NativeMember.InoutFunction) {
        let (name, signature) = Library.parseSignature(spec)
        var member = NativeMember(body: .inoutFunction(body), signature: Library.typed(signature, []))
        member.resultType = { _ in result }
        freeFunctionMembers[name, default: []].append(member)
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
        type.deferNative { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .inoutFunction(body), signature: Library.typed(signature, []))
            member.resultType = resultFrom
            type.nativeMembers[name, default: []].append(member)
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

    /// Types with a static member `name`, for `.name` with no context.
    /// The program's own types come first: a library type is an owner
    /// only when none of them has the member (a user `case number` is
    /// not made ambiguous by the library's `.number` format style).
    func implicitMemberOwners(_ name: String, in env: GlobalEnvironment) -> [TypeInfo] {
        let owners = allImplicitMemberOwners(name, in: env)
        let library = Set(types.values.map(ObjectIdentifier.init))
        let own = owners.filter { !library.contains(ObjectIdentifier($0)) }
        return own.isEmpty ? owners : own
    }

    private func allImplicitMemberOwners(_ name: String, in env: GlobalEnvironment) -> [TypeInfo] {
        var owners: [TypeInfo] = []
        var seen = Set<ObjectIdentifier>()
        for type in Array(env.types.values) + env.nestedTypes where type.kind != .protocolType && !seen.contains(ObjectIdentifier(type)) {
            seen.insert(ObjectIdentifier(type))
            if type.caseIndex(named: name) != nil || type.staticProperties[name] != nil
                || type.staticMethods[name] != nil || type.nativeStaticMembers[name] != nil {
                owners.append(type)
            }
        }
        return owners
    }
}

// MARK: - Argument helpers for natives

extension Library {
    package static func int(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Int {
        switch v {
        case .int(let i): return i
        case .fixedWidth(let x):
            guard let i = Int(exactly: x.value) else { throw .trap(Trap(message: LanguageMessages.notEnoughBits, position: at)) }
            return i
        case .double(let d): return Int(d)
        case .float(let f): return Int(f)
        case .some(let inner): return try int(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("an Int"), position: at))
        }
    }

    static func double(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Double {
        switch v {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .fixedWidth(let x): return Double(x.value)
        case .float(let f): return Double(f)
        case .some(let inner): return try double(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("a Double"), position: at))
        }
    }

    static func string(_ v: Value, _ at: SourcePosition) throws(Unwind) -> String {
        switch v {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .native(let n as UnicodeScalarValue): return String(n.scalar)
        case .some(let inner): return try string(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("a String"), position: at))
        }
    }

    package static func function(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue {
        switch v {
        case .function(let f): return f
        case .some(let inner): return try function(inner, at)
        case .native(let n) where n is KeyPathValue:
            // `\.name` used as a function: reads the path.
            let path = n as! KeyPathValue
            return FunctionValue(.native(name: path.description) { rt, args throws(Unwind) in
                guard var value = args.first else { return .void }
                for name in path.names { value = try rt.readNamed(value, name, at: at) }
                return value
            })
        default: throw .trap(Trap(message: LanguageMessages.expected("a function"), position: at))
        }
    }

    static func array(_ v: Value, _ at: SourcePosition) throws(Unwind) -> [Value] {
        if case .array(let a) = v { return a }
        if case .some(let inner) = v { return try array(inner, at) }
        throw .trap(Trap(message: LanguageMessages.expected("an Array"), position: at))
    }
}
