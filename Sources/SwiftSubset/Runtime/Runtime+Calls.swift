/// Calls whose callee is only known at run time: function values and
/// methods dispatched on the receiver's dynamic type.
extension Runtime {
    /// Calls a function value. Function types carry no argument labels, so
    /// arguments bind by position.
    func callValue(_ function: FunctionValue, site: CallSite, frame f: Frame) throws(Unwind) -> Value {
        if let compiled = function.closureFunction, !site.hasInout, compiled.directArity == site.evals.count,
           !compiled.valueCallNeedsCoercion {
            // A closure: its arguments straight into its frame, `kind` not copied.
            let base = compiled.directParameterBase
            let frame = try directFrame(compiled, base: base, site: site, caller: f, captureList: function.closureCaptures)
            var receiver: Value? = nil
            return try runDirect(compiled, in: consume frame, base: base, arity: site.evals.count, selfValue: &receiver,
                                 isMutating: false, at: site.position)
        }
        switch function.kind {
        case .compiled(let compiled, let captures, let boundSelf):
            if !site.hasInout, compiled.directArity == site.evals.count, !compiled.valueCallNeedsCoercion {
                // Each argument to its parameter, as is: straight into the frame.
                let base = compiled.directParameterBase
                let frame = try directFrame(compiled, base: base, site: site, caller: f,
                                            captureList: captures.isEmpty ? nil : captures)
                var receiver = boundSelf
                return try runDirect(compiled, in: consume frame, base: base, arity: site.evals.count, selfValue: &receiver,
                                     isMutating: false, at: site.position)
            }
            let signature = compiled.unlabelledSignature
            let positional = CallSite.positional(site)
            guard let plan = positional.plan(for: compiled, { signature }) else {
                throw .trap(Trap(message: LanguageMessages.wrongArgumentCount(compiled.name), position: site.position))
            }
            var values = try positional.gather(plan, signature, f, rt: self) { p throws(Unwind) in
                guard let thunk = compiled.parameters[p].defaultValue else { return .void }
                return try self.evaluate(thunk, selfValue: nil)
            }
            guard site.hasInout else {
                return try invoke(compiled, captures: captures, selfValue: boundSelf, arguments: &values, at: site.position)
            }
            let readBack = site.arguments.indices.filter { i in
                site.arguments[i].lvalue != nil && i < compiled.parameters.count && !compiled.parameters[i].isInout
            }
            let result = try invoke(compiled, captures: captures, selfValue: boundSelf, arguments: &values, at: site.position,
                                    readingBackEach: readBack)
            try positional.writeBack(plan, values, f)
            return result
        case .native(_, let body):
            var values: [Value] = []
            values.reserveCapacity(site.arguments.count)
            for argument in site.arguments {
                values.append(try argument.eval(f))
                heap.drain()
            }
            do { return try body(self, values) } catch { throw error.placed(at: site.position) }
        }
    }

    /// `value.name(args)` on a class instance, with the method the site
    /// found for its class before (`MethodCache`): called directly when the
    /// call can be, as a call whose callee is known statically is.
    @inline(__always)
    func callCachedMethod(_ function: CompiledFunction, _ cache: MethodCache, on value: consuming Value, site: CallSite,
                          frame f: Frame) throws(Unwind) -> Value {
        let arity = cache.directArity
        if function.directArity == arity {
            let base = function.directParameterBase
            let frame = try directFrame(function, base: base, site: site, caller: f)
            var receiver: Value? = consume value
            return try runDirect(function, in: consume frame, base: base, arity: arity, selfValue: &receiver, isMutating: false,
                                 at: site.position)
        }
        guard let plan = cache.plan else { return .void }
        var values = try site.gather(plan, function.runtimeSignature, f, rt: self) { p throws(Unwind) in
            guard let thunk = function.parameters[p].defaultValue else { return .void }
            return try self.evaluate(thunk, selfValue: nil)
        }
        let result = try invoke(function, captures: [], selfValue: value, arguments: &values, at: site.position)
        if site.hasInout { try site.writeBack(plan, values, f) }
        return result
    }

    /// The method `cache` keeps for `value`'s class (found and kept now if
    /// the class is not the one it keeps); nil when `value` is no class
    /// instance or the general path answers. Reads `value` without
    /// retaining anything.
    @inline(__always)
    func cachedMethod(_ cache: MethodCache, of value: borrowing Value, _ name: String, site: CallSite) -> CompiledFunction? {
        switch value {
        case .object(let o):
            if ObjectIdentifier(o.type) != cache.typeID { cacheMethod(cache, on: o.type, name, site: site) }
            return ObjectIdentifier(o.type) == cache.typeID ? cache.function : nil
        default:
            return nil
        }
    }

