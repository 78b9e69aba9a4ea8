/// Reading, writing and mutating members at run time: stored fields (with
/// observers, laziness, weak storage and observation), computed and
/// wrapped properties, and library properties.
extension Runtime {
    /// Reads member `name` (already resolved to `member`) of `base`.
    func readMember(_ base: Value, _ member: Member, _ name: String, at position: SourcePosition?) throws(Unwind) -> Value {
        switch member {
        case .stored(let index, let property):
            switch base {
            case .structure(let s):
                let raw = s.fields[index]
                return property.ownership == .strong ? raw : try Value.readWeak(raw, unowned: property.ownership == .unowned, at: position ?? property.position)
            case .object(let o):
                if property.isTracked { observation.access(o, name) }
                var raw = o.fields[index]
                if property.isLazy, case .void = raw, let thunk = property.defaultValue {
                    raw = try evaluate(thunk, selfValue: base)
                    o.fields[index] = raw
                }
                return property.ownership == .strong ? raw : try Value.readWeak(raw, unowned: property.ownership == .unowned, at: position ?? property.position)
            default:
                throw .fault(InternalFault("a stored property '\(name)' read on a value that has none", at: position))
            }
        case .computed(let computed):
            switch computed.kind {
            case .accessors(let getter, _):
                var none: [Value] = []
                return try invoke(getter, captures: [], selfValue: base, arguments: &none, at: position)
            case .wrapped(let backing):
                if case .object = base {
                    var reference = base
                    return try readMemberMutating(&reference, member, name, at: position)
                }
                let wrapper = try readField(base, backing, at: position)
                return try readNamed(wrapper, "wrappedValue", at: position)
            case .projected(let backing):
                let wrapper = try readField(base, backing, at: position)
                let projected = try readNamed(wrapper, "projectedValue", at: position)
                if case .object(let owner) = base, case .native(let native as OwnedProjection) = projected {
                    native.attach(owner: owner, property: String(name.dropFirst()))
                }
                return projected
            }
        case .methods(let methods):
            return .function(FunctionValue(.compiled(methods[0].function, captures: [], boundSelf: base)))
        case .native(let natives):
            let at = position ?? SourcePosition(file: "", line: 0, column: 0)
            if let property = natives.first(where: \.isProperty), case .property(let getter, _) = property.body {
                return try getter(self, base, at)
            }
            // A library method used as a value: pick the overload by arity.
            return .function(FunctionValue(.native(name: name) { rt, args throws(Unwind) in
                for native in natives where (native.signature?.parameters.count ?? 0) == args.count {
                    switch native.body {
                    case .method(let method): return try method(rt, base, args, at)
                    case .mutatingMethod(let method):
                        var copy = base
                        var arguments = args
                        return try method(rt, &copy, &arguments, at)
                    case .inoutFunction(let function):
                        var arguments = args
                        return try function(rt, base, &arguments, at)
                    case .property: continue
                    }
                }
                throw .trap(Trap(message: LanguageMessages.cannotCall(name, arguments: args.count), position: position))
            }))
        }
    }

