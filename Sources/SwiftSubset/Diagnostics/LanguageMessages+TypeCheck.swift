/// More of the type checker's messages (LanguageMessages.swift is full).
extension LanguageMessages {
    // MARK: - Overrides (`Compiler+Overrides.swift`)

    static let overrideKeywordRequired = m("typecheck.overrideKeywordRequired",
                                           "overriding declaration requires an 'override' keyword")
    /// `override func g()` (or `override var y`) where no superclass has one.
    static func overridesNothing(_ kind: String) -> Message {
        m("typecheck.overridesNothing", "\(kind) does not override any \(kind) from its superclass")
    }
    static let initializerOverridesNothing = m("typecheck.initializerOverridesNothing",
                                               "initializer does not override a designated initializer from its superclass")
    /// `kind`: "method" or "initializer".
    static func overrideLabelsDiffer(_ kind: String, _ mine: String, _ theirs: String) -> Message {
        m("typecheck.overrideLabelsDiffer",
          "argument labels for \(kind) '\(mine)' do not match those of overridden \(kind) '\(theirs)'")
    }
    static func cannotOverrideWithStored(_ name: String) -> Message {
        m("typecheck.cannotOverrideWithStored", "cannot override with a stored property '\(name)'")
    }

    // MARK: - Declarations (`Compiler+DeclarationRules.swift`)

    /// `kind`: "struct" or "enum".
    static func deinitializerInValueType(_ kind: String, _ name: String) -> Message {
        m("typecheck.deinitializerInValueType", "deinitializer cannot be declared in \(kind) '\(name)' that conforms to 'Copyable'")
    }
    static func weakOnValueType(_ type: String) -> Message {
        m("typecheck.weakOnValueType", "'weak' may only be applied to class and class-bound protocol types, not '\(type)'")
    }
    static let superInitNotCalled = m("typecheck.superInitNotCalled",
                                      "'super.init' isn't called on all paths before returning from initializer")

    // MARK: - Members and calls

    /// A one-statement closure whose written result type its value is not
    /// (`{ (x: Int) -> String in x }`), at the written type.
    static func declaredClosureResult(_ declared: String, _ returned: String) -> Message {
        m("typecheck.declaredClosureResult", "declared closure result '\(declared)' is incompatible with return type '\(returned)'")
    }
    /// A closure's written result type that its context's function type
    /// does not take (`let f: (Int) -> String = { x -> Int in x }`).
    static func declaredClosureResultContext(_ declared: String, _ contextual: String) -> Message {
        m("typecheck.declaredClosureResultContext",
          "declared closure result '\(declared)' is incompatible with contextual type '\(contextual)'")
    }
    /// A generic method whose type parameter's requirement the call's
    /// type does not meet (`mapError` to a `String`).
    static func methodRequiresConformance(_ method: String, _ type: String, _ requirement: String) -> Message {
        m("typecheck.methodRequiresConformance", "instance method '\(method)' requires that '\(type)' conform to '\(requirement)'")
    }
    /// An instance member named inside a static method (no instance there).
    static func staticMemberOnInstance(_ name: String, _ type: String) -> Message {
        m("typecheck.staticMemberOnInstance", "static member '\(name)' cannot be used on instance of type '\(type)'")
    }
    static func instanceMemberInStaticContext(_ name: String, _ type: String) -> Message {
        m("typecheck.instanceMemberInStaticContext", "instance member '\(name)' cannot be used on type '\(type)'")
    }
    /// `players.sorted()` of elements that are not `Comparable`; `method`: `sorted()`, `max()`, `min()`.
    static func requiresEquatableElements(_ method: String, on protocolName: String, _ element: String) -> Message {
        m("typecheck.requiresEquatableElements",
          "referencing instance method '\(method)' on '\(protocolName)' requires that '\(element)' conform to 'Equatable'")
    }
    static func requiresComparableElements(_ method: String, _ element: String) -> Message {
        m("typecheck.requiresComparableElements",
          "referencing instance method '\(method)' on 'Sequence' requires that '\(element)' conform to 'Comparable'")
    }
    /// `let best = nil` with no written type.
    static let nilRequiresContextualType = m("typecheck.nilRequiresContextualType", "'nil' requires a contextual type")
    /// `if x = 5`: an assignment where a condition is wanted.
    static let assignmentAsCondition = m("typecheck.assignmentAsCondition", "use of '=' in a boolean context, did you mean '=='?")
    /// `pair.first` of a tuple with no such label.
    static func tupleHasNoMember(_ type: String, _ name: String) -> Message {
        m("typecheck.tupleHasNoMember", "value of tuple type '\(type)' has no member '\(name)'")
    }
    /// `pairs.sorted()` of tuples, `counts.max()` of a dictionary: a
    /// tuple type never conforms to a protocol.
    static func tupleCannotConform(_ type: String, aka: String? = nil, _ protocolName: String) -> Message {
        m("typecheck.tupleCannotConform", "type '\(type)'\(aka.map { " (aka '\($0)')" } ?? "") cannot conform to '\(protocolName)'")
    }

