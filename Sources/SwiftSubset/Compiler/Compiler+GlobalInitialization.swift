/// A global variable's declaration in top-level code: its value computed
/// where the statement stands (an `async let` spawned there), `nil` for an
/// optional without one, or nothing for one given its value later.
extension Compiler {
    func compileGlobalInitialization(_ variable: VarDecl) -> Exec {
        if variable.initializer == nil, variable.type == nil, variable.getter == nil, variable.attributes.isEmpty, !variable.isRequirement {
            // `var total` with neither a type nor a value.
            error(LanguageMessages.typeAnnotationMissing, at: variable.position)
            return { _ throws(Unwind) in .normal }
        }
        guard let info = env.variables[variable.name] else { return { _ throws(Unwind) in .normal } }
        guard let initializer = variable.initializer else {
            // `var x: T?` starts as nil; `let x: T` is initialised later
            // (a tuple, element by element, starts with the declared shape).
            if !info.type.isOptional, let empty = Compiler.unsetTuple(info.type) {
                let store = storeGlobal(info)
                return { f throws(Unwind) in
                    store(f, empty)
                    return .normal
                }
            }
            guard variable.isMutable, info.type.isOptional else { return { _ throws(Unwind) in .normal } }
            let store = storeGlobal(info)
            let echo = self.echo
            let name = variable.name, type = info.type
            return { f throws(Unwind) in
                store(f, .none)
                echo?(.none, type, name)
                return .normal
            }
        }
        noteSequenceWrapper(.global(variable.name), initializer: initializer.expr)
        // Without a written type the initializer types itself; the guess
        // made when declaring (`shallowType`) knows less.
        let anyContext = writtenAnyContext(variable.type, initializer.expr)
        if variable.type != nil, case .closure(let closure) = initializer.expr.kind { checkedClosures.insert(ObjectIdentifier(closure)) }
        let value = inWrittenAnyContext(variable.type, initializer.expr) {
            compileThunkInline(initializer, expected: anyContext ?? (variable.type != nil ? info.type : .unknown),
                               isWrittenType: variable.type != nil && anyContext == nil, typesItself: variable.type == nil,
                               isGlobalInitializer: true,
                               isAsyncLet: variable.isAsyncLet)
        }
        if variable.type == nil, refuseHeterogeneousLiteral(initializer.expr) {
            env.variables[variable.name]?.type = .unknown
            return { _ throws(Unwind) in .normal }
        }
        if variable.destructuredCount > 0,
           refuseTupleCount(value.type, destructuredInto: variable.destructuredCount, initializer.expr) {
            env.variables[variable.name]?.type = .unknown   // its elements are read without a second error
            return { _ throws(Unwind) in .normal }
        }
        if variable.type == nil, value.type.isKnown {
            // Code after this line sees the initializer's full type
            // (`Box<Double>`), not the guess made when declaring.
            env.variables[variable.name]?.type = value.type
        } else if let completed = Compiler.completedGenericType(info.type, value.type) {
            env.variables[variable.name]?.type = completed
        }
        let store = storeGlobal(info)
        let eval = value.eval
        // A computed or observed global's hidden storage is not echoed.
        let echo = variable.name.hasPrefix(VarDecl.accessorStoragePrefix) || variable.name.hasPrefix("$discard") ? nil : self.echo
        let name = variable.name
        let type = info.type.isKnown ? info.type : value.type
        if variable.isAsyncLet {
            let spawn = spawningAsyncLet(eval, at: variable.position)
            return { f throws(Unwind) in
                store(f, spawn(f))
                return .normal
            }
        }
        return { f throws(Unwind) in
            let v = try eval(f)
            store(f, v)
            echo?(v, type, name)
            return .normal
        }
    }
}