    /// Reads a member by name (dynamic lookup), seeing through optionals
    /// the way an implicitly unwrapped optional does.
    package func readNamed(_ base: Value, _ name: String, at position: SourcePosition?) throws(Unwind) -> Value {
        if case .native(let n) = base,
           let member = library.libraryExtension?.projectedMember(of: n, named: name, at: position, rt: self) {
            return member
        }
        if case .tuple(let t) = base, let index = t.labels.firstIndex(where: { $0 == name }) {
            return t.elements[index]
        }
        if case .tuple(let t) = base, let index = Int(name), t.elements.indices.contains(index) {
            return t.elements[index]   // `\.1`: a key path to a tuple's element
        }
        if case .type(let t) = base, let member = library.lookupStatic(t, name) {
            return try readStaticMember(t, member, name, at: position)
        }
        let type = library.typeOf(base)
        if let member = library.lookupMember(type, name) {
            return try readMember(base, member, name, at: position)
        }
        if case .some(let inner) = base { return try readNamed(inner, name, at: position) }
        if case .none = base {
            throw .trap(Trap(message: LanguageMessages.implicitlyUnwrappedNil, position: position))
        }
        throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: base), name), position: position))
    }

    private func readField(_ base: Value, _ name: String, at position: SourcePosition?) throws(Unwind) -> Value {
        let type = library.typeOf(base)
        guard let index = type.storedPropertyIndex(name) else {
            throw .trap(Trap(message: LanguageMessages.noMember(type.name, name), position: position))
        }
        switch base {
        case .structure(let s): return s.fields[index]
        case .object(let o): return o.fields[index]
        default: throw .trap(Trap(message: LanguageMessages.noMember(type.name, name), position: position))
        }
    }

    /// Writes member `name` of `base`. `directly` skips observers (a type's
    /// own initializer assigning its own properties); `modifying` is the end
    /// of a mutation in place (Observation's `_modify`, which always notifies).
    func writeMember(
        _ base: inout Value, _ member: Member, _ name: String, _ newValue: Value, directly: Bool = false,
        modifying: Bool = false, at position: SourcePosition?
    ) throws(Unwind) {
        switch member {
        case .stored(let index, let property):
            var value = newValue
            // A pattern, not `==`: StaticType's equality is a call.
            if case .double = property.type, case .int(let i) = value { value = .double(Double(i)) }
            if property.type.isOptional { value = Value.wrapOptional(value) }
            if property.ownership != .strong { value = Value.makeWeak(value) }
            let observed = property.hasObservers && !directly
            var oldValue = Value.void
            // Subclass observers wrap the superclass's: theirs run outermost.
            var overrides: [PropertyInfo.OverrideObservers] = []
            if observed, case .object(let o) = base {
                overrides = property.overrideObservers.filter { o.type.isSubtype(of: $0.type) }
                    .sorted { $0.type.isSubtype(of: $1.type) && $0.type !== $1.type }
            }
            if observed {
                oldValue = try readMember(base, member, name, at: position)
                for o in overrides {
                    if let willSet = o.willSet { try callAccessor(willSet, on: &base, argument: newValue, at: position) }
                }
                if let willSet = property.willSet {
                    try callAccessor(willSet, on: &base, argument: newValue, at: position)
                }
            }
            // `if case`, not `switch`: a switch over `base` keeps a copy of
            // it while the case runs, so the fields would be copied on write.
            if case .structure(var s) = base {
                base = .void
                s.fields[index] = value
                base = .structure(s)
            } else if case .object(let o) = base {
                if property.isTracked {
                    // Typed throws do not pass through `||`'s autoclosure.
                    var notifies = modifying || property.ownership != .strong
                    if !notifies { notifies = try observationNotifies(property.type, old: o.fields[index], new: value, at: position) }
                    if notifies { try observation.willSet(o, name, rt: self) }
                }
                o.fields[index] = value
            } else {
                throw .fault(InternalFault("a stored property '\(name)' read on a value that has none", at: position))
            }
            if observed, let didSet = property.didSet {
                try callAccessor(didSet, on: &base, argument: oldValue, at: position)
            }
            for o in overrides.reversed() {
                if let didSet = o.didSet { try callAccessor(didSet, on: &base, argument: oldValue, at: position) }
            }
        case .computed(let computed):
            switch computed.kind {
            case .accessors(_, let setter):
                guard let setter else {
                    throw .trap(Trap(message: LanguageMessages.getOnlyProperty(name), position: position))
                }
                try callAccessor(setter, on: &base, argument: newValue, at: position)
            case .wrapped(let backing):
                if try initializeUnsetWrapper(&base, backing, with: newValue, at: position) { return }
                let observed = !directly && (computed.willSet != nil || computed.didSet != nil)
                let oldValue = observed ? try readMember(base, member, name, at: position) : .void
                if observed, let willSet = computed.willSet {
                    try callAccessor(willSet, on: &base, argument: newValue, at: position)
                }
                if case .object(let o) = base, let extensions = library.libraryExtension,
                   let index = o.type.storedPropertyIndex(backing) {
                    try extensions.willWriteWrappedProperty(of: o, backing: o.type.storedProperties[index], rt: self)
                }
                if case .object(let o) = base, let index = o.type.storedPropertyIndex(backing), o.fields[index].isReference {
                    // A wrapper that is a reference stays in place while it
                    // is written: its setter may read the property again
                    // (a `@Published` sink reading `self.count` sees the old value).
                    var wrapper = o.fields[index]
                    try writeNamed(&wrapper, "wrappedValue", newValue, at: position)
                } else {
                    try modifyField(&base, backing, at: position) { wrapper throws(Unwind) in
                        try self.writeNamed(&wrapper, "wrappedValue", newValue, at: position)
                    }
                }
                if observed, let didSet = computed.didSet {
                    try callAccessor(didSet, on: &base, argument: oldValue, at: position)
                }
            case .projected(let backing):
                // `$x = v` sets the wrapper's `projectedValue`, if it has a setter
                // (`assign(to: &$count)` writes `@Published`'s back).
                let wrapper = try readField(base, backing, at: position)
                guard library.hasSetter(library.typeOf(wrapper), "projectedValue") else {
                    throw .trap(Trap(message: LanguageMessages.cannotAssignToProjection(String(name.dropFirst())), position: position))
                }
                try modifyField(&base, backing, at: position) { wrapper throws(Unwind) in
                    try self.writeNamed(&wrapper, "projectedValue", newValue, at: position)
                }
            }
        case .native(let natives):
            guard let native = natives.first(where: \.isProperty), case .property(_, let setter?) = native.body else {
                throw .trap(Trap(message: LanguageMessages.getOnlyProperty(name), position: position))
            }
            try setter(self, &base, newValue, position ?? SourcePosition(file: "", line: 0, column: 0))
        case .methods:
            throw .trap(Trap(message: LanguageMessages.cannotAssignToMethod(name), position: position))
        }
    }

    package func writeNamed(_ base: inout Value, _ name: String, _ newValue: Value, at position: SourcePosition?) throws(Unwind) {
        if case .tuple(var t) = base, let index = t.labels.firstIndex(where: { $0 == name }) {
            t.elements[index] = newValue
            base = .tuple(t)
            return
        }
        let type = library.typeOf(base)
        if let member = library.lookupMember(type, name) {
            try writeMember(&base, member, name, newValue, at: position)
            return
        }
        if case .some(var inner) = base {
            try writeNamed(&inner, name, newValue, at: position)
            base = .some(inner)
            return
        }
        throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: base), name), position: position))
    }

    /// Mutates member `name` of `base` in place: `x.items.append(4)`,
    /// `x.count += 1`. Observed, tracked and computed members go through
    /// get, mutate, set, as Swift does for them.
    func modifyMember(
        _ base: inout Value, _ member: Member, _ name: String, at position: SourcePosition?,
        _ body: (inout Value) throws(Unwind) -> Void
    ) throws(Unwind) {
        if case .stored(let index, let property) = member, !property.hasObservers, !property.isTracked,
           property.ownership == .strong, !property.isLazy {
            // `if case`, not `switch` (which would keep a copy of `base`
            // alive, so the field would not be uniquely referenced).
            if case .structure(var s) = base {
                base = .void
                defer { base = .structure(s) }
                var field = s.fields[index]
                s.fields[index] = .void
                defer { s.fields[index] = field }
                try body(&field)
                return
            }
            if case .object(let o) = base {
                var field = o.fields[index]
                o.fields[index] = .void
                defer { o.fields[index] = field }
                try body(&field)
                return
            }
        }
        // A struct's lazy property is made by the first access, a modify
        // (`s.items.append(x)`) as much as a read; so is what a mutating
        // getter changes.
        var value = readsMutate(member, of: base) ? try readMemberMutating(&base, member, name, at: position)
            : try readMember(base, member, name, at: position)
        do {
            try body(&value)
        } catch {
            // Swift ends the access however the body ends: a throw keeps its changes.
            if case .thrown = error { try writeMember(&base, member, name, value, modifying: true, at: position) }
            throw error
        }
        try writeMember(&base, member, name, value, modifying: true, at: position)
    }

    func modifyNamed(_ base: inout Value, _ name: String, at position: SourcePosition?, _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) {
        if case .tuple(var t) = base, let index = t.labels.firstIndex(where: { $0 == name }) ?? Int(name),
           t.elements.indices.contains(index) {
            base = .void
            defer { base = .tuple(t) }
            try body(&t.elements[index])
            return
        }
        let type = library.typeOf(base)
        if let member = library.lookupMember(type, name) {
            try modifyMember(&base, member, name, at: position, body)
            return
        }
        if case .some(var inner) = base {
            base = .void
            defer { base = .some(inner) }
            try modifyNamed(&inner, name, at: position, body)
            return
        }
        throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: base), name), position: position))
    }

    private func modifyField(_ base: inout Value, _ name: String, at position: SourcePosition?, _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) {
        let type = library.typeOf(base)
        guard let index = type.storedPropertyIndex(name) else {
            throw .trap(Trap(message: LanguageMessages.noMember(type.name, name), position: position))
        }
        try modifyMember(&base, .stored(index, type.storedProperties[index]), name, at: position, body)
    }

    /// Swift's definite initialisation of a wrapped property without a
    /// default: in an initializer, assigning it before its wrapper exists
    /// (`self.city = city` for `@Published var city: String`) initialises
    /// the wrapper, `_city = Published(wrappedValue: city)`, instead of
    /// calling a setter on a wrapper that is not there. Later assignments
    /// go through `wrappedValue`. An `@autoclosure` initializer receives the
    /// value already evaluated.
    private func initializeUnsetWrapper(_ base: inout Value, _ backing: String, with newValue: Value,
                                        at position: SourcePosition?) throws(Unwind) -> Bool {
        let type = library.typeOf(base)
        guard let index = type.storedPropertyIndex(backing) else { return false }
        let property = type.storedProperties[index]
        guard case .wrappedValue(let thunk?, let isAutoclosure) = property.memberwise else { return false }
        switch base {
        case .structure(let s) where s.fields[index].isVoidValue: break
        case .object(let o) where o.fields[index].isVoidValue: break
        default: return false
        }
        let frame = Frame.make(slotCount: max(1, thunk.slotCount), captures: [])
        frame[0] = isAutoclosure ? .function(FunctionValue(.native(name: "autoclosure") { _, _ throws(Unwind) in newValue })) : newValue
        let wrapper = try thunk.eval(frame)
        try writeMember(&base, .stored(index, property), backing, wrapper, directly: true, at: position)
        return true
    }

    /// Runs a setter, `willSet` or `didSet` with `self` as the receiver:
    /// a struct's `self` is updated in place.
    func callAccessor(_ accessor: CompiledFunction, on base: inout Value, argument: Value, at position: SourcePosition?) throws(Unwind) {
        var arguments = [argument]
        if case .object = base {
            _ = try invoke(accessor, captures: [], selfValue: base, arguments: &arguments, at: position)
        } else {
            _ = try invokeMutating(accessor, captures: [], selfValue: &base, arguments: &arguments, at: position)
        }
    }
}

