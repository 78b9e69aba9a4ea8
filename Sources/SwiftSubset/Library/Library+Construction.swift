/// Creating values: a type's initializers (written, memberwise, inherited,
/// synthesized, library), and running them with Swift's initialization
/// order — property defaults in declaration order, then the body;
/// subclass defaults before the superclass initializer runs.
final class Initializer {
    package enum Kind {
        case compiled(MethodInfo)
        /// A superclass's initializer, inherited by a subclass that declares
        /// none of its own.
        case inherited(MethodInfo)
        case memberwise([Int])
        /// `init()` of a class (or struct) whose properties all have defaults.
        case synthesizedDefault
        case native(NativeMember)
        case rawValue
        /// `init(from:)` as Swift synthesizes it for a `Decodable` type
        /// that writes none.
        case decodable
    }

    let kind: Kind
    let signature: Signature?
    let isFailable: Bool
    private let defaults: [(Runtime) throws(Unwind) -> Value]

    init(kind: Kind, signature: Signature?, isFailable: Bool, defaults: [(Runtime) throws(Unwind) -> Value] = []) {
        self.kind = kind
        self.signature = signature
        self.isFailable = isFailable
        self.defaults = defaults
    }

    /// A library type's own initializer (its parameter types are the
    /// library's approximation, not checked against arguments).
    var isNative: Bool {
        if case .native = kind { return true }
        return false
    }

    /// The value a parameter receives when its argument is omitted.
    func defaultValue(_ parameter: Int, _ rt: Runtime) throws(Unwind) -> Value {
        guard parameter < defaults.count else { return .void }
        return try defaults[parameter](rt)
    }
}

extension Library {
    func initializers(of type: TypeInfo) -> [Initializer] {
        if let cached = type.cachedInitializers { return cached }
        let result = makeInitializers(of: type)
        type.cachedInitializers = result
        return result
    }

    private func makeInitializers(of type: TypeInfo) -> [Initializer] {
        if type.kind == .builtin || type.kind == .protocolType {
            // Initializers a program adds in an extension (`extension
            // String { init(format2:) }`) come first: theirs are typed.
            return type.initializers.map(compiledInitializer) + (type.nativeStaticMembers["init"] ?? []).map {
                Initializer(kind: .native($0), signature: $0.signature, isFailable: false)
            }
        }
        var result = type.initializers.map(compiledInitializer)
        result += (type.nativeStaticMembers["init"] ?? []).map {
            Initializer(kind: .native($0), signature: $0.signature, isFailable: false)
        }
        switch type.kind {
        case .structType:
            if type.conforms(to: "OptionSet"), !result.contains(where: { $0.signature?.parameters.isEmpty ?? false }) {
                result.append(emptyOptionSetInitializer(type))   // `Permissions()`: no options
            }
            if type.hasMemberwiseInit {
                result.append(memberwiseInitializer(of: type))
                if type.storedProperties.allSatisfy({ $0.hasDefault || $0.isLazy || $0.type.isOptional || $0.ownership != .strong }),
                   !result.contains(where: { $0.signature?.parameters.isEmpty ?? false }) {
                    result.append(Initializer(kind: .synthesizedDefault, signature: Signature([]), isFailable: false))
                }
            }
        case .classType:
            for m in Library.classInitializers(type) where m.owner !== type {
                result.append(Initializer(kind: .inherited(m), signature: Signature(m.function), isFailable: m.function.isFailable,
                                          defaults: Library.defaultThunks(m.function)))
            }
            if result.isEmpty {
                result.append(Initializer(kind: .synthesizedDefault, signature: Signature([]), isFailable: false))
            }
        case .enumType:
            if type.rawType != nil {
                result.append(Initializer(kind: .rawValue, signature: Signature(labels: ["rawValue"]), isFailable: true))
            }
        default:
            break
        }
        if type.conforms(to: "Decodable"), !result.contains(where: { $0.signature?.parameters.map(\.label) == ["from"] }) {
            result.append(Initializer(kind: .decodable, signature: Signature(labels: ["from"]), isFailable: false))
        }
        return result
    }

