/// An initializer must give every stored property a value on every path
/// that leaves it: swiftc refuses `init(name: String) { self.name = name }`
/// when the type also has `let age: Int` with no default ("return from
/// initializer without initializing all stored properties", at the
/// `return` or the body's `}`, with a note per property), and a class's
/// `super.init()` called before its own properties have values ("property
/// 'self.k' not initialized at super.init call"). Without the check the
/// object was made with the property missing.
///
/// Nor may it use `self` before then: a method called (`setup()`,
/// `self.setup()`), a computed property read, `self` passed or printed, a
/// stored property read before it has a value — "'self' used before all
/// stored properties are initialized" (a class names the member: "'self'
/// used in method call 'setup' before…"; a class's unset property read is
/// "constant 'self.a' used before being initialized"), and in a subclass,
/// any of those before `super.init` ("'self' used in method call 'setup'
/// before 'super.init' call"). Uses inside closures are not judged.
///
/// The properties judged are the type's own stored ones without a default
/// (an optional `var` starts as `nil`; lazy and wrapped properties are not
/// judged). The flow is `DefiniteAssignmentWalk`'s; a `defer` or an
/// initializer that delegates with `self.init` leaves the initializer
/// unjudged.
extension Compiler {
    func checkInitializerCoverage(_ decl: FunctionDecl, type: TypeInfo) {
        guard Compiler.refuses else { return }
        // (`init?(intValue: Int) { nil }`: a failable initializer whose one
        // expression is its `return nil`.)
        guard let body = decl.body, !decl.isConvenience, !(decl.isFailable && Compiler.isBareNil(body)),
              type.kind == .structType || type.kind == .classType else { return }
        let required = type.storedProperties.filter { p in
            p.owner === type && !p.hasDefault && !p.isLazy && p.wrappedName == nil && !(p.isMutable && p.type.isOptional)
        }.map(\.name)
        let isSubclass = type.kind == .classType && type.superclass != nil
        guard !required.isEmpty || isSubclass else { return }
        var walk = InitializerWalk(type: type, required: required, isFailable: decl.isFailable,
                                   completion: BodyFlow(parameters: [], environment: env))
        let end = walk.run(body, assigned: [])
        guard !walk.flow.stopped else { return }
        if !walk.reports.isEmpty, let closingBrace = decl.closingBrace {
            // swiftc checks escaping captures only once initialization is
            // sound: its "escaping closure captures mutating 'self'" in this
            // body is not said beside these.
            let escaping = LanguageMessages.escapingClosureCapturesMutatingSelf.id
            diagnostics.removeAll { $0.id == escaping && $0.position > decl.position && $0.position < closingBrace }
        }
        for report in walk.reports { error(report.message, at: report.position, notes: report.notes) }
        if let end, let closingBrace = decl.closingBrace {
            let missing = walk.missing(end)
            if !missing.isEmpty {
                error(LanguageMessages.initializerLeavesPropertiesUnset, at: closingBrace,
                      notes: missing.map(LanguageMessages.propertyNotInitialized))
            }
        }
    }

    static func isBareNil(_ body: [Stmt]) -> Bool {
        guard body.count == 1, case .expression(let e) = body[0].kind, case .nilLiteral = e.kind else { return false }
        return true
    }
}

/// Which stored properties have values at each point of an initializer's
/// body (and, in a subclass, whether `super.init` has run), for the flow
/// `DefiniteAssignmentWalk` follows.
struct InitializerWalk: DefiniteAssignmentWalk {
    enum Key: Hashable {
        case property(String)
        case superInit
    }

    let type: TypeInfo
    let required: [String]
    let isFailable: Bool
    let isClass: Bool
    /// A subclass: `self` is usable only after `super.init`.
    let isSubclass: Bool
    var flow: DefiniteAssignmentFlow<Key>
    private(set) var reports: [(message: Message, position: SourcePosition, notes: [String])] = []

    init(type: TypeInfo, required: [String], isFailable: Bool, completion: BodyFlow) {
        self.type = type
        self.required = required
        self.isFailable = isFailable
        isClass = type.kind == .classType
        isSubclass = isClass && type.superclass != nil
        flow = DefiniteAssignmentFlow(completion: completion)
    }

    func missing(_ assigned: Assignments<Key>) -> [String] {
        required.filter { !assigned.contains(.property($0)) }
    }

    mutating func declare(_ statement: StmtKind, _ assigned: inout Assignments<Key>) {
        switch statement {
        case .local(let decl): if let value = decl.initializer { visit(value, &assigned) }
        case .global(let variable): if let value = variable.initializer { visit(value.expr, &assigned) }
        default: break
        }
    }

