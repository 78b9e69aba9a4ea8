/// Why a place cannot be written, known at compile time: what swiftc says
/// after the colon of "cannot assign to value: …". An lvalue carries it
/// (`LValue.immutability`) from its root to the outermost access; each
/// kind of write (`=`, `+=`, a `mutating` call, `&x`) words the error.
///
/// Only what is certain is recorded: a `let` whose type or mutability is
/// not definitely known stays writable here, and the run time decides.
enum Immutability: Equatable {
    /// A `let` local, global, parameter, loop constant or stored property.
    case letConstant(String)
    /// `self` in a struct or enum method, getter or closure that is not `mutating`.
    case immutableSelf
    /// A computed property with no setter.
    case getOnlyProperty(String)
    /// A subscript with no setter (a `String`'s, or a declared one).
    case getOnlySubscript
    /// A name in a closure's capture list (`[count] in`): a copy.
    case immutableCapture(String)
    /// A struct value a call returned: a temporary (`makePoint().x = 1`);
    /// the function's name when it is a global function's.
    case callResult(String?)
    /// A `private(set)` property written outside its type.
    case inaccessibleSetter(String)

    var reason: String {
        switch self {
        case .letConstant(let name): return LanguageMessages.letConstant(name)
        case .immutableSelf: return LanguageMessages.immutableSelf
        case .getOnlyProperty(let name): return LanguageMessages.getOnlyPropertyReason(name)
        case .getOnlySubscript: return LanguageMessages.getOnlySubscript
        case .immutableCapture(let name): return LanguageMessages.immutableCapture(name)
        case .callResult(let function): return LanguageMessages.immutableResult(function)
        case .inaccessibleSetter(let name): return LanguageMessages.setterInaccessible(name)
        }
    }
}

extension Compiler {
    /// How an lvalue is about to be changed: each has swiftc's own wording.
    enum Mutation {
        case assignment, mutatingOperator, mutatingMember, inoutArgument
    }

    /// Reports a write to a place that cannot change, in swiftc's words
    /// and at swiftc's place: the written name (`=`), the operator (`+=`),
    /// the method's name (a `mutating` call) or the `&`.
    func checkWritable(_ lvalue: LValue?, _ target: Expr?, _ mutation: Mutation, at position: SourcePosition) {
        lvalue?.writtenLocal?.isWritten = true
        guard Compiler.refuses else { return }
        guard let immutability = lvalue?.immutability else { return }
        let reason = immutability.reason
        switch mutation {
        case .assignment:
            let place = target.map(assignedPlace) ?? "to value"
            error(LanguageMessages.cannotAssign(place, reason), at: target?.anchor ?? position)
        case .mutatingOperator:
            error(LanguageMessages.immutableMutatingOperator(reason), at: position)
        case .mutatingMember:
            error(LanguageMessages.immutableMutatingMember(reason), at: position)
        case .inoutArgument:
            error(LanguageMessages.immutableInout(reason), at: position)
        }
    }