    /// A class's initializers, its own and those Swift's inheritance rules
    /// give it: without designated initializers of its own it inherits its
    /// superclass's designated ones; providing all of those (so, or by
    /// overriding them) it inherits its superclass's convenience ones too.
    static func classInitializers(_ type: TypeInfo) -> [MethodInfo] {
        let own = type.initializers
        guard let superclass = type.superclass else { return own }
        let inherited = classInitializers(superclass)
        let designated = inherited.filter { !$0.function.isConvenience }
        var result = own
        if !own.contains(where: { !$0.function.isConvenience }) { result += designated }
        let providesAll = designated.allSatisfy { d in result.contains { $0.function.fullName == d.function.fullName } }
        if providesAll {
            for c in inherited where c.function.isConvenience && !result.contains(where: { $0.function.fullName == c.function.fullName }) {
                result.append(c)
            }
        }
        return result
    }

    private func compiledInitializer(_ m: MethodInfo) -> Initializer {
        Initializer(kind: .compiled(m), signature: Signature(m.function), isFailable: m.function.isFailable,
                    defaults: Library.defaultThunks(m.function))
    }

    static func defaultThunks(_ function: CompiledFunction) -> [(Runtime) throws(Unwind) -> Value] {
        var thunks: [(Runtime) throws(Unwind) -> Value] = []
        for parameter in function.parameters {
            let thunk = defaultThunk(parameter.defaultValue)
            thunks.append(thunk)
        }
        return thunks
    }

    private static func defaultThunk(_ compiled: CompiledThunk?) -> (Runtime) throws(Unwind) -> Value {
        { rt throws(Unwind) in
            guard let compiled else { return .void }
            return try rt.evaluate(compiled, selfValue: nil)
        }
    }

    /// A struct's memberwise initializer: one parameter per stored property
    /// in order, except `let`s that have a default and wrapped properties
    /// a wrapper initialises on its own (`@Environment`, `@EnvironmentObject`).
    /// An omitted argument leaves the property to its default. A `lazy var`
    /// takes an optional defaulting to nil, as swiftc's does: nil (or no
    /// argument) leaves it to be computed on first use.
    private func memberwiseInitializer(of type: TypeInfo) -> Initializer {
        var indices: [Int] = []
        var parameters: [Signature.Parameter] = []
        for (i, property) in type.storedProperties.enumerated() {
            if !property.isMutable && property.hasDefault && property.wrapperType == nil { continue }
            var parameter = Signature.Parameter(label: property.wrappedName ?? property.name)
            switch property.memberwise {
            case .excluded: continue
            case .wrappedValue(_, let isAutoclosure):
                parameter.isAutoclosure = isAutoclosure
                parameter.type = property.wrappedType
                parameter.hasDefault = property.hasDefault || property.wrappedType.isOptional
            case .wrapper:
                parameter.type = property.type
                parameter.hasDefault = property.hasDefault
            case .value where property.isLazy:
                parameter.type = .optional(property.type)
                parameter.hasDefault = true
            case .value:
                parameter.type = property.type
                parameter.hasDefault = property.hasDefault || (property.type.isOptional && property.isMutable)
            case .built:
                parameter.type = .function([], property.type)
                parameter.hasDefault = property.hasDefault
            }
            parameter.isResultBuilder = property.isResultBuilder
            parameter.declaredResultBuilder = property.declaredResultBuilder
            if case .function = parameter.type { parameter.takesClosure = true }
            if !parameter.type.isKnown { parameter.takesClosure = true }
            indices.append(i)
            parameters.append(parameter)
        }
        // Omitted arguments arrive as `.void`: "use the default".
        return Initializer(kind: .memberwise(indices), signature: Signature(parameters), isFailable: false)
    }

    // MARK: - Running initializers

