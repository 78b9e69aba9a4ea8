/// Names: locals, globals, members of `self`, generic parameters and types,
/// resolved to the code that reads them.
extension Compiler {
    // MARK: - Names

    func compileName(_ reference: NameReference, at position: SourcePosition) -> Compiled {
        switch reference {
        case .local(let binding):
            binding.isRead = true
            return Compiled(eval: loadLocal(binding), type: binding.staticType, form: Compiler.form(of: binding))
        case .captured(let index, let binding):
            binding.isRead = true
            return Compiled(eval: loadCapture(index, binding), type: binding.staticType)
        case .unresolved(let name):
            return resolveName(name, at: position)
        }
    }

    /// An unqualified name that is not a local: a member of `self`, a
    /// global, a function, a type, or a library function.
    func resolveName(_ name: String, at position: SourcePosition) -> Compiled {
        if name == "Self", let type = context.selfType {
            if type.kind == .protocolType || type.kind == .classType, context.isStatic, let receiver = selfLoader() {
                // A static member of a protocol extension: `self` is the
                // conforming type; of a class: the class it was called on.
                return receiver
            }
            if type.kind == .classType || type.kind == .protocolType, !context.isStatic, let receiver = selfLoader() {
                // `Self` in a class's instance method: the object's own class.
                let library = self.library
                let eval = receiver.eval
                return Compiled(eval: { f throws(Unwind) in .type(library.typeOf(try eval(f))) }, type: .metatype(.nominal(type, [])))
            }
            return constant(.type(type), .metatype(.nominal(type, [])))
        }
        if let selfType = context.selfType, context.kind == .thunk, context.selfBinding == nil {
            // A property's initial value: `static let large = small * 4`
            // sees its siblings; an instance one runs before `self` exists.
            if context.isStatic, library.lookupStatic(selfType, name) != nil {
                return compileStaticMember(.nominal(selfType, []), name, expected: .unknown, at: position)
            }
            if !context.isStatic, env.variables[name] == nil, library.lookupMember(selfType, name) != nil {
                error(LanguageMessages.instanceMemberInPropertyInitializer(name), at: position)
                return failed(position)
            }
        }
        if let selfType = context.selfType, context.isStatic, case .nestedType(let nested)? = library.lookupStatic(selfType, name) {
            return compileTypeValue(instanceType(of: nested), at: position)
        }
        // An operator is never `self`'s member by name: `zip(a, b).map(+)`
        // inside a type that declares `static func +` is still the
        // operator, chosen by its operands' types when it runs (before: the
        // type's own `+` was called with two Doubles).
        let isOperator = name.unicodeScalars.first.map { !ScalarSet.identifierStart.contains($0) } ?? false
        if !isOperator, let selfType = context.selfType, hasImplicitMember(selfType, name, isStatic: context.isStatic),
           let receiver = selfLoader() {
            let lvalue = context.selfIsMutable ? selfLValue() : nil
            return compileMember(of: receiver, name, at: position, lvalue: lvalue)
        }
        if let compound = Compiler.compoundName(name), compound.base != "init", let selfType = context.selfType,
           hasImplicitMember(selfType, compound.base, isStatic: context.isStatic) {
            // `items.map(format(item:))` inside the type: `self`'s method with those labels.
            if context.isStatic {
                if let value = compileLabelledStaticMember(selfType, compound.base, compound.labels, at: position) { return value }
            } else if let receiver = selfLoader() {
                return compileLabelledMethodValue(receiver, compound.base, compound.labels, at: position)
            }
        }
        if let variable = env.variables[name], variable.guardEnd == nil {
            return Compiled(eval: loadGlobal(variable), type: variable.type)
        }
        if let variable = env.variables[name], let read = readGuardBinding(variable, name, at: position) {
            return read
        }
        if let hidden = env.variables[VarDecl.accessorStoragePrefix + name] {
            // A computed or observed global: its accessors' object's `wrappedValue`.
            return compileMember(of: Compiled(eval: loadGlobal(hidden), type: hidden.type), "wrappedValue", at: position)
        }
        if let functions = env.functions[name], let first = functions.first {
            let value = Value.function(FunctionValue(.compiled(first, captures: [], boundSelf: nil)))
            return constant(value, .function(first.parameters.map(\.type), first.resultType))
        }
        if let function = compoundNamedFunction(name) {
            // `greet(name:times:)`: the function with exactly those labels.
            let value = Value.function(FunctionValue(.compiled(function, captures: [], boundSelf: nil)))
            return constant(value, .function(function.parameters.map(\.type), function.resultType))
        }
        if let type = lookupType(name) {
            return compileTypeValue(instanceType(of: type), at: position)
        }
        if let global = library.globalConstants[name], global.module.map(env.visibleModules.contains) ?? true {
            return constant(global.value, global.type)
        }
        if library.freeFunctionMembers(named: name) != nil, refuseUnimportedFunction(name, at: position) {
            return failed(position)
        }
        if let function = library.freeFunctions[name] {
            return constant(.function(function), .unknown)
        }
        if let first = name.unicodeScalars.first, !ScalarSet.identifierStart.contains(first) {
            // `reduce(0, +)`, `sorted(by: >)`: an operator as a function.
            let library = self.library
            let function = FunctionValue(.native(name: name) { rt, args throws(Unwind) in
                if args.count == 2 { return try library.binary(name, args[0], args[1], rt: rt, at: position) }
                // `zip(a, b).map(+)`: one pair is passed; no prefix operator
                // takes a tuple, so this is the infix operator on its parts.
                if args.count == 1, case .tuple(let t) = args[0], t.elements.count == 2 {
                    return try library.binary(name, t.elements[0], t.elements[1], rt: rt, at: position)
                }
                if args.count == 1 { return try library.prefix(name, args[0], rt: rt, at: position) }
                throw .trap(Trap(message: LanguageMessages.operatorArity(name), position: position))
            })
            return constant(.function(function), .unknown)
        }
        if let binding = genericBinding(name) {
            return binding
        }
        if let owner = genericParameterUser(name) {
            // A generic parameter used as a value — a generic function's, or
            // a generic type's in its method (`Element(count)`, `T.zero`):
            // the type the call bound (`withReceiverTypeArguments`).
            owner.usesTypeArguments = true
            let rt = self.rt
            return Compiled(eval: { _ throws(Unwind) in
                guard let type = rt.typeArgument(name) else {
                    throw .trap(Trap(message: LanguageMessages.unsupported("the generic parameter '\(name)' as a value where the call does not fix it"), position: position))
                }
                return type
            }, type: .metatype(.generic(name)))
        }
        if let why = library.unmodelledNames[name] {
            error(LanguageMessages.unsupported(why), at: position)
            return failed(position)
        }
        if let selfType = context.selfType, context.isStatic, library.lookupMember(selfType, name) != nil {
            // `static func describe() -> String { "\(count)" }`: no instance to read.
            error(LanguageMessages.instanceMemberInStaticContext(name, selfType.name), at: position)
            return failed(position)
        }
        error(notFoundMessage(name, at: position), at: position)
        return failed(position)
    }

