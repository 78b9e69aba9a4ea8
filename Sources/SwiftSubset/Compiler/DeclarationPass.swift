/// Declares a unit's types, functions and globals before any body is
/// compiled, so code can refer to things declared later in the file.
///
/// 1. `declare`: a `TypeInfo` per type (nested ones too), a shell per
///    global function, a slot per global variable.
/// 2. `resolve`: inheritance and conformances, then members — stored
///    properties (with property wrappers), computed properties, methods,
///    initializers, cases — superclasses before subclasses, extensions last.
/// 3. `compileBodies`: every method, accessor, initializer, default value
///    and global function body.
final class DeclarationPass {
    unowned let compiler: Compiler
    private var types: [(TypeDecl, TypeInfo)] = []
    private var extensions: [TypeDecl] = []
    /// Conformances declared in this pass, checked once every member is in.
    private var conformanceSites: [Compiler.ConformanceSite] = []
    private var functions: [(FunctionDecl, CompiledFunction)] = []
    /// Bodies to compile once every signature is known.
    var pendingBodies: [() -> Void] = []
    /// Wrapped properties' backing code, compiled before any body: a body
    /// may call a memberwise initializer that takes a wrapped property,
    /// whichever order the two types are declared in.
    private var pendingWrappers: [() -> Void] = []
    private var resolved: Set<ObjectIdentifier> = []
    /// Globals declared with a written type, resolved with the headers.
    private var globals: [VarDecl] = []
    /// The global variables this pass has declared, by name: one declared
    /// twice in the same file is a redeclaration.
    private var declaredGlobalNames: Set<String> = []
    /// Default arguments of the functions and methods declared.
    private var defaults: [() -> Void] = []
    /// The enclosing pass's deferred checks, restored once this one's run.
    private var outerConformanceChecks: [() -> Void]?

    init(compiler: Compiler) { self.compiler = compiler }

    var env: GlobalEnvironment { compiler.env }

    // MARK: - Declare

    /// Runs `body` with default arguments collected for `compileBodies`.
    private func collectingDefaults(_ body: () -> Void) {
        let outer = compiler.deferredDefaults
        compiler.deferredDefaults = []
        body()
        defaults += compiler.deferredDefaults ?? []
        compiler.deferredDefaults = outer
    }

    func declare(_ statements: [Stmt]) {
        // Signatures name types whose conformances `resolve` adds.
        outerConformanceChecks = compiler.deferredConformanceChecks
        compiler.deferredConformanceChecks = []
        collectingDefaults { declareAll(statements) }
    }

    private func declareAll(_ statements: [Stmt]) {
        // Types first: a function declared above a type may name it in its
        // signature or attributes (`@HTMLBuilder` on a parameter).
        for statement in statements {
            switch statement.kind {
            case .type(let decl): declareType(decl, outer: nil)
            case .function, .global, .typeAlias: break
            default: declareLocalTypes(in: statement)
            }
        }
        for statement in statements {
            switch statement.kind {
            case .type:
                break
            case .function(let decl):
                let function = compiler.makeFunctionShell(decl, selfType: nil)
                env.functions[decl.name, default: []].removeAll { $0.hasSameSignature(as: function) }
                env.functions[decl.name, default: []].append(function)
                functions.append((decl, function))
            case .global(let variable):
                declareGlobal(variable)
            case .typeAlias(let name, let parameters, let type):
                compiler.declareTypeAlias(name, parameters, type, at: statement.position)
            case .guardStmt(let conditions, _, let elseEnd):
                compiler.declareTopLevelGuardGlobals(conditions, elseEnd: elseEnd)
            default:
                break
            }
        }
    }

    /// Types declared inside top-level blocks (`do throws(Unwind) { struct S {} }`) are
    /// treated as file-level types.
    private func declareLocalTypes(in statement: Stmt) {
        func visit(_ statements: [Stmt]) {
            for s in statements {
                if case .type(let decl) = s.kind { declareType(decl, outer: nil) }
            }
        }
        switch statement.kind {
        case .ifStmt(let s): visit(s.then); visit(s.otherwise ?? [])
        case .doStmt(let body, _): visit(body)
        case .block(let body): visit(body)
        default: break
        }
    }