    mutating func returns(_ value: Expr?, at position: SourcePosition, _ assigned: Assignments<Key>) {
        if isFailable, case .nilLiteral? = value?.kind { return }
        let missing = missing(assigned)
        if !missing.isEmpty {
            reports.append((LanguageMessages.initializerLeavesPropertiesUnset, position,
                            missing.map(LanguageMessages.propertyNotInitialized)))
        }
    }

    mutating func localFunction(_ decl: FunctionDecl, _ assigned: Assignments<Key>) {}

    mutating func abandonAll() { flow.stopped = true }

    // MARK: - Expressions

    /// Reads in evaluation order; assignments to properties, `self = …`, a
    /// delegating `self.init`, a class's `super.init`.
    mutating func visit(_ e: Expr, _ assigned: inout Assignments<Key>) {
        switch e.kind {
        case .call(let callee, let arguments):
            call(callee, arguments, at: e, &assigned)
        case .assign(let target, let value):
            visit(value, &assigned)
            assign(target, at: e.position, &assigned)
        case .compoundAssign(_, let target, let value):
            if let name = requiredProperty(target) {
                visit(value, &assigned)
                if !assigned.contains(.property(name)) {
                    report(LanguageMessages.passedByReferenceBeforeInitialized("self.\(name)"), at: e.position)
                }
                assigned.insert(.property(name))   // (swiftc then counts it as set)
            } else {
                visitChildren(of: e, &assigned)
            }
        case .selfRef:
            use(.whole, at: e.position, assigned)
        case .name(.unresolved(let name), _):
            member(name, at: e.position, explicitSelf: nil, assigned)
        case .member(let base, let name):
            if case .selfRef = base.kind {
                member(name, at: e.position, explicitSelf: base.position, assigned)
            } else {
                visitChildren(of: e, &assigned)
            }
        case .closure(let closure):
            capture(closure, at: e.position, assigned)
        case .ifExpr, .switchExpr:
            break   // not judged
        default:
            visitChildren(of: e, &assigned)
        }
    }

    private mutating func call(_ callee: Expr, _ arguments: [Argument], at e: Expr, _ assigned: inout Assignments<Key>) {
        if case .member(let base, let name) = callee.kind, name == "init" {
            if case .selfRef = base.kind { flow.stopped = true; return }   // delegates: not judged
            if isClass, case .superRef = base.kind {
                self.arguments(arguments, of: e, &assigned)
                if let first = missing(assigned).first {
                    report(LanguageMessages.propertyNotInitializedAtSuperInit(first), at: callee.position)
                }
                assigned.formUnion(required.map(Key.property))
                assigned.insert(.superInit)
                return
            }
        }
        switch callee.kind {
        case .name(.unresolved(let name), _) where isMethod(name):
            self.arguments(arguments, of: e, &assigned)
            use(.method(name), at: callee.position, assigned)
        case .member(let base, let name) where isMethod(name):
            if case .selfRef = base.kind {
                self.arguments(arguments, of: e, &assigned)
                use(.method(name), at: isClass ? callee.position : base.position, assigned)
            } else if case .superRef = base.kind {
                self.arguments(arguments, of: e, &assigned)
                if isSubclass && !assigned.contains(.superInit) {
                    report(LanguageMessages.selfUsedBeforeSuperInit(.method(name)), at: callee.position)
                }
            } else {
                visit(callee, &assigned)
                self.arguments(arguments, of: e, &assigned)
            }
        default:
            visit(callee, &assigned)
            self.arguments(arguments, of: e, &assigned)
        }
    }

    /// A call's arguments; `&property` before the property has a value is
    /// reported where the call starts, as swiftc does.
    private mutating func arguments(_ arguments: [Argument], of call: Expr, _ assigned: inout Assignments<Key>) {
        for argument in arguments {
            if case .inoutArgument(let target) = argument.value.kind, let name = requiredProperty(target) {
                if !assigned.contains(.property(name)) {
                    report(LanguageMessages.passedByReferenceBeforeInitialized("self.\(name)"),
                           at: Compiler.startPosition(of: call))
                }
                assigned.insert(.property(name))
            } else {
                visit(argument.value, &assigned)
            }
        }
    }

