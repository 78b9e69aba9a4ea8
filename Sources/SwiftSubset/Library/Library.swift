import Synchronization

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
    /// `String.Index` (and a Substring's, which shares its base's): a
    /// character offset at run time, an `Int` value, but a static type of
    /// its own, so `s[i]` with an `Int` is refused as in swiftc and a
    /// String extension's `subscript(_: Range<Int>)` is an overload beside
    /// the library's `subscript(_: Range<String.Index>)`.
    let stringIndex = TypeInfo(name: "Index", kind: .builtin)
    /// `s.indices` of a String or a Substring: a range of its indices at
    /// run time; its static type says `DefaultIndices<String>` as swiftc's
    /// does, and it has a range's members.
    let defaultIndices = TypeInfo(name: "DefaultIndices", kind: .builtin)
    /// `a.reversed()`'s type (`Library+ReversedCollection.swift`).
    let reversedCollection = TypeInfo(name: ReversedCollectionValue.name, kind: .builtin)
    /// A part of one, `Slice<ReversedCollection<…>>` (`Library+ReversedSlice.swift`).
    let reversedSlice = TypeInfo(name: ReversedSliceValue.name, kind: .builtin)
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
    /// SwiftUI's `LocalizedStringKey`, whose literals have SwiftUI's
    /// interpolation (`Compiler+TitleKeys.swift`). Set by a library extension.
    package var localizedStringKey: TypeInfo?
    /// The library's global constants (`NSLocalizedDescriptionKey`) and
    /// the module that declares each.
    var globalConstants: [String: (value: Value, type: StaticType, module: String?)] = [:]

    /// Every named library type (standard, Foundation, concurrency, and an
    /// extension's).
    package private(set) var types: [String: TypeInfo] = [:]
    /// Types of host objects, by `NativeObject.typeName`.
    package var nativeTypes: [String: TypeInfo] = [:]
    /// The modules whose names `import` accepts (an extension adds its own).
    package var moduleNames: Set<String> = ["Swift", "Foundation", "Dispatch", "_Concurrency", "Observation"]
    /// The module of each library type name that is not the standard
    /// library's (`Date` → Foundation, `DispatchQueue` → Dispatch): a
    /// program sees it only when it imports that module or one that
    /// re-exports it (`Library+Modules.swift`). Members keep theirs in
    /// `NativeMember.module`.
    package internal(set) var typeModules: [String: String] = ["TimeInterval": "Foundation", "CGFloat": "Foundation"]
    /// The module whose API is being registered (`installing(module:_:)`),
    /// recorded in each type and member registered meanwhile.
    var registeringModule: String?
    /// Names of a library's real API that StateLab does not model, with
    /// why: naming one is `unsupported in StateLab: …`, not "cannot find".
    package var unmodelledNames: [String: String] {
        _read {
            addPendingUnmodelled()
            yield storedUnmodelledNames
        }
        _modify {
            addPendingUnmodelled()
            yield &storedUnmodelledNames
        }
    }
    private var storedUnmodelledNames: [String: String] = [:]
    /// Members of a library type or protocol that are not modelled
    /// (SwiftUI's `onLongPressGesture` on `View`), with why.
    package var unmodelledMembers: [ObjectIdentifier: [String: String]] {
        _read {
            addPendingUnmodelled()
            yield storedUnmodelledMembers
        }
        _modify {
            addPendingUnmodelled()
            yield &storedUnmodelledMembers
        }
    }
    private var storedUnmodelledMembers: [ObjectIdentifier: [String: String]] = [:]
    /// Additions to the two tables above not made yet (`deferUnmodelled`).
    private var pendingUnmodelled: [() -> Void] = []

    /// Registers an addition to `unmodelledNames` and `unmodelledMembers`,
    /// made the first time either is read or changed, after those
    /// registered before it: they are read only when a name or member is
    /// not found, which most programs never do, and building a hundred
    /// messages showed in every session's start-up.
    package func deferUnmodelled(_ addition: @escaping () -> Void) {
        pendingUnmodelled.append(addition)
    }

    private func addPendingUnmodelled() {
        while !pendingUnmodelled.isEmpty {
            let pending = pendingUnmodelled
            pendingUnmodelled = []
            for addition in pending { addition() }
        }
    }

    /// Why `name` on `type` (or a protocol it conforms to) is not modelled.
    func unmodelledMember(of type: TypeInfo, _ name: String) -> String? {
        let base = String(name.prefix { $0 != "(" })
        for owner in [type] + type.allProtocols {
            if let why = unmodelledMembers[ObjectIdentifier(owner)]?[base] { return why }
        }
        return nil
    }
    /// Free functions: `print`, `min`, `withObservationTracking`, …
    var freeFunctionMembers: [String: [NativeMember]] {
        _read {
            for name in Array(pendingFreeFunctions.keys) { addPendingFreeFunctions(named: name) }
            yield storedFreeFunctionMembers
        }
        _modify {
            for name in Array(pendingFreeFunctions.keys) { addPendingFreeFunctions(named: name) }
            yield &storedFreeFunctionMembers
        }
    }
    private var storedFreeFunctionMembers: [String: [NativeMember]] = [:]
    /// Free functions registered but not yet added to the table above, by
    /// name, in order: a name's signatures are parsed when a program first
    /// calls or names it, as a type's members are (`TypeInfo.deferNative`).
    private var pendingFreeFunctions: [String: [(Library) -> Void]] = [:]

    /// The free functions called `name` (the overloads of `print`).
    func freeFunctionMembers(named name: String) -> [NativeMember]? {
        addPendingFreeFunctions(named: name)
        return storedFreeFunctionMembers[name]
    }

    /// Adds an overload to the table (what a deferred addition does).
    func addFreeFunctionMember(_ member: NativeMember, named name: String) {
        storedFreeFunctionMembers[name, default: []].append(member)
    }

    /// Registers the addition of a free function called `name` to the
    /// table, made when that name is first looked up.
    func deferFreeFunction(named name: String, _ addition: @escaping (Library) -> Void) {
        pendingFreeFunctions[name, default: []].append(addition)
    }

    private func addPendingFreeFunctions(named name: String) {
        guard let pending = pendingFreeFunctions.removeValue(forKey: name) else { return }
        for addition in pending { addition(self) }
    }
    /// The result builder bodies marked with its attribute are compiled
    /// with (set by a library extension).
    package var resultBuilder: ResultBuilder?
    /// The environment values the library provides whose type a program
    /// may leave unwritten, by key: `scenePhase` → (`ScenePhase`, the
    /// value itself), `editMode` → (`EditMode`, inside a binding). An
    /// `@Environment(\.key)` property without a written type takes the
    /// type when it is the value's; either way `.active` in the view that
    /// reads the key names that type's case.
    package var environmentValueTypes: [String: (type: String, isTheValue: Bool)] = [:]
    /// The library built on this one, told what the language cannot decide
    /// alone (see `LibraryExtension`).
    weak var libraryExtension: LibraryExtension?

    init() {
        // Room for every name the last session's library had (the same in
        // every session): the table does not grow, rehashing every name,
        // several times while the library registers its types.
        let expected = Library.typeCountHint.load(ordering: .relaxed)
        types.reserveCapacity(expected)
        typeNames.reserveCapacity(expected)
        for t in [bool, int, double, string, character, optional, array, dictionary, range, anyType, void] {
            setType(t, named: t.name)
        }
        setType(set, named: "Set")
        set.genericParameters = ["Element"]   // `Set<Int>` is a fully known type
        for t in fixedWidthTypes { setType(t, named: t.name) }
        setType(arraySlice, named: "ArraySlice")
        setType(substring, named: "Substring")
        substring.superclass = string
        stringIndex.outer = string   // swiftc names it `String.Index`
        stringIndex.acceptsOnlyItself = true   // no Int where it is wanted, nor it where an Int is
        defaultIndices.genericParameters = ["Elements"]
        defaultIndices.superclass = range
        defaultIndices.nestedTypes["Index"] = stringIndex   // what it holds
        setType(float, named: "Float")
        setType(float, named: "Float32")
        setType(double, named: "CGFloat")
        setType(double, named: "TimeInterval")
        setType(double, named: "Float64")
        setType(range, named: "ClosedRange")
        setType(anyType, named: "AnyObject")
        setType(anyType, named: "AnyHashable")
    }

    /// Registers the whole library; called once per runtime.
    func install(into rt: Runtime) {
        installProtocols()
        installNumbers()
        installFixedWidthIntegers()
        installFloatingPoint()
        installMemoryLayout()
        installing(module: "Foundation", installNumberFormatting)
        installStrings()
        installStringMutation()
        installUnicodeViews()
        installing(module: "Foundation", installStringFormat)
        installing(module: "Foundation", installFoundationStrings)
        installHashing()
        installing(module: "Foundation", installErrors)
        installCoding()
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
        installing(module: "Foundation", installFoundation)
        installing(module: "Foundation", installDates)
        installing(module: "Foundation", installFoundationErrors)
        installObservation()
        installStandardTypes()
        installResultMethods()
        installSets()
        installOptionSet()
        installRandomGenerators()
        installRanges()
        installCollectionAlgorithms()
        installLazySequences()
        installReversedCollections()
        installReversedSlices()
        installSequenceCuts()
        installIterators()
        installStreamedSequences()
        installObjectIdentifier()
        installAccessorVariables()
        installing(module: "Foundation", installJSONCoders)
        markTextConversionsFailable()
    }

    /// A number or `Bool` made from text may fail: `Double("abc")` is a
    /// `Double?` statically, whatever it holds.
    private func markTextConversionsFailable() {
        for type in [int, double, bool, float] + fixedWidthTypes {
            let instance: StaticType = type === int ? .int : type === double ? .double : type === bool ? .bool : .nominal(type, [])
            // After the initializers registered so far, when the type is first used.
            type.deferNative("init", isStatic: true) { type in
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

    /// Every library type reachable from the library's tables: its named
    /// and host-object types, the standard ones it holds, and what those
    /// nest, conform to, inherit from or are nested in.
    func reachableTypes(from roots: [TypeInfo] = []) -> [TypeInfo] {
        var seen = Set<ObjectIdentifier>()
        var found: [TypeInfo] = []
        var stack = roots + Array(types.values) + Array(nativeTypes.values) + fixedWidthTypes
            + [void, bool, int, double, float, string, character, optional, array, dictionary, tuple, function, metatype,
               range, set, arraySlice, substring, reversedCollection, reversedSlice, anyType] + (tokenType.map { [$0] } ?? [])
        while let type = stack.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            found.append(type)
            stack.append(contentsOf: type.nestedTypes.values)
            stack.append(contentsOf: type.conformances)
            if let superclass = type.superclass { stack.append(superclass) }
            if let outer = type.outer { stack.append(outer) }
        }
        return found
    }

    /// Lets go of every member table and pending registration, when the
    /// session is torn down (`Runtime.tearDown`): native members' bodies
    /// hold the library (and a program's extensions of library types, the
    /// runtime), so tables left in place would keep both alive.
    func tearDown(with programTypes: [TypeInfo]) {
        for type in reachableTypes(from: programTypes) { type.dropMembers() }
        pendingUnmodelled = []
        pendingFreeFunctions = [:]
        storedFreeFunctionMembers = [:]
    }

    /// Adds a library written on top of this one: its types and functions
    /// are registered now, its hooks called from then on.
    func extend(with libraryExtension: LibraryExtension) {
        self.libraryExtension = libraryExtension
        libraryExtension.install(into: self)
    }

    /// Makes the library's types visible to a session's code: the names
    /// it does not have yet, each with the type the library has for it.
    /// An interpreter registers its library when it is made and again
    /// when a library extends it (SwiftUI, for every session), so only
    /// the names added since an environment's last registration are
    /// looked at, and an empty environment takes the whole table, shared
    /// until either changes — rather than hashing every name again.
    ///
    /// An environment that still holds the library's table as it took it
    /// (no program type declared since) takes the whole table again, with
    /// the names the library has bound to other types since put back as
    /// the environment had them: what adding the new names one by one
    /// gives, without copying the table and hashing every new name.
    func register(in env: GlobalEnvironment) {
        if env.types.isEmpty && env.registeredLibraryTypes == 0 {
            env.types = types
            env.holdsLibraryTypesOnly = true
        } else if env.holdsLibraryTypesOnly {
            let kept = rebindings[min(env.libraryRebindings, rebindings.count)...].filter { $0.index < env.registeredLibraryTypes }
            env.types = types
            // Latest first, so that a name bound again twice keeps the type it had.
            for rebinding in kept.reversed() { env.types[rebinding.name] = rebinding.old }
            env.holdsLibraryTypesOnly = kept.isEmpty
        } else {
            for name in typeNames[min(env.registeredLibraryTypes, typeNames.count)...] where env.types[name] == nil { env.types[name] = types[name] }
        }
        env.registeredLibraryTypes = typeNames.count
        env.libraryRebindings = rebindings.count
        if types.count > Library.typeCountHint.load(ordering: .relaxed) {
            Library.typeCountHint.store(types.count, ordering: .relaxed)
        }
    }

    /// How many names `types` held in the largest library registered so far
    /// in this process (`init` makes room for them).
    private static let typeCountHint = Atomic<Int>(0)

    package func addType(_ type: TypeInfo, named name: String? = nil) {
        setType(type, named: name ?? type.name)
        if let module = registeringModule { typeModules[name ?? type.name] = module }
    }

    /// Every name in `types`, in the order each was first added.
    private var typeNames: [String] = []

    /// Every time a name already in `types` was bound to another type: the
    /// name, its place in `typeNames`, and the type it had.
    private var rebindings: [(name: String, index: Int, old: TypeInfo)] = []

    private func setType(_ type: TypeInfo, named name: String) {
        if let old = types.updateValue(type, forKey: name) {
            if old !== type, let index = typeNames.firstIndex(of: name) { rebindings.append((name, index, old)) }
        } else {
            typeNames.append(name)
        }
    }

    func type(_ name: String) -> TypeInfo? { types[name] }

    /// Declares a library protocol (`Equatable`, `View`, …).
    @discardableResult
    package func addProtocol(_ name: String, inherits: [String] = []) -> TypeInfo {
        let p = types[name] ?? TypeInfo(name: name, kind: .protocolType)
        p.conformances += inherits.compactMap { types[$0] }
        setType(p, named: name)
        return p
    }

    private func installProtocols() {
        for name in ["Equatable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
                     "CaseIterable", "Encodable", "Decodable", "Sendable", "RawRepresentable", "Sequence",
                     "IteratorProtocol", "Numeric", "AdditiveArithmetic", "ExpressibleByStringLiteral",
                     "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral",
                     "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
                     "Actor", "AsyncSequence", "AsyncIteratorProtocol"] {
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
        stringIndex.conformances = ["Equatable", "Hashable", "Comparable", "Sendable"].compactMap { types[$0] }
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
        // What a value that counts in steps conforms to (`Stepper`'s value;
        // `stride(from:to:by:)`'s bounds): the numbers (and `Date`).
        addProtocol("Strideable", inherits: ["Comparable"])
        for t in [int, double, float] + fixedWidthTypes { t.conformances += ["Strideable"].compactMap { types[$0] } }
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