    func declareType(_ decl: TypeDecl, outer: TypeInfo?) {
        if decl.kind == .extensionType {
            extensions.append(decl)
            return
        }
        let kind: TypeInfo.Kind
        switch decl.kind {
        case .structType: kind = .structType
        case .classType, .actorType: kind = .classType
        case .enumType: kind = .enumType
        case .protocolType: kind = .protocolType
        case .extensionType: return
        }
        let info = TypeInfo(name: decl.name, kind: kind, position: decl.position)
        info.genericParameters = decl.genericParameters
        info.declaredCaseNames = Set(decl.cases.map(\.name))
        // Known before any signature is resolved (`@resultBuilder`).
        for attribute in decl.attributes { info.attributes.insert(attribute.name) }
        if info.attributes.contains("dynamicMemberLookup") { env.declaresDynamicMembers = true }
        // A nested type is found through its parent (`Outer.Inner`, or
        // inside Outer's members and extensions), never as a global name:
        // a view model's `enum State` must not hide SwiftUI's `State`.
        if let outer {
            outer.nestedTypes[decl.name] = info
            env.nestedTypes.removeAll { $0.name == decl.name && ($0.outer === outer || $0.outer == nil || $0.outer?.name == outer.name) }
            env.nestedTypes.append(info)
        } else {
            env.types[decl.name] = info
        }
        info.outer = outer
        types.append((decl, info))
        for nested in decl.nestedTypes { declareType(nested, outer: info) }
    }

    private func declareGlobal(_ variable: VarDecl) {
        if variable.name != "_", !variable.name.contains("$"), !declaredGlobalNames.insert(variable.name).inserted {
            // `var total = 0` twice in one file: swiftc refuses the second.
            compiler.error(LanguageMessages.invalidRedeclaration(variable.name), at: variable.position)
        }
        // A written type is resolved with the types' headers (it may name a
        // nested typealias: `let sku: Inventory.SKU`).
        let type: StaticType = variable.type != nil ? .unknown
            : variable.initializer.map { compiler.shallowType(of: $0.expr) } ?? .unknown
        if variable.type != nil { globals.append(variable) }
        let index = compiler.rt.globals.count
        compiler.rt.globals.append(Box(.void))
        env.variables[variable.name] = GlobalEnvironment.Variable(
            index: index, type: type, isMutable: variable.isMutable, ownership: variable.ownership,
            position: variable.position, isAsyncLet: variable.isAsyncLet,
            isInitializedLater: variable.initializer == nil && !variable.isComputed)
        // (Computed and observed globals were lowered to a hidden global
        // holding their accessors: `Lowerer+AccessorVariables.swift`.)
        if compiler.wrapperAttribute(of: variable) != nil {
            compiler.error(LanguageMessages.unsupported("property wrappers on global variables"), at: variable.position)
        }
    }

    // MARK: - Resolve

    func resolve() {
        collectingDefaults(resolveAll)
    }

    private func resolveAll() {
        for (decl, info) in types { resolveHeader(decl, info) }
        for decl in extensions { resolveExtensionHeader(decl) }
        let deferred = compiler.deferredConformanceChecks ?? []
        compiler.deferredConformanceChecks = outerConformanceChecks
        for check in deferred { check() }
        for variable in globals {
            guard let written = variable.type else { continue }
            env.variables[variable.name]?.type = compiler.resolveType(written, at: variable.position)
        }
        // Property wrappers first: types using them ask for their initializers.
        for (decl, info) in types where decl.hasAttribute("propertyWrapper") { resolveMembers(decl, info) }
        for (decl, info) in types { resolveMembers(decl, info) }
        for decl in extensions { resolveExtensionMembers(decl) }
        for (_, info) in types { info.cachedInitializers = nil }
        for decl in extensions { extendedType(decl)?.cachedInitializers = nil }
        for (_, info) in types where info.kind == .structType || info.kind == .classType {
            compiler.checkWrapperConstraints(of: info)
        }
        for (decl, _) in types { compiler.checkClassHasInitializers(decl) }
        for (decl, info) in types { compiler.checkOverrides(decl, info) }
        compiler.checkConformances(conformanceSites)
        conformanceSites = []
    }