    /// Finds the method a call with `site`'s labels reaches on instances of
    /// the class `type`, and keeps it in `cache` (or that the general path
    /// answers, when the member is not a program's method).
    func cacheMethod(_ cache: MethodCache, on type: TypeInfo, _ name: String, site: CallSite) {
        guard type.kind == .classType, case .methods(let methods)? = library.lookupCallable(type, name),
              let (function, plan) = try? choose(methods, site: site, name: name) else {
            cache.fillGeneral(type)
            return
        }
        let signature = function.runtimeSignature
        let direct = plan.isPositional && !signature.needsCoercion && !site.hasInout
        cache.fill(type, function, plan, directArity: direct ? site.evals.count : -2)
    }

    /// `value.name(args)` with the method found on the value's dynamic type
    /// (overrides, protocol types, values of unknown static type).
    func callMethod(on value: Value, _ name: String, site: CallSite, frame f: Frame, lvalue: LValue?) throws(Unwind) -> Value {
        if case .tuple = value {
            let element = try readNamed(value, name, at: site.position)
            guard let function = element.unwrapped?.asFunction else {
                throw .trap(Trap(message: LanguageMessages.notCallable(library.typeName(of: element)), position: site.position))
            }
            return try callValue(function, site: site, frame: f)
        }
        if case .type(let t) = value {
            return try callStatic(on: t, name, site: site, frame: f)
        }
        let type = library.typeOf(value)
        guard let member = library.lookupCallable(type, name) else {
            switch value {
            case .some(let inner):
                return try callMethod(on: inner, name, site: site, frame: f, lvalue: lvalue.map { LValue.unwrapping($0) })
            case .none:
                throw .trap(Trap(message: LanguageMessages.implicitlyUnwrappedNil, position: site.position))
            default:
                throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: value), name), position: site.position))
            }
        }
        switch member {
        case .methods(let methods):
            if !methods.contains(where: { m in site.plan(for: m.function, { m.function.runtimeSignature }) != nil }),
               let natives = library.nativeMethods(type, name) {
                // The library's overloads beside a program's methods of that name.
                return try callNative(natives, on: value, name, site: site, frame: f, lvalue: lvalue)
            }
            return try callMethod(methods, on: value, name, site: site, frame: f, lvalue: lvalue)
        case .native(let natives):
            if let methods = library.protocolExtensionMethods(type, name),
               !natives.contains(where: { n in n.acceptsAnyArguments || n.signature.map { s in site.plan(for: n.identity, { s }) != nil } ?? false }),
               methods.contains(where: { m in site.plan(for: m.function, { m.function.runtimeSignature }) != nil }) {
                return try callMethod(methods, on: value, name, site: site, frame: f, lvalue: lvalue)
            }
            return try callNative(natives, on: value, name, site: site, frame: f, lvalue: lvalue)
        case .stored, .computed:
            let property = try readMember(value, member, name, at: site.position)
            guard let function = property.unwrapped?.asFunction else {
                throw .trap(Trap(message: LanguageMessages.notCallable(library.typeName(of: property)), position: site.position))
            }
            return try callValue(function, site: site, frame: f)
        }
    }

    /// A protocol extension's implementation of `name`, called on `value`
    /// (the witness of a conformance whose class declares none).
    func callProtocolDefault(_ proto: TypeInfo, on value: Value, _ name: String, site: CallSite, frame f: Frame,
                             lvalue: LValue?) throws(Unwind) -> Value {
        try callMethod(proto.methods[name] ?? [], on: value, name, site: site, frame: f, lvalue: lvalue)
    }

    /// One of a program's methods found on the value at run time.
    private func callMethod(_ methods: [MethodInfo], on value: Value, _ name: String, site: CallSite, frame f: Frame,
                            lvalue: LValue?) throws(Unwind) -> Value {
        let (function, plan) = try choose(methods, site: site, name: name)
        let signature = function.runtimeSignature
        var values = try site.gather(plan, signature, f, rt: self) { p throws(Unwind) in
            guard let thunk = function.parameters[p].defaultValue else { return .void }
            return try self.evaluate(thunk, selfValue: nil)
        }
        var result = Value.void
        if function.isMutating, !isReference(value), let lvalue {
            try lvalue.modify(f) { selfValue throws(Unwind) in
                result = try self.invokeMutating(function, captures: [], selfValue: &selfValue, arguments: &values, at: site.position)
            }
        } else {
            result = try invoke(function, captures: [], selfValue: value, arguments: &values, at: site.position)
        }
        if site.hasInout { try site.writeBack(plan, values, f) }
        return result
    }

    /// A library method found on the value at run time.
    private func callNative(_ natives: [NativeMember], on value: Value, _ name: String, site: CallSite, frame f: Frame,
                            lvalue: LValue?) throws(Unwind) -> Value {
        for native in natives where !native.acceptsAnyArguments {
            guard let signature = native.signature, let plan = site.plan(for: native.identity, { signature }) else { continue }
            var values = try site.gather(plan, signature, f, rt: self) { _ throws(Unwind) in .void }
            switch native.body {
            case .method(let method):
                return try method(self, value, values, site.position)
            case .mutatingMethod(let method):
                var result = Value.void
                if let lvalue {
                    try lvalue.modify(f) { selfValue throws(Unwind) in
                        result = try method(self, &selfValue, &values, site.position)
                    }
                } else {
                    var copy = value
                    result = try method(self, &copy, &values, site.position)
                }
                if site.hasInout { try site.writeBack(plan, values, f) }
                return result
            case .inoutFunction(let function):
                var arguments = values
                let result = try function(self, value, &arguments, site.position)
                try site.writeBack(plan, arguments, f)
                return result
            case .property:
                continue
            }
        }
        // A member that takes anything stands in for the overloads that do not match.
        if let anything = natives.first(where: \.acceptsAnyArguments), case .method(let method) = anything.body {
            var values: [Value] = []
            for argument in site.arguments { values.append(LabeledArgument.wrap(try argument.eval(f), label: argument.label)) }
            return try method(self, value, values, site.position)
        }
        if natives.contains(where: \.isProperty) {
            let property = try readMember(value, .native(natives), name, at: site.position)
            guard let function = property.unwrapped?.asFunction else {
                throw .trap(Trap(message: LanguageMessages.notCallable(library.typeName(of: property)), position: site.position))
            }
            return try callValue(function, site: site, frame: f)
        }
        throw .trap(Trap(message: LanguageMessages.noExactMatches(name), position: site.position))
    }

    /// `T.name(args)` through a metatype value, and `T(args)`.
    func callStatic(on type: TypeInfo, _ name: String, site: CallSite, frame f: Frame) throws(Unwind) -> Value {
        if name == "init" {
            return try construct(type, site: site, frame: f)
        }
        switch library.lookupStatic(type, name) {
        case .methods(let methods)?:
            let (function, plan) = try choose(methods, site: site, name: name)
            var values = try site.gather(plan, function.runtimeSignature, f, rt: self) { p throws(Unwind) in
                guard let thunk = function.parameters[p].defaultValue else { return .void }
                return try self.evaluate(thunk, selfValue: nil)
            }
            return try invoke(function, captures: [], selfValue: .type(type), arguments: &values, at: site.position)
        case .native(let natives)?:
            for native in natives {
                guard let signature = native.signature, let plan = site.plan(for: native.identity, { signature }) else { continue }
                let values = try site.gather(plan, signature, f, rt: self) { _ throws(Unwind) in .void }
                if case .method(let method) = native.body { return try method(self, .type(type), values, site.position) }
            }
        case .enumCase(let enumType, let index)?:
            var payload: [Value] = []
            for argument in site.arguments { payload.append(try argument.eval(f)) }
            return .enumeration(EnumValue(type: enumType, caseIndex: index, payload: payload))
        default:
            break
        }
        let member = try readNamed(.type(type), name, at: site.position)
        guard let function = member.unwrapped?.asFunction else {
            throw .trap(Trap(message: LanguageMessages.typeHasNoMember(type.name, name), position: site.position))
        }
        return try callValue(function, site: site, frame: f)
    }

    /// `T(args)` for a type known only at run time.
    func construct(_ type: TypeInfo, site: CallSite, frame f: Frame) throws(Unwind) -> Value {
        for initializer in library.initializers(of: type) {
            guard let signature = initializer.signature, let plan = site.plan(for: initializer, { signature }) else { continue }
            let values = try site.gather(plan, signature, f, rt: self) { p throws(Unwind) in try initializer.defaultValue(p, self) }
            return try library.runConstructor(initializer, of: type, values, rt: self, at: site.position)
        }
        throw .trap(Trap(message: LanguageMessages.noInitializerTakes(type.name), position: site.position))
    }

    /// Picks the overload whose labels fit the call.
    private func choose(_ methods: [MethodInfo], site: CallSite, name: String) throws(Unwind) -> (CompiledFunction, ArgumentPlan) {
        if let preferred = site.preferredFunction, methods.count > 1,
           let method = methods.first(where: { $0.function === preferred }),
           let plan = site.plan(for: preferred, { preferred.runtimeSignature }) {
            return (method.function, plan)
        }
        if let preferred = site.preferredParameterTypes, methods.count > 1 {
            let result = site.preferredResultType
            let fitting = methods.filter { $0.function.parameters.map(\.type) == preferred }
            for method in fitting.filter({ result == nil || $0.function.resultType == result }) + fitting {
                let function = method.function
                if let plan = site.plan(for: function, { function.runtimeSignature }) { return (function, plan) }
            }
        }
        for method in methods {
            let function = method.function
            if let plan = site.plan(for: function, { function.runtimeSignature }) { return (function, plan) }
        }
        throw .trap(Trap(message: LanguageMessages.noExactMatches(name), position: site.position))
    }

    func isReference(_ value: Value) -> Bool {
        if case .object = value { return true }
        return false
    }
}