    /// `popFirst()` of a collection that is not its own SubSequence (a `String`).
    static func requiresOwnSubSequence(_ method: String, _ type: String, _ subSequence: String) -> Message {
        m("typecheck.requiresOwnSubSequence",
          "referencing instance method '\(method)' on 'Collection' requires the types '\(type)' and '\(type).SubSequence' (aka '\(subSequence)') be equivalent")
    }

    // MARK: - Switch exhaustiveness (`Compiler+SwitchExhaustiveness.swift`)

    /// The note on a `switch` over an `Int`, `String` or struct with no catch-all.
    static let addDefaultClause = "add a default clause"
    /// The note naming a `Bool` value a `switch` leaves out: 'false'.
    static func addMissingValue(_ value: String) -> String { "add missing case: '\(value)'" }

    // MARK: - Flow

    static let guardBodyFallsThrough = m("typecheck.guardBodyFallsThrough",
                                         "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")

    // MARK: - Initializers (`Compiler+InitializerCoverage.swift`)

    static let initializerLeavesPropertiesUnset = m("typecheck.initializerLeavesPropertiesUnset",
                                                    "return from initializer without initializing all stored properties")
    static func propertyNotInitialized(_ name: String) -> String { "'self.\(name)' not initialized" }
    static func propertyNotInitializedAtSuperInit(_ name: String) -> Message {
        m("typecheck.propertyNotInitializedAtSuperInit", "property 'self.\(name)' not initialized at super.init call")
    }
    /// How `self` is used: passed or read whole (nil), or for a member.
    enum SelfUse { case whole, method(String), property(String) }
    /// `self` used in an initializer of a struct or a root class before
    /// every stored property has a value (a struct names no member).
    static func selfUsedBeforeAllStored(_ use: SelfUse, isClass: Bool) -> Message {
        switch (use, isClass) {
        case (.method(let name), true):
            return m("typecheck.selfUsedBeforeAllStored",
                     "'self' used in method call '\(name)' before all stored properties are initialized")
        case (.property(let name), true):
            return m("typecheck.selfUsedBeforeAllStored",
                     "'self' used in property access '\(name)' before all stored properties are initialized")
        default:
            return m("typecheck.selfUsedBeforeAllStored", "'self' used before all stored properties are initialized")
        }
    }
    /// A closure in an initializer that captures `self` before every stored
    /// property has a value: a struct's names the first property without
    /// one ("variable" unless every stored property is a `let`).
    static func capturedBeforeInitialized(_ name: String, isMutable: Bool) -> Message {
        m("typecheck.capturedBeforeInitialized",
          "\(isMutable ? "variable" : "constant") '\(name)' captured by a closure before being initialized")
    }
    static let selfCapturedBeforeAllMembers = m("typecheck.selfCapturedBeforeAllMembers",
                                                "'self' captured by a closure before all members were initialized")
    /// `self` used in a subclass's initializer before `super.init`.
    static func selfUsedBeforeSuperInit(_ use: SelfUse) -> Message {
        switch use {
        case .method(let name): return m("typecheck.selfUsedBeforeSuperInit", "'self' used in method call '\(name)' before 'super.init' call")
        case .property(let name): return m("typecheck.selfUsedBeforeSuperInit", "'self' used in property access '\(name)' before 'super.init' call")
        case .whole: return m("typecheck.selfUsedBeforeSuperInit", "'self' used before 'super.init' call")
        }
    }

    // MARK: - Access control (`Compiler+AccessControl.swift`)

    static func inaccessiblePrivate(_ name: String) -> Message {
        m("typecheck.inaccessiblePrivate", "'\(name)' is inaccessible due to 'private' protection level")
    }
    static func inaccessiblePrivateInitializer(_ type: String) -> Message {
        m("typecheck.inaccessiblePrivateInitializer", "'\(type)' initializer is inaccessible due to 'private' protection level")
    }
    static func setterInaccessible(_ name: String) -> String { "'\(name)' setter is inaccessible" }

    // MARK: - Definite initialization (`Compiler+DefiniteInitialization.swift`)