    private func resolveHeader(_ decl: TypeDecl, _ info: TypeInfo) {
        for attribute in decl.attributes { info.attributes.insert(attribute.name) }
        // Before any member: a sibling type's cases may use them (`case added(SKU, Quantity)`).
        for alias in decl.typeAliases {
            info.typeAliases[alias.0] = compiler.withGenericScope(decl.genericParameters + alias.2, selfType: info) {
                compiler.resolveType(alias.1, at: decl.position)
            }
            if !alias.2.isEmpty { info.typeAliasParameters[alias.0] = alias.2 }
        }
        for (index, inherited) in decl.inherited.enumerated() {
            let resolved = compiler.withGenericScope(decl.genericParameters, selfType: info) {
                compiler.resolveType(inherited, at: decl.position)
            }
            guard case .nominal(let parent, _) = resolved else {
                if index == 0 && info.kind == .enumType && resolved != .unknown {
                    info.rawType = resolved
                }
                continue
            }
            switch parent.kind {
            case .classType where info.kind == .classType && index == 0:
                if !compiler.refuseInheritanceRing(info, parent: parent, decl: decl) { info.superclass = parent }
            case .protocolType:
                info.conformances.append(parent)
                conformanceSites.append(.init(type: info, proto: parent, decl: decl))
            case .builtin where parent.name == "AnyObject":
                continue
            default:
                compiler.error(LanguageMessages.inheritanceFromNonProtocol(parent.name), at: decl.position)
            }
        }
        if info.isObservable, let observable = env.types["Observable"] {
            info.conformances.append(observable)
        }
        if info.kind == .enumType, info.rawType != nil, let raw = env.types["RawRepresentable"] {
            info.conformances.append(raw)
        }
        if info.kind == .enumType, decl.cases.allSatisfy({ $0.associated == nil }) {
            // An enum without payloads is Equatable and Hashable unasked:
            // the program's extensions of those protocols reach it.
            for name in ["Equatable", "Hashable"] {
                if let p = env.types[name], !info.conformances.contains(where: { $0 === p }) { info.conformances.append(p) }
            }
        }
    }

    private func extendedType(_ decl: TypeDecl) -> TypeInfo? {
        guard let extended = decl.extendedType else { return nil }
        let resolved = compiler.resolveType(extended, at: decl.position)
        switch resolved {
        case .nominal(let t, _): return t
        case .int: return compiler.library.int
        case .double: return compiler.library.double
        case .bool: return compiler.library.bool
        case .string: return compiler.library.string
        case .character: return compiler.library.character
        case .array: return compiler.library.array
        case .dictionary: return compiler.library.dictionary
        case .optional: return compiler.library.optional
        default:
            if resolved != .unknown { compiler.error(LanguageMessages.cannotExtend("\(resolved)"), at: decl.position) }
            return nil
        }
    }

    private func resolveExtensionHeader(_ decl: TypeDecl) {
        guard let info = extendedType(decl) else { return }
        for inherited in decl.inherited {
            if case .nominal(let p, _) = compiler.resolveType(inherited, at: decl.position), p.kind == .protocolType {
                info.conformances.append(p)
                conformanceSites.append(.init(type: info, proto: p, decl: decl))
            }
        }
        for nested in decl.nestedTypes {
            declareType(nested, outer: info)
            if let (nd, ni) = types.last, nd === nested {
                resolveHeader(nd, ni)
                resolveMembers(nd, ni)
            }
        }
    }

    private func resolveExtensionMembers(_ decl: TypeDecl) {
        guard let info = extendedType(decl) else { return }
        let bodies = pendingBodies.count
        compiler.inExtension(of: info) { addMembers(of: decl, to: info, isExtension: true) }
        // The extension's bodies are compiled later, in its scope too.
        for index in bodies..<pendingBodies.count {
            let body = pendingBodies[index]
            pendingBodies[index] = { [compiler] in compiler.inExtension(of: info, body) }
        }
    }

    private func resolveMembers(_ decl: TypeDecl, _ info: TypeInfo) {
        guard !resolved.contains(ObjectIdentifier(info)) else { return }
        resolved.insert(ObjectIdentifier(info))
        if let superclass = info.superclass {
            if let pair = types.first(where: { $0.1 === superclass }) { resolveMembers(pair.0, pair.1) }
            info.inheritLayout(from: superclass)
        }
        if info.kind == .protocolType {
            info.requirements = Set(decl.requirements)
            info.protocolRequirements = Compiler.protocolRequirements(of: decl)
        }
        addCases(of: decl, to: info)
        addMembers(of: decl, to: info, isExtension: false)
        info.applyDefaults = compiler.propertyDefaults(of: info)
        if info.kind == .structType {
            info.hasMemberwiseInit = decl.initializers.isEmpty
        }
    }