extension Runtime {
    /// Whether reading `member` of `base` changes `base`: a lazy property
    /// of a struct, a `mutating get`, or a wrapper whose getter mutates.
    func readsMutate(_ member: Member, of base: Value) -> Bool {
        if case .object = base { return false }
        switch member {
        case .stored(_, let property):
            return property.isLazy
        case .computed(let computed):
            switch computed.kind {
            case .accessors(let getter, _):
                return getter.isMutating
            case .wrapped(let backing), .projected(let backing):
                guard case .structure(let s) = base, let index = s.type.storedPropertyIndex(backing) else { return false }
                let wrapper = s.fields[index]
                guard let inner = library.lookupMember(library.typeOf(wrapper), "wrappedValue") else { return false }
                return readsMutate(inner, of: wrapper)
            }
        default:
            return false
        }
    }

    /// Reads a member whose getter may mutate its receiver, updating `base`.
    func readMemberMutating(_ base: inout Value, _ member: Member, _ name: String, at position: SourcePosition?) throws(Unwind) -> Value {
        switch member {
        case .stored(let index, let property) where property.isLazy:
            if case .structure(var s) = base {
                if case .void = s.fields[index], let thunk = property.defaultValue {
                    let value = try evaluate(thunk, selfValue: base)
                    s.fields[index] = value
                    base = .structure(s)
                    return value
                }
                return s.fields[index]
            }
            return try readMember(base, member, name, at: position)
        case .computed(let computed):
            switch computed.kind {
            case .accessors(let getter, _) where getter.isMutating && !isReference(base):
                var none: [Value] = []
                return try invokeMutating(getter, captures: [], selfValue: &base, arguments: &none, at: position)
            case .wrapped(let backing):
                var result = Value.void
                let type = library.typeOf(base)
                guard let index = type.storedPropertyIndex(backing) else { return .void }
                try modifyMember(&base, .stored(index, type.storedProperties[index]), backing, at: position) { wrapper throws(Unwind) in
                    guard let inner = self.library.lookupMember(self.library.typeOf(wrapper), "wrappedValue") else {
                        result = try self.readNamed(wrapper, "wrappedValue", at: position)
                        return
                    }
                    result = try self.readMemberMutating(&wrapper, inner, "wrappedValue", at: position)
                }
                return result
            default:
                return try readMember(base, member, name, at: position)
            }
        default:
            return try readMember(base, member, name, at: position)
        }
    }

    /// `Type.name` read through a metatype value (`T.fallback`).
    func readStaticMember(_ type: TypeInfo, _ member: StaticMember, _ name: String, at position: SourcePosition?) throws(Unwind) -> Value {
        switch member {
        case .property(let property):
            return try readStatic(property, of: type, at: position)
        case .enumCase(let enumType, let index):
            if let singleton = enumType.cases[index].singleton { return .enumeration(singleton) }
            return .function(FunctionValue(.native(name: name) { _, args throws(Unwind) in
                .enumeration(EnumValue(type: enumType, caseIndex: index, payload: args))
            }))
        case .methods(let methods):
            return .function(FunctionValue(.compiled(methods[0].function, captures: [], boundSelf: .type(type))))
        case .nestedType(let nested):
            return .type(nested)
        case .native(let natives):
            let at = position ?? .unknown
            if let property = natives.first(where: \.isProperty), case .property(let getter, _) = property.body {
                return try getter(self, .type(type), at)
            }
            return .function(FunctionValue(.native(name: name) { rt, args throws(Unwind) in
                for native in natives {
                    if case .method(let method) = native.body { return try method(rt, .type(type), args, at) }
                }
                return .void
            }))
        }
    }
}