    private mutating func assign(_ target: Expr, at position: SourcePosition, _ assigned: inout Assignments<Key>) {
        switch target.kind {
        case .name, .member:
            guard let name = requiredProperty(target) else { return }
            if assigned.mayContain(.property(name)),
               type.storedProperties.first(where: { $0.name == name })?.isMutable == false {
                report(LanguageMessages.immutableInitializedTwice("self.\(name)"), at: position)
            }
            assigned.insert(.property(name))
        case .selfRef:
            assigned.formUnion(required.map(Key.property))   // `self = Point(x: 0, y: 0)` in a struct
        case .tuple(let parts):
            for part in parts { assign(part.value, at: position, &assigned) }
        default:
            break   // (a part of a property, `self.point.x = 1`: not judged)
        }
    }

    /// `name` or `self.name`, when `name` is a property this walk judges.
    private func requiredProperty(_ e: Expr) -> String? {
        switch e.kind {
        case .name(.unresolved(let name), _): return required.contains(name) ? name : nil
        case .member(let base, let name):
            guard case .selfRef = base.kind else { return nil }
            return required.contains(name) ? name : nil
        default: return nil
        }
    }

    // MARK: - Uses of self

    /// A member read through `self`, written (`self.x`, whose `self` is at
    /// `explicitSelf`) or implicit (`x`).
    private mutating func member(_ name: String, at position: SourcePosition, explicitSelf: SourcePosition?,
                                 _ assigned: Assignments<Key>) {
        if let property = type.storedProperties.first(where: { $0.name == name }) {
            if property.owner !== type {
                if isSubclass && !assigned.contains(.superInit) {
                    report(LanguageMessages.selfUsedBeforeSuperInit(.property(name)), at: position)
                }
            } else if required.contains(name), !assigned.contains(.property(name)) {
                if isClass {
                    // (swiftc says "constant" or "variable" after the class's
                    // first stored property, whichever property is read.)
                    let first = type.storedProperties.first { $0.owner === type } ?? property
                    report(LanguageMessages.usedBeforeInitialized("self.\(name)", isMutable: first.isMutable), at: position)
                } else {
                    report(LanguageMessages.selfUsedBeforeAllStored(.whole, isClass: false), at: position,
                           notes: [LanguageMessages.propertyNotInitialized(name)])
                }
            }
        } else if isComputedProperty(name) {
            use(.property(name), at: isClass ? position : explicitSelf ?? position, assigned)
        }
    }

    /// A closure that reads `self` (or a member without `self.`) before
    /// every stored property has a value captures it unfinished. (Not
    /// judged in a subclass.)
    private mutating func capture(_ closure: ClosureExpr, at position: SourcePosition, _ assigned: Assignments<Key>) {
        guard !isSubclass, let first = missing(assigned).first else { return }
        var readsSelf = false
        Compiler.visitStatements(closure.body) { e in
            switch e.kind {
            case .selfRef: readsSelf = true
            case .name(.unresolved(let name), _):
                if type.hasStoredProperty(name) || isMethod(name) || isComputedProperty(name) { readsSelf = true }
            default: break
            }
        }
        guard readsSelf else { return }
        if isClass {
            report(LanguageMessages.selfCapturedBeforeAllMembers, at: position)
        } else {
            let anyVariable = type.storedProperties.contains { $0.owner === type && $0.isMutable }
            report(LanguageMessages.capturedBeforeInitialized("self.\(first)", isMutable: anyVariable), at: position)
        }
    }

    /// `self` used whole or through a method or computed property.
    private mutating func use(_ use: LanguageMessages.SelfUse, at position: SourcePosition, _ assigned: Assignments<Key>) {
        if isSubclass && !assigned.contains(.superInit) {
            report(LanguageMessages.selfUsedBeforeSuperInit(use), at: position)
            return
        }
        let missing = missing(assigned)
        guard !missing.isEmpty else { return }
        report(LanguageMessages.selfUsedBeforeAllStored(use, isClass: isClass), at: position,
               notes: missing.map(LanguageMessages.propertyNotInitialized))
    }

    private mutating func report(_ message: Message, at position: SourcePosition, notes: [String] = []) {
        reports.append((message, position, notes))
    }

    /// The type and the types it inherits from, then its protocols (whose
    /// extensions' members it has).
    private var lineage: [TypeInfo] {
        var types: [TypeInfo] = []
        var t: TypeInfo? = type
        while let c = t { types.append(c); t = c.superclass }
        return types + type.allProtocols
    }

    private func isMethod(_ name: String) -> Bool {
        lineage.contains { !($0.methods[name] ?? []).isEmpty }
    }

    private func isComputedProperty(_ name: String) -> Bool {
        lineage.contains { $0.computedProperties[name] != nil }
    }
}
