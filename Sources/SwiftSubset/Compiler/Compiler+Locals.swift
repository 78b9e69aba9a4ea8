/// Reading and writing local variables, captures and globals.
extension Compiler {
    /// Reads a local of the current frame.
    func loadLocal(_ binding: LocalBinding) -> Eval {
        if binding.isAsyncLet { return awaitingAsyncLet(loadLocalValue(binding), at: binding.position) }
        return loadLocalValue(binding)
    }

    /// A read of an `async let` awaits its child task (each read after
    /// the first finds it finished).
    func awaitingAsyncLet(_ load: @escaping Eval, at position: SourcePosition) -> Eval {
        let rt = self.rt
        return { f throws(Unwind) in
            let raw = try load(f)
            guard case .native(let n) = raw, let task = n as? TaskHandle else { return raw }
            return try rt.awaitValue(of: task, at: position)
        }
    }

    private func loadLocalValue(_ binding: LocalBinding) -> Eval {
        let slot = binding.slot
        switch (binding.isBoxed, binding.ownership) {
        case (false, .strong):
            return { f throws(Unwind) in f.slots[slot] }
        case (true, .strong):
            return { f throws(Unwind) in f.slots[slot].boxed.value }
        case (let boxed, let ownership):
            let position = binding.position
            return { f throws(Unwind) in
                let raw = boxed ? f.slots[slot].boxed.value : f.slots[slot]
                return try Value.readWeak(raw, unowned: ownership == .unowned, at: position)
            }
        }
    }

    /// `.local(slot)` for a local read straight from its slot.
    static func form(of binding: LocalBinding) -> Form {
        binding.isBoxed || binding.ownership != .strong || binding.isAsyncLet ? .general : .local(binding.slot)
    }

    /// Assigns to an existing local.
    func storeLocal(_ binding: LocalBinding) -> (Frame, Value) -> Void {
        let slot = binding.slot
        let weak = binding.ownership != .strong
        if binding.isBoxed {
            return { f, v in f.slots[slot].boxed.value = weak ? Value.makeWeak(v) : v }
        }
        return { f, v in f.slots[slot] = weak ? Value.makeWeak(v) : v }
    }

    /// Creates the variable afresh (a declaration executing): a boxed
    /// local gets a new box, so closures from earlier iterations keep theirs.
    func declareLocal(_ binding: LocalBinding) -> (Frame, Value) -> Void {
        let slot = binding.slot
        let weak = binding.ownership != .strong
        if binding.isBoxed {
            return { f, v in f.slots[slot] = .native(Box(weak ? Value.makeWeak(v) : v)) }
        }
        return { f, v in f.slots[slot] = weak ? Value.makeWeak(v) : v }
    }

    func loadCapture(_ index: Int, _ binding: LocalBinding) -> Eval {
        if binding.isAsyncLet {
            return awaitingAsyncLet({ f throws(Unwind) in f.captures[index].value }, at: binding.position)
        }
        if binding.ownership == .strong {
            return { f throws(Unwind) in f.captures[index].value }
        }
        let unowned = binding.ownership == .unowned
        let position = binding.position
        return { f throws(Unwind) in try Value.readWeak(f.captures[index].value, unowned: unowned, at: position) }
    }

    func storeCapture(_ index: Int, _ binding: LocalBinding) -> (Frame, Value) -> Void {
        let weak = binding.ownership != .strong
        return { f, v in f.captures[index].value = weak ? Value.makeWeak(v) : v }
    }

    func loadGlobal(_ variable: GlobalEnvironment.Variable) -> Eval {
        let box = rt.globals[variable.index]
        if variable.isAsyncLet {
            return awaitingAsyncLet({ _ throws(Unwind) in box.value }, at: variable.position)
        }
        if variable.ownership != .strong {
            let unowned = variable.ownership == .unowned
            let position = variable.position
            return { _ throws(Unwind) in try Value.readWeak(box.value, unowned: unowned, at: position) }
        }
        return { _ throws(Unwind) in box.value }
    }

    func storeGlobal(_ variable: GlobalEnvironment.Variable) -> (Frame, Value) -> Void {
        let box = rt.globals[variable.index]
        let weak = variable.ownership != .strong
        return { _, v in box.value = weak ? Value.makeWeak(v) : v }
    }

    // MARK: - Capturing

    /// Code that builds a new closure's capture boxes from the current
    /// frame: a captured `var` shares its box; a `let` is copied.
    func captureBuilder(_ captures: [Capture]) -> (Frame) -> [Box] {
        if captures.isEmpty { return { _ in [] } }
        let sources: [(Frame) -> Box] = captures.map { capture in
            switch capture.source {
            case .local(let local):
                let slot = local.slot
                if local.isBoxed { return { f in f.slots[slot].boxed } }
                return { f in Box(f.slots[slot]) }
            case .capture(let index):
                return { f in f.captures[index] }
            }
        }
        return { f in sources.map { $0(f) } }
    }