    /// Builds a value of `type` with `initializer` and arguments already in
    /// parameter order.
    func runConstructor(_ initializer: Initializer, of type: TypeInfo, _ arguments: [Value], rt: Runtime,
                        at position: SourcePosition?) throws(Unwind) -> Value {
        switch initializer.kind {
        case .native(let native):
            guard case .method(let body) = native.body else { return .void }
            return try body(rt, .type(type), arguments, position ?? .unknown)
        case .decodable:
            return try decodeSynthesized(type, from: arguments.first ?? .void, rt: rt, at: position ?? .unknown)
        case .rawValue:
            guard let raw = arguments.first else { return .none }
            for (index, c) in type.cases.enumerated() {
                if let value = c.rawValue, value.isIdentical(to: raw) {
                    return .some(.enumeration(c.singleton ?? EnumValue(type: type, caseIndex: index, payload: [])))
                }
            }
            return .none
        case .memberwise(let indices):
            libraryExtension?.willInitialize(type, rt: rt)
            defer { libraryExtension?.didInitialize(type, rt: rt) }
            var fields = [Value](repeating: .void, count: type.storedProperties.count)
            for (p, index) in indices.enumerated() where p < arguments.count {
                let argument = arguments[p]
                if case .void = argument { continue }
                let property = type.storedProperties[index]
                switch property.memberwise {
                case .wrappedValue(let thunk, _):
                    guard let thunk else {
                        throw .fault(InternalFault("\(type.name).\(property.name)'s wrapper code was never compiled", at: position))
                    }
                    let frame = Frame.make(slotCount: max(1, thunk.slotCount), captures: [])
                    frame[0] = argument
                    fields[index] = try thunk.eval(frame)
                case .built:
                    guard case .function(let build) = argument else {
                        throw .fault(InternalFault("\(type.name).\(property.name) was given no builder closure", at: position))
                    }
                    fields[index] = try rt.call(build, [], at: position)
                case .value where property.isLazy:
                    // nil: computed on first use, as if not given.
                    if let value = argument.unwrapped { fields[index] = value }
                default:
                    var value = argument
                    if property.type.isOptional { value = Value.wrapOptional(value) }
                    if property.type == .double, case .int(let i) = value { value = .double(Double(i)) }
                    fields[index] = property.ownership == .strong ? value : Value.makeWeak(value)
                }
            }
            try type.applyDefaults?(&fields)
            return .structure(StructValue(type: type, fields: fields))
        case .synthesizedDefault where type.kind != .classType:
            var fields = [Value](repeating: .void, count: type.storedProperties.count)
            try type.applyDefaults?(&fields)
            return .structure(StructValue(type: type, fields: fields))
        case .compiled(let method) where type.kind != .classType:
            libraryExtension?.willInitialize(type, rt: rt)
            defer { libraryExtension?.didInitialize(type, rt: rt) }
            var selfValue: Value = type.kind == .structType
                ? .structure(StructValue(type: type, fields: [Value](repeating: .void, count: type.storedProperties.count)))
                : .void
            var args = arguments
            let result = try rt.invokeMutating(method.function, captures: [], selfValue: &selfValue, arguments: &args, at: position)
            if initializer.isFailable {
                if case .none = result { return .none }
                return .some(selfValue)
            }
            return selfValue
        default:
            let instance = rt.allocate(type)
            let failed = try runInitializer(initializer, of: type, on: instance, arguments, rt: rt, at: position)
            if failed {
                // An object whose initializer failed before every stored
                // property had a value never existed: Swift destroys the
                // properties set so far and runs no `deinit`. One that
                // failed once fully initialised is deinitialised as usual.
                if !Library.isFullyInitialized(instance) { instance.isDeinitializing = true }
                return .none
            }
            rt.objectCreated(instance)
            return initializer.isFailable ? .some(.object(instance)) : .object(instance)
        }
    }

    /// Every stored property of the object (its superclasses' included)
    /// has a value; a `lazy` one counts, as it has none until first read.
    static func isFullyInitialized(_ instance: Instance) -> Bool {
        for (index, property) in instance.type.storedProperties.enumerated() where index < instance.fields.count {
            if case .void = instance.fields[index], !property.isLazy, property.type != .void { return false }
        }
        return true
    }

    /// Runs a class initializer on an existing instance (construction, or
    /// `super.init`). Returns true if a failable initializer failed.
    @discardableResult
    func runInitializer(_ initializer: Initializer, of type: TypeInfo, on instance: Instance, _ arguments: [Value],
                        rt: Runtime, at position: SourcePosition?) throws(Unwind) -> Bool {
        switch initializer.kind {
        case .compiled(let method):
            var args = arguments
            let result = try rt.invoke(method.function, captures: [], selfValue: .object(instance), arguments: &args, at: position)
            return initializer.isFailable && result.isNone
        case .inherited(let method):
            // The subclass's own properties first, then the inherited body.
            var current: TypeInfo? = type
            while let t = current, t !== method.owner {
                try applyOwnDefaults(t, instance)
                current = t.superclass
            }
            var args = arguments
            let result = try rt.invoke(method.function, captures: [], selfValue: .object(instance), arguments: &args, at: position)
            return initializer.isFailable && result.isNone
        case .synthesizedDefault:
            try applyOwnDefaults(type, instance)
            if let superclass = type.superclass {
                try runInitializer(of: superclass, on: instance, labels: [], arguments: [], rt: rt, at: position)
            }
            return false
        case .decodable:
            try decodeSynthesized(type, into: instance, from: arguments.first ?? .void, rt: rt, at: position ?? .unknown)
            return false
        default:
            return false
        }
    }