    /// Whether a block around `position` declares a local `name` further
    /// down: swiftc sees a local from its whole block, so a use above the
    /// declaration (in the block or one inside it, a closure's too) is "use
    /// of local variable before its declaration", not a name it cannot
    /// find. The blocks searched are the enclosing function's body, or the
    /// file's top-level code.
    func declaresLocalLater(_ name: String, after position: SourcePosition) -> Bool {
        var ctx: FunctionContext? = context
        while let c = ctx, c.kind == .closure { ctx = c.parent }
        let statements: [Stmt]
        if let c = ctx, case .function(let decl) = c.captureOwner, let body = decl.body {
            statements = body
        } else {
            statements = topLevelStatements
        }
        let at = (position.line, position.column)
        var found = false
        Compiler.visitBlocks(statements) { block in
            guard !found, let first = block.first, (first.position.line, first.position.column) <= at else { return }
            for statement in block {
                guard case .local(let local) = statement.kind,
                      (statement.position.line, statement.position.column) > at else { continue }
                if local.bindings.contains(where: { $0.name == name }) { found = true; return }
            }
        }
        return found
    }

    /// Why `name` resolves to nothing here: a static member of the
    /// enclosing type named from an instance member without its type
    /// (`count += 1` for `static var count`) is swiftc's "static member
    /// 'count' cannot be used on instance of type 'Tally'"; a local the
    /// function declares further down is used before its declaration;
    /// anything else "cannot find 'name' in scope".
    func notFoundMessage(_ name: String, at position: SourcePosition? = nil) -> Message {
        if let position, declaresLocalLater(name, after: position) {
            return LanguageMessages.localUsedBeforeDeclaration(name)
        }
        if let selfType = context.selfType, !context.isStatic, Compiler.isProgramType(selfType),
           library.lookupStatic(selfType, name) != nil {
            return LanguageMessages.staticMemberOnInstance(name, selfType.name)
        }
        return LanguageMessages.cannotFindInScope(name)
    }

    /// A program's function named with its argument labels
    /// (`greet(name:times:)`, `move(_:by:)`), as a value.
    func compoundNamedFunction(_ name: String) -> CompiledFunction? {
        guard name.hasSuffix(":)"), let open = name.firstIndex(of: "("),
              let functions = env.functions[String(name[..<open])] else { return nil }
        return functions.first { $0.fullName == name }
    }