    /// "to value", "to property", "through subscript", "through '!'":
    /// what swiftc calls the place an assignment writes.
    func assignedPlace(_ target: Expr) -> String {
        if Compiler.accessorVariableName(of: target) != nil { return "to value" }   // a computed local
        switch target.kind {
        case .member, .tupleIndex: return "to property"
        case .name(.unresolved(let name), _):
            // `count = 0` in a method: a property of `self`.
            guard let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic) else {
                return "to value"
            }
            return "to property"
        case .subscriptAccess: return "through subscript"
        case .forceUnwrap: return "through '!'"
        case .optionalEvaluation(let inner): return assignedPlace(inner)
        default: return "to value"
        }
    }

    /// A local's or parameter's: a `let` (not one initialised later, as
    /// `let x: Int` followed by `x = …` is), or a `self` that may not change.
    func immutability(of binding: LocalBinding) -> Immutability? {
        guard !binding.isMutable, !binding.isInitializedLater else { return nil }
        if binding.name == "self" { return selfIsValue ? .immutableSelf : nil }
        if binding.name.hasPrefix("$") { return nil }
        if binding.isCaptureListEntry { return .immutableCapture(binding.name) }
        if contextualClosureParameters.contains(ObjectIdentifier(binding)) { return nil }
        return .letConstant(binding.name)
    }

    /// Whether `self` here is a struct's or an enum's: a value, whose
    /// properties change only where `self` may.
    private var selfIsValue: Bool {
        guard let owner = selfOwnerContext, let type = owner.selfType, !owner.isStatic else { return false }
        return type.kind == .structType || type.kind == .enumType
    }

    /// The function whose `self` this code sees (itself, or the one a
    /// closure or local function is nested in).
    private var selfOwnerContext: FunctionContext? {
        var current: FunctionContext? = context
        while let c = current {
            if c.selfBinding != nil { return c }
            current = c.parent
        }
        return nil
    }

    /// `self` seen from a closure or local function: immutable inside a
    /// method, getter or subscript of a struct or enum that is not
    /// `mutating`. (Inside a `mutating` one, an escaping closure may not
    /// capture `self` at all — a different error, not reported here.)
    func capturedSelfImmutability() -> Immutability? {
        guard let owner = selfOwnerContext, selfIsValue else { return nil }
        switch owner.kind {
        case .method, .accessor:
            return owner.selfIsMutable ? nil : .immutableSelf
        default:
            return nil
        }
    }

    /// Inside an initializer (or a closure in one): `let` properties of
    /// `self` are being given their values there, which is not a write
    /// swiftc refuses (whether it is the first is not checked here).
    var isInsideInitializer: Bool {
        var current: FunctionContext? = context
        while let c = current {
            if c.kind == .initializer { return true }
            current = c.parent
        }
        return false
    }

    /// Whether a value of this static type is copied on assignment (a
    /// struct, an enum, a tuple, a standard collection): then a change to
    /// one of its parts is a change to the variable that holds it.
    func hasValueSemantics(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary, .tuple, .labeledTuple, .optional:
            return true
        case .nominal(let info, _):
            return info.kind == .structType || info.kind == .enumType || info === library.set
        default:
            return false
        }
    }

    /// Why `base.name` cannot be written, given what the base is and the
    /// member found for it statically.
    func memberImmutability(_ member: Member?, _ name: String, baseType: StaticType, baseLValue: LValue?,
                            isSelf: Bool) -> Immutability? {
        guard let member else { return nil }
        let throughBase = hasValueSemantics(baseType) ? baseLValue?.immutability : nil
        switch member {
        case .stored(_, let property):
            if !property.isMutable {
                if isSelf && isInsideInitializer { return nil }
                if property.wrappedName != nil { return nil }
                return .letConstant(name)
            }
            return throughBase
        case .computed(let computed):
            switch computed.kind {
            case .accessors(_, let setter):
                guard let setter else { return .getOnlyProperty(name) }
                return setter.isMutating ? throughBase : nil
            case .wrapped(let backing):
                if wrapperIsGetOnly(backing, in: baseType) { return .getOnlyProperty(name) }
                return wrapperSetterIsMutating(backing, in: baseType) ? throughBase : nil
            case .projected:
                return nil
            }
        case .native(let natives):
            guard hasValueSemantics(baseType), !natives.isEmpty else { return nil }
            var settable = false
            for native in natives {
                guard case .property(_, let setter) = native.body else { return nil }
                if setter != nil { settable = true }
            }
            return settable ? throughBase : .getOnlyProperty(name)
        case .methods:
            return nil
        }
    }

    /// `@Environment(\.dismiss) var dismiss`: the library's wrapper has no
    /// setter for its `wrappedValue`, so nothing may assign `dismiss`.
    private func wrapperIsGetOnly(_ backing: String, in baseType: StaticType) -> Bool {
        guard let info = typeInfo(for: baseType), let index = info.storedPropertyIndex(backing),
              let wrapper = info.storedProperties[index].wrapperType else { return false }
        return wrapper.wrappedValueIsGetOnly
    }

    /// `x = v` for `@W var x` writes `_x.wrappedValue`: a change to the
    /// enclosing value when `W` is a struct the program declares whose
    /// `wrappedValue` is a stored `var` or has a mutating setter. (The
    /// library's wrappers, `@State` among them, set without mutating.)
    private func wrapperSetterIsMutating(_ backing: String, in baseType: StaticType) -> Bool {
        guard let info = typeInfo(for: baseType), let index = info.storedPropertyIndex(backing),
              let wrapper = info.storedProperties[index].wrapperType, wrapper.kind == .structType,
              let member = library.lookupMember(wrapper, "wrappedValue") else { return false }
        switch member {
        case .stored(_, let property): return property.isMutable
        case .computed(let computed):
            if case .accessors(_, let setter?) = computed.kind { return setter.isMutating }
            return false
        default: return false
        }
    }

    /// A `mutating` method called on a value that is no variable: a call's
    /// result (`makeList().append(1)`), a literal (`[1].append(2)`).
    func reportMutatingMemberOnValue(_ type: StaticType, _ immutability: Immutability?, name: String,
                                     at position: SourcePosition) {
        if let immutability {
            error(LanguageMessages.immutableMutatingMember(immutability.reason), at: position)
        } else if type.isFullyKnown {
            error(LanguageMessages.mutatingMemberOnImmutableValueOfType(type.description), at: position)
        } else {
            error(LanguageMessages.mutatingMemberOnImmutableValue(name), at: position)
        }
    }

    /// Why a value a call returned cannot change (`makeList().append(1)`,
    /// `Point().x = 1`): it is a temporary. Nil when the base is not a
    /// call or its type is not known to be a value (a class instance a
    /// call returns is changed through its reference).
    func callResultImmutability(_ base: Expr, type: StaticType) -> Immutability? {
        guard case .call(let callee, _) = base.kind, hasValueSemantics(type) else { return nil }
        if case .name(.unresolved(let name), _) = callee.kind, env.variables[name] == nil, env.functions[name] != nil,
           !(context.selfType.map { hasImplicitMember($0, name, isStatic: context.isStatic) } ?? false) {
            return .callResult(name)
        }
        return .callResult(nil)
    }

    /// A struct value a call returned, as the base of a member write: a
    /// temporary copy, which swiftc refuses to change (`makePoint().x = 1`)
    /// unless the setter does not mutate.
    func temporaryLValue(_ base: Expr, _ compiled: Compiled) -> LValue? {
        guard let immutability = callResultImmutability(base, type: compiled.type) else { return nil }
        let eval = compiled.eval
        return LValue(get: eval, set: { f, _ throws(Unwind) in _ = try eval(f) },
                      modify: { f, body throws(Unwind) in
                          var copy = try eval(f)
                          try body(&copy)
                      }, type: compiled.type, immutability: immutability)
    }
}

extension Compiler {
    /// The name of the computed or observed local that `expr` reads: its
    /// hidden storage's `wrappedValue` (`Lowerer+AccessorVariables.swift`).
    static func accessorVariableName(of expr: Expr) -> String? {
        guard case .member(let base, "wrappedValue") = expr.kind else { return nil }
        let binding: LocalBinding
        switch base.kind {
        case .name(.local(let b), _): binding = b
        case .name(.captured(_, let b), _): binding = b
        default: return nil
        }
        guard binding.name.hasPrefix(VarDecl.accessorStoragePrefix) else { return nil }
        return String(binding.name.dropFirst(VarDecl.accessorStoragePrefix.count))
    }

    /// Whether `type` is the hidden storage of a computed variable with no setter.
    static func isReadOnlyVariable(_ type: StaticType) -> Bool {
        if case .nominal(let info, _) = type { return info.name == VarDecl.readOnlyVariableType }
        return false
    }
}