    private func addMembers(of decl: TypeDecl, to info: TypeInfo, isExtension: Bool) {
        compiler.checkDeinitializerOwner(decl, info, isExtension: isExtension)
        compiler.withGenericScope(decl.genericParameters + info.genericParameters, selfType: info) {
            var propertyNames: Set<String> = [], staticPropertyNames: Set<String> = []
            for property in decl.properties {
                let isNew = property.isStatic ? staticPropertyNames.insert(property.name).inserted
                    : propertyNames.insert(property.name).inserted
                if !isNew, Compiler.refuses {
                    // `var x = 1` and `var x = 2` in one type: swiftc refuses the second.
                    compiler.error(LanguageMessages.invalidRedeclaration(property.name), at: property.position)
                }
                addProperty(property, to: info, decl: decl, isExtension: isExtension)
            }
            var declared: [Bool: [CompiledFunction]] = [:]   // by `static`
            for method in decl.methods {
                if method.name == FunctionDecl.subscriptGetter { env.declaresSubscripts = true }
                let function = compiler.makeFunctionShell(method, selfType: info)
                if Compiler.refuses, !method.name.hasPrefix("subscript"), declared[method.isStatic, default: []].contains(where: { $0.hasSameSignature(as: function) }) {
                    // Two methods of one declaration with the same name, labels and types.
                    compiler.error(LanguageMessages.invalidRedeclaration(function.fullName),
                                   at: compiler.namePosition(of: method.name, after: "func ", from: method.position))
                }
                declared[method.isStatic, default: []].append(function)
                let methodInfo = MethodInfo(name: method.name, function: function, isStatic: method.isStatic, owner: info)
                if method.isStatic {
                    info.staticMethods[method.name, default: []].removeAll { $0.function.hasSameSignature(as: function) }
                    info.staticMethods[method.name, default: []].append(methodInfo)
                } else {
                    info.methods[method.name, default: []].removeAll { $0.function.hasSameSignature(as: function) }
                    info.methods[method.name, default: []].append(methodInfo)
                }
                if method.body != nil {
                    pendingBodies.append { [compiler] in compiler.compileMethod(method, function, in: info) }
                }
            }
            for initializer in decl.initializers {
                let function = compiler.makeFunctionShell(initializer, selfType: info)
                function.isFailable = initializer.isFailable
                info.initializers.append(MethodInfo(name: "init", function: function, isStatic: false, owner: info))
                pendingBodies.append { [compiler] in compiler.compileMethod(initializer, function, in: info) }
            }
            if let deinitializer = decl.deinitializer {
                let function = compiler.makeFunctionShell(deinitializer, selfType: info)
                info.deinitializer = function
                pendingBodies.append { [compiler] in compiler.compileMethod(deinitializer, function, in: info) }
            }
        }
    }