    /// A generic parameter used as a value (`T()`, `T.fallback`): the type
    /// comes from a parameter declared `T.Type` or `T` at run time.
    func genericBinding(_ name: String) -> Compiled? {
        var ctx: FunctionContext? = context
        while let c = ctx {
            if let function = c.function, c.genericParameters.contains(name) {
                for (index, parameter) in function.parameters.enumerated() {
                    let library = self.library
                    let slot = parameter.slot
                    let boxed = parameter.isBoxed
                    if parameter.type == .metatype(.generic(name)) {
                        if c !== context {
                            // `sizes.map { S(size: $0) }`: the closure captures the `S.Type` parameter.
                            guard case .function(let decl) = c.captureOwner, index < decl.parameters.count,
                                  let capture = captureIndex(of: decl.parameters[index].binding, declaredIn: c, from: context) else { return nil }
                            return Compiled(eval: loadCapture(capture, decl.parameters[index].binding), type: .unknown)
                        }
                        return Compiled(eval: { f throws(Unwind) in boxed ? f.slots[slot].boxed.value : f.slots[slot] }, type: .unknown)
                    }
                    if parameter.type == .generic(name), c === context {
                        // The call's binding when it made one (`[Double]` for
                        // `[1.5]`), else the argument's own type.
                        function.usesTypeArguments = true
                        let rt = self.rt
                        return Compiled(eval: { f throws(Unwind) in
                            if let bound = rt.typeArgument(name) { return bound }
                            return .type(library.typeOf(boxed ? f.slots[slot].boxed.value : f.slots[slot]))
                        }, type: .unknown)
                    }
                }
            }
            ctx = c.parent
        }
        return nil
    }

    /// A type named without qualification, as Swift looks it up: the
    /// enclosing types' nested types, innermost first, each with its
    /// superclasses' — then the top-level and library types.
    func lookupType(_ name: String) -> TypeInfo? {
        for enclosing in enclosingTypes {
            var owner: TypeInfo? = enclosing
            while let type = owner {
                if let nested = type.nestedTypes[name] { return nested }
                owner = type.superclass
            }
        }
        guard let type = env.types[name] else { return nil }
        // Foundation's `Date` is not in scope without `import Foundation`.
        return isImported(name, type) ? type : nil
    }

    /// A `typealias` named without qualification, found where `lookupType`
    /// finds types (enclosing types first, then the top level), with its
    /// generic parameters if it has any.
    func lookupTypeAlias(_ name: String) -> (type: StaticType, parameters: [String]?)? {
        for enclosing in enclosingTypes {
            var owner: TypeInfo? = enclosing
            while let type = owner {
                if let alias = type.typeAliases[name] { return (alias, type.typeAliasParameters[name]) }
                owner = type.superclass
            }
        }
        guard let alias = env.typeAliases[name] else { return nil }
        return (alias, env.typeAliasParameters[name])
    }

    /// Whether `name` names a member reachable through implicit `self`.
    func hasImplicitMember(_ type: TypeInfo, _ name: String, isStatic: Bool) -> Bool {
        if type.kind == .protocolType, !isStatic,
           type.requirements.contains(name) || type.allProtocols.contains(where: { $0.requirements.contains(name) }) {
            return true
        }
        if isStatic {
            return library.lookupStatic(type, name) != nil
        }
        return library.lookupMember(type, name) != nil
    }

    /// The function being compiled (or an enclosing one) that declares the
    /// generic parameter `name`.
    func genericFunctionDeclaring(_ name: String) -> CompiledFunction? {
        var current: FunctionContext? = context
        while let c = current {
            if c.genericParameters.contains(name), let function = c.function ?? c.defaultOwner,
               function.genericParameterNames.contains(name) {
                return function
            }
            current = c.parent
        }
        return nil
    }

    func compileTypeValue(_ type: StaticType, at position: SourcePosition) -> Compiled {
        constant(metatypeValue(type), .metatype(type))
    }

    /// The value `type.self` is: the type, or for a compound type one that
    /// prints its whole name (`Array<String>`).
    func metatypeValue(_ type: StaticType) -> Value {
        switch type {
        case .array, .dictionary, .optional, .tuple, .labeledTuple, .function:
            if let name = staticTypeName(type) { return typeNameValue(name, type, keepingType: true) }
        case .nominal(_, let args) where !args.isEmpty:
            if let name = staticTypeName(type) { return typeNameValue(name, type, keepingType: true) }
        default:
            break
        }
        return .type(typeInfo(for: type) ?? library.anyType)
    }
}
