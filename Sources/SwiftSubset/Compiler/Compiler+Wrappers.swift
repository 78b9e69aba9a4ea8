/// Property wrappers on stored properties: `@W(args) var x: T = e` becomes
/// a backing field `_x: W` initialised with `W(wrappedValue: e, args)`,
/// an accessor `x` reading and writing `_x.wrappedValue`, and `$x` reading
/// `_x.projectedValue` when `W` has one.
extension Compiler {
    func addWrappedProperty(_ property: VarDecl, wrapper: Attribute, declaredType written: StaticType, to info: TypeInfo,
                            pending: inout [() -> Void]) {
        let wrapperName = String(wrapper.name.prefix { $0 != "<" })
        guard let wrapperType = lookupType(wrapperName) else {
            error(LanguageMessages.unknownAttribute(wrapperName), at: wrapper.position)
            return
        }
        if !property.isMutable {
            // `@State let count = 0`: the wrapper's storage changes, so Swift
            // wants a `var` (the property is still declared, for what follows).
            error(LanguageMessages.wrapperOnLet, at: wrapper.position)
        }
        var declaredType = written
        if wrapperName == "Environment", wrapperType.kind == .builtin, wrapper.arguments.count == 1,
           case .keyPath(nil, let names) = wrapper.arguments[0].value.kind, names.count == 1,
           let known = library.environmentValueTypes[names[0]], let type = library.types[known.type] {
            info.environmentValueTypes.append(type)
            if known.isTheValue, !written.isKnown { declaredType = .nominal(type, []) }
        }
        let backingName = "_" + property.name
        let backing = PropertyInfo(name: backingName, type: .nominal(wrapperType, [declaredType]), isMutable: true,
                                   ownership: .strong, isLazy: false, owner: info, position: property.position)
        backing.wrappedName = property.name
        backing.wrapperType = wrapperType
        backing.wrappedType = declaredType
        backing.isPrivate = property.isPrivate
        info.addStoredProperty(backing)
        let wrapped = ComputedPropertyInfo(
            name: property.name, kind: .wrapped(backing: backingName), type: declaredType, isStatic: false)
        wrapped.isPrivate = property.isPrivate
        wrapped.hasPrivateSetter = property.hasPrivateSetter
        info.computedProperties[property.name] = wrapped
        if let decl = property.willSet {
            let f = makeFunctionShell(decl, selfType: info)
            wrapped.willSet = f
            pending.append { [unowned self] in self.compileMethod(decl, f, in: info, observing: property.name) }
        }
        if let decl = property.didSet {
            let f = makeFunctionShell(decl, selfType: info)
            wrapped.didSet = f
            pending.append { [unowned self] in self.compileMethod(decl, f, in: info, observing: property.name) }
        }
        if library.lookupMember(wrapperType, "projectedValue") != nil {
            info.computedProperties["$" + property.name] = ComputedPropertyInfo(
                name: "$" + property.name, kind: .projected(backing: backingName),
                type: projectedType(of: wrapperType, wrapped: declaredType), isStatic: false)
        }

        let at = wrapper.position
        let typeExpr = Expr(.name(.unresolved(wrapperName)), at)
        let initializers = library.initializers(of: wrapperType)
        let wrappedValueInit = initializers.first { $0.signature?.parameters.first?.label == "wrappedValue" }
        let takesAutoclosure = wrappedValueInit?.signature?.parameters.first?.isAutoclosure ?? false

        // The default value: `W(wrappedValue: e, args)`, `W(args)` or `W()`.
        var thunk: Thunk?
        if let initializer = property.initializer {
            // The written type is the initial value's context, as in
            // `W(wrappedValue: e as T)`: `@Published var state: State = .idle`
            // finds `.idle` in a nested `State`.
            var value = initializer.expr
            if let written = property.type { value = Expr(.cast(value, .asType, written), value.position) }
            let call = Expr(.call(typeExpr, [Argument(label: "wrappedValue", value: value)] + wrapper.arguments), at)
            thunk = Thunk(expr: call, slotCount: initializer.slotCount, selfBinding: initializer.selfBinding)
        } else if !wrapper.arguments.isEmpty || (initializers.contains(where: { $0.signature?.parameters.allSatisfy(\.hasDefault) ?? false })
                                                  && !(declaredType.isOptional && Self.optionalStartsAtNil(wrapperType, library))
                                                  && !(declaredType.isKnown && !declaredType.isOptional
                                                       && Self.emptyInitNeedsOptional(wrapperType, library))) {
            thunk = Thunk(expr: Expr(.call(typeExpr, wrapper.arguments), at), slotCount: 0, selfBinding: nil)
        } else if declaredType.isOptional, wrappedValueInit != nil {
            let call = Expr(.call(typeExpr, [Argument(label: "wrappedValue", value: Expr(.nilLiteral, at))] + wrapper.arguments), at)
            thunk = Thunk(expr: call, slotCount: 0, selfBinding: nil)
        }
        backing.hasDefault = thunk != nil
        if let thunk {
            pending.append { [unowned self] in
                // `@Clamped(10...30) var t: Double = 21`: the wrapper is a
                // `Clamped<Double>`, so its arguments' literals are Doubles.
                let expected: StaticType = declaredType.isKnown && wrapperType.genericParameters.count == 1 ? backing.type : .unknown
                backing.defaultValue = self.compileThunk(thunk, expected: expected, selfType: info)
            }
        }

        // How a memberwise initializer takes it: only if `W(wrappedValue:
        // args)` can be called with the attribute's arguments.
        let fromValueFits = wrappedValueInit?.signature.map { signature in
            let labels: [String?] = ["wrappedValue"] + wrapper.arguments.map(\.label)
            return ArgumentPlan.match(labels: labels, trailing: labels.map { _ in false }, to: signature) != nil
        } ?? false
        if fromValueFits {
            let placeholder = LocalBinding(name: "$wrapped", slot: 0, isMutable: false, declaredType: nil, position: at)
            placeholder.staticType = takesAutoclosure ? .unknown : declaredType
            var value = Expr(.name(.local(placeholder)), at)
            if takesAutoclosure { value = Expr(.call(value, []), at) }
            let call = Expr(.call(typeExpr, [Argument(label: "wrappedValue", value: value)] + wrapper.arguments), at)
            let fromValue = Thunk(expr: call, slotCount: 1, selfBinding: nil)
            // The parameter exists from now on, whatever is compiled first;
            // only the code that wraps the argument waits.
            backing.memberwise = .wrappedValue(nil, isAutoclosure: takesAutoclosure)
            pending.append { [unowned self] in
                let expected: StaticType = declaredType.isKnown && wrapperType.genericParameters.count == 1 ? backing.type : .unknown
                backing.memberwise = .wrappedValue(self.compileThunk(fromValue, expected: expected, selfType: info),
                                                   isAutoclosure: takesAutoclosure)
            }
        } else if thunk != nil {
            backing.memberwise = .excluded
        } else {
            backing.memberwise = .wrapper
        }
    }