    private func addProperty(_ property: VarDecl, to info: TypeInfo, decl: TypeDecl, isExtension: Bool) {
        let declaredType: StaticType = property.type.map { compiler.resolveType($0, at: property.position) }
            ?? property.initializer.map { compiler.shallowType(of: $0.expr) } ?? .unknown
        if property.isRequirement {
            return
        }
        compiler.checkWeakReferenceType(property, declaredType)
        if property.isStatic {
            let stat = StaticPropertyInfo(name: property.name, type: declaredType, isMutable: property.isMutable)
            stat.ownership = property.ownership
            info.staticProperties[property.name] = stat
            if let getter = property.getter {
                let g = compiler.makeFunctionShell(getter, selfType: info)
                stat.getter = g
                g.isResultBuilder = compiler.namesResultBuilder(property.attributes)
                if case .opaque? = property.type { g.opaqueResultOwner = "static property '\(property.name)'" }
                pendingBodies.append { [compiler] in compiler.compileMethod(getter, g, in: info, isStatic: true) }
                if let setter = property.setter {
                    let s = compiler.makeFunctionShell(setter, selfType: info)
                    stat.setter = s
                    pendingBodies.append { [compiler] in compiler.compileMethod(setter, s, in: info, isStatic: true) }
                }
            } else if let initializer = property.initializer {
                pendingBodies.append { [compiler] in
                    // `static let large = small * 4`: siblings are in scope.
                    stat.initializer = compiler.compileThunk(initializer, expected: declaredType, selfType: info, isStatic: true,
                                                             isWrittenType: property.type != nil, typesItself: property.type == nil)
                }
            }
            return
        }
        if let getter = property.getter {
            let g = compiler.makeFunctionShell(getter, selfType: info)
            g.declaredResultBuilder = compiler.declaredResultBuilder(property.attributes)
            if case .opaque? = property.type { g.opaqueResultOwner = "property '\(property.name)'" }
            pendingBodies.append { [compiler] in
                // Conformances are complete only now (an extension may add `View`).
                g.isResultBuilder = compiler.buildsGetter(of: property, in: info)
                compiler.compileMethod(getter, g, in: info)
            }
            var s: CompiledFunction?
            if let setter = property.setter {
                let shell = compiler.makeFunctionShell(setter, selfType: info)
                s = shell
                pendingBodies.append { [compiler] in compiler.compileMethod(setter, shell, in: info) }
            }
            let computed = ComputedPropertyInfo(
                name: property.name, kind: .accessors(getter: g, setter: s), type: declaredType, isStatic: false)
            computed.isPrivate = property.isPrivate
            computed.hasPrivateSetter = property.hasPrivateSetter
            info.computedProperties[property.name] = computed
            return
        }
        if property.isOverride, property.getter == nil, let superclass = info.superclass,
           let index = superclass.storedPropertyIndex(property.name) {
            let inherited = superclass.storedProperties[index]
            var willSet: CompiledFunction?
            var didSet: CompiledFunction?
            if let decl = property.willSet {
                let f = compiler.makeFunctionShell(decl, selfType: info)
                willSet = f
                pendingBodies.append { [compiler] in compiler.compileMethod(decl, f, in: info, observing: property.name) }
            }
            if let decl = property.didSet {
                let f = compiler.makeFunctionShell(decl, selfType: info)
                didSet = f
                pendingBodies.append { [compiler] in compiler.compileMethod(decl, f, in: info, observing: property.name) }
            }
            inherited.overrideObservers.append(.init(type: info, willSet: willSet, didSet: didSet))
            return
        }
        if isExtension || info.kind == .enumType || info.kind == .protocolType {
            compiler.error(info.kind == .enumType ? LanguageMessages.storedPropertyInEnum
                           : LanguageMessages.storedPropertyInExtension, at: property.position)
            return
        }
        if let wrapper = compiler.wrapperAttribute(of: property) {
            compiler.addWrappedProperty(property, wrapper: wrapper, declaredType: declaredType, to: info,
                                        pending: &pendingWrappers)
            return
        }
        let stored = PropertyInfo(
            name: property.name, type: declaredType, isMutable: property.isMutable, ownership: property.ownership,
            isLazy: property.isLazy, owner: info, position: property.position)
        stored.isPrivate = property.isPrivate
        stored.hasPrivateSetter = property.hasPrivateSetter
        stored.hasDefault = property.initializer != nil
        stored.isResultBuilder = compiler.namesResultBuilder(property.attributes)
        stored.declaredResultBuilder = compiler.declaredResultBuilder(property.attributes)
        if stored.isResultBuilder || stored.declaredResultBuilder != nil {
            if case .function = declaredType {} else { stored.memberwise = .built }
        }
        // The macro tracks stored `var`s; a `let` never changes, so reading it is no dependency.
        stored.isTracked = info.isObservable && property.isMutable && !property.attributes.contains { $0.name == "ObservationIgnored" }
        info.addStoredProperty(stored)
        if let initializer = property.initializer {
            pendingBodies.append { [compiler] in
                stored.defaultValue = compiler.compileThunk(initializer, expected: declaredType, selfType: info,
                                                            isWrittenType: property.type != nil, typesItself: property.type == nil)
            }
        }
        if let willSet = property.willSet {
            let f = compiler.makeFunctionShell(willSet, selfType: info)
            stored.willSet = f
            pendingBodies.append { [compiler] in compiler.compileMethod(willSet, f, in: info, observing: property.name) }
        }
        if let didSet = property.didSet {
            let f = compiler.makeFunctionShell(didSet, selfType: info)
            stored.didSet = f
            pendingBodies.append { [compiler] in compiler.compileMethod(didSet, f, in: info, observing: property.name) }
        }
    }

    // MARK: - Bodies

    func compileBodies() {
        defaults.forEach { $0() }
        pendingWrappers.forEach { $0() }
        var index = 0
        // Compiling one body never adds more, but keep the loop robust.
        while index < pendingBodies.count {
            pendingBodies[index]()
            index += 1
        }
        for (decl, function) in functions {
            compiler.inDeclarationBody(decl.position) {
                compiler.compileFunctionBody(decl, function, selfType: nil, isStatic: false)
            }
        }
    }
}