    static func usedBeforeInitialized(_ name: String, isMutable: Bool) -> Message {
        m("typecheck.usedBeforeInitialized", "\(isMutable ? "variable" : "constant") '\(name)' used before being initialized")
    }
    /// `let x: Int` (or a `let` property in an initializer) given a value
    /// where it may have one already.
    static func immutableInitializedTwice(_ name: String) -> Message {
        m("typecheck.immutableInitializedTwice", "immutable value '\(name)' may only be initialized once")
    }
    static func passedByReferenceBeforeInitialized(_ name: String) -> Message {
        m("typecheck.passedByReferenceBeforeInitialized", "variable '\(name)' passed by reference before being initialized")
    }

    // MARK: - Implicit self (`Compiler+ImplicitSelf.swift`)

    static func implicitSelfPropertyInClosure(_ name: String) -> Message {
        m("typecheck.implicitSelfInClosure",
          "reference to property '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
    }
    static func implicitSelfMethodInClosure(_ name: String) -> Message {
        m("typecheck.implicitSelfInClosure",
          "call to method '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit")
    }

    /// A member real Swift gives a library type and StateLab does not model.
    static func unmodelledMember(_ type: String, _ name: String) -> Message {
        .unsupported("\(type).\(name) — this API is not modelled yet")
    }

    // MARK: - Array concatenation (`Compiler+ArrayConcatenation.swift`)

    /// `quotedB` is quoted by the caller: swiftc adds an alias after it
    /// (`'String.Element' (aka 'Character')`).
    static func operatorRequiresEquivalent(_ op: String, _ a: String, quotedB: String) -> Message {
        m("typecheck.operatorRequiresEquivalent", "operator function '\(op)' requires the types '\(a)' and \(quotedB) be equivalent")
    }
    static let appendingStringToStrings = m("typecheck.appendingStringToStrings",
        "'+' is unavailable: Operator '+' cannot be used to append a String to a sequence of strings")
    static func arrayAsVariadic(_ array: String, _ element: String) -> Message {
        m("typecheck.arrayAsVariadic", "cannot pass array of type '\(array)' as variadic arguments of type '\(element)'")
    }
    static let emptyCaseLabel = m("typecheck.emptyCaseLabel",
        "'case' label in a 'switch' must have at least one executable statement")
    static let emptyDefaultLabel = m("typecheck.emptyDefaultLabel",
        "'default' label in a 'switch' must have at least one executable statement")
    static func functionProducesExpectedType(_ type: String) -> Message {
        m("typecheck.functionProducesExpectedType", "function produces expected type '\(type)'; did you mean to call it with '()'?")
    }

    // MARK: - Equality (`Compiler+EquatableOperands.swift`)

    static func operatorRequiresConformance(_ op: String, _ type: String, _ requirement: String) -> Message {
        m("typecheck.operatorRequiresConformance", "operator function '\(op)' requires that '\(type)' conform to '\(requirement)'")
    }
    static func referencingOperatorRequires(_ op: String, _ requirement: String, _ type: String) -> Message {
        m("typecheck.referencingOperatorRequires",
          "referencing operator function '\(op)' on '\(requirement)' requires that '\(type)' conform to '\(requirement)'")
    }

    // MARK: - Async calls (`Compiler+AsyncCalls.swift`)

    static let asyncCallNotAwaited = m("typecheck.asyncCallNotAwaited", "expression is 'async' but is not marked with 'await'")
    static let asyncCallInSyncFunction = m("typecheck.asyncCallInSyncFunction",
        "'async' call in a function that does not support concurrency")

    // MARK: - ReversedCollection parts not modelled

    /// `r.indices`, `r.firstIndex(of:)` of a ReversedCollection or a slice
    /// of one: its indices are not offsets.
    static func reversedCollectionIndexing(_ member: String, of type: String = "a ReversedCollection") -> Message {
        .unsupported("\(member) of \(type) (its indices are ReversedCollection<Base>.Index) — make an array of it "
                     + "first: Array(xs.reversed())")
    }
    /// `print(s.reversed().prefix(2))` where the base's indices are not
    /// integers (a String's are UTF-8 offsets), or `dump` of such a slice.
    static func reversedSliceShown(_ what: String) -> Message {
        .unsupported("\(what) (swiftc writes its start and end as the base's indices) — use its elements, Array(…) "
                     + "or a for-in loop")
    }
    /// An operator neither Swift nor the program declares; `++` and `--`,
    /// which Swift removed, with the fix swiftc suggests.
    static func cannotFindOperator(_ op: String) -> Message {
        let suggestion = op == "++" ? "; did you mean '+= 1'?" : op == "--" ? "; did you mean '-= 1'?" : ""
        return m("typecheck.cannotFindOperator", "cannot find operator '\(op)' in scope" + suggestion)
    }
}