    /// `$x`'s type: what the wrapper's `projectedValue` gives for a
    /// wrapper of `wrapped`.
    private func projectedType(of wrapper: TypeInfo, wrapped: StaticType) -> StaticType {
        switch library.lookupMember(wrapper, "projectedValue") {
        case .computed(let c)?: return c.type
        case .stored(_, let p)?: return p.type
        case .native(let natives)?:
            return natives.first(where: \.isProperty)?.resultType(.nominal(wrapper, [wrapped])) ?? .unknown
        default: return .unknown
        }
    }

    /// Swift's own check that a wrapper fits its value (DESIGN V2a): a
    /// library wrapper's generic constraint on the wrapped type
    /// (`@StateObject` needs an `ObservableObject`).
    func checkWrapperConstraints(of info: TypeInfo) {
        guard Compiler.refuses else { return }
        for property in info.storedProperties where property.owner === info {
            if let wrapper = property.wrapperType, wrapper === library.types["Published"], info.kind != .classType {
                // Combine marks `Published.wrappedValue` unavailable outside a class.
                error(LanguageMessages.publishedOutsideClass, at: property.position)
                continue
            }
            guard let wrapper = property.wrapperType,
                  let requirement = wrapper.wrappedTypeRequirement else { continue }
            // A standard value type never conforms to a class-bound
            // protocol (`@StateObject var count = 0`).
            if requirement == "ObservableObject", Compiler.isStandardLibraryType(property.wrappedType) {
                error(LanguageMessages.genericRequirement(wrapper.name, diagnosticName(property.wrappedType), requirement),
                      at: property.position)
                continue
            }
            guard let valueType = property.wrappedType.wrappedIfOptional.nominalType,
                  valueType.kind != .builtin else { continue }
            if !valueType.conforms(to: requirement) {
                error(LanguageMessages.genericRequirement(wrapper.name, valueType.name, requirement),
                      at: property.position)
            }
        }
    }
}

extension Compiler {
    /// A wrapper whose `init()` is chosen by its value's type, as SwiftUI's
    /// `FocusState` (`init()` for `Bool`, another `init()` for `T?`): an
    /// optional property of it starts at `W(wrappedValue: nil)`. The library
    /// marks such a wrapper with a static `_optionalStartsAtNil`.
    static func optionalStartsAtNil(_ wrapper: TypeInfo, _ library: Library) -> Bool {
        library.lookupStatic(wrapper, "_optionalStartsAtNil") != nil
    }

    /// A wrapper whose `init()` exists only for an optional value, as
    /// SwiftUI's `State` (`init()` where `Value: ExpressibleByNilLiteral`):
    /// `@State var count: Int` has no default, so its initializer's first
    /// `count = start` makes the wrapper, `_count = State(wrappedValue:
    /// start)`, as Swift's definite initialization does. The library marks
    /// such a wrapper with a static `_emptyInitNeedsOptional`.
    static func emptyInitNeedsOptional(_ wrapper: TypeInfo, _ library: Library) -> Bool {
        library.lookupStatic(wrapper, "_emptyInitNeedsOptional") != nil
    }
}