    /// `super.init()` and friends chosen by labels at run time.
    func runInitializer(of type: TypeInfo, on instance: Instance, labels: [String?], arguments: [Value],
                        rt: Runtime, at position: SourcePosition?) throws(Unwind) {
        let trailing = labels.map { _ in false }
        for initializer in initializers(of: type) {
            guard let signature = initializer.signature,
                  ArgumentPlan.match(labels: labels, trailing: trailing, to: signature) != nil else { continue }
            var values = arguments
            if values.isEmpty {
                // The implicit `super.init()` of `init(v: Int = 7)`: every
                // parameter takes its default (before: none was passed,
                // and `v` was left without a value).
                for index in signature.parameters.indices { values.append(try initializer.defaultValue(index, rt)) }
            }
            try runInitializer(initializer, of: type, on: instance, values, rt: rt, at: position)
            return
        }
    }

    private func applyOwnDefaults(_ type: TypeInfo, _ instance: Instance) throws(Unwind) {
        guard let apply = type.applyDefaults else { return }
        var fields = instance.fields
        instance.fields = []
        defer { instance.fields = fields }
        try apply(&fields)
    }

    /// `Type(args)` reached through a function value (`Type.init`).
    /// How a learner could write a call that makes a `type` when it cannot
    /// be made with no arguments: one call per initializer, with its
    /// required arguments (`DetailView(userId: …)`). Empty when some
    /// initializer takes no arguments.
    package func callsNeedingArguments(_ type: TypeInfo) -> [String] {
        // Closures, not key paths: each key path literal is instantiated
        // by the runtime on first use, from its mangled pattern, and this
        // runs at every launch.
        let signatures = initializers(of: type).compactMap { $0.signature }
        let required = signatures.map { $0.parameters.filter { !$0.hasDefault && !$0.isVariadic } }
        if signatures.isEmpty || required.contains(where: { $0.isEmpty }) { return [] }
        return required.map { parameters in
            type.name + "(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + "…" }.joined(separator: ", ") + ")"
        }
    }

    /// `Type.init` named without labels and called through a value
    /// (`names.map(Config.init)`): a function value has no argument
    /// labels, so the initializer is the one whose parameters the
    /// arguments fill in order, whatever its labels.
    package func constructPositionally(_ type: TypeInfo, arguments: [Value], rt: Runtime,
                                       at position: SourcePosition?) throws(Unwind) -> Value {
        let unlabelled = [String?](repeating: nil, count: arguments.count)
        let candidates = initializers(of: type).compactMap(\.signature?.parameters).filter { parameters in
            parameters.count == arguments.count && !parameters.contains(where: \.isVariadic)
        }
        let labels = candidates.contains { $0.map(\.label) == unlabelled } ? unlabelled
            : candidates.first.map { $0.map(\.label) } ?? unlabelled
        return try construct(type, labels: labels, arguments: arguments, rt: rt, at: position)
    }

    package func construct(_ type: TypeInfo, labels: [String?], arguments: [Value], rt: Runtime, at position: SourcePosition?) throws(Unwind) -> Value {
        let trailing = labels.map { _ in false }
        for initializer in initializers(of: type) {
            guard let signature = initializer.signature,
                  let plan = ArgumentPlan.match(labels: labels, trailing: trailing, to: signature) else { continue }
            var values: [Value] = []
            for (p, source) in plan.sources.enumerated() {
                switch source {
                case .argument(let a): values.append(arguments[a])
                case .defaultValue: values.append(try initializer.defaultValue(p, rt))
                case .variadic(let list): values.append(.array(list.map { arguments[$0] }))
                }
            }
            return try runConstructor(initializer, of: type, values, rt: rt, at: position)
        }
        throw .trap(Trap(message: LanguageMessages.noInitializerTakes(type.name), position: position))
    }
}