    /// The index of `binding` among the current closure's captures, adding
    /// it (through every enclosing closure) if needed. Used when the
    /// compiler discovers an implicit use of `self`.
    func captureIndex(of binding: LocalBinding, in context: FunctionContext) -> Int? {
        if let index = context.captures.firstIndex(where: { $0.binding === binding }) { return index }
        guard let parent = context.parent else { return nil }
        let source: CaptureSource
        if parent.selfBinding === binding {
            source = .local(binding)
        } else if let index = captureIndex(of: binding, in: parent) {
            source = .capture(index)
        } else {
            return nil
        }
        binding.isCaptured = true
        context.captures.append(Capture(binding: binding, source: source))
        return context.captures.count - 1
    }

    /// The index of `binding`, a local of `owner`, among the captures of
    /// `context` (a closure nested in `owner`), adding it through every
    /// closure in between.
    func captureIndex(of binding: LocalBinding, declaredIn owner: FunctionContext, from context: FunctionContext) -> Int? {
        if let index = context.captures.firstIndex(where: { $0.binding === binding }) { return index }
        guard let parent = context.parent, case .closure = context.captureOwner else { return nil }
        let source: CaptureSource
        if parent === owner {
            source = .local(binding)
        } else if let index = captureIndex(of: binding, declaredIn: owner, from: parent) {
            source = .capture(index)
        } else {
            return nil
        }
        binding.isCaptured = true
        context.captures.append(Capture(binding: binding, source: source))
        return context.captures.count - 1
    }

    /// Code reading `self` in the current context, capturing it if this is
    /// a closure inside a method. Nil where there is no `self`.
    func selfLoader() -> Compiled? {
        let type: StaticType = context.selfType.map { context.isStatic ? .metatype(.nominal($0, [])) : instanceType(of: $0) } ?? .unknown
        if let binding = context.selfBinding {
            return Compiled(eval: loadLocal(binding), type: type, form: Compiler.form(of: binding))
        }
        var owner = context.parent
        if let shadow = context.implicitSelf {
            // `[unowned self] in count += 1`: the closure's own `self`, so
            // the closure holds the object only as its capture list says
            while let candidate = owner, candidate.selfBinding == nil { owner = candidate.parent }
            let ownerType: StaticType = owner?.selfType.map { instanceType(of: $0) } ?? type
            return Compiled(eval: loadLocal(shadow), type: ownerType, form: Compiler.form(of: shadow))
        }
        while let candidate = owner, candidate.selfBinding == nil { owner = candidate.parent }
        guard let (index, binding) = capturedSelf() else { return nil }
        let ownerType: StaticType = owner?.selfType.map { owner!.isStatic ? .metatype(.nominal($0, [])) : instanceType(of: $0) } ?? .unknown
        return Compiled(eval: loadCapture(index, binding), type: ownerType)
    }

    /// The enclosing method's `self` as this closure or nested function
    /// captures it (its capture index), or nil outside one.
    func capturedSelf() -> (index: Int, binding: LocalBinding)? {
        guard context.selfBinding == nil else { return nil }
        var owner = context.parent
        while let candidate = owner, candidate.selfBinding == nil { owner = candidate.parent }
        guard let binding = owner?.selfBinding, let index = captureIndex(of: binding, in: context) else { return nil }
        return (index, binding)
    }

    /// The static type of an instance of `type`.
    func instanceType(of type: TypeInfo) -> StaticType {
        type.kind == .builtin ? builtinStaticType(type) : .nominal(type, [])
    }

    /// The context whose `self` implicit member references use.
    var memberContext: FunctionContext? {
        var current: FunctionContext? = context
        while let c = current {
            if c.selfBinding != nil || c.kind == .method || c.kind == .initializer || c.kind == .accessor {
                return c
            }
            if c.kind != .closure && c.kind != .function { return c.selfType != nil ? c : nil }
            current = c.parent
        }
        return nil
    }

    /// A store that first brings the value to the variable's declared type:
    /// wrapped in an Optional, or an integer literal widened to Double.
    static func conforming(_ store: @escaping (Frame, Value) -> Void,
                           to type: StaticType) -> (Frame, Value) throws(Unwind) -> Void {
        let wrap = type.isOptional
        let toDouble = type == .double
        // Most variables take their value as it is: no conversion closure.
        guard wrap || toDouble else { return store }
        return { f, v throws(Unwind) in
            var value = v
            if wrap { value = Value.wrapOptional(value) }
            if toDouble, case .int(let i) = value { value = .double(Double(i)) }
            store(f, value)
        }
    }
}

extension Value {
    package var isVoidValue: Bool {
        if case .void = self { return true }
        return false
    }
}
